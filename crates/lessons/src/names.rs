//! How content names things: ids, language codes, colours and points.
//!
//! Points in lesson files are written in board coordinates (`C3`: column
//! letter without `I`, row counted from the bottom), the notation the learner
//! sees on the board and reads in the lesson's prose. They are turned into
//! go-core points once the board size is known; from then on (and in every
//! JSON the engine returns) a point is go-core's [`Point`].

use go_core::{BoardSize, Color, Move, Point};
use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// Whether `id` is a well-formed stable id: lowercase ASCII letters and
/// digits in words joined by single hyphens, starting with a letter, at most
/// 64 characters (`ko`, `ko-threat`, `corner-2`).
#[must_use]
pub fn is_valid_id(id: &str) -> bool {
    let starts_with_letter = id.chars().next().is_some_and(|c| c.is_ascii_lowercase());
    let words_ok =
        id.split('-').all(|w| !w.is_empty() && w.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit()));
    starts_with_letter && words_ok && id.len() <= 64
}

/// Whether `code` is a well-formed language code: two or three lowercase
/// letters, optionally a hyphen and a region (`de`, `en`, `pt-BR`).
#[must_use]
pub fn is_valid_language(code: &str) -> bool {
    let (language, region) = code.split_once('-').map_or((code, None), |(l, r)| (l, Some(r)));
    let language_ok = (2..=3).contains(&language.len()) && language.chars().all(|c| c.is_ascii_lowercase());
    let region_ok = region.is_none_or(|r| (2..=3).contains(&r.len()) && r.chars().all(|c| c.is_ascii_alphanumeric()));
    language_ok && region_ok
}

/// The column letters of board coordinates: `A`–`T` without `I`.
const COLUMNS: &[u8; 19] = b"ABCDEFGHJKLMNOPQRST";

/// A point in board coordinates as written in a lesson file (`C3`), before
/// the board size turns it into a [`Point`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Coord {
    /// Column, 0 = `A`.
    pub column: u8,
    /// Row, 1 = the bottom row.
    pub row: u8,
}

impl Coord {
    /// Reads `C3` (either case); `None` for anything else.
    #[must_use]
    pub fn parse(text: &str) -> Option<Coord> {
        let text = text.trim();
        let mut chars = text.chars();
        let letter = chars.next()?.to_ascii_uppercase();
        let column = COLUMNS.iter().position(|&c| char::from(c) == letter)?;
        let digits = chars.as_str();
        if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) || digits.len() > 2 {
            return None;
        }
        let row: u8 = digits.parse().ok()?;
        (1..=19).contains(&row).then_some(Coord { column: u8::try_from(column).ok()?, row })
    }

    /// The point on a board of `size`, or `None` when it lies off that board.
    #[must_use]
    pub fn to_point(self, size: BoardSize) -> Option<Point> {
        let in_range = self.column < size.width && self.row >= 1 && self.row <= size.height;
        in_range.then(|| Point::new(self.column, size.height - self.row))
    }
}

impl fmt::Display for Coord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let letter = COLUMNS.get(usize::from(self.column)).map_or('?', |&c| char::from(c));
        write!(f, "{letter}{}", self.row)
    }
}

impl<'de> Deserialize<'de> for Coord {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        Coord::parse(&text).ok_or_else(|| D::Error::custom(format!("{text:?} is not a point such as \"C3\"")))
    }
}

