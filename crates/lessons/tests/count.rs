//! Counting a finished 9x9 game in four steps, with go-core's count as the
//! referee, and the numbers and point sets the count gives other exercises.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "a test fails loudly")]

mod common;

use common::{HELP, at, exercise, points, report};
use go_core::Color;
use logo_lessons::{
    Attempt, CountAnswer, CountStep, ExerciseError, ExerciseState, Why, check_count, check_number, check_selection,
    count_expectation, count_with,
};

/// Black owns A–C with a dead white stone on B7, White owns F–J; E5 is
/// neutral. Black has taken 2 stones during the game, White 1.
const END: &str = "
. . . X O . . . .
. . . X O . . . .
. O . X O . . . .
. . . X O . . . .
. . . X . O . . .
. . . X O . . . .
. . . X O . . . .
. . . X O . . . .
. . . X O . . . .";

fn page(exercise: &str) -> String {
    format!(
        r#"
[[page]]
id = "p"
text = {{ de = "x", en = "x" }}
[page.diagram]
size = 9
board = """
{END}
"""
[page.exercise]
{HELP}
captures = {{ black = 2, white = 1 }}
{exercise}
"#
    )
}

const COUNT: &str = r#"kind = "count"
dead = ["bc"]
[page.exercise.steps]
neutral = { de = "1", en = "1" }
dead = { de = "2", en = "2" }
territory = { de = "3", en = "3" }
result = { de = "4", en = "4" }"#;

fn reasons(attempt: Attempt) -> Vec<Why> {
    match attempt {
        Attempt::Wrong { feedback } => feedback.reasons,
        other => panic!("expected a wrong answer, got {other:?}"),
    }
}

#[test]
fn the_expectations_come_from_go_cores_count() {
    let ex = exercise(&page(COUNT));
    let expected = count_expectation(&ex).unwrap();
    assert_eq!(expected.neutral, points(&ex, &["ee"]));
    assert_eq!(expected.dead, points(&ex, &["bc"]));
    assert_eq!((expected.score.black.territory, expected.score.white.territory), (27, 35));
    assert_eq!((expected.score.black.prisoners, expected.score.white.prisoners), (3, 1));
    assert_eq!(expected.score.result, "W+12.5", "Black 27 + 3, White 35 + 1 + 6.5");
}

#[test]
fn the_four_steps_each_refuse_a_wrong_answer_and_then_move_on() {
    let ex = exercise(&page(COUNT));
    let mut state = ExerciseState::default();
    let dead = CountAnswer::Dead { points: points(&ex, &["bc"]) };
    assert_eq!(check_count(&ex, &mut state, &dead), Err(ExerciseError::WrongStep { expected: CountStep::Neutral }));

    let too_many = CountAnswer::Neutral { points: points(&ex, &["ee", "ai"]) };
    assert_eq!(
        reasons(check_count(&ex, &mut state, &too_many).unwrap()),
        [Why::NotExpected { points: points(&ex, &["ai"]) }]
    );
    let neutral = CountAnswer::Neutral { points: points(&ex, &["ee"]) };
    assert_eq!(check_count(&ex, &mut state, &neutral).unwrap(), Attempt::NextStep { step: CountStep::Dead });

    let none = CountAnswer::Dead { points: Vec::new() };
    assert_eq!(reasons(check_count(&ex, &mut state, &none).unwrap()), [Why::Missing { count: 1 }]);
    assert_eq!(check_count(&ex, &mut state, &dead).unwrap(), Attempt::NextStep { step: CountStep::Territory });

    let short = CountAnswer::Territory { black: 26, white: 35 };
    assert_eq!(reasons(check_count(&ex, &mut state, &short).unwrap()), [Why::TooLow { color: Some(Color::Black) }]);
    let territory = CountAnswer::Territory { black: 27, white: 35 };
    assert_eq!(check_count(&ex, &mut state, &territory).unwrap(), Attempt::NextStep { step: CountStep::Result });

    let wrong_winner = CountAnswer::Result { result: "B+12.5".into() };
    assert_eq!(reasons(check_count(&ex, &mut state, &wrong_winner).unwrap()), [Why::WrongWinner]);
    let too_little = CountAnswer::Result { result: "W+10".into() };
    assert_eq!(reasons(check_count(&ex, &mut state, &too_little).unwrap()), [Why::TooLow { color: None }]);
    let result = CountAnswer::Result { result: "W+12.5".into() };
    assert!(matches!(check_count(&ex, &mut state, &result).unwrap(), Attempt::Correct { .. }));
    assert!(state.solved);
    assert_eq!(state.wrong_attempts, 5);
}

#[test]
fn a_dead_stone_marked_by_any_point_of_its_chain_counts_for_the_chain() {
    let ex = exercise(&page(COUNT));
    let mut state = ExerciseState { step: CountStep::Dead, ..ExerciseState::default() };
    let wall = CountAnswer::Dead { points: vec![at(&ex, "bc"), at(&ex, "ea")] };
    let extra = reasons(check_count(&ex, &mut state, &wall).unwrap());
    let [Why::NotExpected { points: wrong }] = extra.as_slice() else { panic!("{extra:?}") };
    assert_eq!(wrong.len(), 4, "E9 stands for the whole chain E9-E6");
}

#[test]
fn the_validator_accepts_the_count_and_holds_dead_stones_to_go_cores_proposal() {
    assert!(report(&page(COUNT)).errors.is_empty(), "{:#?}", report(&page(COUNT)).errors);
    let disputed = COUNT.replace(r#"dead = ["bc"]"#, r#"dead = ["bc", "fe"]"#);
    let errors = report(&page(&disputed)).errors;
    assert!(errors.iter().any(|e| e.message.contains("go-core's proposal marks B7")), "{errors:#?}");
}

#[test]
fn numbers_and_sets_from_the_count() {
    let margin = exercise(&page("kind = \"number\"\ndead = [\"bc\"]\nexpected = \"margin\""));
    let mut state = ExerciseState::default();
    assert!(matches!(check_number(&margin, &mut state, 12.5).unwrap(), Attempt::Correct { .. }));
    let white = exercise(&page("kind = \"number\"\ndead = [\"bc\"]\nexpected = { score = \"white\" }"));
    assert!(matches!(check_number(&white, &mut ExerciseState::default(), 42.5).unwrap(), Attempt::Correct { .. }));
    let neutral = exercise(&page("kind = \"select\"\ndead = [\"bc\"]\nexpected = \"neutral\""));
    let e5 = points(&neutral, &["ee"]);
    assert!(matches!(check_selection(&neutral, &mut ExerciseState::default(), &e5).unwrap(), Attempt::Correct { .. }));
    let black = exercise(&page("kind = \"number\"\ndead = [\"bc\"]\nexpected = { count = { territory = \"black\" } }"));
    assert!(matches!(check_number(&black, &mut ExerciseState::default(), 27.0).unwrap(), Attempt::Correct { .. }));
}

#[test]
fn the_live_count_follows_the_learners_marking() {
    let ex = exercise(&page(COUNT));
    let unmarked = count_with(&ex, &[]).unwrap();
    assert!(unmarked.points.dead.is_empty());
    assert!(!unmarked.points.territory.black.contains(&at(&ex, "bc")), "a live white stone is nobody's territory");
    let marked = count_with(&ex, &points(&ex, &["bc"])).unwrap();
    assert_eq!(marked.points.dead, points(&ex, &["bc"]));
    assert_eq!(marked.result_sgf(), "W+12.5", "the right marking gives the expected result");
    assert!(count_with(&ex, &points(&ex, &["aa"])).is_err(), "A9 holds no stone");
}
