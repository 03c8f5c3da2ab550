//! How content names things: ids, language codes, colours and points.
//!
//! Points in data fields (move lines, goals, expectations, regions, dead
//! stones) are SGF points (`"cg"`: column letter, then row letter, both
//! counted from `a` at the top left), as in SGF files and in every JSON LoGo
//! writes (DESIGN §2). Only the prose uses display labels (`C3`), the
//! notation the learner reads at the board's edge. A display label in a data
//! field is refused with the SGF spelling it probably meant. SGF points are
//! read by go-core and become its [`Point`] once the board size is known.

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

/// A point as a data field writes it: SGF notation (`"cg"`: the column's
/// letter, then the row's, both counted from `a` at the top left), read by
/// go-core ([`Point::from_sgf`]) and checked once the board size is known.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct SgfPoint(pub String);

impl SgfPoint {
    /// The point on a board of `size`; see [`point`].
    pub fn resolve(&self, size: BoardSize) -> Result<Point, String> {
        point(&self.0, size)
    }
}

impl fmt::Display for SgfPoint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}", self.0)
    }
}

/// Reads one SGF point on a board of `size`. A display label (`"C3"`) is
/// refused with the SGF spelling the author probably meant.
pub fn point(text: &str, size: BoardSize) -> Result<Point, String> {
    match Point::from_sgf(text) {
        Some(p) if size.contains(p) => Ok(p),
        Some(_) => Err(format!("{text:?} is not on the {size} board")),
        None => Err(not_sgf(text, size)),
    }
}

/// The message for text that is not SGF notation.
fn not_sgf(text: &str, size: BoardSize) -> String {
    match Point::from_display(text, size).and_then(Point::to_sgf) {
        Some(sgf) => {
            let label = text.trim().to_ascii_uppercase();
            format!("{text:?} is not an SGF point; on this {size} board {label} is {sgf:?}")
        }
        None => {
            format!("{text:?} is not an SGF point such as \"cc\" (column and row letters from `a` at the top left)")
        }
    }
}

/// A point in display notation on a board of `size`, for messages (`C3`).
#[must_use]
pub fn display(point: Point, size: BoardSize) -> String {
    point.to_display(size).unwrap_or_else(|| format!("({}, {})", point.x, point.y))
}

/// A point in SGF notation (`cg`), for messages that quote a data field.
#[must_use]
pub fn sgf(point: Point) -> String {
    point.to_sgf().unwrap_or_else(|| format!("({}, {})", point.x, point.y))
}

/// Reads a move line such as `"ee dd pass"` on a board of `size`: SGF points
/// or passes, separated by spaces.
pub fn parse_line(text: &str, size: BoardSize) -> Result<Vec<Move>, String> {
    let steps: Vec<&str> = text.split_whitespace().collect();
    if steps.is_empty() {
        return Err("an empty move line".to_owned());
    }
    steps
        .into_iter()
        .map(|step| if step.eq_ignore_ascii_case("pass") { Ok(Move::Pass) } else { point(step, size).map(Move::Play) })
        .collect()
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
    fn points_are_sgf_counted_from_the_top_left() {
        let nine = BoardSize::square(9).unwrap();
        assert_eq!(point("cg", nine), Ok(Point::new(2, 6)));
        assert_eq!(point("aa", nine), Ok(Point::new(0, 0)));
        assert_eq!(point("ii", nine), Ok(Point::new(8, 8)));
        assert_eq!(point("ij", nine).unwrap_err(), r#""ij" is not on the 9x9 board"#);
        assert_eq!(SgfPoint("cg".into()).resolve(nine), Ok(Point::new(2, 6)));
    }

    #[test]
    fn a_display_label_is_refused_with_the_sgf_spelling_it_meant() {
        let nine = BoardSize::square(9).unwrap();
        assert_eq!(point("C3", nine).unwrap_err(), r#""C3" is not an SGF point; on this 9x9 board C3 is "cg""#);
        assert_eq!(point("j9", nine).unwrap_err(), r#""j9" is not an SGF point; on this 9x9 board J9 is "ia""#);
        let nineteen = BoardSize::STANDARD;
        assert_eq!(point("C3", nineteen).unwrap_err(), r#""C3" is not an SGF point; on this 19x19 board C3 is "cq""#);
        for other in ["K10", "I3", "c", "ccc", ""] {
            assert!(point(other, nine).unwrap_err().contains("is not an SGF point such as"), "{other}");
        }
    }

    #[test]
    fn move_lines_hold_points_and_passes() {
        let size = BoardSize::square(5).unwrap();
        let moves = parse_line("ea pass db", size).unwrap();
        assert_eq!(moves, [Move::Play(Point::new(4, 0)), Move::Pass, Move::Play(Point::new(3, 1))]);
        assert!(parse_line(" ", size).is_err());
        assert_eq!(parse_line("ea fe", size).unwrap_err(), r#""fe" is not on the 5x5 board"#);
        assert!(parse_line("E5 D4", size).unwrap_err().contains(r#"on this 5x5 board E5 is "ea""#));
    }
}
