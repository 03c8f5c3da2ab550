//! The lesson file of a teacher's exercise, in the course's TOML format
//! (lessons/README.md): one page with the position as a diagram and a
//! `play` exercise. Written through serde, so every text is quoted as TOML
//! wants it; read back by the same loader as the Grundkurs. The node's
//! triangles, squares, circles, crosses and labels (of up to three
//! characters, as the diagram format allows) go into the diagram's legend.

use super::exercise_spec::ExerciseSpec;
use go_core::tree::Markup;
use go_core::{Color, NodePosition, Point, Rules, RulesPreset};
use logo_lessons::goal::Goal;
use logo_lessons::names::SgfPoint;
use logo_lessons::{SourceFile, Text};
use logo_store::MY_EXERCISES;
use serde::Serialize;
use std::collections::BTreeMap;

/// The page id inside a stored lesson file (the app gives each page `e<id>` when it loads them).
pub const STORED_PAGE: &str = "exercise";

/// `my-exercises.toml` as written.
#[derive(Serialize)]
pub struct LessonFile {
    id: String,
    title: Text,
    page: Vec<PageFile>,
}

#[derive(Serialize)]
struct PageFile {
    id: String,
    text: Text,
    diagram: DiagramFile,
    exercise: ExerciseFile,
}

#[derive(Serialize)]
struct DiagramFile {
    size: u8,
    board: String,
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    legend: BTreeMap<String, LegendFile>,
}

/// What a legend character of the diagram stands for.
#[derive(Clone, PartialEq, Eq, Serialize)]
struct LegendFile {
    #[serde(skip_serializing_if = "Option::is_none")]
    stone: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    mark: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    label: Option<String>,
}

/// The characters a legend may use, the readable ones first ('.', 'X' and 'O' are the board's own).
const LEGEND_KEYS: &str = "abcdefghijklmnpqrstuvwyzABCDEFGHIJKLMNPQRSTUVWYZ0123456789#*+=%&@$";

/// The longest label a diagram can show.
const MAX_LABEL_CHARS: usize = 3;

#[derive(Serialize)]
struct ExerciseFile {
    kind: &'static str,
    rules: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    ko: Option<go_core::KoRule>,
    #[serde(skip_serializing_if = "Option::is_none")]
    suicide: Option<go_core::SuicideRule>,
    to_play: &'static str,
    goal: Goal<SgfPoint>,
    answers: Vec<String>,
    /// Only the teacher's words: LoGo's own hint and solution are worded by
    /// the player from `to_play` and `answers`, never stored as prose.
    #[serde(skip_serializing_if = "Option::is_none")]
    hint: Option<Text>,
    wrong: Vec<WrongFile>,
}

#[derive(Serialize)]
struct WrongFile {
    play: String,
    feedback: Text,
}

impl LessonFile {
    /// The exercise on `position` under `rules`, titled `title`, with the node's `comment` and `markup`.
    pub fn new(
        position: &NodePosition,
        rules: Rules,
        spec: &ExerciseSpec,
        (title, comment): (&str, &str),
        markup: &Markup,
    ) -> LessonFile {
        let color = position.to_play;
        let sgf = |p: &Point| p.to_sgf().unwrap_or_default();
        let stone = |p: &Point| Goal::Stone { at: SgfPoint(sgf(p)), color };
        let goal = match spec.correct.as_slice() {
            [one] => stone(one),
            many => Goal::Any(many.iter().map(stone).collect()),
        };
        let preset = rules.matching_preset();
        let exercise = ExerciseFile {
            kind: "play",
            rules: preset.unwrap_or(RulesPreset::Japanese).id(),
            ko: preset.is_none().then_some(rules.ko),
            suicide: preset.is_none().then_some(rules.suicide),
            to_play: if color == Color::Black { "black" } else { "white" },
            goal,
            answers: spec.correct.iter().map(sgf).collect(),
            hint: hint(spec),
            wrong: spec
                .wrong
                .iter()
                .map(|w| WrongFile { play: sgf(&w.point), feedback: teachers(w.feedback.trim()) })
                .collect(),
        };
        let words = if comment.trim().is_empty() { title.to_owned() } else { format!("{title}\n\n{}", comment.trim()) };
        let page = PageFile {
            id: STORED_PAGE.to_owned(),
            text: teachers(&words),
            diagram: diagram(position, markup),
            exercise,
        };
        LessonFile { id: MY_EXERCISES.to_owned(), title: lesson_title(), page: vec![page] }
    }
}

