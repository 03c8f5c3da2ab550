//! Browsing the library: filters combined, sorting by any column, counts,
//! tags and notes, delete with undo — on games imported from files.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "a test fails loudly")]

mod common;

use common::{import, matching, temp_library};
use logo_library::Library;
use logo_store::{
    DateBounds, GameOrigin, GameSummary, LibraryFilter, LibraryQuery, PlayerColor, PlayerFilter, ResultKind, SortKey,
    Winner,
};

/// One small game of the test library.
struct Row {
    file: &'static str,
    black: &'static str,
    white: &'static str,
    result: &'static str,
    date: &'static str,
    size: u8,
    handicap: u8,
    comment: &'static str,
}

const fn row(file: &'static str, players: [&'static str; 2], result: &'static str, date: &'static str) -> Row {
    Row { file, black: players[0], white: players[1], result, date, size: 19, handicap: 0, comment: "" }
}

/// Six small games, one file each.
const GAMES: [Row; 6] = [
    Row {
        size: 19,
        handicap: 0,
        comment: "Die Gefangenen entscheiden.",
        ..row("1.sgf", ["Go Seigen 9p", "Kitani Minoru"], "B+R", "1939-09-28")
    },
    Row {
        size: 19,
        handicap: 0,
        comment: "",
        ..row("2.sgf", ["Honinbo Shusaku", "Gennan Inseki"], "B+2", "1846-09-11,12")
    },
    Row {
        size: 13,
        handicap: 2,
        comment: "A ladder works here.",
        ..row("3.sgf", ["Anna Weiß", "Go Seigen"], "W+T", "2024-05")
    },
    Row {
        size: 9,
        handicap: 0,
        comment: "Schwarz fängt zwei Steine.",
        ..row("4.sgf", ["Jürgen Müller", "Anna Weiß"], "W+12.5", "2024-06-01")
    },
    Row { size: 19, handicap: 4, comment: "", ..row("5.sgf", ["Öhman", "Jürgen Müller"], "Void", "") },
    Row {
        size: 19,
        handicap: 0,
        comment: "The ladders were read out.",
        ..row("6.sgf", ["Lee Sedol", "AlphaGo"], "W+R", "2016-03-09")
    },
];

async fn library_of_six() -> (tempfile::TempDir, Library) {
    let (dir, library) = temp_library().await;
    let folder = dir.path().join("games");
    std::fs::create_dir(&folder).unwrap();
    for Row { file, black, white, result, date, size, handicap, comment } in GAMES {
        let stones = ["[dd]", "[pp]", "[dp]", "[pd]"][..handicap as usize].concat();
        let setup = if handicap > 0 { format!("AB{stones}") } else { String::new() };
        let dt = if date.is_empty() { String::new() } else { format!("DT[{date}]") };
        let c = if comment.is_empty() { String::new() } else { format!("C[{comment}]") };
        let gn = title(file);
        let sgf = format!(
            "(;GM[1]FF[4]CA[UTF-8]SZ[{size}]HA[{handicap}]{setup}PB[{black}]PW[{white}]RE[{result}]{dt}RU[Japanese]\
             EV[{file}]{gn};B[cc]{c};W[dc])"
        );
        std::fs::write(folder.join(file), sgf).unwrap();
    }
    import(&library, &[folder]).await;
    (dir, library)
}

/// The game name (GN) two of the six carry.
fn title(file: &str) -> &'static str {
    match file {
        "2.sgf" => "GN[Ohrenrot-Partie]",
        "6.sgf" => "GN[DeepMind Challenge Match 1]",
        _ => "",
    }
}

fn blacks(games: &[GameSummary]) -> Vec<String> {
    games.iter().map(|g| g.meta.black.clone().unwrap_or_default()).collect()
}

fn player(name: &str, color: PlayerColor) -> Option<PlayerFilter> {
    Some(PlayerFilter { name: name.to_owned(), color })
}

