//! Opening LoGo's database at start-up, or falling back to a database in
//! memory when the file cannot be used — so the app always starts, tells the
//! user why nothing is saved, and never touches the damaged file.

use logo_store::{OpenProblem, Store};
use serde::Serialize;
use std::path::Path;

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

/// Why the database could not be used, or a change could not be saved: the
/// store's own type, which crosses the IPC as it is.
pub use logo_store::OpenProblem as DbProblem;

/// The database file's name inside the app data directory.
pub const DB_FILE_NAME: &str = "logo.sqlite3";

/// The app's identifier, and so its data folder's name, before it was renamed
/// (`de.logogo.app`: macOS reads a name ending in `.app` as an app bundle).
const FORMER_DATA_FOLDER: &str = "de.logogo.app";

/// Moves the data folder kept under the app's former identifier beside
/// `data_dir` to `data_dir`, if that does not exist yet, so nothing kept under
/// the former name is lost. Returns whether it moved a folder.
pub fn adopt_former_data_folder(data_dir: &Path) -> std::io::Result<bool> {
    let Some(former) = data_dir.parent().map(|parent| parent.join(FORMER_DATA_FOLDER)) else {
        return Ok(false);
    };
    if former == data_dir || data_dir.exists() || !former.is_dir() {
        return Ok(false);
    }
    std::fs::rename(&former, data_dir)?;
    Ok(true)
}

/// Opens `<data_dir>/logo.sqlite3`; if that fails, opens an in-memory database
/// and reports the file's problem in the returned status.
pub async fn open_or_fallback(data_dir: &Path) -> Result<(Store, DbStatus), logo_store::OpenError> {
    let path = data_dir.join(DB_FILE_NAME);
    let shown = path.display().to_string();
    let opened = match std::fs::create_dir_all(data_dir) {
        Ok(()) => Store::open(&path).await,
        Err(err) => Err(logo_store::OpenError {
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
            Ok((store, DbStatus::Unavailable { path: shown, problem: err.problem }))
        }
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

    #[test]
    fn the_former_identifiers_folder_is_taken_over_once_and_never_over_a_newer_one() {
        let dir = tempfile::tempdir().unwrap();
        let data_dir = dir.path().join("de.logogo.LoGo");
        let former = dir.path().join(FORMER_DATA_FOLDER);
        assert!(!adopt_former_data_folder(&data_dir).unwrap(), "nothing to take over");
        std::fs::create_dir(&former).unwrap();
        std::fs::write(former.join(DB_FILE_NAME), b"games").unwrap();
        assert!(adopt_former_data_folder(&data_dir).unwrap());
        assert_eq!(std::fs::read(data_dir.join(DB_FILE_NAME)).unwrap(), b"games");
        assert!(!former.exists());
        std::fs::create_dir(&former).unwrap();
        assert!(!adopt_former_data_folder(&data_dir).unwrap(), "the current folder is kept");
        assert_eq!(std::fs::read(data_dir.join(DB_FILE_NAME)).unwrap(), b"games");
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