/// The diagram of `position` with the marks and labels of `markup` that the
/// format can show (a label of more than three characters is left out).
fn diagram(position: &NodePosition, markup: &Markup) -> DiagramFile {
    let board = &position.board;
    let size = board.size();
    let mut marked: BTreeMap<(u8, u8), LegendFile> = BTreeMap::new();
    let stone = |p: Point| board.get(p).map(|c| if c == Color::Black { "black" } else { "white" });
    let marks = [
        (&markup.triangle, "triangle"),
        (&markup.square, "square"),
        (&markup.circle, "circle"),
        (&markup.cross, "cross"),
    ];
    for (points, name) in marks {
        for &p in points.iter().filter(|&&p| size.contains(p)) {
            let what = marked.entry((p.y, p.x)).or_insert(LegendFile { stone: stone(p), mark: None, label: None });
            what.mark.get_or_insert(name);
        }
    }
    for label in markup.labels.iter().filter(|l| size.contains(l.point)) {
        let (p, text) = (label.point, label.text.trim());
        if !text.is_empty() && text.chars().count() <= MAX_LABEL_CHARS {
            let what = marked.entry((p.y, p.x)).or_insert(LegendFile { stone: stone(p), mark: None, label: None });
            what.label.get_or_insert_with(|| text.to_owned());
        }
    }
    let mut legend: BTreeMap<String, LegendFile> = BTreeMap::new();
    let mut keys = LEGEND_KEYS.chars();
    let mut key_of: BTreeMap<(u8, u8), char> = BTreeMap::new();
    for (at, what) in marked.into_iter().filter(|(_, w)| w.mark.is_some() || w.label.is_some()) {
        let known = legend.iter().find(|(_, w)| **w == what).and_then(|(k, _)| k.chars().next());
        let Some(key) = known.or_else(|| keys.next()) else { break };
        key_of.insert(at, key);
        legend.entry(key.to_string()).or_insert(what);
    }
    let rows: Vec<String> = (0..size.height)
        .map(|y| {
            let row: Vec<String> = (0..size.width)
                .map(|x| match (key_of.get(&(y, x)), board.get(Point::new(x, y))) {
                    (Some(key), _) => key.to_string(),
                    (None, None) => ".".to_owned(),
                    (None, Some(Color::Black)) => "X".to_owned(),
                    (None, Some(Color::White)) => "O".to_owned(),
                })
                .collect();
            row.join(" ") + "\n"
        })
        .collect();
    DiagramFile { size: size.width, board: rows.concat(), legend }
}

/// The lesson's title in the course's languages.
pub fn lesson_title() -> Text {
    Text::from_pairs([("de", "Meine Aufgaben"), ("en", "My exercises")])
}

/// The teacher's words, as typed, for both required languages: the same
/// words in each, so no learner is told they see an English fallback (see
/// `logo_lessons::Localized`). `[[` and `]]` (the course's link marks) are split.
fn teachers(words: &str) -> Text {
    let plain = words.replace("[[", "[ [").replace("]]", "] ]");
    Text::from_pairs([("de", plain.as_str()), ("en", plain.as_str())])
}

/// The teacher's own hint, if they wrote one. Without it the file has none:
/// the player words one from the exercise's data, in the learner's language.
fn hint(spec: &ExerciseSpec) -> Option<Text> {
    let own = spec.hint.trim();
    (!own.is_empty()).then(|| teachers(own))
}

/// The file as TOML text; the serializer's complaint if it has one.
pub fn lesson_text(file: &LessonFile) -> Result<String, String> {
    toml::to_string(file).map_err(|e| e.to_string())
}

/// A course of this one lesson, as the lessons engine reads a course: an
/// index listing it, an empty glossary and the lesson file.
pub fn course_around(lesson: &str) -> Vec<SourceFile> {
    let index = toml::to_string(&IndexFile { lesson: vec![IndexEntry { id: MY_EXERCISES, title: lesson_title() }] });
    vec![
        SourceFile::new(logo_lessons::course::INDEX_FILE, index.unwrap_or_default()),
        SourceFile::new(logo_lessons::course::GLOSSARY_FILE, ""),
        SourceFile::new(format!("{MY_EXERCISES}.toml"), lesson),
    ]
}

#[derive(Serialize)]
struct IndexFile {
    lesson: Vec<IndexEntry>,
}

#[derive(Serialize)]
struct IndexEntry {
    id: &'static str,
    title: Text,
}
