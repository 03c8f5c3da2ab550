//! Goals on real positions: each predicate held and missed, with the fact
//! go-core reports, on boards drawn as in a lesson file.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "a test fails loudly")]

mod common;

use common::{HELP, at, exercise, points};
use go_core::{Color, IllegalMove};
use logo_lessons::{Attempt, Exercise, ExerciseState, Why, check_move};

/// A play exercise on a 5x5 board.
fn play(board: &str, goal: &str) -> Exercise {
    exercise(&format!(
        r#"
[[page]]
id = "p"
text = {{ de = "x", en = "x" }}
[page.diagram]
size = 5
board = """
{board}
"""
[page.exercise]
kind = "play"
goal = {goal}
answers = ["ae"]
{HELP}
"#
    ))
}

/// The verdict on one move from the start.
fn try_move(exercise: &Exercise, point: &str) -> Attempt {
    check_move(exercise, &mut ExerciseState::default(), at(exercise, point)).unwrap()
}

/// The facts of a wrong verdict.
fn reasons(attempt: Attempt) -> Vec<Why> {
    match attempt {
        Attempt::Wrong { feedback } => feedback.reasons,
        other => panic!("expected a wrong answer, got {other:?}"),
    }
}

fn correct(attempt: &Attempt) -> bool {
    matches!(attempt, Attempt::Correct { .. })
}

const ATARI_ON_C4: &str = "
. . . . .
. X O X .
. . X . .
. . . . .
. . . . .";

#[test]
fn captured_holds_once_the_chain_is_off_and_otherwise_counts_its_liberties() {
    let ex = play(ATARI_ON_C4, r#"{ captured = "cb" }"#);
    assert!(correct(&try_move(&ex, "ca")));
    assert_eq!(
        reasons(try_move(&ex, "ae")),
        [Why::LibertyCount { point: at(&ex, "cb"), count: 1 }],
        "not named: the last liberty is where the chain is captured"
    );
}

#[test]
fn the_wrong_answer_comes_back_as_a_code_with_parameters() {
    let ex = play(ATARI_ON_C4, r#"{ captured = "cb" }"#);
    let json = serde_json::to_value(try_move(&ex, "ae")).unwrap();
    assert_eq!(
        json,
        serde_json::json!({"outcome":"wrong","feedback":{"reasons":[
            {"code":"liberty_count","point":"cb","count":1}]}})
    );
}

const BLACK_IN_ATARI: &str = "
. O . . .
O X . . .
. O . . .
. . . . .
. . . . .";

#[test]
fn liberty_bounds_count_the_chain_after_the_move() {
    let ex = play(BLACK_IN_ATARI, r#"{ liberties = { chain = "bb", at_least = 3 } }"#);
    assert!(correct(&try_move(&ex, "cb")), "B4-C4 has C5, D4 and C3");
    let missed = reasons(try_move(&ex, "ae"));
    assert_eq!(missed, [Why::LibertyCount { point: at(&ex, "bb"), count: 1 }]);
    let exactly = play(BLACK_IN_ATARI, r#"{ liberties = { chain = "bb", exactly = 2 } }"#);
    assert!(!correct(&try_move(&exactly, "cb")), "three is not exactly two");
}

#[test]
fn not_reports_the_fact_that_should_not_hold() {
    let ex = play(BLACK_IN_ATARI, r#"{ not = { atari = "bb" } }"#);
    assert!(correct(&try_move(&ex, "cb")));
    assert_eq!(reasons(try_move(&ex, "ee")), [Why::LibertyCount { point: at(&ex, "bb"), count: 1 }]);
}

#[test]
fn connected_needs_one_chain_through_all_points() {
    let board = "
. . . . .
. . . . .
. X . X .
. . . . .
. . . . .";
    let ex = play(board, r#"{ all = [{ connected = ["bc", "dc"] }, { liberties = { chain = "bc", at_least = 6 } }] }"#);
    assert!(correct(&try_move(&ex, "cc")));
    assert_eq!(reasons(try_move(&ex, "cd")), [Why::NotConnected { points: points(&ex, &["bc", "dc"]) }]);
}

#[test]
fn illegal_checks_the_point_with_go_cores_reason() {
    let board = "
. X . . .
. . . . .
. . . . .
. . . . .
. . . . .";
    let ex = play(board, r#"{ illegal = { at = "aa", color = "white", reason = "suicide" } }"#);
    assert!(correct(&try_move(&ex, "ab")), "A5 becomes a suicide point for White");
    assert_eq!(reasons(try_move(&ex, "cc")), [Why::Legal { point: at(&ex, "aa"), color: Color::White }]);
    let ko = play(board, r#"{ illegal = { at = "aa", color = "white", reason = "ko" } }"#);
    let refused = Why::Refused { point: at(&ko, "aa"), color: Color::White, reason: IllegalMove::Suicide };
    assert_eq!(reasons(try_move(&ko, "ab")), [refused], "refused, but for another reason");
}

#[test]
fn captures_count_only_the_stones_taken_during_the_exercise() {
    let board = "
X O O . .
. X X . .
. . . . .
. . . . .
. . . . .";
    let ex = play(board, r#"{ captures = { color = "black", at_least = 2 } }"#);
    assert!(correct(&try_move(&ex, "da")));
    assert_eq!(reasons(try_move(&ex, "ee")), [Why::Captures { color: Color::Black, count: 0 }]);
}

#[test]
fn any_accepts_either_goal_and_lists_every_miss() {
    let board = "
. . . . .
. O X . .
. X . . .
. . . X O
. . . . .";
    let ex = play(board, r#"{ any = [{ atari = "bb" }, { atari = "ed" }] }"#);
    assert!(correct(&try_move(&ex, "ab")));
    assert!(correct(&try_move(&ex, "ee")));
    let missed = reasons(try_move(&ex, "cd"));
    let [Why::NoneHeld { facts }] = missed.as_slice() else { panic!("{missed:?}") };
    assert_eq!(facts.len(), 2);
}

#[test]
fn stone_holds_on_its_point_and_a_miss_does_not_name_the_point() {
    let ex = play(ATARI_ON_C4, r#"{ stone = { at = "ea", color = "black" } }"#);
    assert!(correct(&try_move(&ex, "ea")));
    assert_eq!(reasons(try_move(&ex, "eb")), [], "E5 is empty: saying so would give the answer away");
    let taken = play(ATARI_ON_C4, r#"{ stone = { at = "bb", color = "white" } }"#);
    assert_eq!(reasons(try_move(&taken, "eb")), [Why::Stone { point: at(&ex, "bb"), color: Some(Color::Black) }]);
}
