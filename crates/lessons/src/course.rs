//! The whole course read from its files: the index (order and titles), the
//! lessons, the glossary and the short rules.
//!
//! The short rules ("Regeln in Kürze", `rules.toml`) are written in the
//! lesson format but are no lesson of the Grundkurs: the index does not list
//! them, and they must carry the languages their file lists (every language
//! LoGo speaks, once translated).
//!
//! The index and the glossary may list `languages` as a lesson file does:
//! every title of the index, and every term and definition of the glossary,
//! must then be written in each of them.
//!
//! Loading reads what it can and reports the rest as problems; it never
//! stops at the first broken file. [`crate::validate`] adds the checks that
//! need the whole course (ids, links, languages, solvable exercises).

use crate::glossary::{self, Glossary};
use crate::lesson::{self, Lesson, LessonLines};
use crate::source::{Problem, Problems, SourceFile};
use crate::text::Text;
use serde::Deserialize;
use toml::Spanned;

/// The file that lists the lessons in order.
pub const INDEX_FILE: &str = "index.toml";
/// The glossary's file.
pub const GLOSSARY_FILE: &str = "glossary.toml";
/// The short rules' file.
pub const RULES_FILE: &str = "rules.toml";
/// The id the short rules have (in their file, and as the lesson id progress is kept under).
pub const RULES_ID: &str = "rules";

/// One lesson in the index.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IndexEntry {
    /// The lesson's stable id; its file is `<id>.toml`.
    pub id: String,
    /// Its title.
    pub title: Text,
}

/// The course as read.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Course {
    /// The lessons in the order a beginner takes them.
    pub index: Vec<IndexEntry>,
    /// The lessons read, in index order (lesson files the index does not list follow).
    pub lessons: Vec<Lesson>,
    /// The glossary.
    pub glossary: Glossary,
    /// The short rules, if their file was read.
    pub rules: Option<Lesson>,
}

impl Course {
    /// The lesson of the Grundkurs with this id, if it was read (never the short rules).
    #[must_use]
    pub fn lesson(&self, id: &str) -> Option<&Lesson> {
        self.lessons.iter().find(|l| l.id == id)
    }
}

/// What loading produced: the course and every problem met on the way.
#[derive(Clone, Debug)]
pub struct Loaded {
    /// What could be read.
    pub course: Course,
    /// What could not, with file and line.
    pub problems: Vec<Problem>,
    /// Where things stand in their files, for later problems.
    pub(crate) lines: Lines,
}

/// Source positions of the course's parts.
#[derive(Clone, Debug, Default)]
pub(crate) struct Lines {
    /// Per index entry, its line in the index.
    pub(crate) index: Vec<usize>,
    /// Per lesson read (same order as `Course::lessons`): its file and lines.
    pub(crate) lessons: Vec<(String, LessonLines)>,
    /// Per glossary entry, its line.
    pub(crate) glossary: Vec<usize>,
    /// The short rules' file and lines, if they were read.
    pub(crate) rules: Option<(String, LessonLines)>,
    /// The languages the index lists (beyond German and English, which every text has).
    pub(crate) index_languages: Vec<String>,
    /// The languages the glossary lists.
    pub(crate) glossary_languages: Vec<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct IndexFile {
    #[serde(default)]
    languages: Vec<String>,
    #[serde(default)]
    lesson: Vec<Spanned<RawIndexEntry>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawIndexEntry {
    id: String,
    title: Text,
}

/// Reads every `.toml` file given: `index.toml`, `glossary.toml` and one file
/// per lesson. Other files (a README) are ignored.
#[must_use]
pub fn load(files: &[SourceFile]) -> Loaded {
    let mut course = Course::default();
    let mut lines = Lines::default();
    let mut problems = Vec::new();
    let find = |name: &str| files.iter().find(|f| f.name == name);
    match find(INDEX_FILE) {
        None => problems.push(Problem::new(INDEX_FILE, 1, "the lesson index is missing")),
        Some(file) => match file.parse::<IndexFile>() {
            Err(problem) => problems.push(problem),
            Ok(index) => {
                lines.index_languages = index.languages;
                for entry in index.lesson {
                    lines.index.push(file.line_of(&entry.span()));
                    let raw = entry.into_inner();
                    course.index.push(IndexEntry { id: raw.id, title: raw.title });
                }
            }
        },
    }
    match find(GLOSSARY_FILE) {
        None => problems.push(Problem::new(GLOSSARY_FILE, 1, "the glossary is missing")),
        Some(file) => {
            let mut found = Problems::new(&file.name);
            if let Some(read) = glossary::read(file, &mut found) {
                course.glossary = read.glossary;
                lines.glossary = read.lines;
                lines.glossary_languages = read.languages;
            }
            problems.extend(found.into_vec());
        }
    }
    let mut lesson_files: Vec<&SourceFile> = files.iter().filter(|f| is_lesson_file(&f.name)).collect();
    let position = |f: &SourceFile| course.index.iter().position(|e| Some(e.id.as_str()) == f.stem());
    lesson_files.sort_by_key(|f| (position(f).unwrap_or(usize::MAX), f.name.clone()));
    for file in lesson_files {
        let mut found = Problems::new(&file.name);
        if let Some((lesson, lesson_lines)) = lesson::read(file, &mut found) {
            course.lessons.push(lesson);
            lines.lessons.push((file.name.clone(), lesson_lines));
        }
        problems.extend(found.into_vec());
    }
    if let Some(file) = find(RULES_FILE) {
        let mut found = Problems::new(&file.name);
        if let Some((rules, rules_lines)) = lesson::read(file, &mut found) {
            course.rules = Some(rules);
            lines.rules = Some((file.name.clone(), rules_lines));
        }
        problems.extend(found.into_vec());
    }
    Loaded { course, problems, lines }
}

/// Whether a file name is a lesson's: a `.toml` file other than the index,
/// the glossary and the short rules.
#[must_use]
pub fn is_lesson_file(name: &str) -> bool {
    name.ends_with(".toml") && name != INDEX_FILE && name != GLOSSARY_FILE && name != RULES_FILE
}
