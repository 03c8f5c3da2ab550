//! A database written by the first schema is carried over to the library
//! schema with its games: text, bytes, facts, and the folded names.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "a test fails loudly")]

mod common;

use common::{raw_connection, temp_db};
use logo_store::{GameQuery, Outcome, ResultKind, Store, Winner};
use sqlx::migrate::Migrator;

const FIRST: &str = "20261121000000_initial.sql";

/// A database at `path` with the first migration only, as LoGo 0.1 left it.
async fn first_schema_db(path: &std::path::Path) {
    let dir = tempfile::tempdir().expect("dir");
    let source = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("migrations").join(FIRST);
    std::fs::copy(source, dir.path().join(FIRST)).expect("copy migration");
    std::fs::write(path, b"").expect("create");
    let mut conn = raw_connection(path).await;
    Migrator::new(dir.path()).await.expect("migrator").run(&mut conn).await.expect("first schema");
    sqlx::query(
        "INSERT INTO games (sgf, original_bytes, source_path, content_hash, black, white, black_folded, white_folded, \
         result, date, board_width, board_height, komi_half_points, handicap, rules, move_count, added_at, \
         played_in_logo) VALUES ('(;GM[1]SZ[9];B[ee])', NULL, NULL, 'abc', 'Jürgen', 'Anna', 'jürgen', 'anna', \
         'W+R', '2025-12-24', 9, 9, 14, 0, 'japanese', 1, 1000, 1)",
    )
    .execute(&mut conn)
    .await
    .expect("old game");
}

#[tokio::test]
async fn games_of_the_first_schema_survive_the_library_migration() {
    let (_dir, path) = temp_db();
    first_schema_db(&path).await;
    let store = Store::open(&path).await.expect("migrate");
    let games = store.list_games(&GameQuery { player: Some("jurg".into()), ..GameQuery::default() }).await.unwrap();
    assert_eq!(games.len(), 1, "the folded name lost its diacritics");
    let game = &games[0];
    assert_eq!(game.outcome, Some(Outcome { winner: Some(Winner::White), kind: ResultKind::Resignation }));
    assert_eq!(game.date_range.as_ref().map(|d| (d.first, d.iso.as_str())), Some((20251224, "2025-12-24")));
    let stored = store.game(game.id).await.unwrap().expect("stored");
    assert_eq!(stored.sgf, "(;GM[1]SZ[9];B[ee])");
    assert_eq!(stored.content_hash, "abc");
    let text = GameQuery { text: Some("Jürgen".into()), ..GameQuery::default() };
    assert_eq!(store.list_games(&text).await.unwrap().len(), 1, "the word index was rebuilt");
}
