//! One game in different files — another charset, other headers, another
//! layout, comments added, rotated — is recognised as one duplicate group;
//! byte-identical copies are not stored twice; the user keeps both or drops one.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "a test fails loudly")]

mod common;

use common::{all_games, import, matching, temp_library};
use logo_store::LibraryFilter;

/// A 120-move game with Japanese names, as UTF-8 SGF text with `extra` root properties.
fn game_text(extra: &str, moves: &[(char, String)]) -> String {
    let body: String = moves.iter().map(|(c, p)| format!("\n;{c}[{p}]")).collect();
    format!("(;GM[1]FF[4]CA[UTF-8]SZ[19]PB[本因坊秀策]PW[井上幻庵因碩]{extra}{body})\n")
}

fn moves() -> Vec<(char, String)> {
    let sgf = logo_library::synthetic::game(7, 1);
    let parsed = go_sgf::parse(sgf.as_bytes()).unwrap();
    let game = &parsed.collection.games()[0];
    game.main_line()
        .filter_map(|n| n.get("B").map(|p| ('B', p)).or_else(|| n.get("W").map(|p| ('W', p))))
        .map(|(c, p)| (c, p.value().raw().to_owned()))
        .take(120)
        .collect()
}

/// `p` turned a quarter to the right on 19x19.
fn rotated(p: &str) -> String {
    let b = p.as_bytes();
    let (x, y) = (b[0] - b'a', b[1] - b'a');
    format!("{}{}", char::from(b'a' + 18 - y), char::from(b'a' + x))
}

#[tokio::test]
async fn copies_of_one_game_form_one_group_and_identical_bytes_are_skipped() {
    let (dir, library) = temp_library().await;
    let folder = dir.path().join("copies");
    std::fs::create_dir(&folder).unwrap();
    let moves = moves();
    let original = game_text("DT[1846-09-11]", &moves);
    let shift_jis = encoding_rs::SHIFT_JIS.encode(&original.replace("CA[UTF-8]", "CA[SHIFT_JIS]")).0.into_owned();
    let reformatted = original.replace('\n', "");
    let other_header = game_text("DT[1846]EV[Castle game]PC[Osaka]", &moves);
    let mut commented = moves.iter().map(|(c, p)| (*c, p.clone())).collect::<Vec<_>>();
    commented[10].1.push_str("]C[Ein starker Zug!");
    let commented = game_text("DT[1846-09-11]", &commented);
    let turned: Vec<(char, String)> = moves.iter().map(|(c, p)| (*c, rotated(p))).collect();
    let files: [(&str, Vec<u8>); 7] = [
        ("a-original.sgf", original.clone().into_bytes()),
        ("b-shift-jis.sgf", shift_jis),
        ("c-one-line.sgf", reformatted.into_bytes()),
        ("d-header.sgf", other_header.into_bytes()),
        ("e-comments.sgf", commented.into_bytes()),
        ("f-rotated.sgf", game_text("", &turned).into_bytes()),
        ("g-same-bytes.sgf", original.into_bytes()),
    ];
    for (name, bytes) in &files {
        std::fs::write(folder.join(name), bytes).unwrap();
    }
    std::fs::write(folder.join("h-other-game.sgf"), logo_library::synthetic::game(7, 2)).unwrap();
    let report = import(&library, &[folder]).await;
    assert_eq!((report.imported, report.similar, report.identical), (7, 5, 1), "{report:#?}");
    assert_eq!(report.duplicates(), 6);

    let groups = library.store().duplicate_groups(0, 10).await.unwrap();
    assert_eq!(groups.len(), 1);
    let paths: Vec<&str> =
        groups[0].games.iter().map(|g| g.source_path.as_deref().unwrap().rsplit('/').next().unwrap()).collect();
    assert_eq!(
        paths,
        ["a-original.sgf", "b-shift-jis.sgf", "c-one-line.sgf", "d-header.sgf", "e-comments.sgf", "f-rotated.sgf"]
    );
    assert!(groups[0].games.iter().all(|g| g.duplicates == 5));
    let listed = matching(&library, LibraryFilter { duplicates_only: true, ..LibraryFilter::default() }).await;
    assert_eq!(listed.len(), 6, "the other game is no duplicate");
}

#[tokio::test]
async fn the_user_keeps_both_copies_or_drops_one() {
    let (dir, library) = temp_library().await;
    let moves = moves();
    let one = dir.path().join("one.sgf");
    let two = dir.path().join("two.sgf");
    std::fs::write(&one, game_text("", &moves)).unwrap();
    std::fs::write(&two, game_text("EV[Copy]", &moves)).unwrap();
    import(&library, &[one, two]).await;
    let games = all_games(&library).await;
    let store = library.store();

    // Drop one: the group is gone; undo brings it back.
    store.delete_games(&[games[1].id]).await.unwrap();
    assert!(store.duplicate_groups(0, 10).await.unwrap().is_empty());
    assert_eq!(all_games(&library).await[0].duplicates, 0);
    store.undo_delete().await.unwrap();
    assert_eq!(store.duplicate_groups(0, 10).await.unwrap().len(), 1);

    // Keep both: the group is no longer listed, until a third copy arrives.
    assert_eq!(store.keep_duplicates(games[0].id).await.unwrap(), 2);
    assert!(store.duplicate_groups(0, 10).await.unwrap().is_empty());
    assert!(all_games(&library).await.iter().all(|g| g.duplicates == 0));
    let three = dir.path().join("three.sgf");
    std::fs::write(&three, game_text("PC[Tokyo]", &moves)).unwrap();
    let report = import(&library, &[three]).await;
    assert_eq!(report.similar, 1);
    assert_eq!(store.duplicate_groups(0, 10).await.unwrap()[0].games.len(), 3);
}
