//! The real ko lesson through the service, as the end-to-end test plays
//! it: the refused retake (board unchanged, the ko explained), a threat
//! answered, the retake; every exercise solved makes the lesson done, and
//! that survives a restart.

use super::{click, p, shipped, solved};
use crate::learn::LearnService;
use crate::learn::views::{Answer, LessonStatus, Verdict};
use go_core::{Color, IllegalMove, Move};
use logo_lessons::Why;
use logo_store::Store;

#[tokio::test]
async fn the_first_exercise_refuses_the_retake_then_a_threat_wins_the_ko_back() {
    let (_dir, _path, learn) = shipped().await;
    let page = learn.page("ko", Some("first-retake"), "de").await.unwrap();
    let board = page.board.clone().unwrap();
    assert!(board.white.contains(&p("bc")) && !board.black.contains(&p("cc")), "White has just captured on B5");
    assert_eq!(board.last_move.map(|m| m.color), Some(Color::White));

    let retake = click(&learn, "ko", "first-retake", "cc").await;
    let Verdict::Wrong { reasons, text, .. } = &retake.verdict else { panic!("{:?}", retake.verdict) };
    assert_eq!(reasons, &[Why::Refused { point: p("cc"), color: Color::Black, reason: IllegalMove::Ko }]);
    let words = text.as_ref().unwrap();
    assert!(!words.fell_back && format!("{:?}", words.paragraphs).contains("Ko-Regel"));
    let after = retake.page.board.clone().unwrap();
    assert_eq!((after.black, after.white), (board.black.clone(), board.white.clone()), "the board is unchanged");

    let threat = click(&learn, "ko", "first-retake", "fe").await;
    assert!(
        matches!(threat.verdict, Verdict::Continue { reply: Move::Play(r) } if r == p("gf")),
        "White answers on G2"
    );
    assert!(threat.page.board.unwrap().white.contains(&p("gf")));
    let win = click(&learn, "ko", "first-retake", "cc").await;
    assert!(solved(&win));
    let exercise = win.page.exercise.unwrap();
    assert!(exercise.solved && exercise.solved_before);
    assert_eq!(exercise.wrong_attempts, 1);
    assert!(!win.page.lesson_done, "one exercise of seven");
    let open: Vec<&str> = win.page.open_exercises.iter().map(|p| p.page.as_str()).collect();
    assert_eq!(open.len(), 6, "{open:?}");
    assert!(!open.contains(&"first-retake") && open.contains(&"ko-point"), "{open:?}");
}

#[tokio::test]
async fn solving_every_exercise_finishes_the_lesson_and_a_restart_keeps_it() {
    let (_dir, path, learn) = shipped().await;
    learn.page("ko", None, "de").await.unwrap();
    for point in ["fe", "cc"] {
        click(&learn, "ko", "first-retake", point).await;
    }
    let forbidden = click(&learn, "ko", "ko-point", "ba").await;
    assert!(matches!(
        &forbidden.verdict,
        Verdict::Correct { refusal: Some(Why::Refused { reason: IllegalMove::Ko, .. }), .. }
    ));
    let number = learn.answer("ko", "ko-liberty", &Answer::Number { value: 1.0 }, "de").await.unwrap();
    assert!(solved(&number));
    assert!(solved(&click(&learn, "ko", "find-threat", "ig").await));
    assert!(solved(&click(&learn, "ko", "close-ko", "bc").await));
    assert!(solved(&click(&learn, "ko", "triple-ko", "bg").await));
    let choice = Answer::Choice { option: "chinese".into() };
    let last = learn.answer("ko", "rule-sets", &choice, "de").await.unwrap();
    assert!(solved(&last) && last.page.lesson_done);
    assert_eq!(last.page.open_exercises, [], "nothing left to finish");
    drop(learn);

    let learn = LearnService::open(Store::open(&path).await.unwrap()).await;
    let course = learn.course("de").await;
    assert_eq!(course.lessons[5].status, LessonStatus::Done);
    assert_ne!(course.resume.map(|r| r.lesson).as_deref(), Some("ko"), "a done lesson is not where to continue");
}

#[tokio::test]
async fn a_solved_exercise_refuses_more_answers_until_it_is_reset() {
    let (_dir, _path, learn) = shipped().await;
    click(&learn, "ko", "close-ko", "bc").await;
    let again = learn.answer("ko", "close-ko", &Answer::Move { point: p("bc") }, "de").await;
    assert!(matches!(again, Err(crate::error::AppError::ExerciseRefused { .. })));
    let fresh = learn.reset("ko", "close-ko", "de").await.unwrap();
    let exercise = fresh.exercise.unwrap();
    assert!(!exercise.solved && exercise.solved_before, "reset starts afresh; solved once stays counted");
    assert!(!fresh.board.unwrap().black.contains(&p("bc")));
    let solution = learn.solution("ko", "close-ko", "en").unwrap();
    assert!(matches!(solution.answer, logo_lessons::Solution::Moves { ref moves } if moves.len() == 1));
}
