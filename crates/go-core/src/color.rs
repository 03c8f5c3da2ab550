//! The two players' colours.

use serde::{Deserialize, Serialize};

/// A player's colour. Serialized as `"B"` / `"W"` (the SGF property names).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum Color {
    /// Black, who moves first in an even game.
    #[serde(rename = "B")]
    Black,
    /// White, who receives komi.
    #[serde(rename = "W")]
    White,
}

impl Color {
    /// Both colours, Black first.
    pub const BOTH: [Color; 2] = [Color::Black, Color::White];

    /// The other player's colour.
    #[must_use]
    pub fn opponent(self) -> Color {
        match self {
            Color::Black => Color::White,
            Color::White => Color::Black,
        }
    }

    /// `"B"` or `"W"`, as in SGF and in the `logo` command's JSON.
    #[must_use]
    pub fn letter(self) -> &'static str {
        match self {
            Color::Black => "B",
            Color::White => "W",
        }
    }

    /// Parses `"B"`/`"W"` (either case).
    #[must_use]
    pub fn from_letter(s: &str) -> Option<Color> {
        match s {
            "B" | "b" => Some(Color::Black),
            "W" | "w" => Some(Color::White),
            _ => None,
        }
    }

    /// 0 for Black, 1 for White: an index into per-colour arrays.
    #[must_use]
    pub fn index(self) -> usize {
        match self {
            Color::Black => 0,
            Color::White => 1,
        }
    }
}

/// A value kept once per colour, indexed by [`Color`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct PerColor<T> {
    /// Black's value.
    #[serde(rename = "B")]
    pub black: T,
    /// White's value.
    #[serde(rename = "W")]
    pub white: T,
}

impl<T> PerColor<T> {
    /// Builds the pair from Black's and White's values.
    pub fn new(black: T, white: T) -> Self {
        PerColor { black, white }
    }

    /// The value of `color`.
    pub fn get(&self, color: Color) -> &T {
        match color {
            Color::Black => &self.black,
            Color::White => &self.white,
        }
    }

    /// The value of `color`, mutably.
    pub fn get_mut(&mut self, color: Color) -> &mut T {
        match color {
            Color::Black => &mut self.black,
            Color::White => &mut self.white,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn opponent_swaps_and_letters_round_trip() {
        assert_eq!(Color::Black.opponent(), Color::White);
        assert_eq!(Color::White.opponent(), Color::Black);
        for c in Color::BOTH {
            assert_eq!(Color::from_letter(c.letter()), Some(c));
        }
        assert_eq!(Color::from_letter("x"), None);
    }

    #[test]
    fn serializes_as_sgf_letters() {
        assert_eq!(serde_json::to_string(&Color::Black).unwrap(), "\"B\"");
        let pair = PerColor::new(0, 2);
        assert_eq!(serde_json::to_string(&pair).unwrap(), r#"{"B":0,"W":2}"#);
    }
}
