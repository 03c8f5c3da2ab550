//! A lesson: a stable id, a title and a sequence of pages; a page has a short
//! text, optionally a diagram, and optionally an exercise on that diagram.
//! The short rules (`rules.toml`) are read the same way.
//!
//! A file may list the languages every one of its texts must have
//! (`languages = ["de", "en", "fr"]`); translators extend that list as they
//! add a language, and the validator then holds the file to it.
//!
//! The file form keeps each page's and exercise's line, so that every later
//! problem (an unsolvable exercise, a broken link) points to its spot.

use crate::diagram::{Diagram, RawDiagram};
use crate::exercise::{Exercise, RawExercise};
use crate::source::{Problems, SourceFile};
use crate::text::Text;
use serde::Deserialize;
use toml::Spanned;

/// A lesson, ready to show.
#[derive(Clone, Debug, PartialEq)]
pub struct Lesson {
    /// Stable id (the file is `<id>.toml`; progress is stored under it).
    pub id: String,
    /// The title, as in the index.
    pub title: Text,
    /// The languages the file promises on every text (`languages = […]`);
    /// empty when it lists none (then German and English, as everywhere).
    pub languages: Vec<String>,
    /// The pages in order.
    pub pages: Vec<Page>,
}

/// One page of a lesson.
#[derive(Clone, Debug, PartialEq)]
pub struct Page {
    /// Stable id within the lesson.
    pub id: String,
    /// What the page says (may link glossary entries).
    pub text: Text,
    /// The board shown, if any.
    pub diagram: Option<Diagram>,
    /// The exercise on that board, if the page is one.
    pub exercise: Option<Exercise>,
}

impl Lesson {
    /// The page with this id.
    #[must_use]
    pub fn page(&self, id: &str) -> Option<&Page> {
        self.pages.iter().find(|p| p.id == id)
    }

    /// How many pages are exercises.
    #[must_use]
    pub fn exercise_count(&self) -> usize {
        self.pages.iter().filter(|p| p.exercise.is_some()).count()
    }
}

/// Where the parts of a lesson stand in its file.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct LessonLines {
    /// The `id` line.
    pub(crate) id: usize,
    /// The `languages` line, if the file has one.
    pub(crate) languages: Option<usize>,
    /// Per page: the page's line and its exercise's line.
    pub(crate) pages: Vec<(usize, usize)>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct LessonFile {
    id: Spanned<String>,
    title: Text,
    languages: Option<Spanned<Vec<String>>>,
    #[serde(default)]
    page: Vec<Spanned<RawPage>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPage {
    id: String,
    text: Text,
    diagram: Option<RawDiagram>,
    exercise: Option<Spanned<RawExercise>>,
}

/// Reads a lesson file. Pages whose diagram or exercise is broken are kept
/// without it and reported, so one mistake does not hide the rest.
pub(crate) fn read(file: &SourceFile, problems: &mut Problems<'_>) -> Option<(Lesson, LessonLines)> {
    let parsed: LessonFile = match file.parse() {
        Ok(parsed) => parsed,
        Err(problem) => {
            problems.add(problem.line, problem.message);
            return None;
        }
    };
    let languages_line = parsed.languages.as_ref().map(|l| file.line_of(&l.span()));
    let mut lines = LessonLines { id: file.line_of(&parsed.id.span()), languages: languages_line, pages: Vec::new() };
    let mut pages = Vec::new();
    for spanned in &parsed.page {
        let page_line = file.line_of(&spanned.span());
        let raw = spanned.get_ref();
        let exercise_line = raw.exercise.as_ref().map_or(page_line, |e| file.line_of(&e.span()));
        lines.pages.push((page_line, exercise_line));
        pages.push(compile_page(file, raw, (page_line, exercise_line), problems));
    }
    let languages = parsed.languages.map(Spanned::into_inner).unwrap_or_default();
    Some((Lesson { id: parsed.id.into_inner(), title: parsed.title, languages, pages }, lines))
}

/// Builds a page; `lines` are the page's and its exercise's lines, where
/// problems without a spot of their own are reported.
fn compile_page(file: &SourceFile, raw: &RawPage, lines: (usize, usize), problems: &mut Problems<'_>) -> Page {
    let (page_line, exercise_line) = lines;
    let context = format!("page {:?}", raw.id);
    let diagram = raw.diagram.as_ref().and_then(|d| match d.compile() {
        Ok(diagram) => Some(diagram),
        Err(faults) => {
            problems.add_faults(file, page_line, &format!("{context}, diagram"), faults);
            None
        }
    });
    let exercise = match (&raw.exercise, &diagram) {
        (None, _) => None,
        (Some(_), None) if raw.diagram.is_none() => {
            problems.add(exercise_line, format!("{context}: an exercise needs a diagram on its page"));
            None
        }
        (Some(_), None) => None,
        (Some(exercise), Some(diagram)) => match exercise.get_ref().compile(diagram) {
            Ok(exercise) => Some(exercise),
            Err(faults) => {
                problems.add_faults(file, exercise_line, &format!("{context}, exercise"), faults);
                None
            }
        },
    };
    Page { id: raw.id.clone(), text: raw.text.clone(), diagram, exercise }
}
