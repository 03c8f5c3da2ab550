//! The library's failures as data: a stable `code` and the fields a message
//! in the user's language needs.

use logo_store::{StoreError, StoreProblem};
use serde::Serialize;

/// Why a library operation failed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, thiserror::Error)]
#[serde(tag = "code", rename_all = "snake_case")]
pub enum LibraryError {
    /// The database refused (`store`); `problem` is the store's code.
    #[error("database: {problem:?}: {detail}")]
    Store {
        /// The store's problem code.
        problem: StoreProblem,
        /// An English detail for logs.
        detail: String,
    },
    /// No live game has this id (`not_found`).
    #[error("no game {id} in the library")]
    NotFound {
        /// The id asked for.
        id: i64,
    },
    /// The stored game cannot be read back (`unreadable_game`).
    #[error("game {id} cannot be read: {detail}")]
    UnreadableGame {
        /// The game.
        id: i64,
        /// Why, in English.
        detail: String,
    },
    /// The import's worker ended abnormally (`worker`).
    #[error("the import worker failed: {detail}")]
    Worker {
        /// Why, in English.
        detail: String,
    },
}

impl From<StoreError> for LibraryError {
    fn from(err: StoreError) -> Self {
        LibraryError::Store { problem: err.problem, detail: err.detail }
    }
}
