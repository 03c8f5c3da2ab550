//! How a game ended, in SGF `RE` notation and back.

use crate::color::Color;
use serde::{Deserialize, Serialize};

/// The outcome of a finished game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum GameResult {
    /// Won on the count by `margin_halves` half points (7 = 3.5 points).
    Score {
        /// The side with more points.
        winner: Color,
        /// Winning margin in half points, always > 0.
        margin_halves: u32,
    },
    /// The loser resigned.
    Resignation {
        /// The side that did not resign.
        winner: Color,
    },
    /// The loser's time ran out.
    Time {
        /// The side whose clock did not run out.
        winner: Color,
    },
    /// Equal scores (jigo), or a draw by endless repetition where the rules say
    /// so. Under the simple rules a tie means both players win.
    Draw,
    /// No result: endless repetition under rules that void the game.
    NoResult,
}

impl GameResult {
    /// The winner, if there is exactly one.
    #[must_use]
    pub fn winner(self) -> Option<Color> {
        match self {
            GameResult::Score { winner, .. } | GameResult::Resignation { winner } | GameResult::Time { winner } => {
                Some(winner)
            }
            GameResult::Draw | GameResult::NoResult => None,
        }
    }

    /// SGF `RE` notation: `B+3.5`, `W+R`, `B+T`, `0`, `Void`.
    #[must_use]
    pub fn to_sgf(self) -> String {
        match self {
            GameResult::Score { winner, margin_halves } => {
                let whole = margin_halves / 2;
                if !margin_halves.is_multiple_of(2) {
                    format!("{}+{whole}.5", winner.letter())
                } else {
                    format!("{}+{whole}", winner.letter())
                }
            }
            GameResult::Resignation { winner } => format!("{}+R", winner.letter()),
            GameResult::Time { winner } => format!("{}+T", winner.letter()),
            GameResult::Draw => "0".to_owned(),
            GameResult::NoResult => "Void".to_owned(),
        }
    }

    /// Reads `RE` as written by the programs and servers seen in the wild:
    /// `B+3.5`, `W+Resign`, `B+Time`, `Draw`, `Jigo`, `0`, `Void`, `?`.
    /// Returns `None` for results it cannot interpret (`?`, `B`, forfeits),
    /// which callers keep as text.
    #[must_use]
    pub fn from_sgf(text: &str) -> Option<GameResult> {
        let t = text.trim();
        match t.to_ascii_lowercase().as_str() {
            "0" | "draw" | "jigo" => return Some(GameResult::Draw),
            "void" => return Some(GameResult::NoResult),
            _ => {}
        }
        let (color, rest) = t.split_once('+')?;
        let winner = Color::from_letter(color.trim())?;
        let rest = rest.trim();
        match rest.to_ascii_lowercase().as_str() {
            "r" | "resign" => return Some(GameResult::Resignation { winner }),
            "t" | "time" => return Some(GameResult::Time { winner }),
            _ => {}
        }
        let points: f64 = rest.parse().ok()?;
        let halves = points * 2.0;
        if !halves.is_finite() || halves.fract() != 0.0 || halves <= 0.0 || halves > 100_000.0 {
            return None;
        }
        // Range checked just above.
        Some(GameResult::Score { winner, margin_halves: halves as u32 })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_sgf_notation() {
        let score = GameResult::Score { winner: Color::White, margin_halves: 7 };
        assert_eq!(score.to_sgf(), "W+3.5");
        assert_eq!(GameResult::Score { winner: Color::Black, margin_halves: 4 }.to_sgf(), "B+2");
        assert_eq!(GameResult::Resignation { winner: Color::Black }.to_sgf(), "B+R");
        assert_eq!(GameResult::Time { winner: Color::White }.to_sgf(), "W+T");
        assert_eq!(GameResult::Draw.to_sgf(), "0");
        assert_eq!(GameResult::NoResult.to_sgf(), "Void");
    }

    #[test]
    fn reads_the_spellings_seen_in_real_files() {
        assert_eq!(GameResult::from_sgf("W+Resign"), Some(GameResult::Resignation { winner: Color::White }));
        assert_eq!(GameResult::from_sgf("B+Time"), Some(GameResult::Time { winner: Color::Black }));
        assert_eq!(GameResult::from_sgf("Draw"), Some(GameResult::Draw));
        assert_eq!(GameResult::from_sgf("B+0.5"), Some(GameResult::Score { winner: Color::Black, margin_halves: 1 }));
        assert_eq!(GameResult::from_sgf("?"), None);
        assert_eq!(GameResult::from_sgf("B"), None);
        assert_eq!(GameResult::from_sgf("W+0.3"), None);
        for r in [GameResult::Draw, GameResult::NoResult, GameResult::Time { winner: Color::Black }] {
            assert_eq!(GameResult::from_sgf(&r.to_sgf()), Some(r));
        }
    }
}