#[tokio::test]
async fn player_filters_ignore_case_and_diacritics_and_may_name_a_colour() {
    let (_dir, library) = library_of_six().await;
    let find = |name: &str, color| LibraryFilter { player: player(name, color), ..LibraryFilter::default() };
    assert_eq!(
        blacks(&matching(&library, find("go seigen", PlayerColor::Either)).await),
        ["Go Seigen 9p", "Anna Weiß"]
    );
    assert_eq!(blacks(&matching(&library, find("Go Seigen", PlayerColor::White)).await), ["Anna Weiß"]);
    assert_eq!(blacks(&matching(&library, find("JURGEN", PlayerColor::Black)).await), ["Jürgen Müller"]);
    assert_eq!(blacks(&matching(&library, find("ohm", PlayerColor::Either)).await), ["Öhman"]);
    assert_eq!(blacks(&matching(&library, find("weiss", PlayerColor::Either)).await), ["Anna Weiß", "Jürgen Müller"]);
    assert_eq!(
        matching(&library, find("se", PlayerColor::Either)).await.len(),
        4,
        "short parts scan the names (Inseki too)"
    );
}

#[tokio::test]
async fn filters_combine() {
    let (_dir, library) = library_of_six().await;
    let store = library.store();
    let white_wins = LibraryFilter { winner: Some(Winner::White), ..LibraryFilter::default() };
    assert_eq!(blacks(&matching(&library, white_wins.clone()).await), ["Anna Weiß", "Jürgen Müller", "Lee Sedol"]);
    let by_resignation = LibraryFilter { result_kind: Some(ResultKind::Resignation), ..white_wins.clone() };
    assert_eq!(blacks(&matching(&library, by_resignation).await), ["Lee Sedol"]);
    let nineteen = LibraryFilter { board_size: Some(19), winner: Some(Winner::Black), ..LibraryFilter::default() };
    assert_eq!(store.count_games(&nineteen).await.unwrap(), 2);
    let handicap = LibraryFilter { handicap: Some(2), ..LibraryFilter::default() };
    assert_eq!(blacks(&matching(&library, handicap).await), ["Anna Weiß"]);
    let span = DateBounds { from: Some(20240101), to: Some(20241231) };
    let in_2024 = LibraryFilter { dates: Some(span), ..LibraryFilter::default() };
    assert_eq!(blacks(&matching(&library, in_2024).await), ["Anna Weiß", "Jürgen Müller"]);
    let may = DateBounds { from: Some(20240515), to: Some(20240515) };
    let mid_may = LibraryFilter { dates: Some(may), ..LibraryFilter::default() };
    assert_eq!(blacks(&matching(&library, mid_may).await), ["Anna Weiß"], "2024-05 spans the whole month");
    let rules =
        LibraryFilter { rules: Some("JAPANESE".into()), origin: Some(GameOrigin::Imported), ..Default::default() };
    assert_eq!(store.count_games(&rules).await.unwrap(), 6);
    let logo = LibraryFilter { origin: Some(GameOrigin::PlayedInLogo), ..LibraryFilter::default() };
    assert_eq!(store.count_games(&logo).await.unwrap(), 0);
    let everything = LibraryFilter {
        player: player("anna", PlayerColor::Either),
        winner: Some(Winner::White),
        board_size: Some(13),
        comment_text: Some("Ladder".into()),
        ..LibraryFilter::default()
    };
    assert_eq!(blacks(&matching(&library, everything).await), ["Anna Weiß"]);
}

#[tokio::test]
async fn comment_words_are_found_in_their_other_forms() {
    let (_dir, library) = library_of_six().await;
    let words = |text: &str| LibraryFilter { comment_text: Some(text.to_owned()), ..LibraryFilter::default() };
    assert_eq!(blacks(&matching(&library, words("Gefangene")).await), ["Go Seigen 9p"]);
    assert_eq!(blacks(&matching(&library, words("gefangen")).await), ["Go Seigen 9p"]);
    assert_eq!(blacks(&matching(&library, words("ladder")).await), ["Anna Weiß", "Lee Sedol"]);
    assert_eq!(blacks(&matching(&library, words("Stein faengt")).await), Vec::<String>::new(), "ä is not ae");
    assert_eq!(blacks(&matching(&library, words("Steine fängt")).await), ["Jürgen Müller"]);
    assert_eq!(blacks(&matching(&library, words("ladder works")).await), ["Anna Weiß"], "every word must occur");
    assert_eq!(matching(&library, words("NEAR(\" -")).await.len(), 0, "syntax is taken as words");
}

