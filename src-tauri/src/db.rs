//! Opening LoGo's database at start-up, or falling back to a database in
//! memory when the file cannot be used — so the app always starts, tells the
//! user why nothing is saved, and never touches the damaged file.

use crate::dto::{DbProblem, DbStatus};
use std::path::Path;
use store::{OpenProblem, Store};

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
            eprintln!("LoGo: {err}; running without saving");
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
        let data_dir = dir.path().join("de.logogo.app");
        let (store, status) = open_or_fallback(&data_dir).await.unwrap();
        assert!(matches!(status, DbStatus::Ok { .. }));
        assert_eq!(store.path(), Some(data_dir.join(DB_FILE_NAME).as_path()));
    }
}
