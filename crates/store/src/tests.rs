//! Tests that need the store's own connection: the pragmas it runs with,
//! and a full disk. A real full disk would need a tiny mounted file system
//! (root and `mount`, not available to tests); instead `PRAGMA
//! max_page_count` caps the database at its current size on the store's
//! connection. SQLite then fails writes with `SQLITE_FULL`, the same code
//! its VFS returns for `ENOSPC`, so the same classification and rollback
//! paths run as on a full disk.

use serde_json::json;

use crate::{GameMeta, GameQuery, NewGame, Store, StoreProblem};

async fn temp_store() -> (tempfile::TempDir, Store) {
    let dir = tempfile::tempdir().expect("temp dir");
    let store = Store::open(db_path(&dir)).await.expect("open");
    (dir, store)
}

fn db_path(dir: &tempfile::TempDir) -> std::path::PathBuf {
    dir.path().join("logo.sqlite3")
}

async fn int_pragma(store: &Store, sql: &'static str) -> i64 {
    sqlx::query_scalar(sql).fetch_one(&store.pool).await.expect("pragma")
}

/// Caps the database at the pages it has now.
async fn fill_disk(store: &Store) {
    let pages: i64 = sqlx::query_scalar("PRAGMA page_count").fetch_one(&store.pool).await.expect("page_count");
    sqlx::query_scalar::<_, i64>(sqlx::AssertSqlSafe(format!("PRAGMA max_page_count = {pages}")))
        .fetch_one(&store.pool)
        .await
        .expect("max_page_count");
}

#[tokio::test]
async fn the_connection_runs_with_wal_foreign_keys_full_sync_temp_in_memory_and_a_short_busy_timeout() {
    let (_dir, store) = temp_store().await;
    let mode: String = sqlx::query_scalar("PRAGMA journal_mode").fetch_one(&store.pool).await.expect("pragma");
    assert_eq!(mode, "wal");
    assert_eq!(int_pragma(&store, "PRAGMA foreign_keys").await, 1);
    assert_eq!(int_pragma(&store, "PRAGMA synchronous").await, 2, "FULL");
    assert_eq!(int_pragma(&store, "PRAGMA busy_timeout").await, 1500);
    assert_eq!(int_pragma(&store, "PRAGMA temp_store").await, 2, "MEMORY");
}

#[tokio::test]
async fn a_full_disk_fails_the_save_and_keeps_the_previous_game() {
    let (dir, store) = temp_store().await;
    let first = json!({"moves": ["dd"]});
    store.save_game_in_progress(&first).await.expect("first save");
    fill_disk(&store).await;

    let big = json!({"moves": vec!["pp"; 50_000]});
    let err = store.save_game_in_progress(&big).await.expect_err("no room");
    assert_eq!(err.problem, StoreProblem::DiskFull, "{err}");
    let saved = store.load_game_in_progress().await.expect("load").expect("still there");
    assert_eq!(saved.document, first);

    // And on disk, as the next start of LoGo would find it.
    store.close().await;
    let store = Store::open(db_path(&dir)).await.expect("reopen");
    let saved = store.load_game_in_progress().await.expect("load").expect("still there");
    assert_eq!(saved.document, first);
}

#[tokio::test]
async fn a_full_disk_fails_adding_a_game_and_leaves_the_library_as_it_was() {
    let (_dir, store) = temp_store().await;
    fill_disk(&store).await;
    let game = NewGame {
        sgf: format!("(;GM[1]SZ[19]C[{}])", "x".repeat(200_000)),
        meta: GameMeta { board_width: 19, board_height: 19, ..GameMeta::default() },
        ..NewGame::default()
    };
    let err = store.add_game(&game).await.expect_err("no room");
    assert_eq!(err.problem, StoreProblem::DiskFull, "{err}");
    assert!(store.list_games(&GameQuery::default()).await.expect("list").is_empty());
}
