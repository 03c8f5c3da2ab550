//! Star points and fixed handicap placement for every board size.
//!
//! The lines follow GNU Go's `fixed_handicap` (and GTP's): the third line on
//! sides up to 11, the fourth line from 12 on. Two stones go on the lower-left
//! and upper-right corner points, the third on the upper left, the fourth on
//! the lower right; five adds the centre, six the left and right side points,
//! seven the centre again, eight all four side points, nine the centre. On
//! sides of even length, where GNU Go offers no more than four stones, the
//! "centre" line is the one just left of (or above) the middle.

use crate::point::{BoardSize, Point};
use serde::{Deserialize, Serialize};

/// The fewest handicap stones (one stone is no handicap: use komi instead).
pub const MIN_HANDICAP: u8 = 2;
/// The most handicap stones.
pub const MAX_HANDICAP: u8 = 9;
/// The shortest side on which fixed handicap stones can be placed.
pub const MIN_FIXED_HANDICAP_SIDE: u8 = 7;

/// Why fixed handicap stones cannot be placed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, thiserror::Error)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "code", rename_all = "snake_case")]
pub enum HandicapError {
    /// The count is not within `MIN_HANDICAP..=MAX_HANDICAP`.
    #[error("{stones} handicap stones: choose 2 to 9")]
    BadCount {
        /// The refused count.
        stones: u8,
    },
    /// A side is shorter than `MIN_FIXED_HANDICAP_SIDE` (or the board too
    /// small for free placement of that many stones).
    #[error("a {}x{} board is too small for {stones} handicap stones", size.width, size.height)]
    BoardTooSmall {
        /// The board.
        size: BoardSize,
        /// The refused count.
        stones: u8,
    },
}

/// The handicap and star-point lines along one side of `length` points.
#[derive(Clone, Copy)]
struct Lines {
    near: u8,
    middle: u8,
    far: u8,
}

impl Lines {
    fn of(length: u8) -> Option<Lines> {
        let near = match length {
            0..MIN_FIXED_HANDICAP_SIDE => return None,
            MIN_FIXED_HANDICAP_SIDE..=11 => 2,
            _ => 3,
        };
        Some(Lines { near, middle: (length - 1) / 2, far: length - 1 - near })
    }
}

/// The fixed handicap stones for `stones` stones, corners first.
pub fn fixed_handicap(size: BoardSize, stones: u8) -> Result<Vec<Point>, HandicapError> {
    if !(MIN_HANDICAP..=MAX_HANDICAP).contains(&stones) {
        return Err(HandicapError::BadCount { stones });
    }
    let (Some(x), Some(y)) = (Lines::of(size.width), Lines::of(size.height)) else {
        return Err(HandicapError::BoardTooSmall { size, stones });
    };
    let corners =
        [Point::new(x.near, y.far), Point::new(x.far, y.near), Point::new(x.near, y.near), Point::new(x.far, y.far)];
    let left_right = [Point::new(x.near, y.middle), Point::new(x.far, y.middle)];
    let bottom_top = [Point::new(x.middle, y.far), Point::new(x.middle, y.near)];
    let centre = Point::new(x.middle, y.middle);
    let mut points: Vec<Point> = corners.iter().take(usize::from(stones.min(4))).copied().collect();
    if stones >= 6 {
        points.extend(left_right);
    }
    if stones >= 8 {
        points.extend(bottom_top);
    }
    if stones % 2 == 1 && stones >= 5 {
        points.push(centre);
    }
    Ok(points)
}

/// The star points (hoshi) to draw on an empty board of `size`, row by row.
#[must_use]
pub fn star_points(size: BoardSize) -> Vec<Point> {
    let (w, h) = (size.width, size.height);
    let mut points = Vec::new();
    let odd_centre = w % 2 == 1 && h % 2 == 1 && w >= 5 && h >= 5;
    if odd_centre {
        points.push(Point::new((w - 1) / 2, (h - 1) / 2));
    }
    if let (Some(x), Some(y)) = (Lines::of(w), Lines::of(h)) {
        points.extend(
            [(x.near, y.near), (x.far, y.near), (x.near, y.far), (x.far, y.far)].map(|(a, b)| Point::new(a, b)),
        );
        if h % 2 == 1 && h >= 15 {
            points.extend([Point::new(x.near, y.middle), Point::new(x.far, y.middle)]);
        }
        if w % 2 == 1 && w >= 15 {
            points.extend([Point::new(x.middle, y.near), Point::new(x.middle, y.far)]);
        }
    }
    points.sort_unstable_by_key(|p| (p.y, p.x));
    points.dedup();
    points
}

#[cfg(test)]
mod tests {
    use super::*;

    fn display(size: BoardSize, points: &[Point]) -> String {
        let mut labels: Vec<String> = points.iter().filter_map(|p| p.to_display(size)).collect();
        labels.sort();
        labels.join(" ")
    }

    #[test]
    fn nineteen_follows_the_gtp_order() {
        let size = BoardSize::STANDARD;
        let order: Vec<String> = fixed_handicap(size, 4).unwrap().iter().filter_map(|p| p.to_display(size)).collect();
        assert_eq!(order, ["D4", "Q16", "D16", "Q4"]);
        assert_eq!(display(size, &fixed_handicap(size, 6).unwrap()), "D10 D16 D4 Q10 Q16 Q4");
        assert_eq!(display(size, &fixed_handicap(size, 9).unwrap()), "D10 D16 D4 K10 K16 K4 Q10 Q16 Q4");
    }

    #[test]
    fn every_size_from_seven_gets_two_to_nine_distinct_stones() {
        for side in 7..=25 {
            let size = BoardSize::square(side).unwrap();
            for stones in MIN_HANDICAP..=MAX_HANDICAP {
                let mut points = fixed_handicap(size, stones).unwrap();
                assert_eq!(points.len(), usize::from(stones));
                assert!(points.iter().all(|&p| size.contains(p)));
                points.sort_unstable();
                points.dedup();
                assert_eq!(points.len(), usize::from(stones), "{side}x{side}, {stones} stones");
            }
        }
    }

    #[test]
    fn small_boards_and_bad_counts_are_refused() {
        let six = BoardSize::square(6).unwrap();
        assert_eq!(fixed_handicap(six, 2), Err(HandicapError::BoardTooSmall { size: six, stones: 2 }));
        assert_eq!(fixed_handicap(BoardSize::STANDARD, 1), Err(HandicapError::BadCount { stones: 1 }));
        assert_eq!(fixed_handicap(BoardSize::STANDARD, 10), Err(HandicapError::BadCount { stones: 10 }));
    }

    #[test]
    fn star_points_for_the_usual_sizes() {
        let stars = |side| {
            let size = BoardSize::square(side).unwrap();
            display(size, &star_points(size))
        };
        assert_eq!(stars(19), "D10 D16 D4 K10 K16 K4 Q10 Q16 Q4");
        assert_eq!(stars(13), "D10 D4 G7 K10 K4");
        assert_eq!(stars(9), "C3 C7 E5 G3 G7");
        assert_eq!(stars(7), "C3 C5 D4 E3 E5");
        assert_eq!(stars(5), "C3");
        assert_eq!(stars(4), "");
    }
}
