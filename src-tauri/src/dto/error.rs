//! The one error type of the IPC boundary: data with a stable `code`, which the
//! UI turns into a sentence in the user's language.

use super::{AppFolder, FileProblem};
use go_core::{IllegalMove, Point};
use serde::Serialize;
use ts_rs::TS;

/// Every error a command can return, serialized as `{"code": "...", ...fields}`.
#[derive(Clone, Debug, Serialize, TS, thiserror::Error)]
#[ts(export)]
#[serde(tag = "code", rename_all = "snake_case")]
pub enum AppError {
    /// The move was refused by the rules; nothing changed.
    #[error("illegal move: {reason}")]
    IllegalMove {
        /// Which rule refused it.
        reason: IllegalMove,
        /// The point tried, or `None` for a pass.
        point: Option<Point>,
    },
    /// A point argument is not an SGF point on this board.
    #[error("bad point {text:?}")]
    BadPoint {
        /// What was sent.
        text: String,
    },
    /// A new-game setting is out of range; the game was not started.
    #[error("invalid setting {field}")]
    InvalidSetting {
        /// Which setting (`size`, `handicap`, `komi`, `main_time`, `period`, `periods`, `player_name`).
        field: String,
    },
    /// There is nothing to undo, redo or act on in this phase.
    #[error("not possible now")]
    NotNow,
    /// A dead-stone toggle named a point without a stone; nothing changed.
    #[error("no stone on {point:?}")]
    NoStone {
        /// The point clicked.
        point: Point,
    },
    /// The rules keep every stone on the board (Tromp-Taylor): nothing can be
    /// marked dead.
    #[error("these rules remove no stones")]
    StonesKept,
    /// A file could not be opened; whatever was open before stays open.
    #[error("cannot open {file}: {problem:?}")]
    OpenFailed {
        /// The file's name.
        file: String,
        /// Why.
        problem: FileProblem,
    },
    /// A file could not be written; everything stays in memory as it was.
    #[error("cannot save {file}: {problem:?}")]
    SaveFailed {
        /// The file's name.
        file: String,
        /// Why.
        problem: FileProblem,
    },
    /// The file manager could not be started to show one of LoGo's folders.
    #[error("cannot show the folder {folder:?}")]
    FolderNotShown {
        /// Which folder.
        folder: AppFolder,
    },
    /// A command argument is out of range (an unknown game or node, a text too long).
    #[error("invalid argument {argument}")]
    InvalidArgument {
        /// Which argument (`game`, `node`, `texts`).
        argument: String,
    },
}
