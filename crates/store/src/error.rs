//! The store's errors as data: each carries a stable problem code that the app
//! turns into a sentence in the user's language, plus an English detail for
//! logs. SQLite's result codes are sorted into these classes here, in one
//! place, so opening and every later operation classify alike.

use std::fmt;
use std::io;
use std::path::{Path, PathBuf};

use serde::Serialize;

/// Why the database could not be opened. The file, if it existed, was left
/// exactly as it was. It is also the app's one word for a failed save (see
/// `From<StoreProblem>`), and crosses the app's IPC as `DbProblem`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "DbProblem"))]
#[serde(rename_all = "snake_case")]
pub enum OpenProblem {
    /// The file is not a LoGo database or is damaged (`corrupt`).
    Corrupt,
    /// Another program holds a lock on it (`locked`).
    Locked,
    /// The file or its folder cannot be written (`read_only`).
    ReadOnly,
    /// The disk is full (`disk_full`).
    DiskFull,
    /// It was written by a LoGo this build does not know, typically a newer one (`newer_version`).
    NewerVersion,
    /// Any other input/output failure (`io`).
    Io,
}

impl OpenProblem {
    /// The stable code: `corrupt`, `locked`, `read_only`, `disk_full`, `newer_version` or `io`.
    pub fn code(self) -> &'static str {
        match self {
            OpenProblem::Corrupt => "corrupt",
            OpenProblem::Locked => "locked",
            OpenProblem::ReadOnly => "read_only",
            OpenProblem::DiskFull => "disk_full",
            OpenProblem::NewerVersion => "newer_version",
            OpenProblem::Io => "io",
        }
    }
}

impl From<Class> for OpenProblem {
    fn from(class: Class) -> Self {
        match class {
            Class::Corrupt => OpenProblem::Corrupt,
            Class::Locked => OpenProblem::Locked,
            Class::ReadOnly => OpenProblem::ReadOnly,
            Class::DiskFull => OpenProblem::DiskFull,
            Class::Io | Class::Constraint => OpenProblem::Io,
        }
    }
}

/// A failed operation in the problems a user tells apart: those of opening
/// (an argument the database refused is an input/output failure to them).
impl From<StoreProblem> for OpenProblem {
    fn from(problem: StoreProblem) -> Self {
        match problem {
            StoreProblem::DiskFull => OpenProblem::DiskFull,
            StoreProblem::Locked => OpenProblem::Locked,
            StoreProblem::ReadOnly => OpenProblem::ReadOnly,
            StoreProblem::Corrupt => OpenProblem::Corrupt,
            StoreProblem::InvalidInput | StoreProblem::Io => OpenProblem::Io,
        }
    }
}

/// The database at `path` could not be opened; see [`OpenProblem`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("cannot open the database {}: {} ({detail})", path.display(), problem.code())]
pub struct OpenError {
    /// What went wrong, as a stable code.
    pub problem: OpenProblem,
    /// The database file that was to be opened.
    pub path: PathBuf,
    /// An English description for logs; never shown to users as is.
    pub detail: String,
}

impl OpenError {
    pub(crate) fn new(problem: OpenProblem, path: &Path, detail: impl fmt::Display) -> Self {
        OpenError { problem, path: path.to_path_buf(), detail: detail.to_string() }
    }

    pub(crate) fn from_sqlx(path: &Path, err: &sqlx::Error) -> Self {
        OpenError::new(classify(err).into(), path, err)
    }

    pub(crate) fn from_io(path: &Path, err: &io::Error) -> Self {
        OpenError::new(classify_io(err).into(), path, err)
    }
}

/// Why an operation on an open database failed. Nothing was changed by it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum StoreProblem {
    /// The disk is full (`disk_full`).
    DiskFull,
    /// Another program holds a lock on the database (`locked`).
    Locked,
    /// The database file or its folder cannot be written (`read_only`).
    ReadOnly,
    /// The database, or a value stored in it, is damaged (`corrupt`).
    Corrupt,
    /// An argument was refused before or by the database (`invalid_input`).
    InvalidInput,
    /// Any other input/output failure (`io`).
    Io,
}

impl StoreProblem {
    /// The stable code: `disk_full`, `locked`, `read_only`, `corrupt`, `invalid_input` or `io`.
    pub fn code(self) -> &'static str {
        match self {
            StoreProblem::DiskFull => "disk_full",
            StoreProblem::Locked => "locked",
            StoreProblem::ReadOnly => "read_only",
            StoreProblem::Corrupt => "corrupt",
            StoreProblem::InvalidInput => "invalid_input",
            StoreProblem::Io => "io",
        }
    }
}

