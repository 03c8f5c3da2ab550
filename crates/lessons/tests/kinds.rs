//! Every kind of exercise answered right and wrong, as the lesson player
//! will use the engine: the verdict, the reasons, the author's words, and
//! the state the app stores.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "a test fails loudly")]

mod common;

use common::{HELP, at, exercise, points, report};
use go_core::{Color, IllegalMove, Move};
use logo_lessons::{
    Attempt, ExerciseError, ExerciseState, Feedback, Solution, Why, check_choice, check_move, check_number,
    check_selection, position, solution,
};

fn page(size: u32, board: &str, exercise: &str) -> String {
    format!(
        r#"
[[page]]
id = "p"
text = {{ de = "x", en = "x" }}
[page.diagram]
size = {size}
board = """
{board}
"""
[page.exercise]
{HELP}
{exercise}
"#
    )
}

fn feedback(attempt: Attempt) -> Feedback {
    match attempt {
        Attempt::Wrong { feedback } => feedback,
        other => panic!("expected a wrong answer, got {other:?}"),
    }
}

/// Black to play; the black stone on B4 is in atari.
const PLAY_BOARD: &str = "
. O . . .
O X . . .
. O . . .
. . . . .
. . . . .";

#[test]
fn play_an_illegal_move_is_refused_with_its_rule_and_the_board_stays() {
    let ex = exercise(&page(
        5,
        PLAY_BOARD,
        r#"kind = "play"
goal = { liberties = { chain = "bb", at_least = 2 } }
answers = ["cb"]
[[page.exercise.wrong]]
play = "ba"
feedback = { de = "Besetzt.", en = "Taken." }"#,
    ));
    let mut state = ExerciseState::default();
    let before = position(&ex, &state).unwrap().board().clone();
    let refused = feedback(check_move(&ex, &mut state, at(&ex, "ba")).unwrap());
    assert_eq!(
        refused.reasons,
        [Why::Refused { point: at(&ex, "ba"), color: Color::Black, reason: IllegalMove::Occupied }]
    );
    assert_eq!(refused.text.unwrap().get("en").unwrap().text, "Taken.");
    assert_eq!(position(&ex, &state).unwrap().board(), &before, "nothing changed");
    assert_eq!((state.moves.len(), state.wrong_attempts, state.solved), (0, 1, false));
    assert!(matches!(check_move(&ex, &mut state, at(&ex, "cb")).unwrap(), Attempt::Correct { .. }));
    assert!(state.solved);
    assert_eq!(check_move(&ex, &mut state, at(&ex, "ee")), Err(ExerciseError::AlreadySolved));
}

/// White's B2 can be chased along the edge and captured.
const CHASE_BOARD: &str = "
. . . . .
. . . . .
. X . . .
X O . . .
. . . . .";

#[test]
fn play_a_sequence_follows_the_scripted_replies_and_explains_a_refuted_move() {
    let ex = exercise(&page(
        5,
        CHASE_BOARD,
        r#"kind = "play"
goal = { captured = "bd" }
answers = ["cd ce ae"]
replies = { "cd" = "be", "cd ce" = "ea" }
otherwise = { de = "Nein.", en = "No." }
[[page.exercise.wrong]]
play = "cd ea"
reply = "ce"
feedback = { de = "Weiß entkommt.", en = "White escapes." }"#,
    ));
    let mut state = ExerciseState::default();
    let reply = check_move(&ex, &mut state, at(&ex, "cd")).unwrap();
    assert_eq!(reply, Attempt::Continue { reply: Move::Play(at(&ex, "be")) });
    let escaped = feedback(check_move(&ex, &mut state, at(&ex, "ea")).unwrap());
    assert_eq!(escaped.refutation, Some(Move::Play(at(&ex, "ce"))));
    assert_eq!(escaped.text.unwrap().get("en").unwrap().text, "White escapes.");
    let otherwise = feedback(check_move(&ex, &mut state, at(&ex, "ac")).unwrap());
    assert_eq!(otherwise.text.unwrap().get("de").unwrap().text, "Nein.");
    assert_eq!(
        otherwise.reasons,
        [Why::LibertyCount { point: at(&ex, "bd"), count: 2 }],
        "the liberties are counted, not named: one of them is the right move"
    );
    assert_eq!(state.moves, points(&ex, &["cd"]), "wrong moves are not kept");
    assert_eq!(
        check_move(&ex, &mut state, at(&ex, "ce")).unwrap(),
        Attempt::Continue { reply: Move::Play(at(&ex, "ea")) }
    );
    assert!(matches!(check_move(&ex, &mut state, at(&ex, "ae")).unwrap(), Attempt::Correct { .. }));
    let board = position(&ex, &state).unwrap();
    assert_eq!(board.board().get(at(&ex, "bd")), None, "B2 and B1 are off the board");
    assert_eq!(board.captures().black, 2);
}

