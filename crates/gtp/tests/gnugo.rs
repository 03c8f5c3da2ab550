//! The client against the real GNU Go 3.8 (Debian package `gnugo`): found
//! where it is installed, started with the flags of each rule set, its
//! answers read into go-core's types, and gone when the client is done.
//! Like go-core's GNU Go tests, these fail (naming the package) when GNU Go
//! is missing rather than pass silently.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "a test fails loudly")]

mod common;

use common::{assert_gone, quick};
use go_core::{BoardSize, Color, Game, GameSettings, Move, Point, RulesPreset};
use logo_gtp::{Engine, EngineMove, EngineProfile, GnuGo, GnuGoLevel, GtpError, RulesFit, TimeSettings, find_gnugo};
use std::collections::BTreeSet;
use std::time::Duration;

fn gnugo() -> GnuGo {
    GnuGo::find(GnuGoLevel::WEAKEST).unwrap_or_else(|| {
        panic!("GNU Go is missing: install the Debian package `gnugo` (apt-get install gnugo); these tests need it")
    })
}

fn nine() -> BoardSize {
    BoardSize::square(9).unwrap()
}

fn point(vertex: &str) -> Point {
    Point::from_display(vertex, nine()).unwrap()
}

fn started(preset: RulesPreset) -> Engine {
    let mut engine = Engine::start(&gnugo().command(&preset.rules()), quick()).unwrap();
    engine.boardsize(nine()).unwrap();
    engine.clear_board().unwrap();
    engine
}

fn stones(engine: &mut Engine, color: &str) -> BTreeSet<Point> {
    let list = engine.custom(&format!("list_stones {color}")).unwrap();
    list.split_whitespace().map(point).collect()
}

#[test]
fn gnu_go_is_found_and_introduces_itself() {
    let found = find_gnugo().expect("GNU Go is missing: install the Debian package `gnugo`");
    assert_eq!(found.file_name().and_then(|n| n.to_str()), Some("gnugo"));
    let engine = started(RulesPreset::Japanese);
    assert_eq!(engine.identity().name, "GNU Go");
    assert_eq!(engine.identity().version, "3.8");
    for command in ["reg_genmove", "undo", "final_status_list", "final_score", "fixed_handicap", "time_left"] {
        assert!(engine.supports(command), "{command}");
    }
    let profile = EngineProfile::GnuGo(gnugo());
    assert_eq!(profile.display_name(engine.identity()), "GNU Go 3.8 (level 1)");
    assert_eq!(profile.rules_plan(&RulesPreset::Chinese.rules(), 0, engine.commands()).fit, RulesFit::Exact);
}

/// A lone white stone at A1 with Black on B1: playing A2 as White is a single-stone suicide.
fn try_suicide(engine: &mut Engine) -> Result<(), GtpError> {
    engine.play(Color::Black, Move::Play(point("B1"))).unwrap();
    engine.play(Color::White, Move::Play(point("E5"))).unwrap();
    engine.play(Color::Black, Move::Play(point("A2"))).unwrap();
    engine.play(Color::White, Move::Play(point("A1")))
}

#[test]
fn every_preset_starts_and_the_suicide_flag_takes_effect() {
    for preset in RulesPreset::ALL {
        let mut engine = started(preset);
        let outcome = try_suicide(&mut engine);
        if preset == RulesPreset::TrompTaylor {
            assert_eq!(outcome, Ok(()), "Tromp-Taylor allows single-stone suicide");
            assert!(!stones(&mut engine, "white").contains(&point("A1")), "the suicided stone is gone");
        } else {
            let refusal = outcome.unwrap_err();
            assert_eq!(refusal.code(), "refused", "{preset:?}: {refusal}");
        }
    }
}

