//! Moves and the reasons a move can be refused.

use crate::point::Point;
use serde::{Deserialize, Serialize};

/// What a player does on a turn: put a stone on a point, or pass.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Move {
    /// A stone on this point.
    Play(Point),
    /// No stone this turn.
    Pass,
}

impl Move {
    /// The point played, or `None` for a pass.
    #[must_use]
    pub fn point(self) -> Option<Point> {
        match self {
            Move::Play(p) => Some(p),
            Move::Pass => None,
        }
    }
}

/// Why a move is refused. The serialized names are stable codes (DESIGN §2)
/// that the UI turns into a sentence in the user's language.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, thiserror::Error)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum IllegalMove {
    /// The point already holds a stone.
    #[error("the point is occupied")]
    Occupied,
    /// The stone(s) would have no liberty and the rules forbid that suicide.
    #[error("the move would be suicide")]
    Suicide,
    /// Immediate recapture of a ko (simple ko rule).
    #[error("the move retakes a ko at once")]
    Ko,
    /// The move would repeat an earlier whole-board position (positional or
    /// situational superko).
    #[error("the move repeats an earlier position")]
    Superko,
    /// The other player is to move.
    #[error("it is not this player's turn")]
    NotYourTurn,
    /// Play has ended (two passes, resignation, time, repetition).
    #[error("the game is over")]
    GameOver,
    /// The point is not on the board.
    #[error("the point is off the board")]
    OffBoard,
    /// Black is still placing free handicap stones: only a stone on an empty
    /// point will do (no pass, no White move).
    #[error("black is placing handicap stones")]
    PlacingHandicap,
}

impl IllegalMove {
    /// The stable code, as serialized (`"ko"`, `"not_your_turn"`, …).
    #[must_use]
    pub fn code(self) -> &'static str {
        match self {
            IllegalMove::Occupied => "occupied",
            IllegalMove::Suicide => "suicide",
            IllegalMove::Ko => "ko",
            IllegalMove::Superko => "superko",
            IllegalMove::NotYourTurn => "not_your_turn",
            IllegalMove::GameOver => "game_over",
            IllegalMove::OffBoard => "off_board",
            IllegalMove::PlacingHandicap => "placing_handicap",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_equal_the_serialized_names() {
        use IllegalMove::*;
        for reason in [Occupied, Suicide, Ko, Superko, NotYourTurn, GameOver, OffBoard, PlacingHandicap] {
            assert_eq!(serde_json::to_value(reason).unwrap(), reason.code());
        }
    }

    #[test]
    fn moves_serialize_as_sgf_point_or_pass() {
        assert_eq!(serde_json::to_string(&Move::Play(Point::new(3, 3))).unwrap(), r#"{"play":"dd"}"#);
        assert_eq!(serde_json::to_string(&Move::Pass).unwrap(), r#""pass""#);
    }
}
