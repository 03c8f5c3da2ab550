//! The game library on a real database file: add, duplicates, get, list,
//! filters, full-text search, delete.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "a test fails loudly")]

mod common;

use common::{sample_game, temp_db};
use logo_store::{
    AddOutcome, DateRange, GameId, GameKind, GameMeta, GameOrigin, GameQuery, NewGame, Store, StoreProblem,
};

async fn store_with(games: &[(&str, &str)]) -> (tempfile::TempDir, Store, Vec<GameId>) {
    let (dir, path) = temp_db();
    let store = Store::open(&path).await.expect("open");
    let mut ids = Vec::new();
    for (n, (black, white)) in games.iter().enumerate() {
        let outcome = store.add_game(&sample_game(black, white, n as u32)).await.expect("add");
        let AddOutcome::Added(id) = outcome else { panic!("unexpected duplicate") };
        ids.push(id);
    }
    (dir, store, ids)
}

async fn blacks(store: &Store, query: GameQuery) -> Vec<String> {
    let games = store.list_games(&query).await.expect("list");
    games.into_iter().map(|g| g.meta.black.unwrap_or_default()).collect()
}

#[tokio::test]
async fn a_game_is_added_once_and_then_reported_as_duplicate() {
    let (_dir, store, ids) = store_with(&[("Black", "White")]).await;
    let again = store.add_game(&sample_game("Black", "White", 0)).await.expect("add again");
    assert_eq!(again, AddOutcome::Duplicate(ids[0]));
    assert_eq!(again.id(), ids[0]);
    assert_eq!(store.list_games(&GameQuery::default()).await.expect("list").len(), 1);
}

#[tokio::test]
async fn a_stored_game_comes_back_whole_with_its_original_bytes() {
    let (_dir, path) = temp_db();
    let store = Store::open(&path).await.expect("open");
    // Shift-JIS bytes (not UTF-8) for the names, as a Japanese SGF file might hold them.
    let original: Vec<u8> = [b"(;GM[1]CA[Shift_JIS]PB[".as_slice(), &[0x96, 0x7B, 0x88, 0xF6], b"])"].concat();
    let game = NewGame {
        sgf: "(;GM[1]FF[4]CA[UTF-8]PB[本因坊])".to_owned(),
        original_bytes: Some(original.clone()),
        source_path: Some("/spiele/honinbo.sgf".to_owned()),
        origin: GameOrigin::Imported,
        meta: GameMeta {
            black: Some("本因坊".to_owned()),
            white: Some("Gennan".to_owned()),
            black_rank: Some("9d".to_owned()),
            white_rank: Some("8d".to_owned()),
            result: Some("B+2".to_owned()),
            date: Some("1846-09-11".to_owned()),
            board_width: 19,
            board_height: 19,
            komi_half_points: None,
            handicap: 0,
            rules: Some("Japanese".to_owned()),
            move_count: 325,
            event: Some("Castle game".to_owned()),
            game_name: Some("Ear-reddening game".to_owned()),
            round: Some("1".to_owned()),
            place: Some("Osaka".to_owned()),
            has_variations: false,
            has_comments: true,
            kind: GameKind::Game,
            date_range: DateRange::from_sgf("1846-09-11"),
        },
    };
    let id = store.add_game(&game).await.expect("add").id();
    store.close().await;

    let store = Store::open(&path).await.expect("reopen");
    let stored = store.game(id).await.expect("get").expect("present");
    assert_eq!(stored.original_bytes.as_deref(), Some(original.as_slice()));
    assert_eq!(stored.sgf, game.sgf);
    assert_eq!(stored.summary.meta, game.meta);
    assert_eq!(stored.summary.origin, GameOrigin::Imported);
    assert_eq!(stored.summary.source_path, game.source_path);
    assert_eq!(stored.content_hash.len(), 64);
    assert!(stored.summary.added_at.0 > 0);
    assert_eq!(store.game(GameId(id.0 + 1000)).await.expect("get"), None);
}

#[tokio::test]
async fn a_game_played_in_logo_has_no_original_bytes() {
    let (_dir, store, _) = store_with(&[]).await;
    let game = NewGame {
        sgf: "(;GM[1]SZ[9]KM[7];B[ee])".to_owned(),
        origin: GameOrigin::PlayedInLogo,
        meta: GameMeta {
            board_width: 9,
            board_height: 9,
            komi_half_points: Some(14),
            move_count: 1,
            ..GameMeta::default()
        },
        ..NewGame::default()
    };
    let id = store.add_game(&game).await.expect("add").id();
    let stored = store.game(id).await.expect("get").expect("present");
    assert_eq!(stored.original_bytes, None);
    assert_eq!(stored.summary.origin, GameOrigin::PlayedInLogo);
    assert_eq!(stored.summary.meta.komi_half_points, Some(14));
}

#[tokio::test]
async fn the_list_is_newest_first_and_honours_the_limit() {
    let (_dir, store, ids) = store_with(&[("A", "x"), ("B", "x"), ("C", "x")]).await;
    let all = store.list_games(&GameQuery::default()).await.expect("list");
    let listed: Vec<GameId> = all.iter().map(|g| g.id).collect();
    assert_eq!(listed, vec![ids[2], ids[1], ids[0]]);
    assert_eq!(blacks(&store, GameQuery { limit: Some(2), ..GameQuery::default() }).await, ["C", "B"]);
    assert!(blacks(&store, GameQuery { limit: Some(0), ..GameQuery::default() }).await.is_empty());
}

