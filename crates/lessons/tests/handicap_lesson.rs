//! Lesson 9 teaches the handicap points of every board size LoGo offers.
//! The diagrams' circles are drawn by an author; these tests hold them and
//! the exercises' solutions to go-core's own placement (`fixed_handicap`).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "a test fails loudly")]

mod common;

use common::repo_lessons;
use go_core::{BoardSize, fixed_handicap};
use logo_lessons::names::display;
use logo_lessons::{Course, Page, Solution, load, solution};

fn page<'a>(course: &'a Course, id: &str) -> &'a Page {
    course.lesson("handicap").unwrap().page(id).unwrap()
}

/// Points as board labels, sorted, to compare sets.
fn labels(points: &[go_core::Point], size: BoardSize) -> Vec<String> {
    let mut labels: Vec<String> = points.iter().map(|&p| display(p, size)).collect();
    labels.sort();
    labels
}

#[test]
fn the_every_size_page_circles_go_cores_nine_points_on_7x7_and_names_the_sizes_of_its_rule() {
    let course = load(&repo_lessons()).course;
    let every = page(&course, "every-size");
    let diagram = every.diagram.as_ref().unwrap();
    let size = diagram.size();
    assert_eq!(size, BoardSize::square(7).unwrap());
    let nine = fixed_handicap(size, 9).unwrap();
    assert_eq!(labels(&diagram.markup.circle, size), labels(&nine, size));
    assert_eq!(labels(&nine, size), ["C3", "C4", "C5", "D3", "D4", "D5", "E3", "E4", "E5"]);
    let en = &every.text.get("en").unwrap().text;
    for size in ["from 7x7 to 19x19", "up to 11x11", "from 13x13", "From 15x15"] {
        assert!(en.contains(size), "the page says {size:?}");
    }
}

#[test]
fn the_handicap_exercises_are_solved_by_the_points_their_solutions_name() {
    let course = load(&repo_lessons()).course;
    let points = |id: &str| {
        let exercise = page(&course, id).exercise.as_ref().unwrap();
        let Solution::Points { points } = solution(exercise).unwrap() else { panic!("{id} is a select") };
        labels(&points, exercise.diagram.size())
    };
    assert_eq!(points("eleven-five"), ["C3", "C9", "F6", "J3", "J9"], "11x11 keeps the third line");
    assert_eq!(points("thirteen-four"), ["D10", "D4", "K10", "K4"], "13x13 has the fourth line");
    assert_eq!(points("nine-by-nine"), ["C3", "C7", "E5", "G3", "G7"]);
}