impl Serialize for Coord {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

/// A point in display notation on a board of `size`, for messages (`C3`).
#[must_use]
pub fn display(point: Point, size: BoardSize) -> String {
    point.to_display(size).unwrap_or_else(|| format!("({}, {})", point.x, point.y))
}

/// Reads a move line such as `"E5 D4 pass"` into board coordinates or passes.
pub fn parse_line(text: &str) -> Result<Vec<Option<Coord>>, String> {
    let steps: Vec<&str> = text.split_whitespace().collect();
    if steps.is_empty() {
        return Err("an empty move line".to_owned());
    }
    steps
        .into_iter()
        .map(|s| match s.to_ascii_lowercase().as_str() {
            "pass" => Ok(None),
            _ => {
                Coord::parse(s).map(Some).ok_or_else(|| format!("{s:?} is neither a point such as \"C3\" nor \"pass\""))
            }
        })
        .collect()
}

/// A move line's steps on a board of `size`: points or passes.
pub fn resolve_line(steps: &[Option<Coord>], size: BoardSize) -> Result<Vec<Move>, String> {
    steps
        .iter()
        .map(|step| match step {
            None => Ok(Move::Pass),
            Some(c) => c.to_point(size).map(Move::Play).ok_or_else(|| off_board(*c, size)),
        })
        .collect()
}

/// The message for a point that is not on the board.
#[must_use]
pub fn off_board(coord: Coord, size: BoardSize) -> String {
    format!("{coord} is not on the {size} board")
}

/// Colours as content writes them: `"black"` and `"white"`. Use with
/// `#[serde(with = "crate::names::color")]`.
pub mod color {
    use super::*;

    /// Reads `"black"` or `"white"`.
    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Color, D::Error> {
        let text = String::deserialize(deserializer)?;
        parse(&text).ok_or_else(|| D::Error::custom(format!("{text:?} is not a colour: write \"black\" or \"white\"")))
    }

    /// Writes `"black"` or `"white"`.
    pub fn serialize<S: Serializer>(color: &Color, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(name(*color))
    }

    /// `"black"` or `"white"`.
    #[must_use]
    pub fn name(color: Color) -> &'static str {
        match color {
            Color::Black => "black",
            Color::White => "white",
        }
    }

    /// Reads `"black"` or `"white"`.
    #[must_use]
    pub fn parse(text: &str) -> Option<Color> {
        match text.trim() {
            "black" => Some(Color::Black),
            "white" => Some(Color::White),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_lowercase_words_joined_by_hyphens() {
        for good in ["ko", "ko-threat", "corner-2", "a1"] {
            assert!(is_valid_id(good), "{good}");
        }
        for bad in ["", "Ko", "ko_threat", "-ko", "ko-", "ko--threat", "2ko", "kö"] {
            assert!(!is_valid_id(bad), "{bad}");
        }
        assert!(is_valid_language("de") && is_valid_language("pt-BR") && !is_valid_language("DE"));
    }

    #[test]
    fn coordinates_count_rows_from_the_bottom_and_skip_i() {
        let size = BoardSize::square(5).unwrap();
        let c3 = Coord::parse("C3").unwrap();
        assert_eq!(c3.to_point(size), Some(Point::new(2, 2)));
        assert_eq!(Coord::parse("a5").unwrap().to_point(size), Some(Point::new(0, 0)));
        assert_eq!(Coord::parse("J1").unwrap().column, 8);
        assert_eq!(Coord::parse("F1").unwrap().to_point(size), None);
        assert_eq!(Coord::parse("A6").unwrap().to_point(size), None);
        for bad in ["I3", "C", "C0", "C20", "3C", "C3x"] {
            assert_eq!(Coord::parse(bad), None, "{bad}");
        }
        assert_eq!(c3.to_string(), "C3");
    }

    #[test]
    fn move_lines_hold_points_and_passes() {
        let line = parse_line("E5 pass D4").unwrap();
        let size = BoardSize::square(5).unwrap();
        let moves = resolve_line(&line, size).unwrap();
        assert_eq!(moves, [Move::Play(Point::new(4, 0)), Move::Pass, Move::Play(Point::new(3, 1))]);
        assert!(parse_line("E5 Z9").is_err());
        assert!(parse_line(" ").is_err());
        assert_eq!(resolve_line(&parse_line("F1").unwrap(), size).unwrap_err(), "F1 is not on the 5x5 board");
    }
}
