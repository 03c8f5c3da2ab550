//! The coordinate notations a teacher can choose for the board's edges, for
//! typed coordinates and for exported diagrams.
//!
//! Three ways to name the same [`Point`]:
//! - [`Notation::Letters`] (the default): a column letter `A`–`Z` without
//!   `I`, then the row counted from the *bottom*: `D4`, as most Go books and
//!   LoGo's lessons write points.
//! - [`Notation::Sgf`]: the two letters of SGF files, column then row, both
//!   from `a` at the top left: `dp` is `D4` on 19x19.
//! - [`Notation::Leaflet`]: a lower-case column letter (with `i`) and the row
//!   counted from the *top*, as the diagrams of a printed rules leaflet name
//!   points (`e18`).
//!
//! Reading is forgiving about case and surrounding spaces but never guesses
//! between notations: `"D4"` means the point the chosen notation says.

use crate::point::{BoardSize, Point};
use serde::{Deserialize, Serialize};

/// Column letters of [`Notation::Letters`]: the alphabet without `I`.
const LETTERS_WITHOUT_I: &[u8; 25] = b"ABCDEFGHJKLMNOPQRSTUVWXYZ";
/// Column letters of [`Notation::Leaflet`] and both letters of [`Notation::Sgf`].
const PLAIN_LETTERS: &[u8; 25] = b"abcdefghijklmnopqrstuvwxy";

/// How points are named on the board's edges and in typed coordinates.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Notation {
    /// `D4`: letters without `I`, rows from the bottom.
    #[default]
    Letters,
    /// `dp`: SGF's letters, column then row from the top left.
    Sgf,
    /// `d16`: lower-case letters with `i`, rows from the top.
    Leaflet,
}

impl Notation {
    /// The label of column `x` on the top and bottom edges; `None` beyond 25 columns.
    #[must_use]
    pub fn column_label(self, x: u8) -> Option<String> {
        let letters = match self {
            Notation::Letters => LETTERS_WITHOUT_I,
            Notation::Sgf | Notation::Leaflet => PLAIN_LETTERS,
        };
        letters.get(usize::from(x)).map(|&c| char::from(c).to_string())
    }

    /// The label of row `y` (0 at the top) on the left and right edges of a
    /// board `height` rows high; `None` for a row off the board.
    #[must_use]
    pub fn row_label(self, y: u8, height: u8) -> Option<String> {
        if y >= height {
            return None;
        }
        match self {
            Notation::Letters => Some((height - y).to_string()),
            Notation::Sgf => PLAIN_LETTERS.get(usize::from(y)).map(|&c| char::from(c).to_string()),
            Notation::Leaflet => Some((u32::from(y) + 1).to_string()),
        }
    }

    /// The name of `point` on a board of `size`; `None` off the board.
    #[must_use]
    pub fn format(self, point: Point, size: BoardSize) -> Option<String> {
        if !size.contains(point) {
            return None;
        }
        Some(format!("{}{}", self.column_label(point.x)?, self.row_label(point.y, size.height)?))
    }

    /// Reads a point typed in this notation on a board of `size`; `None` if
    /// the text names no point of the board.
    #[must_use]
    pub fn parse(self, text: &str, size: BoardSize) -> Option<Point> {
        let text = text.trim().to_ascii_lowercase();
        let bytes = text.as_bytes();
        let (&first, rest) = bytes.split_first()?;
        let point = match self {
            Notation::Sgf => match rest {
                [row] => Point::new(plain_index(first)?, plain_index(*row)?),
                _ => return None,
            },
            Notation::Letters => {
                let x = LETTERS_WITHOUT_I.iter().position(|&c| c.to_ascii_lowercase() == first)?;
                let row = row_number(rest)?;
                Point::new(u8::try_from(x).ok()?, size.height.checked_sub(row)?)
            }
            Notation::Leaflet => Point::new(plain_index(first)?, row_number(rest)?.checked_sub(1)?),
        };
        size.contains(point).then_some(point)
    }
}

