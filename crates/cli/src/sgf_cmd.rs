//! `logo sgf check` and `logo sgf normalize`: go-sgf's reader and writer on files.

use crate::args::{SgfCheckArgs, SgfNormalizeArgs};
use crate::failure::Failure;
use crate::record_file::read;
use go_sgf::Warning;
use logo_services::files;
use serde::Serialize;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// One file's verdict, as `sgf check --json` prints it.
#[derive(Serialize)]
#[serde(untagged)]
enum Verdict {
    Read { path: String, ok: bool, games: usize, nodes: usize, warnings: Vec<Warning> },
    Refused { path: String, ok: bool, error: String },
}

/// Checks every file (folders recursively); exit 0 if all were read, 1 if some were refused.
pub fn check(args: &SgfCheckArgs) -> Result<ExitCode, Failure> {
    let mut refused = 0usize;
    for path in sgf_files(&args.paths) {
        let verdict = verdict(&path);
        refused += usize::from(matches!(verdict, Verdict::Refused { .. }));
        if args.json {
            println!("{}", serde_json::to_string(&verdict).map_err(Failure::new)?);
        } else {
            print_verdict(&verdict);
        }
    }
    Ok(if refused == 0 { ExitCode::SUCCESS } else { ExitCode::FAILURE })
}

/// Prints the file as canonical FF[4] UTF-8.
pub fn normalize(args: &SgfNormalizeArgs) -> Result<ExitCode, Failure> {
    let bytes = read(&args.file)?;
    let text = go_sgf::normalize(&bytes).map_err(|e| Failure::new(format!("{}: {e}", args.file.display())))?;
    print!("{text}");
    Ok(ExitCode::SUCCESS)
}

fn verdict(path: &Path) -> Verdict {
    let shown = path.display().to_string();
    let refused = |error: String| Verdict::Refused { path: shown.clone(), ok: false, error };
    let bytes = match files::read(path) {
        Ok(bytes) => bytes,
        Err(problem) => return refused(format!("cannot read: {problem}")),
    };
    match go_sgf::parse(&bytes) {
        Ok(parsed) => Verdict::Read {
            path: shown.clone(),
            ok: true,
            games: parsed.collection.len(),
            nodes: parsed.collection.node_count(),
            warnings: parsed.warnings,
        },
        Err(e) => refused(e.to_string()),
    }
}

fn print_verdict(verdict: &Verdict) {
    match verdict {
        Verdict::Read { path, games, nodes, warnings, .. } => {
            println!("{path}: ok, {games} game(s), {nodes} node(s), {} warning(s)", warnings.len());
            for warning in warnings {
                println!("  {warning}");
            }
        }
        Verdict::Refused { path, error, .. } => println!("{path}: refused: {error}"),
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
