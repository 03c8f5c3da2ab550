//! `logo lessons check`: reads a lessons folder and runs the course
//! validator over it (DESIGN §3). Exit status 1 when it finds a problem.
//! The summary, the folder's and files' read errors speak the user's
//! language; the validator's problems are notes for content authors that
//! carry no codes, so they stay in English (as in the JSON).

use crate::args::LessonsCheckArgs;
use crate::failure::Failure;
use crate::i18n::tr;
use logo_lessons::validate::LessonSummary;
use logo_lessons::{Problem, Report, SourceFile, validate};
use std::io;
use std::path::Path;
use std::process::ExitCode;

/// Prints the report as a summary for people or as DESIGN §3's JSON.
pub fn check(args: &LessonsCheckArgs) -> Result<ExitCode, Failure> {
    let (files, unreadable) = read_folder(&args.dir)?;
    let mut report = validate(&files);
    let shown: Vec<Problem> = unreadable
        .iter()
        .map(|(name, error)| {
            let message = if args.json { format!("cannot be read as UTF-8 text: {error}") } else { io_words(error) };
            Problem::new(name, 1, message)
        })
        .collect();
    report.errors.extend(shown);
    for error in &mut report.errors {
        error.file = args.dir.join(&error.file).display().to_string();
    }
    if args.json {
        crate::out::print_line(serde_json::to_string(&report).map_err(Failure::new)?)?;
    } else {
        crate::out::print(summary(&report))?;
    }
    Ok(if report.is_ok() { ExitCode::SUCCESS } else { ExitCode::FAILURE })
}

/// A lesson file's name and why it could not be read.
type Unreadable = (String, io::Error);

/// The folder's `.toml` files, sorted by name, and the name and error of
/// each one that cannot be read as UTF-8 text.
fn read_folder(dir: &Path) -> Result<(Vec<SourceFile>, Vec<Unreadable>), Failure> {
    let entries = std::fs::read_dir(dir).map_err(|e| {
        Failure::new(tr!("lessons.folder_unreadable", folder = dir.display().to_string(), detail = io_words(&e)))
    })?;
    let mut files = Vec::new();
    let mut unreadable = Vec::new();
    for entry in entries {
        let path = entry
            .map_err(|e| {
                Failure::new(tr!(
                    "lessons.folder_unreadable",
                    folder = dir.display().to_string(),
                    detail = io_words(&e)
                ))
            })?
            .path();
        let Some(name) = path.file_name().map(|n| n.to_string_lossy().into_owned()) else { continue };
        if !name.ends_with(".toml") || !path.is_file() {
            continue;
        }
        match std::fs::read_to_string(&path) {
            Ok(text) => files.push(SourceFile::new(name, text)),
            Err(e) => unreadable.push((name, e)),
        }
    }
    files.sort_by(|a, b| a.name.cmp(&b.name));
    Ok((files, unreadable))
}

/// Why a folder or a file could not be read, in the user's language.
fn io_words(error: &io::Error) -> String {
    match error.kind() {
        io::ErrorKind::NotFound => tr!("file.problem.not_found"),
        io::ErrorKind::PermissionDenied => tr!("file.problem.permission_denied"),
        io::ErrorKind::NotADirectory => tr!("lessons.not_a_folder"),
        io::ErrorKind::InvalidData => tr!("lessons.not_utf8"),
        _ => tr!("file.problem.io"),
    }
}

/// The report for people: one line per lesson, the short rules, the
/// glossary, then every problem as `file:line: message`.
fn summary(report: &Report) -> String {
    let mut out = String::new();
    for lesson in &report.lessons {
        out.push_str(&lesson_line(&lesson.id, lesson));
    }
    if let Some(rules) = &report.rules {
        out.push_str(&lesson_line(&tr!("lessons.rules"), rules));
    }
    out.push_str(&tr!("lessons.glossary", entries = report.glossary.entries));
    out.push('\n');
    match report.errors.len() {
        0 => out.push_str(&tr!("lessons.no_problems")),
        n => {
            out.push_str(&tr!("lessons.problems", n = n));
            for e in &report.errors {
                out.push_str(&format!("\n{}:{}: {}", e.file, e.line, e.message));
            }
        }
    }
    out.push('\n');
    out
}

/// `ko   12 pages   6 exercises   de en`.
fn lesson_line(name: &str, lesson: &LessonSummary) -> String {
    let pages = tr!("lessons.pages", n = lesson.pages);
    let exercises = tr!("lessons.exercises", n = lesson.exercises);
    format!("{name:<20} {pages:>12} {exercises:>14}   {}\n", lesson.languages.join(" "))
}
