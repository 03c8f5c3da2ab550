//! Property tests of the conversion: whatever game records say (real property
//! names with odd values, moves off the board, setup anywhere, variations),
//! converting and replaying every node never panics, and a game once written
//! by LoGo reads and writes back to the same SGF tree. Case counts keep this to seconds.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "a test fails loudly")]

use go_core::tree::Cursor;
use go_sgf::{open, parse, read_record, write_game, write_record};
use proptest::prelude::*;

fn check(text: &str) -> Result<(), TestCaseError> {
    let Ok(opened) = open(text.as_bytes()) else { return Ok(()) };
    for record in opened.games.iter().flatten() {
        let tree = record.tree();
        let mut cursor = Cursor::new(tree, tree.info().rules.rules);
        for id in tree.preorder() {
            prop_assert!(cursor.goto(id));
            let position = cursor.position();
            prop_assert_eq!(position.board.size(), tree.info().size);
        }
        let logo_written = write_game(&write_record(tree));
        let parsed = parse(logo_written.as_bytes()).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let x = parsed.collection.games().first().ok_or_else(|| TestCaseError::fail("no game"))?;
        let again = read_record(x).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(&write_record(&again.tree), x, "LoGo wrote:\n{}", logo_written);
    }
    Ok(())
}

/// A value: points on and off a small board, rectangles, numbers, texts, empties.
fn value() -> impl Strategy<Value = String> {
    prop_oneof![
        6 => "[a-g]{2}",
        1 => "[a-z]{2}",
        2 => "[a-e]{2}:[a-e]{2}",
        2 => "[a-e]{2}:[A-Za-z ]{0,4}",
        2 => "-?[0-9]{1,4}(\\.[0-9]{1,3})?",
        1 => "[BWbw]",
        1 => "[a-z0-9:\\- ]{0,10}",
        1 => Just(String::new()),
    ]
    .prop_map(|v| format!("[{v}]"))
}

fn ident() -> impl Strategy<Value = &'static str> {
    prop::sample::select(vec![
        "B", "W", "B", "W", "AB", "AW", "AE", "PL", "C", "N", "CR", "SQ", "TR", "MA", "SL", "LB", "AR", "LN", "DD",
        "BM", "TE", "DO", "IT", "GB", "GW", "DM", "UC", "HO", "BL", "WL", "OB", "OW", "KM", "HA", "RU", "LR", "RE",
        "DT", "TM", "OT", "TB", "TW", "S", "SZ", "GM", "PB", "XX",
    ])
}

fn property() -> impl Strategy<Value = String> {
    (ident(), prop::collection::vec(value(), 1..3)).prop_map(|(i, values)| format!("{i}{}", values.concat()))
}

fn token() -> impl Strategy<Value = String> {
    prop_oneof![
        2 => Just("(".to_owned()),
        2 => Just(")".to_owned()),
        5 => Just(";".to_owned()),
        10 => property(),
    ]
}

fn game() -> impl Strategy<Value = String> {
    let size = prop_oneof![Just("SZ[7]"), Just("SZ[5:9]"), Just(""), Just("SZ[3]")];
    let ap = prop_oneof![Just(""), Just("AP[LoGo:0.1]")];
    (size, ap, prop::collection::vec(token(), 0..80)).prop_map(|(sz, ap, t)| format!("(;GM[1]{sz}{ap}{})", t.concat()))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn any_game_converts_replays_and_round_trips(text in game()) {
        check(&text)?;
    }
}
