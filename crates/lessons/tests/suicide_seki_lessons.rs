//! The suicide and seki lessons say their answers in prose ("A1, C4 and F1",
//! "12"); the validator proves the exercises solvable but does not read the
//! prose. These tests pin go-core's computed solutions to what the solution
//! texts name, and the glossary path the app offers into the seki lesson.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "a test fails loudly")]

mod common;

use common::repo_lessons;
use go_core::Move;
use logo_lessons::names::display;
use logo_lessons::{Course, Solution, load, solution};

/// The computed solution of a lesson page, written as the learner reads it:
/// board labels for points, the option id, or the number.
fn solved(course: &Course, lesson: &str, page: &str) -> Vec<String> {
    let page = course.lesson(lesson).unwrap().pages.iter().find(|p| p.id == page).unwrap();
    let exercise = page.exercise.as_ref().unwrap();
    match solution(exercise).unwrap() {
        Solution::Points { points } => points.iter().map(|&p| display(p, exercise.diagram.size())).collect(),
        Solution::Moves { moves } => moves
            .iter()
            .map(|m| match m.played {
                Move::Play(p) => format!("{:?} {}", m.color, display(p, exercise.diagram.size())),
                Move::Pass => format!("{:?} pass", m.color),
            })
            .collect(),
        Solution::Option { id } => vec![id],
        Solution::Number { value } => vec![value.to_string()],
        Solution::Count { .. } => panic!("no count exercise in these lessons"),
    }
}

#[test]
fn the_suicide_lesson_solutions_are_the_points_its_texts_name() {
    let course = load(&repo_lessons()).course;
    let s = |page| solved(&course, "suicide", page);
    assert_eq!(s("find-single"), ["A7", "E1"]);
    assert_eq!(s("own-chain"), ["G7"]);
    assert_eq!(s("capture-first"), ["Black E1", "White pass", "Black C1"]);
    assert_eq!(s("eight-stones"), ["yes"]);
    assert_eq!(s("after-capture"), ["4"]);
    assert_eq!(s("all-forbidden"), ["C4", "A1", "F1"], "row by row from the top");
    assert_eq!(s("false-eye"), ["A7"]);
    assert_eq!(s("new-zealand"), ["A1"], "the three-stone suicide on G7 is legal there");
}

#[test]
fn the_seki_lesson_solutions_are_the_points_its_texts_name() {
    let course = load(&repo_lessons()).course;
    let s = |page| solved(&course, "seki", page);
    assert_eq!(s("find-seki"), ["G9", "G8"]);
    assert_eq!(s("what-if"), ["white-captures"]);
    assert_eq!(s("seki-points"), ["D1", "F1", "J1"], "the shared point and both eyes");
    assert_eq!(s("no-entry"), ["D1"]);
    assert_eq!(s("punish"), ["Black J1"]);
    assert_eq!(s("territory"), ["12"], "the black eye F1 in the seki is nobody's under Japanese rules");
    assert_eq!(s("neutral"), ["F9", "C2", "C1"]);
    assert_eq!(s("area-rules"), ["stones-and-eye"]);
}

#[test]
fn searching_the_glossary_for_seki_leads_into_the_seki_lesson() {
    let glossary = load(&repo_lessons()).course.glossary;
    for language in ["de", "en"] {
        let hits = glossary.search("Seki", language);
        let entry = hits.first().unwrap();
        assert_eq!(entry.id, "seki", "{language}");
        assert!(entry.taught_in.iter().any(|t| t.lesson == "seki" && t.page.as_deref() == Some("what")));
    }
    let index = load(&repo_lessons()).course.index;
    assert_eq!(index.iter().position(|l| l.id == "seki"), Some(6), "the seki lesson is lesson 7");
}
