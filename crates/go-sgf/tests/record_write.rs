//! go-core game tree → SGF: games played in LoGo are written as standard FF[4]
//! and reopen identically; LoGo-written files survive read → write unchanged;
//! opened files are saved with every property they had.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "a test fails loudly")]

use go_core::tree::{GameDate, GameTree, PlayedDetails, Player, TimeLeft};
use go_core::{
    BoardSize, Color, GameSettings, KoRule, Move, PerColor, Point, Rules, RulesPreset, SuicideRule, TimeControl,
    TimedGame, TimedGameRecord,
};
use go_sgf::{Record, logo_application, open, parse, read_record, write_game, write_record};
use std::time::Instant;

fn pt(sgf: &str) -> Move {
    Move::Play(Point::from_sgf(sgf).expect("test point"))
}

fn size(side: u32) -> BoardSize {
    BoardSize::square(side).expect("size")
}

/// A 9x9 two-stone handicap game with byo-yomi: four moves, then White resigns.
fn handicap_game() -> TimedGameRecord {
    let settings = GameSettings::new(size(9), Rules { komi: go_core::Komi::from_half_points(1), ..Rules::default() });
    let control = TimeControl { main_ms: PerColor::new(600_000, 600_000), period_ms: 30_000, periods: 5 };
    let mut game = TimedGame::new(settings.with_handicap(2), Some(control)).expect("game");
    game.start(0);
    for (i, mv) in [pt("ee"), pt("cc"), Move::Pass, pt("gg")].into_iter().enumerate() {
        game.play(mv, 1_000 * (i as u64 + 1)).expect("legal");
    }
    game.resign(Color::White, 9_000).expect("resigns");
    game.record()
}

fn details() -> PlayedDetails {
    let player = |name: &str, rank: &str| Player { name: Some(name.into()), rank: Some(rank.into()), team: None };
    PlayedDetails {
        players: PerColor::new(player("Anna", "5k"), player("Bernd", "2k")),
        date: GameDate::new(2025, Some(12), Some(24)),
        time_left: vec![Some(TimeLeft { ms: Some(598_000), overtime: None }), None],
        ..PlayedDetails::default()
    }
}

/// Writes a played game, reads the text back, and returns the reopened tree.
fn reopen(record: &TimedGameRecord, details: &PlayedDetails) -> (String, GameTree) {
    let text = Record::from_played(record, details).expect("valid game").to_sgf_text();
    let opened = open(text.as_bytes()).expect("parses");
    let reopened = opened.games.into_iter().next().expect("one game").expect("converts");
    assert!(reopened.warnings().is_empty(), "{:?}", reopened.warnings());
    (text, reopened.tree().clone())
}

fn moves(tree: &GameTree) -> Vec<Option<go_core::PlayedMove>> {
    tree.main_line().skip(1).map(|id| tree.node(id).and_then(|n| n.mv)).collect()
}

#[test]
fn a_played_game_is_written_as_standard_ff4() {
    let (text, _) = reopen(&handicap_game(), &details());
    let expected = format!(
        "(;GM[1]FF[4]CA[UTF-8]AP[{}]SZ[9]RU[Japanese]KM[0.5]HA[2]PB[Anna]BR[5k]PW[Bernd]WR[2k]DT[2025-12-24]\
         TM[600]OT[5x30 byo-yomi]TB[600]TW[600]RE[B+R]AB[cg][gc]\n;W[ee]WL[598]\n;B[cc]\n;W[]\n;B[gg])\n",
        logo_application()
    );
    assert_eq!(text, expected);
}

#[test]
fn a_played_game_reopens_with_the_same_moves_rules_komi_handicap_result_and_clock() {
    let record = handicap_game();
    let original = GameTree::from_played(&record, &details()).expect("valid game");
    let (_, reopened) = reopen(&record, &details());
    assert_eq!(moves(&reopened), moves(&original));
    let (a, b) = (original.info(), reopened.info());
    assert_eq!(b.rules.rules, a.rules.rules);
    assert_eq!((b.komi.komi, b.handicap, b.result.result), (a.komi.komi, a.handicap, a.result.result));
    assert_eq!(b.time.time_control(), record.clock.as_ref().map(go_core::Clock::control));
    assert_eq!((b.players.clone(), b.date.date), (a.players.clone(), a.date.date));
    assert_eq!(reopened.node(reopened.root()), original.node(original.root()), "the handicap stones");
    for (x, y) in original.preorder().zip(reopened.preorder()) {
        assert_eq!(original.node(x), reopened.node(y));
    }
}

#[test]
fn rules_that_are_no_preset_are_written_as_the_closest_preset_with_every_axis() {
    let rules = Rules { ko: KoRule::Positional, suicide: SuicideRule::Any, ..RulesPreset::Japanese.rules() };
    let game = TimedGame::new(GameSettings::new(size(9), rules), None).expect("game");
    let (text, reopened) = reopen(&game.record(), &PlayedDetails::default());
    assert!(text.contains("RU[Japanese]LR[ko=positional;suicide=any;scoring=territory;"), "{text}");
    assert_eq!(reopened.info().rules.rules, rules);
    assert!(!text.contains("TM["), "no clock, no time control");
}

