//! The library's failures as data: a stable `code` and the fields a message
//! in the user's language needs.

use serde::Serialize;
use store::{StoreError, StoreProblem};

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

/// Why a file, or one game of it, was not imported. The fields carry what a
/// message in the user's language needs; `Display` is English for logs and
/// the `logo` command (`LINE:COL: reason` for a file that is no SGF).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, thiserror::Error)]
#[serde(tag = "code", rename_all = "snake_case")]
pub enum FileProblem {
    /// The file could not be read (`io`).
    #[error("cannot read: {detail}")]
    Io {
        /// What the operating system said, as a class.
        #[serde(skip)]
        kind: std::io::ErrorKind,
        /// The operating system's message.
        detail: String,
    },
    /// The path is a folder's special file: a pipe, a device or a socket (`not_a_file`).
    #[error("not a regular file")]
    NotAFile,
    /// The file is larger than an import takes (`too_large`).
    #[error("{bytes} bytes is more than the {limit} bytes an import takes")]
    TooLarge {
        /// Its size.
        bytes: u64,
        /// The limit.
        limit: u64,
    },
    /// go-sgf found no game in it (`not_sgf`); `error` reads `LINE:COL: reason`.
    #[error("{error}")]
    NotSgf {
        /// go-sgf's error: where reading stopped and why.
        error: go_sgf::SgfError,
    },
    /// One game of the file is one LoGo cannot hold (`game_refused`): another
    /// game than Go, or a board beyond 25x25. Reads `LINE:COL: game N: reason`
    /// where the game's root node is known.
    #[error("{}game {game}: {reason}", at.map(|at| format!("{at}: ")).unwrap_or_default())]
    GameRefused {
        /// The game's number in the file, from 1.
        game: u32,
        /// Where the game's root node starts in the file's text.
        at: Option<go_sgf::Position>,
        /// go-sgf's reason.
        reason: go_sgf::ConvertError,
    },
}

impl FileProblem {
    /// The problem of an input/output error.
    pub fn io(err: &std::io::Error) -> FileProblem {
        FileProblem::Io { kind: err.kind(), detail: err.to_string() }
    }
}