fn plain_index(c: u8) -> Option<u8> {
    PLAIN_LETTERS.iter().position(|&p| p == c).and_then(|i| u8::try_from(i).ok())
}

/// A row number of one or two digits, at least 1.
fn row_number(digits: &[u8]) -> Option<u8> {
    if digits.is_empty() || digits.len() > 2 || !digits.iter().all(u8::is_ascii_digit) {
        return None;
    }
    let row = std::str::from_utf8(digits).ok()?.parse::<u8>().ok()?;
    (row >= 1).then_some(row)
}

#[cfg(test)]
mod tests {
    use super::*;

    const NINE: BoardSize = BoardSize { width: 9, height: 9 };
    const NINETEEN: BoardSize = BoardSize::STANDARD;

    fn sgf(s: &str) -> Point {
        Point::from_sgf(s).expect("test point")
    }

    #[test]
    fn each_notation_names_the_lower_left_star_point_of_19x19_its_own_way() {
        let point = sgf("dp");
        assert_eq!(Notation::Letters.format(point, NINETEEN).as_deref(), Some("D4"));
        assert_eq!(Notation::Sgf.format(point, NINETEEN).as_deref(), Some("dp"));
        assert_eq!(Notation::Leaflet.format(point, NINETEEN).as_deref(), Some("d16"));
    }

    #[test]
    fn letters_skip_i_and_the_leaflet_keeps_it() {
        assert_eq!(Notation::Letters.column_label(8).as_deref(), Some("J"));
        assert_eq!(Notation::Leaflet.column_label(8).as_deref(), Some("i"));
        assert_eq!(Notation::Sgf.column_label(8).as_deref(), Some("i"));
        assert_eq!(Notation::Letters.column_label(25), None);
    }

    #[test]
    fn rows_count_from_the_bottom_for_letters_and_from_the_top_otherwise() {
        assert_eq!(Notation::Letters.row_label(0, 9).as_deref(), Some("9"));
        assert_eq!(Notation::Leaflet.row_label(0, 9).as_deref(), Some("1"));
        assert_eq!(Notation::Sgf.row_label(8, 9).as_deref(), Some("i"));
        assert_eq!(Notation::Letters.row_label(9, 9), None);
    }

    #[test]
    fn every_point_reads_back_in_every_notation() {
        for notation in [Notation::Letters, Notation::Sgf, Notation::Leaflet] {
            for size in [NINE, NINETEEN, BoardSize { width: 25, height: 25 }, BoardSize { width: 7, height: 5 }] {
                for point in size.points() {
                    let name = notation.format(point, size).expect("on the board");
                    assert_eq!(notation.parse(&name, size), Some(point), "{notation:?} {name}");
                }
            }
        }
    }

    #[test]
    fn typed_coordinates_ignore_case_and_spaces() {
        assert_eq!(Notation::Letters.parse(" e5 ", NINE), Some(sgf("ee")));
        assert_eq!(Notation::Letters.parse("E5", NINE), Some(sgf("ee")));
        assert_eq!(Notation::Sgf.parse("EE", NINE), Some(sgf("ee")));
        assert_eq!(Notation::Leaflet.parse("E5", NINE), Some(sgf("ee")));
    }

    #[test]
    fn what_names_no_point_of_the_board_is_refused() {
        for text in ["", "E", "5", "I5", "E0", "E10", "Z1", "E5x", "E 5", "E-1", "E005"] {
            assert_eq!(Notation::Letters.parse(text, NINE), None, "{text:?}");
        }
        for text in ["e", "eee", "je", "e5"] {
            assert_eq!(Notation::Sgf.parse(text, NINE), None, "{text:?}");
        }
        for text in ["e0", "e10", "j1"] {
            assert_eq!(Notation::Leaflet.parse(text, NINE), None, "{text:?}");
        }
    }
}
