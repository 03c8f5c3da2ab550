//! Board diagrams in, board diagrams out.

use super::*;
use crate::moves::IllegalMove;
use crate::rules::SuicideRule::{self, Any, Forbidden, MultiStone};

fn board(diagram: &str) -> Board {
    Board::from_ascii(diagram).expect("test diagram")
}

/// A point in display notation ("C3": column letter, row counted from the bottom).
fn at(b: &Board, label: &str) -> Point {
    Point::from_display(label, b.size()).expect("test point")
}

fn play(b: &mut Board, color: Color, label: &str, rule: SuicideRule) -> Result<Placement, IllegalMove> {
    let p = at(b, label);
    let dry = b.check(color, p, rule);
    let real = b.play(color, p, rule);
    assert_eq!(dry, real, "check and play disagree on {label}");
    real
}

fn labels(b: &Board, points: &[Point]) -> Vec<String> {
    points.iter().map(|p| p.to_display(b.size()).unwrap_or_default()).collect()
}

/// The chain data kept incrementally must equal the data rebuilt from scratch.
fn assert_consistent(b: &Board) {
    let mut fresh = b.clone();
    fresh.rebuild_chains();
    for p in b.size().points() {
        assert_eq!(b.liberty_count(p), fresh.liberty_count(p), "liberties at {p:?}\n{b:?}");
        if let Some(i) = b.index(p)
            && b.get(p).is_some()
        {
            let (mine, theirs) = (b.cell(b.head(i)), fresh.cell(fresh.head(i)));
            assert_eq!((mine.libs, mine.size), (theirs.libs, theirs.size), "chain data at {p:?}\n{b:?}");
        }
    }
    let rehashed = Board::from_ascii(&b.to_ascii()).expect("own diagram");
    assert_eq!(b.hash(), rehashed.hash());
    assert_eq!(*b, rehashed);
}

#[test]
fn a_single_stone_is_captured_and_counted() {
    let mut b = board(
        ". X . .
         X O X .
         . . . .
         . . . .",
    );
    let placed = play(&mut b, Color::Black, "B2", Forbidden).unwrap();
    assert_eq!(labels(&b, &placed.captured), ["B3"]);
    let expected = board(
        ". X . .
         X . X .
         . X . .
         . . . .",
    );
    assert_eq!(b, expected);
    assert_consistent(&b);
}

#[test]
fn one_stone_captures_three_chains_at_once() {
    let mut b = board(
        ". X O X .
         X O . O X
         . X O X .
         . . . . .
         . . . . .",
    );
    let placed = play(&mut b, Color::Black, "C4", Forbidden).unwrap();
    assert_eq!(labels(&b, &placed.captured), ["C5", "B4", "D4"]);
    let expected = board(
        ". X . X .
         X . X . X
         . X O X .
         . . . . .
         . . . . .",
    );
    assert_eq!(b, expected);
    assert_consistent(&b);
}

#[test]
fn corners_and_edges_have_fewer_liberties() {
    let b = board(
        "X . . X .
         . . . . .
         . . X . .
         . . . . .
         X X . . .",
    );
    assert_eq!(b.liberty_count(at(&b, "A5")), Some(2));
    assert_eq!(b.liberty_count(at(&b, "D5")), Some(3));
    assert_eq!(b.liberty_count(at(&b, "C3")), Some(4));
    assert_eq!(b.liberty_count(at(&b, "A1")), Some(3));
    assert_eq!(b.liberty_count(at(&b, "C2")), None);
    let chain = b.chain(at(&b, "B1")).unwrap();
    assert_eq!(labels(&b, &chain.stones), ["A1", "B1"]);
    assert_eq!(labels(&b, &chain.liberties), ["A2", "B2", "C1"]);
}

#[test]
fn suicide_is_refused_unless_the_rules_allow_it() {
    let diagram = ". X .
                   X . X
                   . X .";
    let mut b = board(diagram);
    assert_eq!(play(&mut b, Color::White, "B2", Forbidden), Err(IllegalMove::Suicide));
    assert_eq!(play(&mut b, Color::White, "B2", MultiStone), Err(IllegalMove::Suicide));
    assert_eq!(b, board(diagram));
    let placed = play(&mut b, Color::White, "B2", Any).unwrap();
    assert_eq!(labels(&b, &placed.self_captured), ["B2"]);
    assert_eq!(b, board(diagram));
    assert_consistent(&b);
}

#[test]
fn a_multi_stone_suicide_removes_the_whole_chain() {
    let mut b = board(
        "O . X .
         X X X .
         . . . .",
    );
    assert_eq!(play(&mut b, Color::White, "B3", Forbidden), Err(IllegalMove::Suicide));
    let placed = play(&mut b, Color::White, "B3", MultiStone).unwrap();
    assert_eq!(labels(&b, &placed.self_captured), ["A3", "B3"]);
    let expected = board(
        ". . X .
         X X X .
         . . . .",
    );
    assert_eq!(b, expected);
    assert_consistent(&b);
}

