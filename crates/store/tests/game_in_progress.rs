//! The game in progress on a real database file.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "a test fails loudly")]

mod common;

use common::{raw_connection, temp_db};
use logo_store::Store;
use serde_json::json;

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

/// A document a newer LoGo wrote, with spacing and key order of its own.
const NEWER: &str = "{ \"version\": 7,\n  \"board\" : [1, 2.50, \"ü\"], \"a\":null }";

#[tokio::test]
async fn an_unreadable_game_is_set_aside_byte_for_byte_and_the_slot_emptied() {
    let (_dir, path) = temp_db();
    let store = Store::open(&path).await.expect("open");
    assert_eq!(store.set_aside_game_in_progress("damaged").await.expect("nothing to set aside"), None);
    store.close().await;
    let mut conn = raw_connection(&path).await;
    sqlx::query("INSERT INTO game_in_progress (slot, document, updated_at) VALUES (1, ?1, 1234)")
        .bind(NEWER)
        .execute(&mut conn)
        .await
        .expect("plant");
    drop(conn);

    let store = Store::open(&path).await.expect("reopen");
    let text = store.load_game_in_progress_text().await.expect("load").expect("planted");
    assert_eq!(text.text, NEWER);
    let id = store.set_aside_game_in_progress("newer_version").await.expect("set aside").expect("a row");
    assert_eq!(store.load_game_in_progress_text().await.expect("load"), None);
    store.save_game_in_progress(&json!({"version": 1})).await.expect("a fresh game");
    store.close().await;

    let store = Store::open(&path).await.expect("reopen again");
    let kept = store.set_aside_games().await.expect("list");
    assert_eq!(kept.len(), 1);
    assert_eq!((kept[0].id, kept[0].document.as_str(), kept[0].reason.as_str()), (id, NEWER, "newer_version"));
    assert_eq!(kept[0].saved_at.0, 1234);
    assert!(kept[0].set_aside_at.0 > 1234);
    assert_eq!(store.load_game_in_progress().await.expect("load").map(|s| s.document), Some(json!({"version": 1})));
}
