//! The play service against a real database file: restoring the game in
//! progress, and keeping a saved game it cannot read instead of dropping it.

use super::*;
use crate::session::settings::NewGameSettings;
use crate::test_store::temp_db;
use go_core::{Color, Phase, RulesPreset};
use sqlx::ConnectOptions;
use sqlx::sqlite::SqliteConnectOptions;
use std::path::Path;

fn nine_by_nine() -> NewGameSettings {
    NewGameSettings::two_players(9, RulesPreset::Japanese)
}

/// The service over `store`, with nobody listening for engine moves.
async fn quiet(store: Store) -> PlayService {
    PlayService::open(store, EngineOptions::default(), Box::new(|_| ())).await
}

/// Writes `document` into the game-in-progress slot behind the store's back.
async fn plant(path: &Path, document: &str) {
    let mut conn = SqliteConnectOptions::new().filename(path).connect().await.unwrap();
    sqlx::query(
        "INSERT INTO game_in_progress (slot, document, updated_at) VALUES (1, ?1, 5) \
         ON CONFLICT (slot) DO UPDATE SET document = excluded.document",
    )
    .bind(document)
    .execute(&mut conn)
    .await
    .unwrap();
}

/// A database file whose game in progress is `document`, and the service over it.
async fn service_over(path: &Path, document: &str) -> PlayService {
    Store::open(path).await.unwrap().close().await;
    plant(path, document).await;
    quiet(Store::open(path).await.unwrap()).await
}

fn is_fresh(view: &GameView) -> bool {
    view.move_number == 0 && view.black.is_empty() && view.size.width == 19 && view.players.black.is_empty()
}

#[tokio::test]
async fn the_game_in_progress_comes_back_after_a_restart() {
    let (_dir, path) = temp_db();
    let service = quiet(Store::open(&path).await.unwrap()).await;
    service.replace(PlaySession::start(&nine_by_nine(), None, 0).unwrap()).await;
    let view = service.change(|session, now| session.play("ee", now)).await.unwrap();
    assert_eq!((view.move_number, view.unsaved), (1, None));
    drop(service);

    let again = quiet(Store::open(&path).await.unwrap()).await;
    assert_eq!(again.set_aside(), None);
    let view = again.view().await;
    assert_eq!((view.size.width, view.move_number, view.to_play), (9, 1, Color::White));
    assert_eq!(view.players.black, "Anna");
}

#[tokio::test]
async fn a_game_from_a_newer_logo_is_kept_byte_for_byte_and_a_fresh_game_starts() {
    let (_dir, path) = temp_db();
    let newer = "{\"version\": 2, \"game\": {\"moves\": [\"dd\"]},\n \"engine\": \"kata\" }";
    let service = service_over(&path, newer).await;
    assert_eq!(service.set_aside(), Some(SetAside { reason: Unreadable::NewerVersion }));
    assert!(is_fresh(&service.view().await));

    let view = service.change(|session, now| session.play("pd", now)).await.unwrap();
    assert_eq!(view.unsaved, None, "the fresh game is saved");
    drop(service);

    let store = Store::open(&path).await.unwrap();
    let kept = store.set_aside_games().await.unwrap();
    assert_eq!(kept.len(), 1);
    assert_eq!((kept[0].document.as_bytes(), kept[0].reason.as_str()), (newer.as_bytes(), "newer_version"));
    let again = quiet(store).await;
    assert_eq!(again.set_aside(), None, "told once: the next start finds the fresh game");
    assert_eq!(again.view().await.move_number, 1);
}

#[tokio::test]
async fn damaged_documents_are_kept_and_told_as_damaged() {
    let (_dir, path) = temp_db();
    let not_a_session = "{\"version\":1,\"game\":\"no record\",\"players\":{\"B\":\"Anna\",\"W\":\"\"}}";
    let service = service_over(&path, not_a_session).await;
    assert_eq!(service.set_aside(), Some(SetAside { reason: Unreadable::Damaged }));
    assert!(is_fresh(&service.view().await));
    drop(service);

    let list = "[1, 2, 3]";
    let service = service_over(&path, list).await;
    assert_eq!(service.set_aside(), Some(SetAside { reason: Unreadable::Damaged }));
    drop(service);

    let store = Store::open(&path).await.unwrap();
    let kept: Vec<String> = store.set_aside_games().await.unwrap().into_iter().map(|g| g.document).collect();
    assert_eq!(kept, [not_a_session, list]);
}

#[tokio::test]
async fn a_game_that_ends_goes_into_the_library_once() {
    let (_dir, path) = temp_db();
    let store = Store::open(&path).await.unwrap();
    let service = quiet(store.clone()).await;
    service.replace(PlaySession::start(&nine_by_nine(), None, 0).unwrap()).await;
    service.change(|session, now| session.play("ee", now)).await.unwrap();
    let view = service.change(|session, now| session.resign(Color::White, now)).await.unwrap();
    assert!(matches!(view.phase, Phase::Over { .. }));
    let refused = service.change(|session, now| session.pass(now)).await;
    assert!(refused.is_err(), "a finished game takes no moves");
    let games = store.list_games(&logo_store::GameQuery::default()).await.unwrap();
    assert_eq!(games.len(), 1);
    assert_eq!(games[0].meta.result.as_deref(), Some("B+R"));
}
