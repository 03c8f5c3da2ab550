//! The library's and the store's failures as the app's errors, and the
//! import's file problems as the screen's.

use library::{FileProblem, LibraryError};
use store::{StoreError, StoreProblem};

use super::views::ImportProblem;
use crate::database::DbProblem;
use crate::error::AppError;

impl From<StoreError> for AppError {
    fn from(err: StoreError) -> AppError {
        AppError::Database { problem: DbProblem::from(err.problem) }
    }
}

impl From<LibraryError> for AppError {
    fn from(err: LibraryError) -> AppError {
        match err {
            LibraryError::Store { problem, .. } => AppError::Database { problem: DbProblem::from(problem) },
            LibraryError::NotFound { .. } => AppError::NotInLibrary,
            LibraryError::UnreadableGame { .. } => AppError::UnreadableGame,
            LibraryError::Worker { .. } => AppError::Database { problem: DbProblem::from(StoreProblem::Io) },
        }
    }
}

/// The screen's words for why a file was not imported.
pub fn import_problem(problem: &FileProblem) -> ImportProblem {
    match problem {
        FileProblem::Io { kind, .. } => match kind {
            std::io::ErrorKind::NotFound => ImportProblem::NotFound,
            std::io::ErrorKind::PermissionDenied => ImportProblem::PermissionDenied,
            std::io::ErrorKind::IsADirectory | std::io::ErrorKind::NotADirectory => ImportProblem::NotAFile,
            _ => ImportProblem::Unreadable,
        },
        FileProblem::NotAFile => ImportProblem::NotAFile,
        FileProblem::TooLarge { limit, .. } => ImportProblem::TooLarge { limit_mb: limit / (1024 * 1024) },
        FileProblem::NotSgf { error } => match error.kind {
            go_sgf::ErrorKind::NoGameTree => {
                ImportProblem::NotSgf { line: error.position.line, column: error.position.column }
            }
            go_sgf::ErrorKind::TooLarge { .. } => ImportProblem::TooLarge { limit_mb: u64::from(u32::MAX) >> 20 },
        },
        FileProblem::GameRefused { game, at, reason } => ImportProblem::GameRefused {
            game: *game,
            line: at.map(|at| at.line),
            column: at.map(|at| at.column),
            reason: reason.clone(),
        },
    }
}
