//! Helpers shared by the store's integration tests: real database files in
//! temporary folders, raw connections that bypass the store, byte snapshots.

#![allow(dead_code)]

use std::path::{Path, PathBuf};

use logo_store::{GameMeta, NewGame, Store};
use sqlx::ConnectOptions;
use sqlx::sqlite::{SqliteConnectOptions, SqliteConnection};

/// A fresh temporary folder and a database path inside it (not yet created).
pub fn temp_db() -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("logo.sqlite3");
    (dir, path)
}

/// The file's bytes.
pub fn snapshot(path: &Path) -> Vec<u8> {
    std::fs::read(path).expect("read database file")
}

/// A LoGo database at `path` with some content, closed again so that the
/// main file holds everything (no `-wal` left behind).
pub async fn make_logo_db(path: &Path) {
    let store = Store::open(path).await.expect("open new database");
    store.save_game_in_progress(&serde_json::json!({"moves": ["dd", "pp"]})).await.expect("save");
    store.set_setting("language", &serde_json::json!("de")).await.expect("setting");
    store.add_game(&sample_game("Honinbo Shusaku", "Gennan Inseki", 0)).await.expect("add game");
    store.close().await;
    assert!(!wal_path(path).exists(), "closing should fold the WAL into the file");
}

/// The `-wal` file beside a database.
pub fn wal_path(path: &Path) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push("-wal");
    PathBuf::from(name)
}

/// A raw read-write connection that bypasses the store.
pub async fn raw_connection(path: &Path) -> SqliteConnection {
    SqliteConnectOptions::new().filename(path).connect().await.expect("raw connection")
}

/// A small imported game; `n` makes its SGF text unique.
pub fn sample_game(black: &str, white: &str, n: u32) -> NewGame {
    let sgf = format!("(;GM[1]FF[4]SZ[19]PB[{black}]PW[{white}]C[{n}];B[pd];W[dp])");
    NewGame {
        original_bytes: Some(sgf.clone().into_bytes()),
        sgf,
        source_path: Some(format!("/games/{n}.sgf")),
        meta: GameMeta {
            black: Some(black.to_owned()),
            white: Some(white.to_owned()),
            board_width: 19,
            board_height: 19,
            move_count: 2,
            ..GameMeta::default()
        },
        ..NewGame::default()
    }
}

/// Deterministic pseudo-random bytes (LoGo's one seeded generator), so a
/// failing test can be rerun with the same input.
pub fn seeded_bytes(len: usize, seed: u64) -> Vec<u8> {
    let mut rng = go_core::rng::SplitMix64::new(seed);
    (0..len).map(|_| (rng.next_u64() >> 56) as u8).collect()
}
