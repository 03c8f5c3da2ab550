//! Games from diagrams: ko, superko, repetition, suicide, passes, undo/redo.

use super::*;
use crate::point::{BoardSize, Point};
use crate::rules::{KoRule, RulesPreset, SuicideRule};

fn rules_with(ko: KoRule, suicide: SuicideRule) -> Rules {
    Rules { ko, suicide, ..RulesPreset::Japanese.rules() }
}

fn game_from(diagram: &str, to_play: Color, rules: Rules) -> Game {
    let board = Board::from_ascii(diagram).expect("test diagram");
    Game::new(GameSettings::new(board.size(), rules).with_start(&board, to_play)).expect("test game")
}

fn at(game: &Game, label: &str) -> Move {
    Move::Play(Point::from_display(label, game.board().size()).expect("test point"))
}

/// Plays a sequence of display labels ("pass" passes), asserting each is legal
/// and that `check` predicted exactly what `play` did.
fn play_all(game: &mut Game, labels: &[&str]) {
    for label in labels {
        let mv = if *label == "pass" { Move::Pass } else { at(game, label) };
        let predicted = game.check(mv);
        let played = game.play(mv);
        assert_eq!(predicted, played, "check and play disagree on {label}");
        assert!(played.is_ok(), "{label} refused: {played:?}\n{:?}", game.board());
    }
}

const KO: &str = "
    . X O .
    X O . O
    . X O .
    . . . .";

#[test]
fn immediate_ko_recapture_is_refused_and_a_threat_lifts_the_ban() {
    let mut game = game_from(KO, Color::Black, rules_with(KoRule::Simple, SuicideRule::Forbidden));
    play_all(&mut game, &["C3"]);
    assert_eq!(game.play(at(&game, "B3")), Err(IllegalMove::Ko));
    assert_eq!(game.ko_points(), [Point::new(1, 1)]);
    play_all(&mut game, &["D1", "A1", "B3"]);
    assert_eq!(game.captures(), PerColor::new(1, 1));
}

#[test]
fn ko_retake_after_two_passes_is_legal_only_under_simple_ko() {
    for (ko, expected) in [
        (KoRule::Simple, Ok(())),
        (KoRule::Positional, Err(IllegalMove::Superko)),
        (KoRule::Situational, Err(IllegalMove::Superko)),
    ] {
        let mut game = game_from(KO, Color::Black, rules_with(ko, SuicideRule::Forbidden));
        play_all(&mut game, &["C3", "pass", "pass"]);
        assert_eq!(game.phase(), Phase::Scoring);
        assert_eq!(game.play(at(&game, "B3")), Err(IllegalMove::GameOver));
        game.resume().unwrap();
        assert_eq!(game.to_play(), Color::White, "the first to pass moves after resuming");
        assert_eq!(game.play(at(&game, "B3")).map(|_| ()), expected, "{ko:?}");
    }
}

/// Black sends two stones (A1) into White's capture, White takes them (C1),
/// Black takes one back (B1): the board of the start returns with White to move.
const SEND_TWO: &str = "
    . . . . .
    . . . . .
    . . . . .
    O O X . .
    . X . X .";

#[test]
fn send_two_return_one_is_banned_only_by_positional_superko() {
    for (ko, expected) in
        [(KoRule::Simple, Ok(())), (KoRule::Positional, Err(IllegalMove::Superko)), (KoRule::Situational, Ok(()))]
    {
        let mut game = game_from(SEND_TWO, Color::Black, rules_with(ko, SuicideRule::Forbidden));
        play_all(&mut game, &["A1", "C1"]);
        assert_eq!(game.captures(), PerColor::new(0, 2));
        let retake = game.play(at(&game, "B1"));
        assert_eq!(retake.as_ref().map(|_| ()).map_err(|e| *e), expected, "{ko:?}");
        if expected.is_ok() {
            assert_eq!(*game.board(), Board::from_ascii(SEND_TWO).unwrap());
        }
    }
}

/// Three kos: whoever is to move always has one to take, and the whole
/// board repeats every six moves.
const TRIPLE_KO: &str = "
    . X O . . . .
    X O . O . . .
    . X O . . . .
    . . . . . . .
    . X O . . . .
    X . X O . . .
    . X O . . . .
    . . . . . . .
    . X O . . . .
    X O . O . . .
    . X O . . . .";