/// A teacher's exercise as "Meine Aufgaben" keeps it: the goal is a black
/// stone on the right point (C3, or D2 as well).
#[test]
fn play_a_wrong_move_never_names_the_right_point() {
    let ex = exercise(&page(
        5,
        PLAY_BOARD,
        r#"kind = "play"
goal = { any = [{ stone = { at = "cc", color = "black" } }, { stone = { at = "db", color = "black" } }] }
answers = ["cc", "db"]
[[page.exercise.wrong]]
play = "ee"
feedback = { de = "Zu langsam.", en = "Too slow." }"#,
    ));
    let mut state = ExerciseState::default();
    for wrong in ["ee", "ad", "ec"] {
        let told = feedback(check_move(&ex, &mut state, at(&ex, wrong)).unwrap());
        let said = serde_json::to_string(&told.reasons).unwrap();
        assert!(!said.contains("\"cc\"") && !said.contains("\"db\""), "{wrong}: {said}");
        assert_eq!(told.reasons, [], "{wrong}: only the author's words and the rule remain");
    }
    let goal_on_chain = exercise(&page(
        5,
        PLAY_BOARD,
        r#"kind = "play"
goal = { liberties = { chain = "bb", at_least = 3 } }
answers = ["cb"]"#,
    ));
    let told = feedback(check_move(&goal_on_chain, &mut ExerciseState::default(), at(&ex, "ca")).unwrap());
    assert_eq!(told.reasons, [Why::LibertyCount { point: at(&ex, "bb"), count: 1 }]);
}

#[test]
fn stored_progress_that_no_longer_fits_is_refused() {
    let ex = exercise(&page(5, PLAY_BOARD, "kind = \"play\"\ngoal = { captured = \"bb\" }\nanswers = [\"cc\"]"));
    let stale = ExerciseState { moves: points(&ex, &["bb"]), ..ExerciseState::default() };
    assert_eq!(position(&ex, &stale).unwrap_err(), ExerciseError::StaleState);
}

/// A5 is a one-stone suicide for Black; A1 would take A2-A3 with it.
const SUICIDE_BOARD: &str = "
. O . . .
O . . . .
X O . . .
X O . . .
. O . . .";

#[test]
fn forbidden_under_new_zealand_rules_only_the_one_stone_suicide_is_refused() {
    let nz = exercise(&page(5, SUICIDE_BOARD, "kind = \"forbidden\"\nrules = \"new-zealand\"\nreason = \"suicide\""));
    let right = check_move(&nz, &mut ExerciseState::default(), at(&nz, "aa")).unwrap();
    let refusal = Why::Refused { point: at(&nz, "aa"), color: Color::Black, reason: IllegalMove::Suicide };
    assert_eq!(right, Attempt::Correct { refusal: Some(refusal) });
    let legal = feedback(check_move(&nz, &mut ExerciseState::default(), at(&nz, "ae")).unwrap());
    assert_eq!(legal.reasons, [Why::Legal { point: at(&nz, "ae"), color: Color::Black }]);
    let japanese = exercise(&page(5, SUICIDE_BOARD, "kind = \"forbidden\"\nreason = \"suicide\""));
    let refused = check_move(&japanese, &mut ExerciseState::default(), at(&japanese, "ae")).unwrap();
    assert!(matches!(refused, Attempt::Correct { .. }), "Japanese rules refuse every suicide");
}

#[test]
fn forbidden_a_point_refused_for_another_rule_is_wrong() {
    let ex = exercise(&page(
        5,
        SUICIDE_BOARD,
        r#"kind = "forbidden"
reason = "ko"
[[page.exercise.wrong]]
point = "aa"
feedback = { de = "Das ist Selbstmord, kein Ko.", en = "That is suicide, not ko." }"#,
    ));
    let wrong = feedback(check_move(&ex, &mut ExerciseState::default(), at(&ex, "aa")).unwrap());
    assert_eq!(
        wrong.reasons,
        [Why::Refused { point: at(&ex, "aa"), color: Color::Black, reason: IllegalMove::Suicide }]
    );
    assert!(wrong.text.is_some());
}

/// White's C3 is in atari; the stones stand on C4, B3, D3 and C2.
const OCCUPIED_BOARD: &str = "
. . . . .
. . X . .
. X O X .
. . . . .
. . . . .";

#[test]
fn forbidden_occupied_the_stones_are_right_and_an_empty_point_is_allowed() {
    let ex = exercise(&page(
        5,
        OCCUPIED_BOARD,
        r#"kind = "forbidden"
reason = "occupied"
[[page.exercise.wrong]]
point = "cd"
feedback = { de = "C2 ist frei und fängt sogar.", en = "C2 is empty and even captures." }"#,
    ));
    assert!(report(&page(5, OCCUPIED_BOARD, "kind = \"forbidden\"\nreason = \"occupied\"")).errors.is_empty());
    let stones = points(&ex, &["cb", "bc", "cc", "dc"]);
    assert_eq!(solution(&ex).unwrap(), Solution::Points { points: stones });
    let mut state = ExerciseState::default();
    let empty = feedback(check_move(&ex, &mut state, at(&ex, "cd")).unwrap());
    assert_eq!(empty.reasons, [Why::Legal { point: at(&ex, "cd"), color: Color::Black }]);
    assert_eq!(empty.text.unwrap().get("en").unwrap().text, "C2 is empty and even captures.");
    let stone = check_move(&ex, &mut state, at(&ex, "cc")).unwrap();
    let refusal = Why::Refused { point: at(&ex, "cc"), color: Color::Black, reason: IllegalMove::Occupied };
    assert_eq!(stone, Attempt::Correct { refusal: Some(refusal) });
}

