//! Opening real database files: creation, migration, reopening, WAL.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "a test fails loudly")]

mod common;

use common::{make_logo_db, raw_connection, temp_db};
use logo_store::{GameQuery, Store};
use serde_json::json;

#[tokio::test]
async fn create_migrate_and_reopen_keeps_everything() {
    let (_dir, path) = temp_db();
    make_logo_db(&path).await;

    for _ in 0..2 {
        let store = Store::open(&path).await.expect("reopen");
        assert_eq!(store.path(), Some(path.as_path()));
        let saved = store.load_game_in_progress().await.expect("load").expect("a saved game");
        assert_eq!(saved.document, json!({"moves": ["dd", "pp"]}));
        assert_eq!(store.get_setting("language").await.expect("get"), Some(json!("de")));
        let games = store.list_games(&GameQuery::default()).await.expect("list");
        assert_eq!(games.len(), 1);
        assert_eq!(games[0].meta.black.as_deref(), Some("Honinbo Shusaku"));
        store.close().await;
    }
}

#[tokio::test]
async fn the_file_uses_the_write_ahead_log() {
    let (_dir, path) = temp_db();
    let store = Store::open(&path).await.expect("open");
    store.close().await;

    // journal_mode=WAL is persistent: a connection that does not ask for it still sees it.
    let mut conn = raw_connection(&path).await;
    let mode: String = sqlx::query_scalar("PRAGMA journal_mode").fetch_one(&mut conn).await.expect("pragma");
    assert_eq!(mode, "wal");
    // Bytes 18 and 19 of the header are 2 in a WAL database.
    let bytes = common::snapshot(&path);
    assert_eq!((bytes[18], bytes[19]), (2, 2));
}

#[tokio::test]
async fn migrations_are_recorded() {
    let (_dir, path) = temp_db();
    Store::open(&path).await.expect("open").close().await;
    let mut conn = raw_connection(&path).await;
    let versions: Vec<i64> =
        sqlx::query_scalar("SELECT version FROM _sqlx_migrations WHERE success").fetch_all(&mut conn).await.expect("q");
    assert_eq!(
        versions,
        vec![
            20261121000000,
            20261124185319,
            20261124191134,
            20261124194610,
            20261124205348,
            20261125000000,
            20261125030000,
            20261204180000,
        ]
    );
}

#[tokio::test]
async fn an_existing_empty_file_becomes_a_database() {
    let (_dir, path) = temp_db();
    std::fs::write(&path, b"").expect("create empty file");
    let store = Store::open(&path).await.expect("open empty file");
    store.set_setting("k", &json!(1)).await.expect("set");
    store.close().await;
    assert!(common::snapshot(&path).starts_with(b"SQLite format 3\0"));
}

#[tokio::test]
async fn an_in_memory_store_has_the_schema_and_forgets_on_close() {
    let store = Store::open_in_memory().await.expect("open in memory");
    assert_eq!(store.path(), None);
    store.save_game_in_progress(&json!({"a": 1})).await.expect("save");
    assert!(store.load_game_in_progress().await.expect("load").is_some());

    let other = Store::open_in_memory().await.expect("second in-memory store");
    assert!(other.load_game_in_progress().await.expect("load").is_none(), "in-memory stores are separate");
}