#[test]
fn undo_takes_back_both_sides_and_hints_change_nothing() {
    let mut engine = started(RulesPreset::Japanese);
    let mut game = Game::new(GameSettings::new(nine(), RulesPreset::Japanese.rules())).unwrap();
    for (color, vertex) in [(Color::Black, "E5"), (Color::White, "C3"), (Color::Black, "G7")] {
        engine.play(color, Move::Play(point(vertex))).unwrap();
        game.play(Move::Play(point(vertex))).unwrap();
    }
    let reply = engine.genmove(Color::White).unwrap();
    let Some(mv) = reply.as_move() else { panic!("GNU Go resigned on move 4") };
    game.play(mv).expect("GNU Go's move is legal");
    engine.undo().unwrap();
    engine.undo().unwrap();
    assert!(game.undo() && game.undo());
    assert_eq!(stones(&mut engine, "black"), game.board().points_of(Color::Black).into_iter().collect());
    assert_eq!(stones(&mut engine, "white"), game.board().points_of(Color::White).into_iter().collect());
    let hint = engine.hint(Color::Black).unwrap();
    assert!(matches!(hint, EngineMove::Play { .. }), "{hint:?}");
    assert_eq!(stones(&mut engine, "black").len(), 1, "the hint was not played");
}

#[test]
fn handicap_stones_come_back_as_points() {
    let mut engine = started(RulesPreset::Japanese);
    let placed = engine.fixed_handicap(4).unwrap();
    let expected = go_core::fixed_handicap(nine(), 4).unwrap();
    assert_eq!(placed.into_iter().collect::<BTreeSet<_>>(), expected.into_iter().collect());
    let refused = engine.fixed_handicap(4).unwrap_err();
    assert_eq!(refused.code(), "refused", "the board is no longer empty");
}

#[test]
fn free_handicap_goes_both_ways() {
    let mut engine = started(RulesPreset::Chinese);
    let chosen = engine.place_free_handicap(3).unwrap();
    assert_eq!(chosen.len(), 3);
    assert_eq!(stones(&mut engine, "black"), chosen.iter().copied().collect());
    engine.clear_board().unwrap();
    let mine = [point("C3"), point("G7"), point("E5")];
    engine.set_free_handicap(&mine).unwrap();
    assert_eq!(stones(&mut engine, "black"), mine.into_iter().collect());
    assert!(matches!(engine.genmove(Color::White).unwrap(), EngineMove::Play { .. }), "White moves after the handicap");
}

#[test]
fn a_board_gnu_go_cannot_play_is_refused_and_gnu_go_keeps_running() {
    let mut engine = started(RulesPreset::Japanese);
    let refused = engine.boardsize(BoardSize::square(21).unwrap()).unwrap_err();
    assert!(matches!(&refused, GtpError::Refused { command, .. } if command == "boardsize 21"), "{refused:?}");
    assert!(!GnuGo::supports_size(BoardSize::square(21).unwrap()));
    assert!(engine.genmove(Color::Black).is_ok());
}

#[test]
fn gnu_go_is_gone_after_quit_and_after_drop() {
    let engine = started(RulesPreset::Chinese);
    let pid = engine.pid();
    assert_eq!(engine.quit().unwrap().code, Some(0));
    assert_gone(pid);
    let mut engine = started(RulesPreset::Chinese);
    engine.genmove(Color::Black).unwrap();
    let pid = engine.pid();
    drop(engine);
    assert_gone(pid);
}

/// GNU Go's own moves from an empty 9x9 board, `moves` of them alternating
/// colours, its random seed fixed, with or without a 30 s per-move budget
/// (LoGo's fixed time per move: `time_settings 0 30 1`, `time_left … 30 1`).
fn self_play(moves: usize, budget: Option<Duration>) -> Vec<EngineMove> {
    let mut engine = started(RulesPreset::Japanese);
    engine.custom("set_random_seed 1").unwrap();
    if let Some(per_move) = budget {
        engine.time_settings(TimeSettings { main: Duration::ZERO, byo_yomi: per_move, stones: 1 }).unwrap();
    }
    let mut color = Color::Black;
    let mut played = Vec::new();
    for _ in 0..moves {
        if let Some(per_move) = budget {
            engine.time_left(color, per_move, 1).unwrap();
        }
        played.push(engine.genmove(color).unwrap());
        color = color.opponent();
    }
    played
}

#[test]
fn a_clock_does_not_make_gnu_go_stronger_than_its_level() {
    // Without `--max-level`, GNU Go raises level 1 to about 10 with 30 s a
    // move, and the games part from move 8 on.
    let unhurried = self_play(24, None);
    let with_clock = self_play(24, Some(Duration::from_secs(30)));
    assert_eq!(with_clock, unhurried, "the same seed plays the same moves at level 1 with and without a clock");
}