#[tokio::test]
async fn every_column_sorts_both_ways() {
    let (_dir, library) = library_of_six().await;
    let sorted = |sort, descending| {
        let library = library.clone();
        async move {
            let query = LibraryQuery { sort, descending, limit: 100, ..LibraryQuery::default() };
            blacks(&library.store().search_games(&query).await.unwrap())
        }
    };
    assert_eq!(
        sorted(SortKey::Date, false).await,
        ["Honinbo Shusaku", "Go Seigen 9p", "Lee Sedol", "Anna Weiß", "Jürgen Müller", "Öhman"]
    );
    assert_eq!(
        sorted(SortKey::Date, true).await,
        ["Jürgen Müller", "Anna Weiß", "Lee Sedol", "Go Seigen 9p", "Honinbo Shusaku", "Öhman"],
        "newest first, the undated game last"
    );
    assert_eq!(sorted(SortKey::Black, false).await[..2], ["Anna Weiß", "Go Seigen 9p"]);
    assert_eq!(sorted(SortKey::Size, false).await[..2], ["Jürgen Müller", "Anna Weiß"]);
    assert_eq!(sorted(SortKey::Handicap, true).await[0], "Öhman");
    assert_eq!(sorted(SortKey::Result, false).await[..2], ["Honinbo Shusaku", "Go Seigen 9p"]);
    assert_eq!(sorted(SortKey::Title, false).await[..3], ["Lee Sedol", "Honinbo Shusaku", "Go Seigen 9p"]);
    assert_eq!(sorted(SortKey::Title, true).await[..2], ["Honinbo Shusaku", "Lee Sedol"], "titled first");
    for key in
        [SortKey::White, SortKey::Title, SortKey::Komi, SortKey::Rules, SortKey::Moves, SortKey::Event, SortKey::Source]
    {
        assert_eq!(sorted(key, false).await.len(), 6, "{key:?}");
    }
    assert_eq!(sorted(SortKey::Event, false).await[0], "Go Seigen 9p", "EV[1.sgf] first");
    let page = LibraryQuery { sort: SortKey::Date, offset: 2, limit: 2, ..LibraryQuery::default() };
    assert_eq!(blacks(&library.store().search_games(&page).await.unwrap()), ["Lee Sedol", "Anna Weiß"]);
}

/// Five games, each lacking other values: players, result, date, title,
/// event, rules and komi.
const GAPS: [&str; 5] = [
    "(;GM[1]FF[4]SZ[19]PB[Anna]PW[Bert]RE[B+2]DT[2020-01-01]GN[Eins]EV[Liga]RU[Japanese]KM[6.5];B[dd])",
    "(;GM[1]FF[4]SZ[19]PW[Carl]DT[2021-02-02]EV[Cup];B[dd])",
    "(;GM[1]FF[4]SZ[19]PB[Dora]RE[W+R]GN[Drei]KM[0.5];B[dd])",
    "(;GM[1]FF[4]SZ[19]PB[Emil]PW[Anna]RE[W+5]DT[2019-03-03]RU[Chinese];B[dd])",
    "(;GM[1]FF[4]SZ[19];B[dd])",
];

#[tokio::test]
async fn every_column_sorts_both_ways_with_missing_values_last() {
    let (dir, library) = temp_library().await;
    let folder = dir.path().join("gaps");
    std::fs::create_dir(&folder).unwrap();
    for (n, sgf) in GAPS.iter().enumerate() {
        std::fs::write(folder.join(format!("{n}.sgf")), sgf).unwrap();
    }
    import(&library, &[folder]).await;
    let has_value = |key: SortKey, game: &GameSummary| {
        let meta = &game.meta;
        match key {
            SortKey::Black => meta.black.is_some(),
            SortKey::White => meta.white.is_some(),
            SortKey::Result => meta.result.is_some(),
            SortKey::Date => meta.date.is_some(),
            SortKey::Title => meta.game_name.is_some(),
            SortKey::Event => meta.event.is_some(),
            SortKey::Rules => meta.rules.is_some(),
            SortKey::Komi => meta.komi_half_points.is_some(),
            _ => unreachable!(),
        }
    };
    let keys = [
        SortKey::Black,
        SortKey::White,
        SortKey::Result,
        SortKey::Date,
        SortKey::Title,
        SortKey::Event,
        SortKey::Rules,
        SortKey::Komi,
    ];
    for key in keys {
        let listed = |descending, offset, limit| {
            let library = library.clone();
            async move {
                let query = LibraryQuery { sort: key, descending, offset, limit, ..LibraryQuery::default() };
                library.store().search_games(&query).await.unwrap()
            }
        };
        let up = listed(false, 0, 100).await;
        let down = listed(true, 0, 100).await;
        assert_eq!((up.len(), down.len()), (5, 5), "{key:?}");
        for (direction, games) in [("ascending", &up), ("descending", &down)] {
            let values: Vec<bool> = games.iter().map(|g| has_value(key, g)).collect();
            let first_missing = values.iter().position(|v| !v).unwrap_or(values.len());
            assert!(first_missing > 0 && first_missing < 5, "{key:?}: the fixture has games with and without");
            assert!(values[first_missing..].iter().all(|v| !v), "{key:?} {direction}: missing last, {values:?}");
        }
        let valued = |games: &[GameSummary]| -> Vec<logo_store::GameId> {
            games.iter().filter(|g| has_value(key, g)).map(|g| g.id).collect()
        };
        let mut reversed = valued(&up);
        reversed.reverse();
        assert_eq!(valued(&down), reversed, "{key:?}: descending reverses the games with a value");
        let pages: Vec<logo_store::GameId> =
            [listed(true, 0, 2).await, listed(true, 2, 2).await, listed(true, 4, 2).await]
                .concat()
                .iter()
                .map(|g| g.id)
                .collect();
        assert_eq!(pages, down.iter().map(|g| g.id).collect::<Vec<_>>(), "{key:?}: pages join up");
    }
}