#[test]
fn a_move_without_liberties_that_captures_is_legal() {
    let mut b = board(
        ". O X
         O X .
         X . .",
    );
    let placed = play(&mut b, Color::Black, "A3", Forbidden).unwrap();
    assert_eq!(labels(&b, &placed.captured), ["B3", "A2"]);
    assert!(placed.self_captured.is_empty());
    assert_eq!(
        b,
        board(
            "X . X
             . X .
             X . .",
        )
    );
    assert_consistent(&b);
}

#[test]
fn a_ko_capture_reports_the_ko_point() {
    let mut b = board(
        ". X O .
         X O . O
         . X O .
         . . . .",
    );
    let placed = play(&mut b, Color::Black, "C3", Forbidden).unwrap();
    assert_eq!(labels(&b, &placed.captured), ["B3"]);
    assert_eq!(placed.ko.map(|p| labels(&b, &[p])), Some(vec!["B3".to_owned()]));
    // The board knows no ko rule: the recapture is a legal placement for it.
    let back = play(&mut b, Color::White, "B3", Forbidden).unwrap();
    assert_eq!(labels(&b, &back.captured), ["C3"]);
}

#[test]
fn snapback_captures_more_than_was_given() {
    let mut b = board(
        ". . . . .
         X X X . .
         O O X . .
         . O X . .
         X O X . .",
    );
    // White captures the black stone on A1; then Black throws in again and
    // takes all three white stones (snapback).
    let placed = play(&mut b, Color::White, "A2", Forbidden).unwrap();
    assert_eq!(labels(&b, &placed.captured), ["A1"]);
    assert_eq!(placed.ko, None);
    let snap = play(&mut b, Color::Black, "A1", Forbidden).unwrap();
    assert_eq!(labels(&b, &snap.captured), ["A3", "B3", "A2", "B2", "B1"].map(String::from).to_vec());
    assert_consistent(&b);
}

#[test]
fn occupied_and_off_board_points_are_refused() {
    let mut b = board(
        "X .
         . .",
    );
    assert_eq!(play(&mut b, Color::White, "A2", Any), Err(IllegalMove::Occupied));
    assert_eq!(b.play(Color::White, Point::new(2, 0), Any), Err(IllegalMove::OffBoard));
    assert_eq!(b.set(Point::new(0, 5), None), Err(OffBoard(Point::new(0, 5))));
}

#[test]
fn setup_tolerates_chains_without_liberties() {
    let mut b = board(
        "X O .
         O . .
         . . .",
    );
    b.set(at(&b, "B2"), Some(Color::White)).unwrap();
    b.set(at(&b, "C3"), Some(Color::White)).unwrap();
    b.set(at(&b, "A1"), Some(Color::Black)).unwrap();
    assert_eq!(b.liberty_count(at(&b, "A3")), Some(0));
    assert_eq!(b.get(at(&b, "A3")), Some(Color::Black));
    // Playing next to the dead chain's neighbours works and removes nothing unexpected.
    let placed = play(&mut b, Color::Black, "B1", Forbidden).unwrap();
    assert!(placed.captured.is_empty());
    assert_consistent(&b);
}

#[test]
fn rectangular_and_tiny_boards_work() {
    let mut b = Board::new(BoardSize::new(2, 3).unwrap());
    play(&mut b, Color::Black, "A1", Forbidden).unwrap();
    play(&mut b, Color::White, "B1", Forbidden).unwrap();
    play(&mut b, Color::Black, "A3", Forbidden).unwrap();
    let placed = play(&mut b, Color::White, "A2", Forbidden).unwrap();
    assert_eq!(labels(&b, &placed.captured), ["A1"]);
    assert_eq!(b.to_ascii(), "X .\nO .\n. O\n");
    assert_consistent(&b);
}

#[test]
fn ascii_diagrams_round_trip_and_report_errors() {
    let b = board("X.O\n...\nO.X\n");
    assert_eq!(b.to_ascii(), "X . O\n. . .\nO . X\n");
    assert!(matches!(Board::from_ascii("X.\n..."), Err(AsciiBoardError::RaggedRow { line: 2, .. })));
    assert!(matches!(Board::from_ascii("X?\n.."), Err(AsciiBoardError::UnexpectedCharacter { found: '?', .. })));
    assert!(matches!(Board::from_ascii("X"), Err(AsciiBoardError::BadSize { .. })));
    assert!(matches!(Board::from_ascii(""), Err(AsciiBoardError::BadSize { .. })));
}

/// A seeded random walk through many placements, checking the incremental
/// chain data, hash and packed copy against a rebuild after every move.
#[test]
fn random_play_keeps_chains_hash_and_counts_consistent() {
    let mut state = 0x5eed_u64;
    let mut next = move || {
        state = state.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        (state >> 33) as usize
    };
    for side in [2u32, 3, 5, 7, 9] {
        let size = BoardSize::new(side, side + 1).unwrap();
        let mut b = Board::new(size);
        for turn in 0..400 {
            let color = if turn % 2 == 0 { Color::Black } else { Color::White };
            let empty: Vec<Point> = b.empty_points().collect();
            let Some(&p) = empty.get(next() % empty.len().max(1)) else { break };
            let dry = b.check(color, p, Any);
            assert_eq!(dry, b.play(color, p, Any));
            assert_consistent(&b);
            let counted = b.stones().filter(|&(_, c)| c == color).count();
            assert_eq!(b.stone_count(color) as usize, counted);
        }
    }
}
