//! Opening a record for the replaying commands: the first game of the file
//! that LoGo can show; and why a file could not be read, in the user's
//! language (the reasons are data: go-sgf's and the file reader's codes).

use crate::failure::Failure;
use crate::i18n::tr;
use go_sgf::{ConvertError, ErrorKind, Record, SgfError};
use logo_library::FileProblem;
use logo_services::files;
use std::path::Path;

/// Reads `path` (a regular file of sane size, as the app reads it) and
/// returns its first game LoGo can show.
pub fn first_game(path: &Path) -> Result<Record, Failure> {
    let shown = path.display().to_string();
    let bytes = read(path)?;
    let opened = go_sgf::open(&bytes).map_err(|e| Failure::new(sgf_error(&shown, &e)))?;
    let mut refusal = None;
    for game in opened.games {
        match game {
            Ok(record) => return Ok(record),
            Err(refused) => refusal = refusal.or(Some(refused.error)),
        }
    }
    Err(Failure::new(match refusal {
        Some(error) => tr!("file.refused", path = shown, reason = convert_error(&error)),
        None => tr!("file.no_game", path = shown),
    }))
}

/// Reads a whole file as the app does (see [`files::read`]), with its path in the error.
pub fn read(path: &Path) -> Result<Vec<u8>, Failure> {
    files::read(path).map_err(|problem| {
        let reason = tr!("file.cannot_read", problem = file_problem(&problem));
        Failure::new(tr!("file.refused", path = path.display().to_string(), reason = reason))
    })
}

/// `PATH: LINE:COL: reason` for a file go-sgf could not read.
pub fn sgf_error(path: &str, error: &SgfError) -> String {
    tr!("file.refused", path = path, reason = sgf_error_text(error))
}

/// `LINE:COL: reason` in the user's language.
pub fn sgf_error_text(error: &SgfError) -> String {
    let text = match &error.kind {
        ErrorKind::NoGameTree => tr!("sgf.error.no_game_tree"),
        ErrorKind::TooLarge { bytes } => tr!("sgf.error.too_large", bytes = *bytes),
    };
    tr!("sgf.at", position = error.position.to_string(), text = text)
}

/// Why no game of a file can be shown.
pub fn convert_error(error: &ConvertError) -> String {
    match error {
        ConvertError::UnsupportedBoardSize { width, height } => {
            tr!("sgf.refused_game.board_size", width = u32::from(*width), height = u32::from(*height))
        }
        ConvertError::BadBoardSize { raw } => tr!("sgf.refused_game.bad_size", raw = raw),
        ConvertError::NotGo { game } => tr!("sgf.refused_game.not_go", game = game),
    }
}

/// Why a file, or one game of it, could not be read or written (the
/// operating system's own message stays as it gives it).
pub fn file_problem(problem: &FileProblem) -> String {
    match problem {
        FileProblem::NotFound => tr!("file.problem.not_found"),
        FileProblem::PermissionDenied => tr!("file.problem.permission_denied"),
        FileProblem::ReadOnly => tr!("file.problem.read_only"),
        FileProblem::NotAFile => tr!("file.problem.not_a_file"),
        FileProblem::TooLarge { limit_bytes, bytes: Some(bytes) } => {
            tr!("library.too_large", bytes = *bytes, limit = *limit_bytes)
        }
        FileProblem::TooLarge { limit_bytes, bytes: None } => {
            tr!("file.problem.too_large", limit = *limit_bytes / (1024 * 1024))
        }
        FileProblem::DiskFull => tr!("file.problem.disk_full"),
        FileProblem::Io { detail: Some(detail) } => detail.clone(),
        FileProblem::Io { detail: None } => tr!("file.problem.io"),
        FileProblem::NotSgf { line, column } => {
            tr!("sgf.at", position = format!("{line}:{column}"), text = tr!("sgf.error.no_game_tree"))
        }
        FileProblem::GameRefused { game, line, column, reason } => {
            let refused = tr!("library.game_refused", game = *game, reason = convert_error(reason));
            // `LINE:COL: ` as for a file that is no SGF: the same in every language.
            match (line, column) {
                (Some(line), Some(column)) => format!("{line}:{column}: {refused}"),
                _ => refused,
            }
        }
    }
}
