//! What the app reports about itself at start.

use serde::Serialize;
use ts_rs::TS;

/// The state of the app's services, asked for once at start.
#[derive(Clone, Debug, Serialize, TS)]
#[ts(export)]
pub struct AppStatus {
    /// Whether the database could be opened.
    pub db: DbStatus,
}

/// The database, opened or not.
#[derive(Clone, Debug, Serialize, TS)]
#[ts(export)]
#[serde(tag = "state", rename_all = "snake_case")]
pub enum DbStatus {
    /// Open; games are saved.
    Ok {
        /// The database file.
        path: String,
    },
    /// Not usable; LoGo runs without saving and has left the file untouched.
    Unavailable {
        /// The database file.
        path: String,
        /// What is wrong with it.
        problem: DbProblem,
    },
}

/// Why the database could not be used.
#[derive(Clone, Copy, Debug, Serialize, TS)]
#[ts(export)]
#[serde(rename_all = "snake_case")]
pub enum DbProblem {
    /// The file is not a LoGo database or is damaged.
    Corrupt,
    /// Another program holds a lock on it.
    Locked,
    /// The file or its folder cannot be written.
    ReadOnly,
    /// The disk is full.
    DiskFull,
    /// It was written by a newer LoGo.
    NewerVersion,
    /// Any other input/output failure.
    Io,
}
