//! Marking: one toggle takes a whole enclosed group, undo restores.

use super::{position, sgf};
use crate::point::Point;
use crate::score::{Mark, Marking};

/// Two white chains inside Black's area (`ba`/`bb` and `db`) are one dead
/// group: clicking either marks both. The living white wall on the right is
/// beyond Black's living stones and stays alive.
const INVASION: &str = "
    . O . . X O .
    . O . O X O .
    . . . . X O .
    X X X X X O .
    O O O O O O .
    ";

#[test]
fn a_toggle_marks_every_chain_of_that_colour_in_the_enclosed_region() {
    let (board, _) = position(INVASION);
    let mut marking = Marking::new(board);
    let toggle = marking.toggle(Point::new(1, 0)).unwrap();
    assert_eq!(toggle.mark, Mark::Dead);
    assert_eq!(sgf(&toggle.changed), ["ba", "bb", "db"]);
    assert_eq!(sgf(&marking.dead().points().collect::<Vec<_>>()), ["ba", "bb", "db"]);
}

#[test]
fn toggles_stack_and_undo_restores_each_earlier_marking() {
    let (board, _) = position(INVASION);
    let before = board.clone();
    let mut marking = Marking::new(board);
    marking.toggle(Point::new(3, 1)).unwrap();
    let revived = marking.toggle(Point::new(1, 1)).unwrap();
    assert_eq!((revived.mark, revived.changed.len()), (Mark::Alive, 3));
    assert!(marking.dead().is_empty());
    marking.toggle(Point::new(4, 0)).unwrap();
    assert_eq!(marking.toggles().len(), 3);
    assert_eq!(marking.undo().map(|t| t.mark), Some(Mark::Dead));
    assert!(marking.dead().is_empty());
    marking.undo();
    assert_eq!(marking.dead().len(), 3);
    marking.undo();
    assert!(marking.dead().is_empty() && marking.undo().is_none());
    assert_eq!(marking.board(), &before, "marking never changes the board");
}

#[test]
fn toggling_an_empty_point_is_refused() {
    let (board, _) = position(INVASION);
    let mut marking = Marking::new(board);
    assert!(marking.toggle(Point::new(0, 0)).is_err());
    assert!(marking.toggle(Point::new(40, 0)).is_err());
}