/// An operation on an open database failed; see [`StoreProblem`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("database operation failed: {} ({detail})", problem.code())]
pub struct StoreError {
    /// What went wrong, as a stable code.
    pub problem: StoreProblem,
    /// An English description for logs; never shown to users as is.
    pub detail: String,
}

impl StoreError {
    pub(crate) fn new(problem: StoreProblem, detail: impl fmt::Display) -> Self {
        StoreError { problem, detail: detail.to_string() }
    }

    pub(crate) fn invalid(detail: impl fmt::Display) -> Self {
        StoreError::new(StoreProblem::InvalidInput, detail)
    }

    pub(crate) fn corrupt(detail: impl fmt::Display) -> Self {
        StoreError::new(StoreProblem::Corrupt, detail)
    }
}

impl From<sqlx::Error> for StoreError {
    fn from(err: sqlx::Error) -> Self {
        let problem = match classify(&err) {
            Class::Corrupt => StoreProblem::Corrupt,
            Class::Locked => StoreProblem::Locked,
            Class::ReadOnly => StoreProblem::ReadOnly,
            Class::DiskFull => StoreProblem::DiskFull,
            Class::Constraint => StoreProblem::InvalidInput,
            Class::Io => StoreProblem::Io,
        };
        StoreError::new(problem, err)
    }
}

/// The classes SQLite's and the OS's failures fall into.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Class {
    Corrupt,
    Locked,
    ReadOnly,
    DiskFull,
    Constraint,
    Io,
}

// Primary SQLite result codes (https://www.sqlite.org/rescode.html). sqlx
// reports the extended code; its low byte is the primary one.
const SQLITE_PERM: i64 = 3;
const SQLITE_BUSY: i64 = 5;
const SQLITE_LOCKED: i64 = 6;
const SQLITE_READONLY: i64 = 8;
const SQLITE_CORRUPT: i64 = 11;
const SQLITE_FULL: i64 = 13;
const SQLITE_CONSTRAINT: i64 = 19;
const SQLITE_AUTH: i64 = 23;
const SQLITE_NOTADB: i64 = 26;

/// Sorts an sqlx error into a [`Class`].
pub(crate) fn classify(err: &sqlx::Error) -> Class {
    match err {
        sqlx::Error::Database(db) => {
            let extended = db.code().and_then(|code| code.parse::<i64>().ok()).unwrap_or(0);
            classify_sqlite_code(extended)
        }
        sqlx::Error::Io(io_err) => classify_io(io_err),
        _ => Class::Io,
    }
}

/// Sorts an (extended) SQLite result code into a [`Class`].
pub(crate) fn classify_sqlite_code(extended: i64) -> Class {
    match extended & 0xff {
        SQLITE_CORRUPT | SQLITE_NOTADB => Class::Corrupt,
        SQLITE_BUSY | SQLITE_LOCKED => Class::Locked,
        SQLITE_READONLY | SQLITE_PERM | SQLITE_AUTH => Class::ReadOnly,
        SQLITE_FULL => Class::DiskFull,
        SQLITE_CONSTRAINT => Class::Constraint,
        _ => Class::Io,
    }
}

/// Sorts an operating-system error into a [`Class`].
pub(crate) fn classify_io(err: &io::Error) -> Class {
    match err.kind() {
        io::ErrorKind::PermissionDenied | io::ErrorKind::ReadOnlyFilesystem => Class::ReadOnly,
        io::ErrorKind::StorageFull | io::ErrorKind::QuotaExceeded => Class::DiskFull,
        _ => Class::Io,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn extended_codes_fall_into_their_primary_class() {
        assert_eq!(classify_sqlite_code(26), Class::Corrupt);
        assert_eq!(classify_sqlite_code(11 | (1 << 8)), Class::Corrupt);
        assert_eq!(classify_sqlite_code(5 | (2 << 8)), Class::Locked);
        assert_eq!(classify_sqlite_code(8 | (6 << 8)), Class::ReadOnly);
        assert_eq!(classify_sqlite_code(13), Class::DiskFull);
        assert_eq!(classify_sqlite_code(2067), Class::Constraint);
        assert_eq!(classify_sqlite_code(14), Class::Io);
        assert_eq!(classify_sqlite_code(10 | (3 << 8)), Class::Io);
    }

    #[test]
    fn codes_are_stable_snake_case() {
        assert_eq!(OpenProblem::NewerVersion.code(), "newer_version");
        assert_eq!(OpenProblem::ReadOnly.code(), "read_only");
        assert_eq!(StoreProblem::DiskFull.code(), "disk_full");
        let json = serde_json::to_string(&OpenProblem::DiskFull).unwrap_or_default();
        assert_eq!(json, "\"disk_full\"");
    }
}
