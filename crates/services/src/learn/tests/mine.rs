//! "Meine Aufgaben" on a real database file: an exercise made on the
//! teaching board is kept, listed, played in the lesson player's service
//! like any exercise (the teacher's feedback on a wrong move, solved by a
//! right one), survives a restart and can be deleted.

use super::*;
use crate::learn::views::Verdict;
use crate::teach::action::{TeachAction, TeachTool};
use crate::teach::editor::TeachEditor;
use crate::teach::exercise::{ExerciseSpec, WrongMove, exercise_lesson};
use crate::teach::start;
use logo_store::MY_EXERCISES;

/// A 7×7 board where Black captures the white stone on C5 by playing C4 (`cd`).
fn capture_lesson() -> String {
    let (record, at) = start::empty_board(7).unwrap();
    let mut editor = TeachEditor::new(record, at);
    for (tool, point) in
        [(TeachTool::Black, "cb"), (TeachTool::Black, "bc"), (TeachTool::Black, "dc"), (TeachTool::White, "cc")]
    {
        editor.act(&TeachAction::Point { tool, point: p(point) }).unwrap();
    }
    let spec = ExerciseSpec {
        title: "Fang den Stein".into(),
        correct: vec![p("cd")],
        wrong: vec![WrongMove { point: p("ce"), feedback: "C3 nimmt dem Stein keine Freiheit.".into() }],
        hint: String::new(),
    };
    exercise_lesson(&editor, &spec).unwrap()
}

#[tokio::test]
async fn a_saved_exercise_is_listed_played_like_a_lesson_exercise_and_kept() {
    let (_dir, path) = temp_db();
    let learn = service(&path, &fixture(A_PAGES)).await;
    assert!(learn.my_exercises().await.is_empty());
    let saved = learn.add_my_exercise("Fang den Stein", &capture_lesson()).await.unwrap();
    assert_eq!((saved.lesson.as_str(), saved.solved), (MY_EXERCISES, false));

    let page = learn.page(MY_EXERCISES, Some(&saved.page), "de").await.unwrap();
    assert_eq!(page.title.text, "Meine Aufgaben");
    assert_eq!(page.board.as_ref().map(|b| b.white.clone()), Some(ps(&["cc"])));
    let wrong = click(&learn, MY_EXERCISES, &saved.page, "ce").await;
    let Verdict::Wrong { text, .. } = &wrong.verdict else { panic!("{:?}", wrong.verdict) };
    let said = serde_json::to_string(text).unwrap();
    assert!(said.contains("C3 nimmt dem Stein keine Freiheit."), "{said}");
    assert!(solved(&click(&learn, MY_EXERCISES, &saved.page, "cd").await));
    assert!(learn.my_exercises().await[0].solved);

    drop(learn);
    let learn = service(&path, &fixture(A_PAGES)).await;
    let listed = learn.my_exercises().await;
    assert_eq!(listed.iter().map(|e| (e.title.as_str(), e.solved)).collect::<Vec<_>>(), [("Fang den Stein", true)]);
    let course = learn.course("de").await;
    assert!(course.lessons.iter().all(|l| l.id != MY_EXERCISES), "the course lists only its own lessons");
    learn.delete_my_exercise(&saved.page).await.unwrap();
    assert!(learn.my_exercises().await.is_empty());
    assert!(learn.page(MY_EXERCISES, Some(&saved.page), "de").await.is_err());
}

/// `capture_lesson`'s position with `correct` right moves and the teacher's `hint`.
fn capture_lesson_with(correct: &[&str], hint: &str) -> String {
    let (record, at) = start::empty_board(7).unwrap();
    let mut editor = TeachEditor::new(record, at);
    for (tool, point) in
        [(TeachTool::Black, "cb"), (TeachTool::Black, "bc"), (TeachTool::Black, "dc"), (TeachTool::White, "cc")]
    {
        editor.act(&TeachAction::Point { tool, point: p(point) }).unwrap();
    }
    let spec = ExerciseSpec { title: "Fang".into(), correct: ps(correct), wrong: Vec::new(), hint: hint.into() };
    exercise_lesson(&editor, &spec).unwrap()
}

#[tokio::test]
async fn logo_s_own_hint_and_solution_are_left_to_the_player_to_word_and_the_teacher_s_words_stay() {
    let (_dir, path) = temp_db();
    let learn = service(&path, &fixture(A_PAGES)).await;
    let lesson = capture_lesson_with(&["cd", "ee"], "");
    assert!(!lesson.contains("hint") && !lesson.contains("solution"), "LoGo's own words are not stored: {lesson}");
    let generated = learn.add_my_exercise("Fang", &lesson).await.unwrap();
    let page = learn.page(MY_EXERCISES, Some(&generated.page), "pl").await.unwrap();
    let exercise = page.exercise.as_ref().unwrap();
    assert!(exercise.hint.paragraphs.is_empty(), "no English hint for a Polish learner: the player words it");
    let solution = learn.solution(MY_EXERCISES, &generated.page, "pl").unwrap();
    assert!(solution.text.paragraphs.is_empty());
    assert_eq!(solution.also, ps(&["ee"]), "the other right move, as data");

    let own =
        learn.add_my_exercise("Eigene", &capture_lesson_with(&["cd"], "Wo hat er nur eine Freiheit?")).await.unwrap();
    let page = learn.page(MY_EXERCISES, Some(&own.page), "de").await.unwrap();
    let said = serde_json::to_string(&page.exercise.as_ref().unwrap().hint).unwrap();
    assert!(said.contains("Wo hat er nur eine Freiheit?"), "{said}");
    let page = learn.page(MY_EXERCISES, Some(&own.page), "pl").await.unwrap();
    let hint = &page.exercise.as_ref().unwrap().hint;
    assert!(!hint.fell_back, "the teacher's words are the teacher's own, not an English fallback for a Polish learner");
}

#[tokio::test]
async fn an_exercise_saved_with_logo_s_former_sentences_reads_as_a_new_one() {
    let (_dir, path) = temp_db();
    let learn = service(&path, &fixture(A_PAGES)).await;
    let lesson = capture_lesson_with(&["cd", "ee"], "");
    // A file of the former writer: LoGo's sentences stored after the answers.
    let answers = lesson.lines().find(|l| l.starts_with("answers = ")).unwrap();
    let former = lesson.replacen(
        answers,
        &format!(
            "{answers}\n{}\n{}",
            r#"hint = { de = "Suche den besten Zug für Schwarz.", en = "Look for the best move for Black." }"#,
            r#"solution = { de = "Schwarz hat mehrere gute Züge: C4, E3.", en = "Black has several good moves: C4, E3." }"#
        ),
        1,
    );
    assert!(logo_lessons::validate(&crate::teach::exercise::course_around(&former)).errors.is_empty(), "{former}");
    let saved = learn.add_my_exercise("Alt", &former).await.unwrap();
    let page = learn.page(MY_EXERCISES, Some(&saved.page), "pl").await.unwrap();
    assert!(page.exercise.as_ref().unwrap().hint.paragraphs.is_empty(), "the former hint is recognised");
    let solution = learn.solution(MY_EXERCISES, &saved.page, "pl").unwrap();
    assert!(solution.text.paragraphs.is_empty(), "the former solution is recognised");
}
