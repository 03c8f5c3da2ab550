//! `logo lessons check`: reads a lessons folder and runs the course
//! validator over it (DESIGN §3). Exit status 1 when it finds a problem.

use crate::args::LessonsCheckArgs;
use crate::failure::Failure;
use logo_lessons::{Problem, Report, SourceFile, validate};
use std::path::Path;
use std::process::ExitCode;

/// Prints the report as a summary for people or as DESIGN §3's JSON.
pub fn check(args: &LessonsCheckArgs) -> Result<ExitCode, Failure> {
    let (files, unreadable) = read_folder(&args.dir)?;
    let mut report = validate(&files);
    report.errors.extend(unreadable);
    for error in &mut report.errors {
        error.file = args.dir.join(&error.file).display().to_string();
    }
    if args.json {
        println!("{}", serde_json::to_string(&report).map_err(Failure::new)?);
    } else {
        print!("{}", summary(&report));
    }
    Ok(if report.is_ok() { ExitCode::SUCCESS } else { ExitCode::FAILURE })
}

/// The folder's `.toml` files, sorted by name, and a problem for each one
/// that cannot be read as UTF-8 text.
fn read_folder(dir: &Path) -> Result<(Vec<SourceFile>, Vec<Problem>), Failure> {
    let entries = std::fs::read_dir(dir)
        .map_err(|e| Failure::new(format!("cannot read the lessons folder {}: {e}", dir.display())))?;
    let mut files = Vec::new();
    let mut unreadable = Vec::new();
    for entry in entries {
        let path = entry.map_err(|e| Failure::new(format!("{}: {e}", dir.display())))?.path();
        let Some(name) = path.file_name().map(|n| n.to_string_lossy().into_owned()) else { continue };
        if !name.ends_with(".toml") || !path.is_file() {
            continue;
        }
        match std::fs::read_to_string(&path) {
            Ok(text) => files.push(SourceFile::new(name, text)),
            Err(e) => unreadable.push(Problem::new(&name, 1, format!("cannot be read as UTF-8 text: {e}"))),
        }
    }
    files.sort_by(|a, b| a.name.cmp(&b.name));
    Ok((files, unreadable))
}

/// The report for people: one line per lesson, the glossary, then every
/// problem as `file:line: message`.
fn summary(report: &Report) -> String {
    let mut out = String::new();
    for lesson in &report.lessons {
        let languages = lesson.languages.join(" ");
        let pages = plural(lesson.pages, "page");
        let exercises = plural(lesson.exercises, "exercise");
        out.push_str(&format!("{:<20} {pages:>9} {exercises:>13}   {languages}\n", lesson.id));
    }
    out.push_str(&format!("glossary: {}\n", plural(report.glossary.entries, "entry")));
    match report.errors.len() {
        0 => out.push_str("no problems\n"),
        n => {
            out.push_str(&format!("{}:\n", plural(n, "problem")));
            for e in &report.errors {
                out.push_str(&format!("{}:{}: {}\n", e.file, e.line, e.message));
            }
        }
    }
    out
}

/// `1 page`, `3 pages`, `2 entries`.
fn plural(n: usize, noun: &str) -> String {
    match (n, noun.strip_suffix('y')) {
        (1, _) => format!("1 {noun}"),
        (_, Some(stem)) => format!("{n} {stem}ies"),
        (_, None) => format!("{n} {noun}s"),
    }
}
