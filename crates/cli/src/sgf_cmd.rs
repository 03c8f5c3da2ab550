//! `logo sgf check` and `logo sgf normalize`: go-sgf's reader and writer on files.

use crate::args::{SgfCheckArgs, SgfNormalizeArgs};
use crate::failure::Failure;
use crate::i18n::tr;
use crate::record_file::{file_problem, read, sgf_error, sgf_error_text};
use go_sgf::{Warning, WarningKind};
use logo_services::files;
use serde::Serialize;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// One file's verdict, as `sgf check --json` prints it.
#[derive(Serialize)]
#[serde(untagged)]
enum Verdict {
    Read {
        path: String,
        ok: bool,
        games: usize,
        nodes: usize,
        warnings: Vec<Warning>,
    },
    Refused {
        path: String,
        ok: bool,
        error: String,
        /// The reason in the user's language, for the human output.
        #[serde(skip)]
        shown: String,
    },
}

/// Checks every file (folders recursively); exit 0 if all were read, 1 if some were refused.
pub fn check(args: &SgfCheckArgs) -> Result<ExitCode, Failure> {
    let mut refused = 0usize;
    for path in sgf_files(&args.paths) {
        let verdict = verdict(&path);
        refused += usize::from(matches!(verdict, Verdict::Refused { .. }));
        if args.json {
            crate::out::print_line(serde_json::to_string(&verdict).map_err(Failure::new)?)?;
        } else {
            print_verdict(&verdict)?;
        }
    }
    Ok(if refused == 0 { ExitCode::SUCCESS } else { ExitCode::FAILURE })
}

/// Prints the file as canonical FF[4] UTF-8.
pub fn normalize(args: &SgfNormalizeArgs) -> Result<ExitCode, Failure> {
    let bytes = read(&args.file)?;
    let text = go_sgf::normalize(&bytes).map_err(|e| Failure::new(sgf_error(&args.file.display().to_string(), &e)))?;
    crate::out::print(&text)?;
    Ok(ExitCode::SUCCESS)
}

fn verdict(path: &Path) -> Verdict {
    let shown = path.display().to_string();
    let refused =
        |error: String, reason: String| Verdict::Refused { path: shown.clone(), ok: false, error, shown: reason };
    let bytes = match files::read(path) {
        Ok(bytes) => bytes,
        Err(problem) => {
            return refused(
                format!("cannot read: {problem}"),
                tr!("file.cannot_read", problem = file_problem(&problem)),
            );
        }
    };
    match go_sgf::parse(&bytes) {
        Ok(parsed) => Verdict::Read {
            path: shown.clone(),
            ok: true,
            games: parsed.collection.len(),
            nodes: parsed.collection.node_count(),
            warnings: parsed.warnings,
        },
        Err(e) => refused(e.to_string(), sgf_error_text(&e)),
    }
}

fn print_verdict(verdict: &Verdict) -> Result<(), Failure> {
    let mut lines = String::new();
    match verdict {
        Verdict::Read { path, games, nodes, warnings, .. } => {
            lines += &tr!("sgf.ok", path = path, games = *games, nodes = *nodes, warnings = warnings.len());
            for warning in warnings {
                let text = warning_text(&warning.kind);
                lines += &format!("\n  {}", tr!("sgf.at", position = warning.position.to_string(), text = text));
            }
        }
        Verdict::Refused { path, shown, .. } => lines += &tr!("sgf.refused", path = path, error = shown),
    }
    crate::out::print_line(lines)
}

/// What the reader repaired or ignored, in the user's language.
fn warning_text(kind: &WarningKind) -> String {
    match kind {
        WarningKind::TextOutsideGame => tr!("sgf.warning.text_outside_game"),
        WarningKind::UnexpectedText => tr!("sgf.warning.unexpected_text"),
        WarningKind::MissingSemicolon => tr!("sgf.warning.missing_semicolon"),
        WarningKind::UnclosedGameTree => tr!("sgf.warning.unclosed_game_tree"),
        WarningKind::EmptyVariation => tr!("sgf.warning.empty_variation"),
        WarningKind::DuplicateProperty { ident } => tr!("sgf.warning.duplicate_property", ident = ident),
        WarningKind::ExtraValues { ident } => tr!("sgf.warning.extra_values", ident = ident),
        WarningKind::PropertyWithoutValue { ident } => tr!("sgf.warning.property_without_value", ident = ident),
        WarningKind::ValueWithoutIdentifier => tr!("sgf.warning.value_without_identifier"),
        WarningKind::LowercaseIdentifier { ident } => tr!("sgf.warning.lowercase_identifier", ident = ident),
        WarningKind::UnterminatedValue => tr!("sgf.warning.unterminated_value"),
        WarningKind::UnescapedBracket { ident } => tr!("sgf.warning.unescaped_bracket", ident = ident),
        WarningKind::CharsetGuessed { encoding } => tr!("sgf.warning.charset_guessed", encoding = *encoding),
        WarningKind::CharsetOverridden { declared, encoding } => {
            tr!("sgf.warning.charset_overridden", declared = declared, encoding = *encoding)
        }
        WarningKind::UnknownCharset { declared, encoding } => {
            tr!("sgf.warning.unknown_charset", declared = declared, encoding = *encoding)
        }
        WarningKind::MultipleCharsets { declared, other } => {
            tr!("sgf.warning.multiple_charsets", declared = declared, other = other)
        }
        WarningKind::MalformedBytes { encoding } => tr!("sgf.warning.malformed_bytes", encoding = *encoding),
        WarningKind::TooManyWarnings => tr!("sgf.warning.too_many_warnings"),
    }
}

/// The files named, with folders expanded to the *.sgf files below them (sorted).
fn sgf_files(paths: &[PathBuf]) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for path in paths {
        if path.is_dir() {
            let mut found = Vec::new();
            collect_sgf(path, &mut found);
            found.sort();
            files.extend(found);
        } else {
            files.push(path.clone());
        }
    }
    files
}

/// Walks a folder tree without recursion, collecting files ending in `.sgf` (any case).
fn collect_sgf(root: &Path, found: &mut Vec<PathBuf>) {
    let mut pending = vec![root.to_path_buf()];
    while let Some(dir) = pending.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else { continue };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                pending.push(path);
            } else if path.extension().is_some_and(|e| e.eq_ignore_ascii_case("sgf")) {
                found.push(path);
            }
        }
    }
}
