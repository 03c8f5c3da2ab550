//! The position shown as an exercise: a lesson file of the course's format
//! that the lessons engine reads and validates, and every way the marks can
//! make no exercise, told as data.

use super::*;
use crate::error::AppError;
use crate::error::ExerciseDraftProblem;
use crate::teach::exercise::{ExerciseSpec, WrongMove, course_around, exercise_lesson};
use go_core::IllegalMove;

/// A 7×7 board: the white stone on C5 has one liberty left, at C4 (`cd`).
///
/// ```text
/// . . . . . . .
/// . . X . . . .
/// . X O X . . .
/// . . . . . . .
/// ```
fn atari() -> TeachEditor {
    let mut editor = empty(7);
    let stones =
        [(TeachTool::Black, "cb"), (TeachTool::Black, "bc"), (TeachTool::Black, "dc"), (TeachTool::White, "cc")];
    act_all(&mut editor, &stones.map(|(t, p)| tool(t, p)));
    act_all(&mut editor, &[TeachAction::Comment { text: "Schlage den Stein.".into() }]);
    editor
}

fn spec(correct: &[&str], wrong: &[(&str, &str)]) -> ExerciseSpec {
    ExerciseSpec {
        title: "Fang den Stein".into(),
        correct: correct.iter().map(|p| pt(p)).collect(),
        wrong: wrong.iter().map(|(p, f)| WrongMove { point: pt(p), feedback: (*f).to_owned() }).collect(),
        hint: String::new(),
    }
}

#[test]
fn the_exercise_is_a_lesson_file_the_lessons_engine_reads_and_validates() {
    let text = exercise_lesson(&atari(), &spec(&["cd"], &[("ce", "Zu weit weg: C3 nimmt keine Freiheit.")])).unwrap();
    let report = logo_lessons::validate(&course_around(&text));
    assert!(report.errors.is_empty(), "{:?}\n{text}", report.errors);
    let loaded = logo_lessons::load(&course_around(&text));
    let page = &loaded.course.lessons[0].pages[0];
    let exercise = page.exercise.as_ref().unwrap();
    assert_eq!(exercise.setup.to_play, Color::Black);
    assert_eq!(page.text.exact("de"), Some("Fang den Stein\n\nSchlage den Stein."));
    assert_eq!((&exercise.hint, &exercise.solution), (&None, &None), "LoGo's own words are the player's: {text}");
    assert!(text.contains("kind = \"play\""), "{text}");
}

#[test]
fn several_right_moves_make_a_goal_any_of_which_solves_it() {
    let text = exercise_lesson(&atari(), &spec(&["cd", "ee"], &[])).unwrap();
    assert!(text.contains("any"), "{text}");
    let loaded = logo_lessons::load(&course_around(&text));
    let exercise = loaded.course.lessons[0].pages[0].exercise.as_ref().unwrap();
    let solved = |point: &str| {
        let mut state = logo_lessons::ExerciseState::default();
        let attempt = logo_lessons::check_move(exercise, &mut state, pt(point)).unwrap();
        matches!(attempt, logo_lessons::Attempt::Correct { .. })
    };
    assert!(solved("cd") && solved("ee") && !solved("aa"));
}

#[test]
fn marks_that_make_no_exercise_are_told_as_data() {
    let problem = |editor: &TeachEditor, s: ExerciseSpec| match exercise_lesson(editor, &s) {
        Err(AppError::ExerciseNotSaved { problem }) => problem,
        other => panic!("{other:?}"),
    };
    let editor = atari();
    assert_eq!(problem(&editor, spec(&[], &[])), ExerciseDraftProblem::NoCorrectMove);
    assert_eq!(
        problem(&editor, spec(&["cc"], &[])),
        ExerciseDraftProblem::NotPlayable { point: pt("cc"), reason: IllegalMove::Occupied }
    );
    assert_eq!(
        problem(&editor, spec(&["cd"], &[("cd", "nein")])),
        ExerciseDraftProblem::RightAndWrong { point: pt("cd") }
    );
    assert_eq!(problem(&editor, spec(&["cd"], &[("ee", "  ")])), ExerciseDraftProblem::Feedback { point: pt("ee") });
    assert_eq!(problem(&empty(25), spec(&["aa"], &[])), ExerciseDraftProblem::BoardSize { min: 5, max: 19 });
    let untitled = ExerciseSpec { title: " ".into(), ..spec(&["cd"], &[]) };
    assert!(matches!(exercise_lesson(&editor, &untitled), Err(AppError::InvalidArgument { .. })));
}

#[test]
fn the_teachers_words_cannot_break_the_file_or_make_links() {
    let mut editor = atari();
    act_all(&mut editor, &[TeachAction::Comment { text: "\"\"\" ]] [[ko]] \\ ''' \n[page]".into() }]);
    let text =
        exercise_lesson(&editor, &ExerciseSpec { hint: "Tipp: \"C4\" [[".into(), ..spec(&["cd"], &[]) }).unwrap();
    let loaded = logo_lessons::load(&course_around(&text));
    assert!(loaded.problems.is_empty(), "{:?}", loaded.problems);
    let page = &loaded.course.lessons[0].pages[0];
    assert!(page.text.exact("de").unwrap().contains("\"\"\" ] ] [ [ko] ] \\ '''"), "{:?}", page.text);
}

#[test]
fn the_teacher_s_marks_and_short_labels_go_into_the_lesson_diagram() {
    let mut editor = atari();
    let marks = [
        tool(TeachTool::Triangle, "cc"),
        tool(TeachTool::Letter, "cd"),
        tool(TeachTool::Letter, "ee"),
        tool(TeachTool::Circle, "ee"),
        tool(TeachTool::Cross, "aa"),
    ];
    act_all(&mut editor, &marks);
    let text = exercise_lesson(&editor, &spec(&["cd"], &[])).unwrap();
    let report = logo_lessons::validate(&course_around(&text));
    assert!(report.errors.is_empty(), "{:?}\n{text}", report.errors);
    let loaded = logo_lessons::load(&course_around(&text));
    let exercise = loaded.course.lessons[0].pages[0].exercise.as_ref().unwrap();
    let markup = &exercise.diagram.markup;
    assert_eq!(markup.triangle, vec![pt("cc")]);
    assert_eq!(markup.circle, vec![pt("ee")]);
    assert_eq!(markup.cross, vec![pt("aa")]);
    let mut labels: Vec<(Point, &str)> = markup.labels.iter().map(|l| (l.point, l.text.as_str())).collect();
    labels.sort();
    let mut expected = vec![(pt("cd"), "A"), (pt("ee"), "B")];
    expected.sort();
    assert_eq!(labels, expected);
    assert_eq!(exercise.diagram.board.get(pt("cc")), Some(Color::White), "the marked stone stays");
}
