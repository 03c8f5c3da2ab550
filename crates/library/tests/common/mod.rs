//! Helpers shared by the library's tests: a library on a real database file
//! in a temporary folder, the fixtures, and imports without progress.

#![allow(dead_code, clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::path::{Path, PathBuf};

use logo_library::{CancelToken, ImportOptions, ImportReport, Library};
use logo_store::{GameSummary, LibraryFilter, LibraryQuery, Store};

/// A library on a fresh database file, and the folder holding it.
pub async fn temp_library() -> (tempfile::TempDir, Library) {
    let dir = tempfile::tempdir().expect("temp dir");
    let store = Store::open(dir.path().join("logo.sqlite3")).await.expect("open");
    (dir, Library::new(store))
}

/// The repository's fixture folder of this crate.
pub fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures")
}

/// One fixture file.
pub fn fixture(name: &str) -> PathBuf {
    fixtures().join(name)
}

/// The shared real-world samples beside the worktree, if present.
pub fn shared_samples() -> Option<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/sgf-samples");
    dir.is_dir().then_some(dir)
}

/// Imports `paths` with default options.
pub async fn import(library: &Library, paths: &[PathBuf]) -> ImportReport {
    library.import(paths, &ImportOptions::default(), &CancelToken::new(), |_| {}).await.expect("import")
}

/// Every live game, oldest first.
pub async fn all_games(library: &Library) -> Vec<GameSummary> {
    let query = LibraryQuery { limit: 10_000, ..LibraryQuery::default() };
    library.store().search_games(&query).await.expect("search")
}

/// The live games matching `filter`, oldest first.
pub async fn matching(library: &Library, filter: LibraryFilter) -> Vec<GameSummary> {
    let query = LibraryQuery { filter, limit: 10_000, ..LibraryQuery::default() };
    library.store().search_games(&query).await.expect("search")
}

/// Writes `count` generated games of series `seed` into `dir`, one file each.
pub fn write_generated(dir: &Path, seed: u64, count: u64) {
    std::fs::create_dir_all(dir).expect("dir");
    for index in 0..count {
        std::fs::write(dir.join(format!("game-{index:05}.sgf")), logo_library::synthetic::game(seed, index))
            .expect("write");
    }
}
