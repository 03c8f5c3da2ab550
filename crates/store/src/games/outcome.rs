//! A result text (`RE`) sorted for filtering: who won, and how.
//!
//! SGF writes `B+R`, `W+Resign`, `B+T`, `W+Time`, `B+F`, `W+Forfeit`,
//! `B+3.5`, `0`, `Draw`, `Void`, `?`; real files add `Jigo`, `B` alone, lower
//! case and spaces. What cannot be read has no winner and the kind `unknown`.

use serde::{Deserialize, Serialize};

/// The side that won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum Winner {
    /// Black (`B`).
    #[serde(rename = "B")]
    Black,
    /// White (`W`).
    #[serde(rename = "W")]
    White,
}

impl Winner {
    /// `B` or `W`, as stored.
    pub fn letter(self) -> &'static str {
        match self {
            Winner::Black => "B",
            Winner::White => "W",
        }
    }

    pub(crate) fn from_letter(letter: &str) -> Option<Winner> {
        match letter {
            "B" => Some(Winner::Black),
            "W" => Some(Winner::White),
            _ => None,
        }
    }
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum ResultKind {
    /// Won on the count (`B+3.5`).
    Points,
    /// The loser resigned (`W+R`).
    Resignation,
    /// The loser's time ran out (`B+T`).
    Time,
    /// The loser forfeited (`W+F`).
    Forfeit,
    /// A tie (`0`, `Draw`, `Jigo`).
    Draw,
    /// No result (`Void`).
    Void,
    /// Anything else: `?`, a winner without a reason, unreadable text.
    Unknown,
}

impl ResultKind {
    /// The stable code, as stored: `points`, `resignation`, `time`, `forfeit`, `draw`, `void`, `unknown`.
    pub fn code(self) -> &'static str {
        match self {
            ResultKind::Points => "points",
            ResultKind::Resignation => "resignation",
            ResultKind::Time => "time",
            ResultKind::Forfeit => "forfeit",
            ResultKind::Draw => "draw",
            ResultKind::Void => "void",
            ResultKind::Unknown => "unknown",
        }
    }

    /// The kind with this code.
    pub fn from_code(code: &str) -> Option<ResultKind> {
        const ALL: [ResultKind; 7] = [
            ResultKind::Points,
            ResultKind::Resignation,
            ResultKind::Time,
            ResultKind::Forfeit,
            ResultKind::Draw,
            ResultKind::Void,
            ResultKind::Unknown,
        ];
        ALL.into_iter().find(|kind| kind.code() == code)
    }
}

/// Who won and how, as far as the result text says.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Outcome {
    /// The winner, if one is named.
    pub winner: Option<Winner>,
    /// How the game ended.
    pub kind: ResultKind,
}

impl Outcome {
    /// Reads a result text.
    pub fn from_sgf(text: &str) -> Outcome {
        let text = text.trim();
        let unknown = |winner| Outcome { winner, kind: ResultKind::Unknown };
        match text.to_ascii_lowercase().as_str() {
            "0" | "draw" | "jigo" => return Outcome { winner: None, kind: ResultKind::Draw },
            "void" => return Outcome { winner: None, kind: ResultKind::Void },
            _ => {}
        }
        let Some((letter, reason)) = text.split_at_checked(1) else { return unknown(None) };
        let Some(winner) = Winner::from_letter(&letter.to_ascii_uppercase()) else { return unknown(None) };
        let Some(reason) = reason.trim_start().strip_prefix('+') else {
            return unknown(reason.trim().is_empty().then_some(winner));
        };
        let reason = reason.trim().to_ascii_lowercase();
        let kind = match reason.as_str() {
            "r" | "resign" | "resignation" => ResultKind::Resignation,
            "t" | "time" => ResultKind::Time,
            "f" | "forfeit" => ResultKind::Forfeit,
            points if points.parse::<f64>().is_ok_and(|p| p.is_finite() && p > 0.0) => ResultKind::Points,
            _ => ResultKind::Unknown,
        };
        Outcome { winner: Some(winner), kind }
    }

    /// A win on points' margin in half points (`B+3.5` → 7, `W+12` → 24);
    /// `None` for every other result and for a margin that is no whole
    /// number of half points (`B+3.25`).
    pub fn margin_halves(text: &str) -> Option<u32> {
        if Outcome::from_sgf(text).kind != ResultKind::Points {
            return None;
        }
        let (_, points) = text.split_once('+')?;
        let halves = points.trim().parse::<f64>().ok()? * 2.0;
        (halves.fract() == 0.0 && (1.0..=f64::from(u32::MAX)).contains(&halves)).then_some(halves as u32)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_are_sorted_by_winner_and_kind() {
        let table: &[(&str, Option<Winner>, ResultKind)] = &[
            ("B+R", Some(Winner::Black), ResultKind::Resignation),
            ("W+Resign", Some(Winner::White), ResultKind::Resignation),
            ("b+r", Some(Winner::Black), ResultKind::Resignation),
            ("B+T", Some(Winner::Black), ResultKind::Time),
            ("W+Time", Some(Winner::White), ResultKind::Time),
            ("W+F", Some(Winner::White), ResultKind::Forfeit),
            ("B+Forfeit", Some(Winner::Black), ResultKind::Forfeit),
            ("B+3.5", Some(Winner::Black), ResultKind::Points),
            ("W + 0.5", Some(Winner::White), ResultKind::Points),
            ("B+", Some(Winner::Black), ResultKind::Unknown),
            ("W", Some(Winner::White), ResultKind::Unknown),
            ("0", None, ResultKind::Draw),
            ("Draw", None, ResultKind::Draw),
            ("jigo", None, ResultKind::Draw),
            ("Void", None, ResultKind::Void),
            ("?", None, ResultKind::Unknown),
            ("Black wins", None, ResultKind::Unknown),
            ("", None, ResultKind::Unknown),
            ("B+-3", Some(Winner::Black), ResultKind::Unknown),
        ];
        for (text, winner, kind) in table {
            assert_eq!(Outcome::from_sgf(text), Outcome { winner: *winner, kind: *kind }, "{text:?}");
        }
    }

    #[test]
    fn a_win_on_points_gives_its_margin_in_half_points() {
        let table: &[(&str, Option<u32>)] = &[
            ("B+3.5", Some(7)),
            ("W + 0.5", Some(1)),
            ("W+12", Some(24)),
            ("B+3.25", None),
            ("B+R", None),
            ("0", None),
            ("B+", None),
            ("?", None),
        ];
        for (text, halves) in table {
            assert_eq!(Outcome::margin_halves(text), *halves, "{text:?}");
        }
    }

    #[test]
    fn kind_codes_round_trip() {
        for code in ["points", "resignation", "time", "forfeit", "draw", "void", "unknown"] {
            assert_eq!(ResultKind::from_code(code).map(ResultKind::code), Some(code));
        }
        assert_eq!(ResultKind::from_code("won"), None);
    }
}
