//! "Who wins?" choices: an option may say who wins the count of the
//! exercise's position (and by how much); go-core's count must agree exactly
//! with the option that is marked correct, and a wrong pick hears go-core's
//! objection beside the author's words.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "a test fails loudly")]

mod common;

use common::{HELP, exercise, lesson, report};
use logo_lessons::{Attempt, ExerciseState, Feedback, Report, Why, check_choice};

/// A finished game on 5x5: Black has 7 points of territory on the left,
/// White 6 on the right. With White's 2 prisoners and no komi, White wins by 1.
const FINISHED: &str = "
. . X O .
. . X O .
. X X O .
. X O O .
. X O . .";

/// The page with a choice on [`FINISHED`]: `settings` and `options` go into the exercise.
fn page(settings: &str, options: &[(&str, bool, &str)]) -> String {
    let options: String = options
        .iter()
        .map(|(id, correct, claim)| {
            let feedback = if *correct { "correct = true" } else { r#"feedback = { de = "Nein.", en = "No." }"# };
            format!("[[page.exercise.option]]\nid = \"{id}\"\ntext = {{ de = \"{id}\", en = \"{id}\" }}\n{feedback}\n{claim}\n")
        })
        .collect();
    format!(
        "\n[[page]]\nid = \"p\"\ntext = {{ de = \"x\", en = \"x\" }}\n[page.diagram]\nsize = 5\nboard = \"\"\"{FINISHED}\n\"\"\"\n[page.exercise]\nkind = \"choice\"\n{HELP}\n{settings}\n{options}"
    )
}

/// Black, White or a draw, keyed as the count has it: White wins by 1.
fn keyed_right() -> String {
    page(
        "komi = 0\ncaptures = { white = 2 }",
        &[
            ("black", false, r#"winner = "black""#),
            ("white", true, r#"winner = "white""#),
            ("draw", false, r#"winner = "none""#),
        ],
    )
}

/// The line of `[page.exercise]` in the lesson file made of `pages`.
fn exercise_line(pages: &str) -> usize {
    lesson(pages).lines().position(|l| l == "[page.exercise]").unwrap() + 1
}

/// Asserts a problem in t.toml on `line` whose message contains `fragment`.
fn assert_problem(report: &Report, line: usize, fragment: &str) {
    let found = report.errors.iter().any(|e| e.file == "t.toml" && e.line == line && e.message.contains(fragment));
    assert!(found, "no t.toml:{line}: …{fragment}… in {:#?}", report.errors);
}

fn feedback(attempt: Attempt) -> Feedback {
    match attempt {
        Attempt::Wrong { feedback } => feedback,
        other => panic!("expected a wrong answer, got {other:?}"),
    }
}

#[test]
fn a_wrong_winner_hears_go_cores_count_beside_the_authors_words() {
    let pages = keyed_right();
    assert!(report(&pages).errors.is_empty(), "{:#?}", report(&pages).errors);
    let ex = exercise(&pages);
    let mut state = ExerciseState::default();
    let black = feedback(check_choice(&ex, &mut state, "black").unwrap());
    assert_eq!(black.reasons, [Why::WrongWinner]);
    assert_eq!(black.text.unwrap().get("en").unwrap().text, "No.");
    assert_eq!(feedback(check_choice(&ex, &mut state, "draw").unwrap()).reasons, [Why::WrongWinner]);
    assert!(matches!(check_choice(&ex, &mut state, "white").unwrap(), Attempt::Correct { .. }));
    assert_eq!(state.wrong_attempts, 2);
}

#[test]
fn a_margin_too_high_or_too_low_is_named() {
    let pages = page(
        "komi = 0\ncaptures = { white = 2 }",
        &[
            ("by-one", true, "winner = \"white\"\nmargin = 1"),
            ("by-three", false, "winner = \"white\"\nmargin = 3"),
            ("by-half", false, "winner = \"white\"\nmargin = 0.5"),
        ],
    );
    assert!(report(&pages).errors.is_empty(), "{:#?}", report(&pages).errors);
    let ex = exercise(&pages);
    let mut state = ExerciseState::default();
    assert_eq!(feedback(check_choice(&ex, &mut state, "by-three").unwrap()).reasons, [Why::TooHigh { color: None }]);
    assert_eq!(feedback(check_choice(&ex, &mut state, "by-half").unwrap()).reasons, [Why::TooLow { color: None }]);
}

#[test]
fn a_wrongly_keyed_option_is_refused_by_the_validator() {
    let pages = page(
        "komi = 0\ncaptures = { white = 2 }",
        &[("black", true, r#"winner = "black""#), ("white", false, r#"winner = "white""#)],
    );
    let report = report(&pages);
    let line = exercise_line(&pages);
    assert_problem(&report, line, r#"option "black" is marked correct, but go-core counts W+1 (komi 0)"#);
    assert_problem(&report, line, r#"option "white" is marked wrong, but go-core's count W+1 agrees with it"#);
}

#[test]
fn the_count_uses_the_exercises_komi_prisoners_and_dead_stones() {
    // Without White's prisoners Black wins by 1; the preset's komi 6.5 turns it round.
    let forgot_komi = page("", &[("black", true, r#"winner = "black""#), ("white", false, r#"winner = "white""#)]);
    assert_problem(&report(&forgot_komi), exercise_line(&forgot_komi), "go-core counts W+5.5 (komi 6.5)");
    let no_prisoners =
        page("komi = 0", &[("black", true, r#"winner = "black""#), ("white", false, r#"winner = "white""#)]);
    assert!(report(&no_prisoners).errors.is_empty(), "{:#?}", report(&no_prisoners).errors);
    // With the white chain on D2 dead, Black owns the whole board.
    let dead = page(
        "komi = 0\ndead = [\"cd\"]",
        &[("black", true, "winner = \"black\"\nmargin = 25"), ("white", false, r#"winner = "white""#)],
    );
    assert!(report(&dead).errors.is_empty(), "{:#?}", report(&dead).errors);
    let empty = page("komi = 0\ndead = [\"ae\"]", &[("black", true, r#"winner = "black""#), ("w", false, "")]);
    assert_problem(&report(&empty), exercise_line(&empty), "dead: there is no stone on A1");
}

#[test]
fn a_claim_is_written_as_winner_and_margin_only() {
    let bad_winner = page("", &[("b", true, r#"winner = "B""#), ("w", false, "")]);
    let winner_line = lesson(&bad_winner).lines().position(|l| l.starts_with("winner")).unwrap() + 1;
    assert_problem(&report(&bad_winner), winner_line, "unknown variant `B`");
    let lonely_margin = page("komi = 0", &[("b", true, "margin = 2"), ("w", false, "")]);
    let line = exercise_line(&lonely_margin);
    assert_problem(&report(&lonely_margin), line, r#"option "b": `margin` needs `winner`"#);
    let tie_margin = page("komi = 0", &[("b", true, "winner = \"none\"\nmargin = 2"), ("w", false, "")]);
    assert_problem(&report(&tie_margin), exercise_line(&tie_margin), "makes no sense for a tie");
    let komi_alone = page("komi = 0", &[("b", true, ""), ("w", false, "")]);
    assert_problem(&report(&komi_alone), exercise_line(&komi_alone), "`komi` has no meaning in a choice exercise");
}

#[test]
fn the_courses_who_wins_questions_are_counted_by_go_core() {
    let course = logo_lessons::load(&common::repo_lessons()).course;
    let pages = [
        ("basic-rules", "who-wins"),
        ("aim-of-the-game", "who-wins"),
        ("aim-of-the-game", "jigo-or-not"),
        ("winning", "who-wins"),
    ];
    for (lesson, page) in pages {
        let page = course.lesson(lesson).unwrap().page(page).unwrap();
        let Some(logo_lessons::Task::Choice(task)) = page.exercise.as_ref().map(|e| &e.task) else {
            panic!("{lesson}#{} is a choice", page.id);
        };
        assert!(task.options.iter().all(|o| o.count.is_some()), "{lesson}#{}: every option says who wins", page.id);
    }
}