const TRIPLE_KO_CYCLE: [&str; 6] = ["C10", "B6", "C2", "B10", "C6", "B2"];

#[test]
fn triple_ko_ends_without_result_on_the_third_repetition() {
    for (outcome, result) in
        [(RepetitionOutcome::NoResult, GameResult::NoResult), (RepetitionOutcome::Draw, GameResult::Draw)]
    {
        let rules = Rules { repetition: outcome, ..rules_with(KoRule::Simple, SuicideRule::Forbidden) };
        let mut game = game_from(TRIPLE_KO, Color::Black, rules);
        play_all(&mut game, &TRIPLE_KO_CYCLE);
        play_all(&mut game, &TRIPLE_KO_CYCLE[..5]);
        assert_eq!(game.phase(), Phase::Playing, "only two repetitions so far");
        let last = game.play(at(&game, "B2")).unwrap();
        assert_eq!(last.phase, Phase::Over { result });
        assert_eq!(game.result(), Some(result));
        assert_eq!(game.move_number(), 12);
        assert_eq!(game.play(at(&game, "C10")), Err(IllegalMove::GameOver));
        assert!(game.undo());
        assert_eq!(game.phase(), Phase::Playing);
    }
}

#[test]
fn superko_stops_the_triple_ko_cycle() {
    let mut game = game_from(TRIPLE_KO, Color::Black, rules_with(KoRule::Situational, SuicideRule::Forbidden));
    play_all(&mut game, &TRIPLE_KO_CYCLE[..5]);
    assert_eq!(game.play(at(&game, "B2")), Err(IllegalMove::Superko));
}

/// An eternal-life-like cycle without any ko shape: each side in turn sends
/// two stones into capture and takes one back (two mirrored shapes), so the
/// whole board repeats every six moves through multi-stone captures.
const TWO_SIDED_SEND_TWO: &str = "
    . O . O .
    X X O . .
    . . . . .
    . . . . .
    . . . . .
    O O X . .
    . X . X .";

const SEND_TWO_CYCLE: [&str; 6] = ["A1", "C1", "B1", "A7", "C7", "B7"];

#[test]
fn an_eternal_life_like_cycle_ends_without_result_under_japanese_rules() {
    let mut game = game_from(TWO_SIDED_SEND_TWO, Color::Black, RulesPreset::Japanese.rules());
    play_all(&mut game, &SEND_TWO_CYCLE);
    assert_eq!(*game.board(), Board::from_ascii(TWO_SIDED_SEND_TWO).unwrap());
    play_all(&mut game, &SEND_TWO_CYCLE[..5]);
    let last = game.play(at(&game, "B7")).unwrap();
    assert_eq!(last.phase, Phase::Over { result: GameResult::NoResult });
    assert_eq!(game.captures(), PerColor::new(6, 6));
    let mut chinese = game_from(TWO_SIDED_SEND_TWO, Color::Black, RulesPreset::Chinese.rules());
    play_all(&mut chinese, &SEND_TWO_CYCLE[..2]);
    assert_eq!(chinese.play(at(&chinese, "B1")), Err(IllegalMove::Superko));
}

const SUICIDE: &str = "
    O . X . .
    X X X . .
    . . . . .
    . . . X .
    . . X . X";

#[test]
fn new_zealand_allows_multi_stone_suicide_but_not_a_single_stone() {
    let mut game = game_from(SUICIDE, Color::White, RulesPreset::NewZealand.rules());
    assert_eq!(game.play(at(&game, "D1")), Err(IllegalMove::Suicide));
    let outcome = game.play(at(&game, "B5")).unwrap();
    assert_eq!(outcome.self_captured.len(), 2);
    assert_eq!(game.captures(), PerColor::new(2, 0));
    let mut japanese = game_from(SUICIDE, Color::White, RulesPreset::Japanese.rules());
    assert_eq!(japanese.play(at(&japanese, "B5")), Err(IllegalMove::Suicide));
    let illegal: Vec<(Point, IllegalMove)> = japanese.illegal_points().iter().map(|p| (p.point, p.reason)).collect();
    assert_eq!(illegal, [(Point::new(1, 0), IllegalMove::Suicide), (Point::new(3, 4), IllegalMove::Suicide)]);
}

