//! Points, board sizes and every notation LoGo reads or writes.
//!
//! A [`Point`] counts columns `x` from the left and rows `y` from the top, both
//! from 0 — SGF's orientation. Two notations convert to and from it:
//! - SGF: `"dd"`, one letter per axis, `a`–`z` then `A`–`Z` (so up to 52).
//! - display/GTP: `"D16"`, a column letter `A`–`Z` skipping `I` (so up to 25
//!   columns) and a row number counted from the *bottom*.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// The largest side a board may have in go-core (display letters run out at 25).
pub const MAX_SIDE: u8 = 25;
/// The smallest side a board may have in go-core.
pub const MIN_SIDE: u8 = 2;

/// A board's dimensions; usually square, but SGF allows `SZ[w:h]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct BoardSize {
    /// Number of columns.
    pub width: u8,
    /// Number of rows.
    pub height: u8,
}

/// Why a board size was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("board size {width}x{height} is outside {MIN_SIDE}..={MAX_SIDE}")]
pub struct BoardSizeError {
    /// The refused width.
    pub width: u32,
    /// The refused height.
    pub height: u32,
}

impl BoardSize {
    /// The standard 19x19 board.
    pub const STANDARD: BoardSize = BoardSize { width: 19, height: 19 };

    /// A checked size: each side within `MIN_SIDE..=MAX_SIDE`.
    pub fn new(width: u32, height: u32) -> Result<BoardSize, BoardSizeError> {
        let ok = |s: u32| (u32::from(MIN_SIDE)..=u32::from(MAX_SIDE)).contains(&s);
        if ok(width) && ok(height) {
            // Both fit in u8: checked just above.
            Ok(BoardSize { width: width as u8, height: height as u8 })
        } else {
            Err(BoardSizeError { width, height })
        }
    }

    /// A checked square size.
    pub fn square(side: u32) -> Result<BoardSize, BoardSizeError> {
        BoardSize::new(side, side)
    }

    /// Whether the board is square.
    #[must_use]
    pub fn is_square(self) -> bool {
        self.width == self.height
    }

    /// Number of points on the board.
    #[must_use]
    pub fn area(self) -> usize {
        usize::from(self.width) * usize::from(self.height)
    }

    /// Whether `p` lies on the board.
    #[must_use]
    pub fn contains(self, p: Point) -> bool {
        p.x < self.width && p.y < self.height
    }

    /// Every point, row by row from the top left.
    pub fn points(self) -> impl Iterator<Item = Point> {
        (0..self.height).flat_map(move |y| (0..self.width).map(move |x| Point { x, y }))
    }

    /// Row-major index of `p` (`y * width + x`); `p` must be on the board.
    #[must_use]
    pub fn index(self, p: Point) -> usize {
        usize::from(p.y) * usize::from(self.width) + usize::from(p.x)
    }

    /// The point at row-major index `i`.
    #[must_use]
    pub fn point_at(self, i: usize) -> Point {
        let w = usize::from(self.width);
        // i < area <= 25*25, so both quotient and remainder fit in u8.
        Point { x: (i % w) as u8, y: (i / w) as u8 }
    }
}

impl fmt::Display for BoardSize {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}x{}", self.width, self.height)
    }
}

/// An intersection: column `x` from the left, row `y` from the top, 0-based.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Point {
    /// Column, 0 = leftmost.
    pub x: u8,
    /// Row, 0 = top.
    pub y: u8,
}

/// The 25 display column letters: `A`–`Z` without `I`.
const DISPLAY_COLUMNS: &[u8; 25] = b"ABCDEFGHJKLMNOPQRSTUVWXYZ";

fn sgf_letter(i: u8) -> Option<char> {
    match i {
        0..=25 => Some(char::from(b'a' + i)),
        26..=51 => Some(char::from(b'A' + (i - 26))),
        _ => None,
    }
}

fn sgf_index(c: u8) -> Option<u8> {
    match c {
        b'a'..=b'z' => Some(c - b'a'),
        b'A'..=b'Z' => Some(c - b'A' + 26),
        _ => None,
    }
}

impl Point {
    /// The point at column `x`, row `y` (from the top).
    #[must_use]
    pub const fn new(x: u8, y: u8) -> Point {
        Point { x, y }
    }

    /// SGF notation, e.g. `"dd"`; `None` beyond SGF's 52 letters.
    #[must_use]
    pub fn to_sgf(self) -> Option<String> {
        Some([sgf_letter(self.x)?, sgf_letter(self.y)?].iter().collect())
    }

