//! Test helper: a real SQLite database file in a temporary folder.

use logo_store::Store;
use std::path::PathBuf;

/// A temporary folder (deleted when dropped) and the path of a database in it.
pub fn temp_db() -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("logo.sqlite3");
    (dir, path)
}

/// A new database file in a temporary folder, opened.
pub async fn temp_store() -> (tempfile::TempDir, Store) {
    let (dir, path) = temp_db();
    let store = Store::open(&path).await.unwrap();
    (dir, store)
}
