//! Settings on a real database file.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "a test fails loudly")]

mod common;

use common::temp_db;
use logo_store::{MAX_SETTING_KEY_LEN, Store, StoreProblem};
use serde_json::json;

#[tokio::test]
async fn settings_are_set_read_replaced_and_listed() {
    let (_dir, path) = temp_db();
    let store = Store::open(&path).await.expect("open");
    assert_eq!(store.get_setting("language").await.expect("get"), None);
    store.set_setting("language", &json!("de")).await.expect("set");
    store.set_setting("language", &json!("en")).await.expect("replace");
    store.set_setting("board.coordinates", &json!({"show": true, "style": ["A1", null, 1.5]})).await.expect("set");
    store.close().await;

    let store = Store::open(&path).await.expect("reopen");
    assert_eq!(store.get_setting("language").await.expect("get"), Some(json!("en")));
    let all = store.all_settings().await.expect("all");
    let keys: Vec<&str> = all.keys().map(String::as_str).collect();
    assert_eq!(keys, ["board.coordinates", "language"]);
    assert_eq!(all["board.coordinates"], json!({"show": true, "style": ["A1", null, 1.5]}));
}

#[tokio::test]
async fn a_json_null_is_a_value_not_an_absence() {
    let store = Store::open_in_memory().await.expect("open");
    store.set_setting("clock", &json!(null)).await.expect("set");
    assert_eq!(store.get_setting("clock").await.expect("get"), Some(json!(null)));
}

#[tokio::test]
async fn empty_and_overlong_keys_are_invalid_input() {
    let store = Store::open_in_memory().await.expect("open");
    let long = "k".repeat(MAX_SETTING_KEY_LEN + 1);
    for key in ["", long.as_str()] {
        let err = store.set_setting(key, &json!(1)).await.expect_err("refused");
        assert_eq!(err.problem, StoreProblem::InvalidInput);
        let err = store.get_setting(key).await.expect_err("refused");
        assert_eq!(err.problem, StoreProblem::InvalidInput);
    }
    store.set_setting(&"k".repeat(MAX_SETTING_KEY_LEN), &json!(1)).await.expect("longest key");
}
