//! Opening LoGo's database at start-up, or falling back to a database in
//! memory when the file cannot be used — so the app always starts, tells the
//! user why nothing is saved, and never touches the damaged file.

use serde::Serialize;
use std::path::Path;
use store::{OpenProblem, Store, StoreProblem};

/// The database, opened or not.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
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

/// Why the database could not be used, or a change could not be saved.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
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

impl From<StoreProblem> for DbProblem {
    fn from(problem: StoreProblem) -> DbProblem {
        match problem {
            StoreProblem::DiskFull => DbProblem::DiskFull,
            StoreProblem::Locked => DbProblem::Locked,
            StoreProblem::ReadOnly => DbProblem::ReadOnly,
            StoreProblem::Corrupt => DbProblem::Corrupt,
            StoreProblem::InvalidInput | StoreProblem::Io => DbProblem::Io,
        }
    }
}

/// The database file's name inside the app data directory.
pub const DB_FILE_NAME: &str = "logo.sqlite3";

/// Opens `<data_dir>/logo.sqlite3`; if that fails, opens an in-memory database
/// and reports the file's problem in the returned status.
pub async fn open_or_fallback(data_dir: &Path) -> Result<(Store, DbStatus), store::OpenError> {
    let path = data_dir.join(DB_FILE_NAME);
    let shown = path.display().to_string();
    let opened = match std::fs::create_dir_all(data_dir) {
        Ok(()) => Store::open(&path).await,
        Err(err) => Err(store::OpenError {
            problem: match err.kind() {
                std::io::ErrorKind::PermissionDenied | std::io::ErrorKind::ReadOnlyFilesystem => OpenProblem::ReadOnly,
                std::io::ErrorKind::StorageFull => OpenProblem::DiskFull,
                _ => OpenProblem::Io,
            },
            path: path.clone(),
            detail: err.to_string(),
        }),
    };
    match opened {
        Ok(store) => Ok((store, DbStatus::Ok { path: shown })),
        Err(err) => {
            log::error!("{err}; running without saving");
            let store = Store::open_in_memory().await?;
            Ok((store, DbStatus::Unavailable { path: shown, problem: problem_of(err.problem) }))
        }
    }
}

fn problem_of(problem: OpenProblem) -> DbProblem {
    match problem {
        OpenProblem::Corrupt => DbProblem::Corrupt,
        OpenProblem::Locked => DbProblem::Locked,
        OpenProblem::ReadOnly => DbProblem::ReadOnly,
        OpenProblem::DiskFull => DbProblem::DiskFull,
        OpenProblem::NewerVersion => DbProblem::NewerVersion,
        OpenProblem::Io => DbProblem::Io,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_damaged_file_is_reported_left_alone_and_replaced_by_memory() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join(DB_FILE_NAME);
        std::fs::write(&path, b"these are my notes, not a database").unwrap();
        let (store, status) = open_or_fallback(dir.path()).await.unwrap();
        assert!(matches!(status, DbStatus::Unavailable { problem: DbProblem::Corrupt, .. }));
        assert_eq!(store.path(), None);
        assert_eq!(std::fs::read(&path).unwrap(), b"these are my notes, not a database");
    }

    #[tokio::test]
    async fn a_missing_folder_is_created_and_the_database_opened() {
        let dir = tempfile::tempdir().unwrap();
        let data_dir = dir.path().join("de.logogo.LoGo");
        let (store, status) = open_or_fallback(&data_dir).await.unwrap();
        assert!(matches!(status, DbStatus::Ok { .. }));
        assert_eq!(store.path(), Some(data_dir.join(DB_FILE_NAME).as_path()));
    }
}