#[test]
fn free_handicap_stones_and_start_positions_become_root_setup() {
    let mut free =
        TimedGame::new(GameSettings::new(size(9), RulesPreset::Chinese.rules()).with_handicap(2), None).expect("game");
    free.play(pt("cc"), 0).expect("handicap stone");
    free.play(pt("gg"), 0).expect("handicap stone");
    free.play(pt("ee"), 0).expect("White's first move");
    let (text, reopened) = reopen(&free.record(), &PlayedDetails::default());
    assert!(text.contains("HA[2]") && text.contains("AB[cc][gg]\n;W[ee]"), "{text}");
    assert!(reopened.position_at(reopened.main_line_node(1).expect("move")).expect("position").issues.is_empty());

    let board = go_core::Board::from_ascii(". X .\n. O .\n. . .").expect("diagram");
    let lesson = GameSettings::new(board.size(), Rules::default()).with_start(&board, Color::White);
    let game = TimedGame::new(lesson, None).expect("game");
    let (text, _) = reopen(&game.record(), &PlayedDetails::default());
    assert!(text.ends_with("AB[ba]AW[bb]PL[W])\n") && !text.contains("HA["), "{text}");
}

/// Every fixture, once written by LoGo, reads and writes back to the very same SGF tree and go-core tree.
#[test]
fn logo_written_files_round_trip_through_the_conversion() {
    let dir = format!("{}/tests/fixtures/record", env!("CARGO_MANIFEST_DIR"));
    let mut files: Vec<_> = std::fs::read_dir(&dir).expect("fixtures").flatten().map(|e| e.path()).collect();
    files.sort();
    let played = Record::from_played(&handicap_game(), &details()).expect("valid game").to_sgf_text();
    let mut texts: Vec<(String, Vec<u8>)> = vec![("played".into(), played.into_bytes())];
    texts.extend(files.iter().map(|f| (f.display().to_string(), std::fs::read(f).expect("fixture"))));
    for (name, bytes) in texts {
        for game in parse(&bytes).expect("parses").collection.games() {
            let tree = read_record(game).expect("converts").tree;
            let logo_written = write_game(&write_record(&tree));
            let parsed = parse(logo_written.as_bytes()).expect("parses again");
            let x = parsed.collection.games().first().expect("game");
            let again = read_record(x).expect("converts again");
            assert_eq!(&write_record(&again.tree), x, "{name}: parse(write(parse(x))) differs");
            // Only texts LoGo keeps because it cannot read them are warned about again.
            let kept_texts = |code: &str| code == "unknown_rules" || code.starts_with("unreadable_");
            assert!(again.warnings.iter().all(|w| kept_texts(w.kind.code())), "{name}: {:?}", again.warnings);
            let same_nodes =
                tree.preorder().zip(again.tree.preorder()).all(|(a, b)| tree.node(a) == again.tree.node(b));
            assert!(same_nodes && tree.node_count() == again.tree.node_count(), "{name}: nodes differ");
        }
    }
}

#[test]
fn an_opened_file_is_saved_with_everything_it_had() {
    let bytes = b"(;FF[3]GM[1]SZ[9]ZZ[private]KM[750]DT[24-12-2025];B[ee]XY[1:2]C[kept];W[tt])";
    let opened = open(bytes).expect("parses");
    let saved = go_sgf::save(&opened.games.into_iter().map(|g| g.expect("converts")).collect::<Vec<_>>());
    assert_eq!(saved, go_sgf::normalize(bytes).expect("normalizes"));
    assert!(saved.contains("KM[750]") && saved.contains("ZZ[private]") && saved.contains("W[tt]"));
}

/// A long main line and deeply nested variations, from SGF text: no recursion anywhere.
#[test]
fn a_20000_move_main_line_and_3000_nested_variations() {
    let mut long = String::from("(;GM[1]FF[4]SZ[19]");
    for i in 0..20_000u32 {
        let p = Point::new((i * 7 % 19) as u8, (i * 11 / 19 % 19) as u8).to_sgf().expect("point");
        long.push_str(&format!(";{}[{p}]", if i % 2 == 0 { 'B' } else { 'W' }));
    }
    long.push(')');
    let record = open(long.as_bytes()).expect("parses").games.remove(0).expect("converts");
    let last = record.tree().main_line_node(20_000).expect("last move");
    let started = Instant::now();
    let position = record.tree().position_at(last).expect("position");
    println!("position after 20,000 moves in {:?}", started.elapsed());
    assert_eq!(position.move_number, 20_000);

    let mut nested = String::from("(;GM[1]FF[4]SZ[19]");
    for i in 0..3000u32 {
        let p = Point::new((i % 19) as u8, (i / 19 % 19) as u8).to_sgf().expect("point");
        nested.push_str(&format!("(;{}[{p}]", if i % 2 == 0 { 'B' } else { 'W' }));
    }
    nested.push_str(&")(;C[side])".repeat(3000));
    nested.push(')');
    let record = open(nested.as_bytes()).expect("parses").games.remove(0).expect("converts");
    assert_eq!(record.tree().node_count(), 6001);
    let deepest = record.tree().main_line().last().expect("deepest");
    assert_eq!(record.tree().path_to(deepest).len(), 3001);
    assert_eq!(record.tree().position_at(deepest).expect("position").move_number, 3000);
    assert_eq!(
        parse(write_game(&write_record(record.tree())).as_bytes()).expect("parses").collection.node_count(),
        6001
    );
}
