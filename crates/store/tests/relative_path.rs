//! A relative database path that begins with `file:` must not be read as a
//! SQLite URI (sqlx opens files with `SQLITE_OPEN_URI`).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "a test fails loudly")]
#![cfg(unix)] // a colon in a file name is not allowed on Windows

use logo_store::Store;

#[tokio::test]
async fn a_relative_path_that_looks_like_a_uri_is_still_a_path() {
    let dir = tempfile::tempdir().expect("temp dir");
    let previous = std::env::current_dir().expect("cwd");
    // The working directory is process-wide: this test lives alone in its own test binary.
    std::env::set_current_dir(dir.path()).expect("cd");
    let opened = Store::open("file:logo.sqlite3").await;
    std::env::set_current_dir(previous).expect("cd back");
    opened.expect("open").close().await;
    assert!(dir.path().join("file:logo.sqlite3").is_file());
}
