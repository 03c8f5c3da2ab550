//! Every exercise kind through the service, with the verdict as data:
//! select (which points do not belong, how many are missing), number (too
//! low), count in the four steps of the scoring mode, and the English
//! fallback for a language the lesson lacks.

use super::{A_PAGES, fixture, p, ps, service};
use crate::learn::views::{Answer, Verdict};
use crate::test_store::temp_db;
use go_core::Color;
use logo_lessons::{CountAnswer, CountStep, Why};

/// A finished 9x9 game: Black owns A–C with a dead white stone on B7,
/// White owns F–J; E5 is neutral. Prisoners: Black 2, White 1.
const COUNT_PAGE: &str = r#"
[[page]]
id = "count"
text = { de = "Zähle aus.", en = "Count it." }
[page.diagram]
size = 9
board = """
. . . X O . . . .
. . . X O . . . .
. O . X O . . . .
. . . X O . . . .
. . . X . O . . .
. . . X O . . . .
. . . X O . . . .
. . . X O . . . .
. . . X O . . . .
"""
[page.exercise]
kind = "count"
captures = { black = 2, white = 1 }
dead = ["bc"]
hint = { de = "Schritt für Schritt.", en = "Step by step." }
solution = { de = "W+12.5", en = "W+12.5" }
[page.exercise.steps]
neutral = { de = "Markiere die neutralen Punkte.", en = "Mark the neutral points." }
dead = { de = "Markiere die toten Steine.", en = "Mark the dead stones." }
territory = { de = "Zähle das Gebiet.", en = "Count the territory." }
result = { de = "Lies das Ergebnis ab.", en = "Read the result." }
"#;

fn wrong(verdict: &Verdict) -> Vec<Why> {
    match verdict {
        Verdict::Wrong { reasons, .. } => reasons.clone(),
        other => panic!("expected a wrong answer, got {other:?}"),
    }
}

#[tokio::test]
async fn a_selection_is_told_what_does_not_belong_and_how_much_is_missing() {
    let (_dir, path) = temp_db();
    let learn = service(&path, &fixture(A_PAGES)).await;
    let guess = Answer::Selection { points: ps(&["bc", "cd"]) };
    let answer = learn.answer("a", "count-them", &guess, "de").await.unwrap();
    assert_eq!(wrong(&answer.verdict), [Why::NotExpected { points: ps(&["cd"]) }, Why::Missing { count: 2 }]);
    assert_eq!(answer.page.exercise.unwrap().wrong_attempts, 1);
    let low = learn.answer("b", "how-many", &Answer::Number { value: 3.0 }, "de").await.unwrap();
    assert_eq!(wrong(&low.verdict), [Why::TooLow { color: None }]);
}

#[tokio::test]
async fn a_count_goes_through_the_four_steps_of_the_scoring_mode() {
    let (_dir, path) = temp_db();
    let learn = service(&path, &fixture(&format!("{A_PAGES}{COUNT_PAGE}"))).await;
    let page = learn.page("a", Some("count"), "en").await.unwrap();
    let count = page.exercise.unwrap().count.unwrap();
    assert_eq!((count.step, count.score.is_none()), (CountStep::Neutral, true), "no count shown before step 3");
    let step = |answer: CountAnswer| Answer::Count { answer };
    let neutral = learn.answer("a", "count", &step(CountAnswer::Neutral { points: ps(&["ee"]) }), "en").await.unwrap();
    assert!(matches!(neutral.verdict, Verdict::NextStep { step: CountStep::Dead }));

    // The scoring mode: clicking B7 marks its chain dead, clicking again revives it.
    let marked = learn.count_marking("a", "count", &[], p("bc")).unwrap();
    assert_eq!(marked.dead, ps(&["bc"]));
    assert!(marked.score.points.territory.black.contains(&p("bc")));
    assert!(learn.count_marking("a", "count", &marked.dead, p("bc")).unwrap().dead.is_empty());
    assert!(learn.count_marking("a", "count", &[], p("aa")).is_err(), "A9 holds no stone");
    assert!(learn.count_marking("a", "count-them", &[], p("cc")).is_err(), "only a count has a scoring mode");

    let dead = learn.answer("a", "count", &step(CountAnswer::Dead { points: marked.dead }), "en").await.unwrap();
    assert!(matches!(dead.verdict, Verdict::NextStep { step: CountStep::Territory }));
    let score = dead.page.exercise.unwrap().count.unwrap().score.unwrap();
    assert_eq!((score.count.black.territory, score.count.white.territory), (27, 35));
    let short = learn.answer("a", "count", &step(CountAnswer::Territory { black: 27, white: 30 }), "en").await.unwrap();
    assert_eq!(wrong(&short.verdict), [Why::TooLow { color: Some(Color::White) }]);
    learn.answer("a", "count", &step(CountAnswer::Territory { black: 27, white: 35 }), "en").await.unwrap();
    let result = CountAnswer::Result { result: "W+12.5".into() };
    let done = learn.answer("a", "count", &step(result), "en").await.unwrap();
    assert!(matches!(done.verdict, Verdict::Correct { .. }));
}

#[tokio::test]
async fn a_language_the_lesson_lacks_falls_back_to_english_visibly() {
    let (_dir, path) = temp_db();
    let learn = service(&path, &fixture(A_PAGES)).await;
    let page = learn.page("a", Some("intro"), "fr").await.unwrap();
    assert!(page.text.fell_back && page.title.fell_back);
    assert_eq!(page.text.language, "en");
    let german = learn.page("a", Some("intro"), "de").await.unwrap();
    assert!(!german.text.fell_back);
}
