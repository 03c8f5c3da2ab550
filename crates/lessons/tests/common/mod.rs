//! A tiny course around one test lesson, so that each test writes only the
//! pages it is about, in the same TOML an author writes.
#![allow(dead_code, reason = "each test file uses part of the helpers")]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "a test fails loudly")]

use go_core::Point;
use logo_lessons::{Exercise, Report, SourceFile, load, validate};

/// The index of the test course: one lesson, `t`.
pub const INDEX: &str = r#"
[[lesson]]
id = "t"
title = { de = "Test", en = "Test" }
"#;

/// A glossary with the two entries test texts link.
pub const GLOSSARY: &str = r#"
[[entry]]
id = "liberty"
term = { de = "Freiheit", en = "Liberty" }
definition = { de = "Ein leerer Nachbarpunkt.", en = "An empty neighbour." }

[[entry]]
id = "ko"
term = { de = "Ko", en = "Ko" }
definition = { de = "Hin und her.", en = "Back and forth." }
"#;

/// The lesson file `t.toml` with these pages.
pub fn lesson(pages: &str) -> String {
    format!("id = \"t\"\ntitle = {{ de = \"Test\", en = \"Test\" }}\n{pages}")
}

/// The test course's files with `pages` as the lesson's pages.
pub fn files(pages: &str) -> Vec<SourceFile> {
    vec![
        SourceFile::new("index.toml", INDEX),
        SourceFile::new("glossary.toml", GLOSSARY),
        SourceFile::new("t.toml", lesson(pages)),
    ]
}

/// The validator's verdict on the test course.
pub fn report(pages: &str) -> Report {
    validate(&files(pages))
}

/// The exercise on the first page; the course must load without problems.
pub fn exercise(pages: &str) -> Exercise {
    let loaded = load(&files(pages));
    assert!(loaded.problems.is_empty(), "{:#?}", loaded.problems);
    loaded.course.lesson("t").unwrap().pages[0].exercise.clone().expect("the first page is an exercise")
}

/// A point on the exercise's board, named as data files name it (SGF: `"cg"`).
pub fn at(exercise: &Exercise, sgf: &str) -> Point {
    let point = Point::from_sgf(sgf).unwrap();
    assert!(exercise.diagram.size().contains(point), "{sgf} is off the board");
    point
}

/// Points named in SGF notation.
pub fn points(exercise: &Exercise, names: &[&str]) -> Vec<Point> {
    names.iter().map(|n| at(exercise, n)).collect()
}

/// The hint and solution every exercise needs, for brevity.
pub const HELP: &str = r#"hint = { de = "Tipp", en = "Hint" }
solution = { de = "Lösung", en = "Solution" }"#;

/// The repository's `lessons/` folder as the CLI would read it: its `.toml` files, sorted.
pub fn repo_lessons() -> Vec<SourceFile> {
    let dir = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../lessons");
    let mut files: Vec<SourceFile> = std::fs::read_dir(&dir)
        .expect("the lessons folder exists")
        .map(|entry| entry.expect("a directory entry").path())
        .filter(|path| path.extension().is_some_and(|e| e == "toml"))
        .map(|path| {
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            SourceFile::new(name, std::fs::read_to_string(&path).expect("a UTF-8 file"))
        })
        .collect();
    files.sort_by(|a, b| a.name.cmp(&b.name));
    files
}
