//! The ko lesson's first exercise as a learner meets it (and as the app's
//! end-to-end test will play it): the immediate retake is refused with the
//! ko rule and the board stays as it was; a threat, White's answer, and then
//! the retake solves it.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "a test fails loudly")]

mod common;

use common::{at, repo_lessons};
use go_core::{Color, IllegalMove, Move};
use logo_lessons::{Attempt, ExerciseState, Kind, Why, check_move, load, position};

#[test]
fn the_retake_is_refused_by_the_ko_rule_then_a_threat_wins_the_ko_back() {
    let course = load(&repo_lessons()).course;
    let lesson = course.lesson("ko").unwrap();
    let page = lesson.pages.iter().find(|p| p.exercise.is_some()).unwrap();
    assert_eq!(page.id, "first-retake", "the first exercise of the ko lesson");
    let ex = page.exercise.as_ref().unwrap();
    assert_eq!(ex.task.kind(), Kind::Play);

    let mut state = ExerciseState::default();
    let start = position(ex, &state).unwrap();
    assert_eq!(start.board().get(at(ex, "bc")), Some(Color::White), "White has just captured on B5");
    assert_eq!(start.board().get(at(ex, "cc")), None);

    let Attempt::Wrong { feedback } = check_move(ex, &mut state, at(ex, "cc")).unwrap() else {
        panic!("retake allowed")
    };
    assert_eq!(feedback.reasons, [Why::Refused { point: at(ex, "cc"), color: Color::Black, reason: IllegalMove::Ko }]);
    assert!(feedback.text.unwrap().get("de").unwrap().text.contains("Ko-Regel"));
    assert_eq!(position(ex, &state).unwrap().board(), start.board(), "the board is unchanged");

    let answer = check_move(ex, &mut state, at(ex, "fe")).unwrap();
    assert_eq!(answer, Attempt::Continue { reply: Move::Play(at(ex, "gf")) }, "White saves F2");
    assert!(matches!(check_move(ex, &mut state, at(ex, "cc")).unwrap(), Attempt::Correct { .. }));
    let end = position(ex, &state).unwrap();
    assert_eq!(end.board().get(at(ex, "cc")), Some(Color::Black));
    assert_eq!(end.board().get(at(ex, "bc")), None, "the ko is retaken");
    assert_eq!((state.solved, state.wrong_attempts), (true, 1));
}
