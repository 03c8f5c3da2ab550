//! The learn service on real database files: the shipped course, content
//! updates against stored progress, the ko lesson played through, every
//! exercise kind, and the glossary's search.

mod content;
mod kinds;
mod ko;
mod mine;
mod rules;

use super::LearnService;
use super::views::{Answer, AnswerView, Verdict};
use crate::test_store::temp_db;
use go_core::Point;
use logo_lessons::SourceFile;
use logo_store::Store;
use std::path::Path;

/// A point from its SGF name.
pub fn p(sgf: &str) -> Point {
    Point::from_sgf(sgf).unwrap()
}

/// Points from their SGF names.
pub fn ps(names: &[&str]) -> Vec<Point> {
    names.iter().map(|n| p(n)).collect()
}

/// The service over the database file at `path` with `files` as the shipped course.
pub async fn service(path: &Path, files: &[SourceFile]) -> LearnService {
    LearnService::open_with(Store::open(path).await.unwrap(), files).await
}

/// The service over a fresh database file with the course this app ships.
pub async fn shipped() -> (tempfile::TempDir, std::path::PathBuf, LearnService) {
    let (dir, path) = temp_db();
    let learn = LearnService::open(Store::open(&path).await.unwrap()).await;
    (dir, path, learn)
}

/// Answers a click on `point` in German.
pub async fn click(learn: &LearnService, lesson: &str, page: &str, point: &str) -> AnswerView {
    learn.answer(lesson, page, &Answer::Move { point: p(point) }, "de").await.unwrap()
}

/// Whether the verdict solved the exercise.
pub fn solved(view: &AnswerView) -> bool {
    matches!(view.verdict, Verdict::Correct { .. })
}

/// A small course: lesson `a` (a text page and a select exercise), lesson
/// `b` (a number exercise), a lesson `c` listed but not written, and a
/// glossary of two entries. `a_pages` replaces lesson a's pages.
pub fn fixture(a_pages: &str) -> Vec<SourceFile> {
    let index = r#"
[[lesson]]
id = "a"
title = { de = "Erste", en = "First" }
[[lesson]]
id = "b"
title = { de = "Zweite", en = "Second" }
[[lesson]]
id = "c"
title = { de = "Dritte", en = "Third" }
"#;
    let glossary = r#"
[[entry]]
id = "liberty"
term = { de = "Freiheit", en = "Liberty" }
definition = { de = "Ein leerer Nachbarpunkt.", en = "An empty neighbour." }
taught_in = ["a", "a#count-them"]
[[entry]]
id = "chain"
term = { de = "Kette", en = "Chain" }
definition = { de = "Steine, die zusammenhängen; sie teilen ihre [[liberty|Freiheiten]].", en = "Joined stones." }
see_also = ["liberty"]
"#;
    let b = format!(
        "id = \"b\"\ntitle = {{ de = \"Zweite\", en = \"Second\" }}\n{}",
        r#"
[[page]]
id = "how-many"
text = { de = "Wie viele?", en = "How many?" }
[page.diagram]
size = 5
board = """
. . . . .
. . . . .
. . X . .
. . . . .
. . . . .
"""
[page.exercise]
kind = "number"
expected = { liberties = "cc" }
hint = { de = "Zähle.", en = "Count." }
solution = { de = "Vier.", en = "Four." }
"#
    );
    vec![
        SourceFile::new("index.toml", index),
        SourceFile::new("glossary.toml", glossary),
        SourceFile::new("a.toml", format!("id = \"a\"\ntitle = {{ de = \"Erste\", en = \"First\" }}\n{a_pages}")),
        SourceFile::new("b.toml", b),
    ]
}

/// Lesson a's usual pages: `intro` (text) and `count-them` (select the liberties of C3).
pub const A_PAGES: &str = r#"
[[page]]
id = "intro"
text = { de = "Eine [[liberty]] ist ein leerer Punkt.", en = "A [[liberty]] is an empty point." }
[[page]]
id = "count-them"
text = { de = "Wähle die Freiheiten.", en = "Select the liberties." }
[page.diagram]
size = 5
board = """
. . . . .
. . . . .
. . X . .
. . O . .
. . . . .
"""
[page.exercise]
kind = "select"
expected = { liberties = "cc" }
hint = { de = "Schau auf die Nachbarn.", en = "Look at the neighbours." }
solution = { de = "B3, D3 und C4.", en = "B3, D3 and C4." }
"#;