#[test]
fn select_says_which_points_do_not_belong_and_how_many_are_missing() {
    let ex = exercise(&page(
        5,
        ". . . . .\n. . . . .\n. X X . .\n. . . . .\n. . . . .",
        r#"kind = "select"
expected = { liberties = "bc" }
[[page.exercise.wrong]]
point = "ab"
feedback = { de = "Schräg.", en = "Diagonal." }"#,
    ));
    let mut state = ExerciseState::default();
    let wrong = feedback(check_selection(&ex, &mut state, &points(&ex, &["ab", "ac", "bb", "cb"])).unwrap());
    assert_eq!(wrong.reasons, [Why::NotExpected { points: points(&ex, &["ab"]) }, Why::Missing { count: 3 }]);
    assert_eq!(wrong.text.unwrap().get("en").unwrap().text, "Diagonal.");
    let all = points(&ex, &["bb", "cb", "ac", "dc", "bd", "cd"]);
    assert!(matches!(check_selection(&ex, &mut state, &all).unwrap(), Attempt::Correct { .. }));
}

#[test]
fn select_outside_a_partial_board_is_the_apps_mistake() {
    let ex = exercise(
        r#"
[[page]]
id = "p"
text = { de = "x", en = "x" }
[page.diagram]
size = 19
region = { from = "ao", to = "es" }
board = """
. . . . .
. . . . .
. . X . .
. . . . .
. . . . .
"""
[page.exercise]
kind = "select"
expected = { liberties = "cq" }
hint = { de = "Tipp", en = "Hint" }
solution = { de = "Lösung", en = "Solution" }
"#,
    );
    let outside = at(&ex, "fq");
    assert_eq!(
        check_selection(&ex, &mut ExerciseState::default(), &[outside]),
        Err(ExerciseError::OutsideView { point: outside })
    );
}

#[test]
fn choice_a_wrong_option_brings_the_authors_words_and_go_cores_fact() {
    let ex = exercise(&page(
        5,
        ". . . . .\n. O X . .\n. X . . .\n. . . . .\n. . . . .",
        r#"kind = "choice"
[[page.exercise.option]]
id = "b4"
text = { de = "B4", en = "B4" }
correct = true
holds = { atari = "bb" }
[[page.exercise.option]]
id = "c4"
text = { de = "C4", en = "C4" }
holds = { atari = "cb" }
feedback = { de = "C4 hat drei Freiheiten.", en = "C4 has three liberties." }"#,
    ));
    let mut state = ExerciseState::default();
    let wrong = feedback(check_choice(&ex, &mut state, "c4").unwrap());
    assert_eq!(
        wrong.reasons,
        [Why::Liberties { point: at(&ex, "cb"), count: 3, liberties: points(&ex, &["ca", "db", "cc"]) }]
    );
    assert!(wrong.text.is_some());
    assert_eq!(check_choice(&ex, &mut state, "z"), Err(ExerciseError::UnknownOption { id: "z".into() }));
    assert!(matches!(check_choice(&ex, &mut state, "b4").unwrap(), Attempt::Correct { .. }));
}

#[test]
fn number_too_low_too_high_and_the_listed_mistake() {
    let ex = exercise(&page(
        5,
        ". . . . .\n. X X . .\n. . X . .\n. . . . .\n. . . . .",
        r#"kind = "number"
expected = { liberties = "bb" }
[[page.exercise.wrong]]
value = 8
feedback = { de = "Doppelt gezählt.", en = "Counted twice." }"#,
    ));
    let mut state = ExerciseState::default();
    assert_eq!(feedback(check_number(&ex, &mut state, 6.0).unwrap()).reasons, [Why::TooLow { color: None }]);
    let twice = feedback(check_number(&ex, &mut state, 8.0).unwrap());
    assert_eq!(twice.reasons, [Why::TooHigh { color: None }]);
    assert_eq!(twice.text.unwrap().get("en").unwrap().text, "Counted twice.");
    assert_eq!(feedback(check_number(&ex, &mut state, 7.5).unwrap()).reasons, [Why::TooHigh { color: None }]);
    assert!(matches!(check_number(&ex, &mut state, 7.0).unwrap(), Attempt::Correct { .. }));
    assert_eq!(state.wrong_attempts, 3);
}

#[test]
fn an_answer_of_the_wrong_kind_is_refused() {
    let ex = exercise(&page(
        5,
        ". . . . .\n. X . . .\n. . . . .\n. . . . .\n. . . . .",
        "kind = \"number\"\nexpected = { liberties = \"bb\" }",
    ));
    let refused = check_move(&ex, &mut ExerciseState::default(), at(&ex, "cc"));
    assert_eq!(refused, Err(ExerciseError::WrongKind { kind: logo_lessons::Kind::Number }));
}
