//! The game in progress on a real database file.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "a test fails loudly")]

mod common;

use common::temp_db;
use serde_json::json;
use store::Store;

#[tokio::test]
async fn the_game_in_progress_is_saved_replaced_loaded_and_cleared() {
    let (_dir, path) = temp_db();
    let store = Store::open(&path).await.expect("open");
    assert_eq!(store.load_game_in_progress().await.expect("load"), None);

    let first = json!({"size": 19, "moves": ["pd"]});
    let second = json!({"size": 19, "moves": ["pd", "dp"], "comment": "Zug 2 — gut"});
    let t1 = store.save_game_in_progress(&first).await.expect("save");
    let t2 = store.save_game_in_progress(&second).await.expect("save again");
    assert!(t2 >= t1);
    store.close().await;

    let store = Store::open(&path).await.expect("reopen");
    let saved = store.load_game_in_progress().await.expect("load").expect("saved");
    assert_eq!(saved.document, second);
    assert_eq!(saved.updated_at, t2);

    store.clear_game_in_progress().await.expect("clear");
    store.clear_game_in_progress().await.expect("clearing twice is fine");
    assert_eq!(store.load_game_in_progress().await.expect("load"), None);
}

#[tokio::test]
async fn a_saved_game_survives_the_store_being_dropped_without_close() {
    let (_dir, path) = temp_db();
    {
        let store = Store::open(&path).await.expect("open");
        store.save_game_in_progress(&json!({"moves": ["aa"]})).await.expect("save");
        // No close(): the committed transaction is already in the WAL file.
    }
    let store = Store::open(&path).await.expect("reopen");
    let saved = store.load_game_in_progress().await.expect("load").expect("saved");
    assert_eq!(saved.document, json!({"moves": ["aa"]}));
}
