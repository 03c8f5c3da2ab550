//! The course the app ships, kept in the database.
//!
//! Every lesson file is embedded at build time (see `build.rs`). At start
//! the service compares each shipped file's SHA-256 with the hash stored in
//! the database; when any differs (a file changed, was added or removed),
//! the database's copy is replaced in one transaction, with the rows derived
//! from it (lessons and pages in order, the glossary's search index). The
//! learner's progress is never touched by that: rows of pages this build does
//! not have stay (a newer build may have written them) and simply do not
//! count here. The course is then read from the database and validated; what
//! cannot be read is reported, never fatal.
//!
//! "Newer" means "different from what this app ships": the running app is
//! the authority on its content, and a hash, unlike a version number, cannot
//! be forgotten by an author. Progress is keyed by lesson and page ids, so
//! any update that keeps them keeps it.

use crate::database::DbProblem;
use crate::learn::text::plain;
use logo_lessons::course::INDEX_FILE;
use logo_lessons::validate::report;
use logo_lessons::{Course, Entry, Glossary, Lesson, Problem, SourceFile, Text, load};
use logo_store::{CourseFile, CourseRows, GlossaryRow, LessonRow, PageRow, Store, text_hash};
use std::collections::BTreeMap;

mod embedded {
    include!(concat!(env!("OUT_DIR"), "/embedded_lessons.rs"));
}

/// The lesson files built into this app, by name.
pub fn shipped_files() -> Vec<SourceFile> {
    embedded::FILES.iter().map(|(name, text)| SourceFile::new(*name, *text)).collect()
}

/// The course as read, and what could not be read.
pub struct LoadedCourse {
    /// Lessons, index and glossary.
    pub course: Course,
    /// Problems with the content, for the author (file, line, English).
    pub problems: Vec<Problem>,
}

/// Brings the database's copy of the course up to date with `shipped` and
/// reads the course from it. When the database cannot be used, the course
/// is read from `shipped` and the problem returned.
pub async fn sync_and_load(store: &Store, shipped: &[SourceFile]) -> (LoadedCourse, Option<DbProblem>) {
    let synced = sync(store, shipped).await;
    let stored = match synced {
        Ok(()) => store.course_files().await.map_err(|e| DbProblem::from(e.problem)),
        Err(problem) => Err(problem),
    };
    match stored {
        Ok(files) => (read(&files.into_iter().map(|f| SourceFile::new(f.name, f.text)).collect::<Vec<_>>()), None),
        Err(problem) => (read(shipped), Some(problem)),
    }
}

async fn sync(store: &Store, shipped: &[SourceFile]) -> Result<(), DbProblem> {
    let stored = store.course_file_hashes().await.map_err(|e| DbProblem::from(e.problem))?;
    let hashes: BTreeMap<String, String> = shipped.iter().map(|f| (f.name.clone(), text_hash(&f.text))).collect();
    if stored == hashes {
        return Ok(());
    }
    let rows = course_rows(&load(shipped).course, shipped);
    store.replace_course(&rows).await.map_err(|e| DbProblem::from(e.problem))
}

/// Loads and validates `files`; a lesson listed in the index but not
/// written yet is no problem here (the course shows it as unavailable).
fn read(files: &[SourceFile]) -> LoadedCourse {
    let loaded = load(files);
    let checked = report(&loaded, files);
    let unwritten = |p: &Problem| {
        p.file == INDEX_FILE
            && loaded.course.index.iter().any(|e| p.message == format!("lesson {:?} has no file {}.toml", e.id, e.id))
    };
    let problems = checked.errors.into_iter().filter(|p| !unwritten(p)).collect();
    LoadedCourse { course: loaded.course, problems }
}

/// What the database keeps of `course`, read from `files`: the lessons of
/// the index in order, then the short rules (so their progress is kept too).
fn course_rows(course: &Course, files: &[SourceFile]) -> CourseRows {
    let row = |id: &str, title: &Text, lesson: Option<&Lesson>| LessonRow {
        id: id.to_owned(),
        title: serde_json::to_value(title).unwrap_or_default(),
        pages: lesson.map(page_rows),
    };
    let mut lessons: Vec<LessonRow> =
        course.index.iter().map(|entry| row(&entry.id, &entry.title, course.lesson(&entry.id))).collect();
    lessons.extend(course.rules.iter().map(|rules| row(&rules.id, &rules.title, Some(rules))));
    let glossary = course.glossary.entries.iter().flat_map(|e| glossary_rows(e, &course.glossary)).collect();
    let files = files.iter().map(|f| CourseFile { name: f.name.clone(), text: f.text.clone() }).collect();
    CourseRows { files, lessons, glossary }
}

fn page_rows(lesson: &Lesson) -> Vec<PageRow> {
    lesson.pages.iter().map(|p| PageRow { id: p.id.clone(), is_exercise: p.exercise.is_some() }).collect()
}

/// One search row per language the entry's term is written in.
fn glossary_rows(entry: &Entry, glossary: &Glossary) -> Vec<GlossaryRow> {
    entry
        .term
        .languages()
        .map(|language| {
            let mut aliases: Vec<&str> =
                entry.aliases.get(language).into_iter().flatten().map(String::as_str).collect();
            if let Some(japanese) = &entry.japanese {
                aliases.push(&japanese.romaji);
                aliases.extend(japanese.kanji.as_deref());
            }
            GlossaryRow {
                entry_id: entry.id.clone(),
                language: language.to_owned(),
                term: entry.term.exact(language).unwrap_or_default().to_owned(),
                aliases: aliases.join(" "),
                definition: plain(&entry.definition, language, glossary),
            }
        })
        .collect()
}