#[tokio::test]
async fn tags_and_notes_round_trip_and_filter() {
    let (_dir, library) = library_of_six().await;
    let store = library.store();
    let games = matching(&library, LibraryFilter::default()).await;
    assert!(store.add_tag(games[0].id, "Klassiker").await.unwrap());
    assert!(!store.add_tag(games[0].id, "klassiker").await.unwrap(), "one tag whatever the case");
    assert!(store.add_tag(games[1].id, "KLASSIKER").await.unwrap());
    assert!(store.add_tag(games[1].id, "Shūsaku").await.unwrap());
    let tagged = LibraryFilter { tag: Some("klassiker".into()), ..LibraryFilter::default() };
    assert_eq!(blacks(&matching(&library, tagged).await), ["Go Seigen 9p", "Honinbo Shusaku"]);
    let by_folded = LibraryFilter { tag: Some("SHUSAKU".into()), ..LibraryFilter::default() };
    assert_eq!(matching(&library, by_folded).await.len(), 1);
    assert_eq!(matching(&library, LibraryFilter::default()).await[1].tags, ["Klassiker", "Shūsaku"]);
    let counts: Vec<(String, u64)> = store.tags().await.unwrap().into_iter().map(|t| (t.name, t.games)).collect();
    assert_eq!(counts, [("Klassiker".to_owned(), 2), ("Shūsaku".to_owned(), 1)]);
    assert!(store.remove_tag(games[1].id, "shusaku").await.unwrap());
    assert_eq!(store.tags().await.unwrap().len(), 1, "an unused tag goes");
    assert!(store.add_tag(games[0].id, " ").await.is_err());

    assert!(store.set_note(games[2].id, "Mit Anna besprechen.").await.unwrap());
    assert_eq!(store.note(games[2].id).await.unwrap().as_deref(), Some("Mit Anna besprechen."));
    assert!(store.set_note(games[2].id, "").await.unwrap());
    assert_eq!(store.note(games[2].id).await.unwrap(), None);
    assert!(!store.set_note(logo_store::GameId(9999), "x").await.unwrap());
}

#[tokio::test]
async fn a_delete_can_be_undone_until_the_next_one() {
    let (_dir, library) = library_of_six().await;
    let store = library.store();
    let games = matching(&library, LibraryFilter::default()).await;
    store.add_tag(games[0].id, "Klassiker").await.unwrap();
    assert_eq!(store.delete_games(&[games[0].id, games[1].id]).await.unwrap().games, 2);
    assert_eq!(store.count_games(&LibraryFilter::default()).await.unwrap(), 4);
    assert!(store.game(games[0].id).await.unwrap().is_none());
    assert_eq!(store.undo_delete().await.unwrap(), 2);
    assert_eq!(store.count_games(&LibraryFilter::default()).await.unwrap(), 6);
    assert_eq!(matching(&library, LibraryFilter::default()).await[0].tags, ["Klassiker"], "tags come back too");

    store.delete_games(&[games[0].id]).await.unwrap();
    store.delete_games(&[games[1].id]).await.unwrap();
    assert_eq!(store.undo_delete().await.unwrap(), 1, "only the last delete comes back");
    assert_eq!(store.count_games(&LibraryFilter::default()).await.unwrap(), 5);
    assert!(store.tags().await.unwrap().is_empty(), "the tag went with its last game");
}
