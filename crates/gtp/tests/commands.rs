//! The typed commands against the fake engine: arguments written as GTP
//! expects them, answers read into go-core's types.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "a test fails loudly")]

mod common;

use common::{fake, quick};
use go_core::{BoardSize, Color, GameResult, Komi, Move, Point};
use logo_gtp::{Engine, EngineMove, StoneStatus, TimeSettings};
use std::time::Duration;

fn nine() -> BoardSize {
    BoardSize::square(9).unwrap()
}

fn point(vertex: &str) -> Point {
    Point::from_display(vertex, nine()).unwrap()
}

fn nine_by_nine(args: &[&str]) -> Engine {
    let mut engine = Engine::start(&fake(args), quick()).unwrap();
    engine.boardsize(nine()).unwrap();
    engine.clear_board().unwrap();
    engine.komi(Komi::from_half_points(13)).unwrap();
    engine
}

#[test]
fn the_handshake_learns_who_the_engine_is_and_what_it_can_do() {
    let engine = Engine::start(&fake(&["--name", "Tester", "--version", "0.9", "--without", "undo"]), quick()).unwrap();
    assert_eq!((engine.identity().name.as_str(), engine.identity().version.as_str()), ("Tester", "0.9"));
    assert!(engine.supports("reg_genmove"));
    assert!(!engine.supports("undo"));
    assert_eq!(engine.commands().len(), 18);
}

#[test]
fn a_probe_reads_the_engine_and_leaves_nothing_running() {
    let found = logo_gtp::probe(&fake(&["--name", "Probed", "--without", "reg_genmove"]), quick()).unwrap();
    assert_eq!(found.identity.name, "Probed");
    assert!(found.commands.contains("genmove") && !found.commands.contains("reg_genmove"));
    let refused = logo_gtp::probe(&fake(&["--without", "play"]), quick()).unwrap_err();
    assert_eq!(refused.code(), "unsupported", "an engine that cannot be told moves is of no use");
}

#[test]
fn moves_go_both_ways_as_vertices() {
    let mut engine = nine_by_nine(&[]);
    engine.play(Color::Black, Move::Play(point("E5"))).unwrap();
    assert_eq!(engine.genmove(Color::White).unwrap(), EngineMove::Play { point: point("A9") });
    engine.play(Color::Black, Move::Pass).unwrap();
    assert_eq!(engine.custom("list_stones black").unwrap(), "E5");
    assert_eq!(engine.custom("list_stones white").unwrap(), "A9");
}

#[test]
fn pass_and_resign_are_moves_too() {
    let mut engine = nine_by_nine(&["--on", "genmove#1=answer:resign", "--on", "genmove#2=answer:PASS"]);
    assert_eq!(engine.genmove(Color::Black).unwrap(), EngineMove::Resign);
    assert_eq!(engine.genmove(Color::White).unwrap(), EngineMove::Pass);
    assert_eq!(EngineMove::Pass.as_move(), Some(Move::Pass));
    assert_eq!(EngineMove::Resign.as_move(), None);
}

#[test]
fn undo_takes_back_the_engines_move_and_the_one_before() {
    let mut engine = nine_by_nine(&[]);
    engine.play(Color::Black, Move::Play(point("E5"))).unwrap();
    engine.genmove(Color::White).unwrap();
    engine.undo().unwrap();
    engine.undo().unwrap();
    assert_eq!(engine.custom("list_stones black").unwrap(), "");
    assert_eq!(engine.custom("list_stones white").unwrap(), "");
    assert_eq!(engine.undo().unwrap_err().code(), "refused", "nothing left to undo");
}

#[test]
fn hints_leave_the_board_as_it_was() {
    for args in [&[][..], &["--without", "reg_genmove"][..]] {
        let mut engine = nine_by_nine(args);
        engine.play(Color::Black, Move::Play(point("E5"))).unwrap();
        assert_eq!(engine.hint(Color::White).unwrap(), EngineMove::Play { point: point("A9") }, "{args:?}");
        assert_eq!(engine.custom("list_stones white").unwrap(), "", "{args:?}");
        assert_eq!(engine.genmove(Color::White).unwrap(), EngineMove::Play { point: point("A9") });
    }
}

#[test]
fn scores_dead_stones_and_time() {
    let mut engine = nine_by_nine(&["--on", "final_status_list=answer:A1 B2\nC3"]);
    engine.play(Color::Black, Move::Play(point("E5"))).unwrap();
    assert_eq!(
        engine.final_score().unwrap(),
        GameResult::Score { winner: Color::Black, margin_halves: 147 },
        "80 points of territory against komi 6.5"
    );
    let dead = engine.final_status_list(StoneStatus::Dead).unwrap();
    assert_eq!(dead, [point("A1"), point("B2"), point("C3")]);
    let time = TimeSettings { main: Duration::from_secs(600), byo_yomi: Duration::from_secs(30), stones: 5 };
    engine.time_settings(time).unwrap();
    engine.time_left(Color::Black, Duration::from_millis(29_900), 3).unwrap();
}
