//! The library's and the store's failures as the app's errors.

use logo_library::LibraryError;
use logo_store::{StoreError, StoreProblem};

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