    /// Reads SGF notation (`"dd"`, `"aS"`). Checks only the notation, not a board.
    #[must_use]
    pub fn from_sgf(s: &str) -> Option<Point> {
        match s.as_bytes() {
            [cx, cy] => Some(Point { x: sgf_index(*cx)?, y: sgf_index(*cy)? }),
            _ => None,
        }
    }

    /// Display notation on a board of `size`, e.g. `"D16"` on 19x19.
    /// `None` when `p` is off the board.
    #[must_use]
    pub fn to_display(self, size: BoardSize) -> Option<String> {
        if !size.contains(self) {
            return None;
        }
        let column = char::from(*DISPLAY_COLUMNS.get(usize::from(self.x))?);
        Some(format!("{column}{}", size.height - self.y))
    }

    /// Reads display notation (`"D16"`, `"d16"`) on a board of `size`.
    #[must_use]
    pub fn from_display(s: &str, size: BoardSize) -> Option<Point> {
        let s = s.trim();
        let mut chars = s.chars();
        let column = chars.next()?.to_ascii_uppercase();
        let x = DISPLAY_COLUMNS.iter().position(|&c| char::from(c) == column)?;
        let row: u32 = chars.as_str().parse().ok()?;
        if row == 0 || row > u32::from(size.height) {
            return None;
        }
        let p = Point { x: u8::try_from(x).ok()?, y: size.height - row as u8 };
        size.contains(p).then_some(p)
    }
}

impl Serialize for Point {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self.to_sgf() {
            Some(s) => serializer.serialize_str(&s),
            None => Err(serde::ser::Error::custom("point beyond SGF notation")),
        }
    }
}

impl<'de> Deserialize<'de> for Point {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let s = String::deserialize(deserializer)?;
        Point::from_sgf(&s).ok_or_else(|| serde::de::Error::custom(format!("not an SGF point: {s:?}")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const NINETEEN: BoardSize = BoardSize::STANDARD;

    #[test]
    fn sgf_notation_round_trips_and_counts_from_top_left() {
        let p = Point::from_sgf("dp").unwrap();
        assert_eq!(p, Point::new(3, 15));
        assert_eq!(p.to_sgf().as_deref(), Some("dp"));
        assert_eq!(Point::from_sgf("zZ"), Some(Point::new(25, 51)));
        assert_eq!(Point::from_sgf("d"), None);
        assert_eq!(Point::from_sgf("d1"), None);
    }

    #[test]
    fn display_notation_skips_i_and_counts_rows_from_bottom() {
        assert_eq!(Point::from_sgf("dd").unwrap().to_display(NINETEEN).as_deref(), Some("D16"));
        assert_eq!(Point::new(8, 18).to_display(NINETEEN).as_deref(), Some("J1"));
        assert_eq!(Point::new(18, 0).to_display(NINETEEN).as_deref(), Some("T19"));
        assert_eq!(Point::from_display("D16", NINETEEN), Point::from_sgf("dd"));
        assert_eq!(Point::from_display("j1", NINETEEN), Some(Point::new(8, 18)));
        assert_eq!(Point::from_display("I5", NINETEEN), None);
        assert_eq!(Point::from_display("A20", NINETEEN), None);
        assert_eq!(Point::from_display("A0", NINETEEN), None);
        assert_eq!(Point::from_display("U1", NINETEEN), None);
    }

    #[test]
    fn every_point_of_the_largest_board_round_trips_both_notations() {
        let size = BoardSize::square(25).unwrap();
        for p in size.points() {
            assert_eq!(Point::from_sgf(&p.to_sgf().unwrap()), Some(p));
            assert_eq!(Point::from_display(&p.to_display(size).unwrap(), size), Some(p));
            assert_eq!(size.point_at(size.index(p)), p);
        }
    }

    #[test]
    fn sizes_outside_the_range_are_refused() {
        assert!(BoardSize::square(1).is_err());
        assert!(BoardSize::square(26).is_err());
        assert!(BoardSize::new(9, 13).is_ok());
        assert_eq!(BoardSize::new(9, 13).unwrap().to_string(), "9x13");
    }

    #[test]
    fn points_serialize_as_sgf_strings() {
        let p = Point::new(2, 3);
        assert_eq!(serde_json::to_string(&p).unwrap(), "\"cd\"");
        assert_eq!(serde_json::from_str::<Point>("\"cd\"").unwrap(), p);
        assert!(serde_json::from_str::<Point>("\"c\"").is_err());
    }
}
