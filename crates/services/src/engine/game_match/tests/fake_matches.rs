//! Matches against the scripted fake engine: every way a seat can spoil a
//! game ends the match with the game so far intact.

use super::{Scripted, engine_stones, fake_seat, go_core_stones, point, settings};
use crate::engine::RandomSeat;
use crate::engine::game_match::{Lineup, Match, MatchEnd, MatchError};
use go_core::{Color, GameResult, IllegalMove, Move, RulesPreset};
use logo_gtp::GtpError;
use std::time::Duration;

fn self_play(args: &[&str], max_moves: u32) -> Match {
    let settings = settings(RulesPreset::Japanese, max_moves);
    let engine = fake_seat(args, &settings);
    Match::new(settings, Lineup::SelfPlay(Box::new(engine))).unwrap()
}

#[test]
fn an_occupied_point_from_the_engine_stops_the_match_before_it_is_played() {
    // The fake's first move is A9; on its third move the script repeats it.
    let mut played = self_play(&["--on", "genmove#3=answer:A9"], 100);
    let error = played.run().unwrap_err();
    assert_eq!(
        error,
        MatchError::IllegalMove { color: Color::Black, played: Move::Play(point("A9")), reason: IllegalMove::Occupied }
    );
    assert_eq!(played.game().move_number(), 2, "the two legal moves are kept");
    assert_eq!(error.to_string(), "Black chose aa, which is illegal (occupied): the point is occupied");
}

#[test]
fn a_ko_retake_from_the_engine_is_refused() {
    // Black (the fake, scripted) builds a ko that White takes at B2; Black's
    // immediate retake at C2 is illegal under every rule set.
    let black = ["A2", "B3", "B1", "C2", "C2"];
    let script: Vec<String> = black.iter().enumerate().map(|(i, v)| format!("genmove#{}=answer:{v}", i + 1)).collect();
    let args: Vec<&str> = script.iter().flat_map(|s| ["--on", s.as_str()]).collect();
    let settings = settings(RulesPreset::Japanese, 100);
    let engine = fake_seat(&args, &settings);
    let white = Scripted::boxed(&["D2", "C3", "C1", "B2"]);
    let mut played = Match::new(settings, Lineup::Versus { black: Box::new(engine), white }).unwrap();
    let error = played.run().unwrap_err();
    assert_eq!(
        error,
        MatchError::IllegalMove { color: Color::Black, played: Move::Play(point("C2")), reason: IllegalMove::Ko }
    );
    assert_eq!(played.game().captures().white, 1, "White's capture at B2 stands");
}

#[test]
fn a_crash_mid_game_keeps_the_moves_so_far() {
    let mut played = self_play(&["--on", "genmove#4=crash"], 100);
    let error = played.run().unwrap_err();
    let MatchError::Engine { color: Color::White, error: GtpError::Crashed { exit, stderr_tail, .. } } = &error else {
        panic!("{error:?}")
    };
    assert_eq!(exit.code, Some(3));
    assert!(stderr_tail.contains("crashing on purpose"));
    assert_eq!(played.game().move_number(), 3);
}

#[test]
fn resignation_ends_the_match_with_a_result() {
    let mut played = self_play(&["--on", "genmove#3=answer:resign"], 100);
    assert_eq!(played.run().unwrap(), MatchEnd::Resignation { winner: Color::White });
    assert_eq!(played.game().result(), Some(GameResult::Resignation { winner: Color::White }));
    assert_eq!(played.step().unwrap(), Some(MatchEnd::Resignation { winner: Color::White }), "it stays over");
}

#[test]
fn two_passes_are_counted_with_the_engines_opinion_beside() {
    let mut played = self_play(&["--pass-after", "6"], 100);
    let MatchEnd::TwoPasses(count) = played.run().unwrap() else { panic!("no count") };
    assert_eq!(played.game().move_number(), 8);
    assert_eq!(played.game().result(), Some(count.result));
    let opinion = count.engine.as_ref().expect("the fake gives an opinion");
    assert!(opinion.dead.is_empty());
    let komi_only = GameResult::Score { winner: Color::White, margin_halves: 13 };
    assert_eq!(opinion.score, Some(komi_only), "the fake counts no territory on its open board");
}

#[test]
fn the_move_limit_stops_the_match_without_a_result() {
    let mut played = self_play(&[], 5);
    assert_eq!(played.run().unwrap(), MatchEnd::MoveLimit);
    assert_eq!(played.game().move_number(), 5);
    assert_eq!(played.game().result(), None);
}

#[test]
fn a_long_genmove_is_cancelled_and_the_match_stops() {
    let settings = settings(RulesPreset::Japanese, 100);
    let engine = fake_seat(&["--on", "genmove#3=hang"], &settings);
    let killer = engine.killer();
    let mut played = Match::new(settings, Lineup::SelfPlay(Box::new(engine))).unwrap();
    let cancel = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(300));
        killer.kill();
    });
    let error = played.run().unwrap_err();
    cancel.join().unwrap();
    assert_eq!(
        error,
        MatchError::Engine { color: Color::Black, error: GtpError::Cancelled { command: "genmove black".into() } }
    );
    assert_eq!(played.game().move_number(), 2);
}

#[test]
fn taking_back_moves_takes_them_back_in_the_engine_too() {
    let settings = settings(RulesPreset::Japanese, 100);
    let engine = fake_seat(&[], &settings);
    let mut played =
        Match::new(settings, Lineup::Versus { black: Box::new(RandomSeat::new(5)), white: Box::new(engine) }).unwrap();
    for _ in 0..6 {
        assert_eq!(played.step().unwrap(), None);
    }
    played.take_back(2).unwrap();
    assert_eq!(played.game().move_number(), 4);
    let game = played.game().clone();
    let white = played.seat_mut(Color::White).unwrap();
    for color in [Color::Black, Color::White] {
        assert_eq!(engine_stones(white, color), go_core_stones(&game, color), "{color:?}");
    }
    assert!(played.take_back(5).is_err(), "only four moves are left");
    assert_eq!(played.step().unwrap(), None, "play goes on after taking back");
    assert_eq!(played.game().move_number(), 5);
}