#[test]
fn tromp_taylor_single_stone_suicide_repeats_the_position() {
    let mut game = game_from(SUICIDE, Color::White, RulesPreset::TrompTaylor.rules());
    assert_eq!(game.play(at(&game, "D1")), Err(IllegalMove::Superko));
    assert!(game.play(at(&game, "B5")).is_ok());
}

#[test]
fn turns_passes_and_resignation() {
    let mut game = Game::new(GameSettings::new(BoardSize::square(9).unwrap(), Rules::default())).unwrap();
    assert_eq!(game.play_as(Color::White, at(&game, "E5")), Err(IllegalMove::NotYourTurn));
    assert_eq!(game.play(Move::Play(Point::new(9, 0))), Err(IllegalMove::OffBoard));
    play_all(&mut game, &["E5", "pass"]);
    assert_eq!(game.play(at(&game, "E5")), Err(IllegalMove::Occupied));
    assert_eq!(game.last_move(), Some(PlayedMove { color: Color::White, played: Move::Pass }));
    assert_eq!(game.resume(), Err(ActionError::NotScoring));
    assert_eq!(game.resign(Color::White), Ok(GameResult::Resignation { winner: Color::Black }));
    assert_eq!(game.resign(Color::Black), Err(ActionError::GameOver));
    assert_eq!(game.play(Move::Pass), Err(IllegalMove::GameOver));
    assert!(game.undo());
    assert_eq!(game.phase(), Phase::Playing);
    assert_eq!(game.move_number(), 2);
}

#[test]
fn undo_and_redo_walk_the_history_and_a_new_move_drops_the_redo_line() {
    let mut game = game_from(KO, Color::Black, rules_with(KoRule::Simple, SuicideRule::Forbidden));
    play_all(&mut game, &["C3", "D1", "A1", "B3"]);
    let end = game.board().clone();
    assert!(game.undo() && game.undo() && game.undo());
    assert_eq!(game.move_number(), 1);
    assert_eq!(game.play(at(&game, "B3")), Err(IllegalMove::Ko), "the ko ban is back");
    assert_eq!(game.redo_line().len(), 3);
    play_all(&mut game, &["D1"]);
    assert_eq!(game.redo_line().len(), 2, "replaying the same move keeps the line");
    assert!(game.redo() && game.redo());
    assert_eq!(*game.board(), end);
    assert!(!game.redo());
    assert!(game.undo());
    play_all(&mut game, &["D4"]);
    assert!(game.redo_line().is_empty(), "a different move drops the line");
    while game.undo() {}
    assert_eq!(*game.board(), Board::from_ascii(KO).unwrap());
    assert_eq!(game.captures(), PerColor::default());
}

#[test]
fn records_round_trip_with_their_redo_line() {
    let mut game = game_from(KO, Color::Black, rules_with(KoRule::Positional, SuicideRule::Forbidden));
    play_all(&mut game, &["C3", "pass", "pass"]);
    game.resume().unwrap();
    play_all(&mut game, &["D1", "pass", "pass"]);
    game.record_score(GameResult::Score { winner: Color::White, margin_halves: 13 }).unwrap();
    game.undo();
    game.undo();
    let record = game.record();
    let json = serde_json::to_string(&record).unwrap();
    let rebuilt = Game::from_record(&serde_json::from_str(&json).unwrap()).unwrap();
    assert_eq!(rebuilt.record(), record);
    assert_eq!(rebuilt.board(), game.board());
    assert_eq!(rebuilt.phase(), game.phase());
    assert_eq!(rebuilt.redo_line().len(), 2);

    let mut broken = record.clone();
    broken.events.insert(1, GameEvent::Move { color: Color::White, played: at(&game, "B3") });
    assert_eq!(Game::from_record(&broken).err(), Some(RecordError::IllegalMove { index: 1, reason: IllegalMove::Ko }));
    let overlong = GameRecord { applied: 99, ..record };
    assert!(matches!(Game::from_record(&overlong), Err(RecordError::AppliedOutOfRange { .. })));
}

