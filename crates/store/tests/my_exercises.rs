//! The teacher's own exercises in a real database file: kept in order with
//! their lesson text, their progress survives an update of the shipped
//! course, and deleting one deletes its progress.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "a test fails loudly")]

mod common;

use common::temp_db;
use logo_store::{CourseRows, LessonRow, MY_EXERCISES, PageRow, Store, StoreProblem, my_exercise_page};
use serde_json::json;

fn one_lesson() -> CourseRows {
    let page = PageRow { id: "shape".into(), is_exercise: false };
    let lesson = LessonRow { id: "ko".into(), title: json!({"de": "Ko", "en": "Ko"}), pages: Some(vec![page]) };
    CourseRows { files: Vec::new(), lessons: vec![lesson], glossary: Vec::new() }
}

#[tokio::test]
async fn exercises_are_kept_in_order_and_reopened() {
    let (_dir, path) = temp_db();
    let store = Store::open(&path).await.unwrap();
    let first = store.add_my_exercise("  Leben in der Ecke ", "id = \"my-exercises\"").await.unwrap();
    let second = store.add_my_exercise("Ko", "id = \"my-exercises\"\n# two").await.unwrap();
    store.close().await;
    let store = Store::open(&path).await.unwrap();
    let kept = store.my_exercises().await.unwrap();
    assert_eq!(
        kept.iter().map(|e| (e.id, e.title.as_str())).collect::<Vec<_>>(),
        [(first, "Leben in der Ecke"), (second, "Ko")]
    );
    assert_eq!(kept[1].lesson, "id = \"my-exercises\"\n# two");
    assert_eq!(kept[0].page_id(), format!("e{first}"));
}

#[tokio::test]
async fn a_blank_title_or_an_empty_lesson_is_refused() {
    let (_dir, path) = temp_db();
    let store = Store::open(&path).await.unwrap();
    for (title, lesson) in [(" ", "x"), ("ok", ""), (&*"t".repeat(201), "x")] {
        let refused = store.add_my_exercise(title, lesson).await.unwrap_err();
        assert_eq!(refused.problem, StoreProblem::InvalidInput);
    }
    assert!(store.my_exercises().await.unwrap().is_empty());
}

#[tokio::test]
async fn progress_survives_a_course_update_and_goes_with_its_exercise() {
    let (_dir, path) = temp_db();
    let store = Store::open(&path).await.unwrap();
    store.replace_course(&one_lesson()).await.unwrap();
    let id = store.add_my_exercise("Ko", "id = \"my-exercises\"").await.unwrap();
    let page = my_exercise_page(id);
    store.visit_page(MY_EXERCISES, &page).await.unwrap();
    store.save_exercise(MY_EXERCISES, &page, Some(&json!({"solved": true})), true).await.unwrap();
    store.replace_course(&one_lesson()).await.unwrap();
    let solved =
        |rows: Vec<logo_store::PageProgress>| rows.iter().any(|p| p.lesson_id == MY_EXERCISES && p.solved_at.is_some());
    assert!(solved(store.course_progress().await.unwrap()), "a course update keeps the teacher's exercises' progress");
    assert!(store.delete_my_exercise(id).await.unwrap());
    assert!(!solved(store.course_progress().await.unwrap()));
    assert!(store.lesson_places().await.unwrap().iter().all(|p| p.lesson_id != MY_EXERCISES));
    assert!(!store.delete_my_exercise(id).await.unwrap());
}
