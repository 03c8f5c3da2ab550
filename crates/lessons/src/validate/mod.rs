//! The validator: everything `logo lessons check` and the content test demand
//! of the course before it ships.
//!
//! Every file parses; ids are unique and well formed; every text has German
//! and English (and every language its file lists); the index and the lesson
//! files agree; the short rules list their languages; every diagram is a
//! legal position; every glossary link resolves; and every exercise is
//! solvable: its answers are legal and meet the goal, its listed wrong
//! answers fail, its computed expectations are not empty. The report's JSON
//! is DESIGN §3's shape for `logo lessons check --json`.

mod content;
mod solvable;

use crate::course::{Loaded, load};
use crate::lesson::{Lesson, LessonLines};
use crate::source::{Problem, SourceFile};
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;

/// The verdict on the whole course.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Report {
    /// Per lesson read, in index order.
    pub lessons: Vec<LessonSummary>,
    /// The glossary's size.
    pub glossary: GlossarySummary,
    /// The short rules, if the folder has them (`rules.toml`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rules: Option<LessonSummary>,
    /// Every problem, with file and line.
    pub errors: Vec<Problem>,
}

/// What a lesson holds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LessonSummary {
    /// The lesson's id.
    pub id: String,
    /// How many pages.
    pub pages: usize,
    /// How many of them are exercises.
    pub exercises: usize,
    /// The languages every text of the lesson has, sorted.
    pub languages: Vec<String>,
}

/// What the glossary holds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GlossarySummary {
    /// How many entries.
    pub entries: usize,
}

impl Report {
    /// Whether the course has no problem.
    #[must_use]
    pub fn is_ok(&self) -> bool {
        self.errors.is_empty()
    }
}

/// Loads the course from `files` and checks all of it.
#[must_use]
pub fn validate(files: &[SourceFile]) -> Report {
    let loaded = load(files);
    report(&loaded, files)
}

/// Checks a loaded course (`files` are the ones it was loaded from).
#[must_use]
pub fn report(loaded: &Loaded, files: &[SourceFile]) -> Report {
    let mut errors = loaded.problems.clone();
    errors.extend(content::check(loaded, files));
    let rules = loaded.course.rules.iter().zip(&loaded.lines.rules);
    for (lesson, (file, lines)) in loaded.course.lessons.iter().zip(&loaded.lines.lessons).chain(rules) {
        errors.extend(exercise_problems(lesson, file, lines));
    }
    errors.sort_by(|a, b| (&a.file, a.line).cmp(&(&b.file, b.line)));
    errors.dedup();
    let lessons = loaded.course.lessons.iter().map(summary).collect();
    let glossary = GlossarySummary { entries: loaded.course.glossary.entries.len() };
    Report { lessons, glossary, rules: loaded.course.rules.as_ref().map(summary), errors }
}

/// Why the exercises of one lesson file cannot be solved as written.
fn exercise_problems(lesson: &Lesson, file: &str, lines: &LessonLines) -> Vec<Problem> {
    let mut problems = Vec::new();
    for (page, &(_, exercise_line)) in lesson.pages.iter().zip(&lines.pages) {
        if let Some(exercise) = &page.exercise {
            let context = format!("page {:?}, exercise", page.id);
            let found = solvable::check(exercise).into_iter();
            problems.extend(found.map(|m| Problem::new(file, exercise_line, format!("{context}: {m}"))));
        }
    }
    problems
}

fn summary(lesson: &Lesson) -> LessonSummary {
    let texts = content::lesson_texts(lesson);
    let mut languages: Option<BTreeSet<&str>> = None;
    for (_, text) in &texts {
        let here: BTreeSet<&str> = text.languages().collect();
        languages = Some(match languages {
            None => here,
            Some(common) => common.intersection(&here).copied().collect(),
        });
    }
    LessonSummary {
        id: lesson.id.clone(),
        pages: lesson.pages.len(),
        exercises: lesson.exercise_count(),
        languages: languages.unwrap_or_default().into_iter().map(str::to_owned).collect(),
    }
}
