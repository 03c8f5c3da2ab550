//! Games read back: the original bytes byte for byte (a collection's game as
//! its own bytes where they are known), clean FF[4], and go-core's tree.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "a test fails loudly")]

mod common;

use common::{all_games, fixture, import, temp_library};
use logo_library::{ExportForm, LibraryError};
use logo_store::GameId;

#[tokio::test]
async fn a_single_game_file_exports_byte_for_byte() {
    let (_dir, library) = temp_library().await;
    import(&library, &[fixture("shift_jis.sgf")]).await;
    let game = &all_games(&library).await[0];
    let exported = library.export(game.id, ExportForm::Original).await.unwrap();
    assert_eq!(exported, std::fs::read(fixture("shift_jis.sgf")).unwrap());
    let clean = String::from_utf8(library.export(game.id, ExportForm::Normalized).await.unwrap()).unwrap();
    assert!(clean.starts_with("(;GM[1]FF[4]CA[UTF-8]"), "{clean}");
    assert!(clean.contains("PB[本因坊秀策]") && clean.contains("C[耳赤の一手]"), "{clean}");
}

#[tokio::test]
async fn each_game_of_a_collection_exports_its_own_bytes() {
    let (_dir, library) = temp_library().await;
    import(&library, &[fixture("collection.sgf")]).await;
    let file = std::fs::read_to_string(fixture("collection.sgf")).unwrap();
    let games = all_games(&library).await;
    let mut pieces = Vec::new();
    for game in &games {
        pieces.push(String::from_utf8(library.export(game.id, ExportForm::Original).await.unwrap()).unwrap());
    }
    assert_eq!(pieces.join("\n"), file.trim_end(), "the three games, as they stand in the file");
    let second = String::from_utf8(library.export(games[1].id, ExportForm::Normalized).await.unwrap()).unwrap();
    assert!(second.contains("PB[Anna Weiß]") && !second.contains("Go Seigen"), "{second}");
}

#[tokio::test]
async fn a_double_byte_collection_exports_the_whole_file_and_normalizes_the_game() {
    let (dir, library) = temp_library().await;
    let path = dir.path().join("two.sgf");
    let text = "(;CA[Shift_JIS]PB[本因坊];B[aa])\n(;CA[Shift_JIS]PB[秀策];B[bb])\n";
    std::fs::write(&path, encoding_rs::SHIFT_JIS.encode(text).0).unwrap();
    import(&library, std::slice::from_ref(&path)).await;
    let second = all_games(&library).await[1].id;
    assert_eq!(library.export(second, ExportForm::Original).await.unwrap(), std::fs::read(&path).unwrap());
    let clean = String::from_utf8(library.export(second, ExportForm::Normalized).await.unwrap()).unwrap();
    assert!(clean.contains("PB[秀策]") && !clean.contains("本因坊"), "{clean}");
}

#[tokio::test]
async fn an_opened_game_has_go_cores_tree() {
    let (_dir, library) = temp_library().await;
    import(&library, &[fixture("collection.sgf")]).await;
    let first = all_games(&library).await[0].id;
    let game = library.open_game(first).await.unwrap();
    assert_eq!(game.record.tree().main_line_moves(), 6);
    assert_eq!(game.stored.summary.meta.black.as_deref(), Some("Go Seigen"));
    let missing = library.open_game(GameId(999)).await.unwrap_err();
    assert_eq!(missing, LibraryError::NotFound { id: 999 });
    let json = serde_json::to_value(&missing).unwrap();
    assert_eq!(json["code"], "not_found");
}

#[tokio::test]
async fn a_game_played_in_logo_exports_its_text() {
    let (_dir, library) = temp_library().await;
    let game = logo_store::NewGame {
        sgf: "(;GM[1]FF[4]SZ[9]PB[Anna];B[ee])".to_owned(),
        origin: logo_store::GameOrigin::PlayedInLogo,
        meta: logo_store::GameMeta {
            board_width: 9,
            board_height: 9,
            move_count: 1,
            ..logo_store::GameMeta::default()
        },
        ..logo_store::NewGame::default()
    };
    let id = library.store().add_game(&game).await.unwrap().id();
    assert_eq!(library.export(id, ExportForm::Original).await.unwrap(), game.sgf.as_bytes());
    assert_eq!(library.open_game(id).await.unwrap().record.tree().main_line_moves(), 1);
}