#[tokio::test]
async fn the_player_filter_is_a_case_insensitive_substring_on_either_player() {
    let games = [("Lee Sedol", "AlphaGo"), ("Ke Jie", "AlphaGo Master"), ("Öhman", "Cho Chikun"), ("50%_off", "x")];
    let (_dir, store, _) = store_with(&games).await;
    let by = |p: &str| GameQuery { player: Some(p.to_owned()), ..GameQuery::default() };
    assert_eq!(blacks(&store, by("alphago")).await, ["Ke Jie", "Lee Sedol"]);
    assert_eq!(blacks(&store, by("SEDOL")).await, ["Lee Sedol"]);
    assert_eq!(blacks(&store, by("chik")).await, ["Öhman"]);
    assert_eq!(blacks(&store, by("öhm")).await, ["Öhman"], "non-ASCII letters ignore case too");
    assert_eq!(blacks(&store, by("%_")).await, ["50%_off"], "no LIKE wildcards");
    assert_eq!(blacks(&store, by("nobody")).await, Vec::<String>::new());
    assert_eq!(blacks(&store, by("   ")).await.len(), 4, "a blank filter filters nothing");
    let limited = GameQuery { player: Some("alphago".into()), limit: Some(1), ..GameQuery::default() };
    assert_eq!(blacks(&store, limited).await, ["Ke Jie"]);
}

#[tokio::test]
async fn full_text_search_finds_words_and_prefixes_in_players_event_and_name() {
    let (_dir, store, _) = store_with(&[("Lee Sedol", "AlphaGo")]).await;
    let mut game = sample_game("Gu Li", "Lee Changho", 99);
    game.meta.event = Some("Nongshim Cup".to_owned());
    game.meta.game_name = Some("Finale".to_owned());
    store.add_game(&game).await.expect("add");
    let text = |t: &str| GameQuery { text: Some(t.to_owned()), ..GameQuery::default() };
    assert_eq!(blacks(&store, text("lee")).await, ["Gu Li", "Lee Sedol"]);
    assert_eq!(blacks(&store, text("nongsh")).await, ["Gu Li"]);
    assert_eq!(blacks(&store, text("finalé")).await, ["Gu Li"], "diacritics are ignored");
    assert_eq!(blacks(&store, text("lee alpha")).await, ["Lee Sedol"], "every word must match");
    assert!(blacks(&store, text("NEAR(\"lee\" -)")).await.is_empty(), "FTS syntax is taken literally");
    assert_eq!(blacks(&store, text("   ")).await.len(), 2);
    let punctuation = store.list_games(&text("- * \"")).await.expect("punctuation alone is no error");
    assert!(punctuation.is_empty());
}

#[tokio::test]
async fn deleting_a_game_also_removes_it_from_the_search_index() {
    let (_dir, store, ids) = store_with(&[("Lee Sedol", "AlphaGo"), ("Ke Jie", "AlphaGo")]).await;
    assert!(store.delete_game(ids[0]).await.expect("delete"));
    assert!(!store.delete_game(ids[0]).await.expect("delete again"));
    let text = GameQuery { text: Some("sedol".into()), ..GameQuery::default() };
    assert!(blacks(&store, text).await.is_empty());
    assert_eq!(store.game(ids[0]).await.expect("get"), None);
    let again = store.add_game(&sample_game("Lee Sedol", "AlphaGo", 0)).await.expect("re-add");
    assert!(matches!(again, AddOutcome::Added(_)), "a deleted game can be added again");
}

#[tokio::test]
async fn impossible_games_are_refused_as_invalid_input() {
    let (_dir, store, _) = store_with(&[]).await;
    let mut no_board = sample_game("A", "B", 1);
    no_board.meta.board_width = 0;
    let mut too_big = sample_game("A", "B", 2);
    too_big.meta.board_height = 53;
    let mut empty = sample_game("A", "B", 3);
    empty.sgf.clear();
    for game in [no_board, too_big, empty] {
        let err = store.add_game(&game).await.expect_err("refused");
        assert_eq!(err.problem, StoreProblem::InvalidInput);
        assert_eq!(err.problem.code(), "invalid_input");
    }
    assert!(store.list_games(&GameQuery::default()).await.expect("list").is_empty());
}

#[tokio::test]
async fn a_game_can_be_replaced_by_its_new_version_and_stays_findable() {
    let (_dir, store, ids) = store_with(&[("Anna", "Ben"), ("Carla", "Dirk")]).await;
    let mut finished = sample_game("Anna", "Bernd", 7);
    finished.meta.result = Some("W+R".to_owned());
    assert!(store.update_game(ids[0], &finished).await.expect("update"));
    let stored = store.game(ids[0]).await.expect("get").expect("still there");
    assert_eq!(stored.sgf, finished.sgf);
    assert_eq!(stored.summary.meta.result.as_deref(), Some("W+R"));
    assert_eq!(blacks(&store, GameQuery { text: Some("Bernd".into()), ..GameQuery::default() }).await, ["Anna"]);
    assert!(blacks(&store, GameQuery { text: Some("Ben".into()), ..GameQuery::default() }).await.is_empty());
    assert!(!store.update_game(GameId(999), &finished).await.expect("no such game"));
    let clash = store.update_game(ids[1], &finished).await.expect_err("the same text twice");
    assert_eq!(clash.problem, StoreProblem::InvalidInput);
}