#[test]
fn fixed_handicap_lets_white_start_and_free_handicap_is_a_phase() {
    let size = BoardSize::square(9).unwrap();
    let fixed = Game::new(GameSettings::new(size, Rules::default()).with_handicap(5)).unwrap();
    assert_eq!(fixed.to_play(), Color::White);
    assert_eq!(fixed.board().stone_count(Color::Black), 5);

    let mut free = Game::new(GameSettings::new(size, RulesPreset::Chinese.rules()).with_handicap(2)).unwrap();
    assert_eq!(free.phase(), Phase::PlacingHandicap { remaining: 2 });
    assert_eq!(free.play(Move::Pass), Err(IllegalMove::PlacingHandicap));
    play_all(&mut free, &["A1"]);
    assert_eq!(free.play(at(&free, "A1")), Err(IllegalMove::Occupied));
    play_all(&mut free, &["J9"]);
    assert_eq!((free.phase(), free.to_play(), free.move_number()), (Phase::Playing, Color::White, 0));
    assert!(free.undo());
    assert_eq!(free.phase(), Phase::PlacingHandicap { remaining: 1 });

    let refused = |stones, rules: Rules| Game::new(GameSettings::new(size, rules).with_handicap(stones)).err();
    assert_eq!(refused(1, Rules::default()), Some(SetupError::HandicapCount { stones: 1 }));
    assert_eq!(refused(10, Rules::default()), Some(SetupError::HandicapCount { stones: 10 }));
    let small = BoardSize::square(5).unwrap();
    let too_small = Game::new(GameSettings::new(small, Rules::default()).with_handicap(2)).err();
    assert_eq!(too_small, Some(SetupError::HandicapTooLarge { size: small, stones: 2 }));
}

#[test]
fn handicap_positions_for_every_offered_size_and_count() {
    for side in [7, 9, 11, 13, 15, 17, 19] {
        let size = BoardSize::square(side).unwrap();
        for stones in 2..=9u8 {
            let game = Game::new(GameSettings::new(size, Rules::default()).with_handicap(stones)).unwrap();
            let expected = crate::handicap::fixed_handicap(size, stones).unwrap();
            let mut placed = game.board().points_of(Color::Black);
            let mut wanted = expected.clone();
            placed.sort_unstable();
            wanted.sort_unstable();
            assert_eq!(placed, wanted, "{side}x{side} with {stones}");
            assert_eq!(game.to_play(), Color::White);
        }
    }
}

/// Seeded random games under every ko and suicide rule: `check` always
/// predicts `play`, the illegal points are exactly the refused empty points
/// with the reasons `check` gives,
/// and undoing everything then rebuilding from the record gives the same game.
#[test]
fn random_games_keep_check_play_undo_and_records_consistent() {
    let mut state = 0x1060_u64;
    let mut next = move |n: usize| {
        state = state.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        (state >> 33) as usize % n.max(1)
    };
    for ko in [KoRule::Simple, KoRule::Positional, KoRule::Situational] {
        for suicide in [SuicideRule::Forbidden, SuicideRule::MultiStone, SuicideRule::Any] {
            let size = BoardSize::new(4, 5).unwrap();
            let mut game = Game::new(GameSettings::new(size, rules_with(ko, suicide))).unwrap();
            for _ in 0..120 {
                if game.phase() == Phase::Scoring {
                    game.resume().unwrap();
                }
                if game.result().is_some() {
                    break;
                }
                let empty: Vec<Point> = game.board().empty_points().collect();
                let refused: Vec<IllegalPoint> = empty
                    .iter()
                    .filter_map(|&point| {
                        game.check(Move::Play(point)).err().map(|reason| IllegalPoint { point, reason })
                    })
                    .collect();
                assert_eq!(game.illegal_points(), refused);
                let mv = if next(10) == 0 {
                    Move::Pass
                } else {
                    empty.get(next(empty.len())).map_or(Move::Pass, |&p| Move::Play(p))
                };
                let predicted = game.check(mv);
                assert_eq!(predicted, game.play(mv));
            }
            let record = game.record();
            let end = game.board().clone();
            while game.undo() {}
            assert_eq!(game.move_number(), 0);
            while game.redo() {}
            assert_eq!(*game.board(), end);
            assert_eq!(Game::from_record(&record).unwrap().board(), &end);
        }
    }
}
