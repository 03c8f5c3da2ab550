//! What happens in a game, as data: phases, events, move outcomes and the
//! errors of actions other than moves.

use crate::color::Color;
use crate::moves::Move;
use crate::point::Point;
use crate::result::GameResult;
use serde::{Deserialize, Serialize};

/// Where a game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum Phase {
    /// Black is placing free handicap stones; `remaining` are still to come.
    PlacingHandicap {
        /// Stones still to place.
        remaining: u8,
    },
    /// Normal play.
    Playing,
    /// Both players passed in a row: play has stopped and the position can be
    /// scored ([`crate::Game::resume`] continues playing instead).
    Scoring,
    /// The game has ended.
    Over {
        /// How it ended.
        result: GameResult,
    },
}

/// One step of a game's history, as stored in a [`crate::GameRecord`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum GameEvent {
    /// A move (a stone or a pass).
    Move {
        /// Who moved.
        color: Color,
        /// What was played.
        #[serde(rename = "move")]
        played: Move,
    },
    /// A free handicap stone placed by Black.
    Handicap {
        /// Where.
        point: Point,
    },
    /// A player resigned.
    Resign {
        /// Who resigned.
        color: Color,
    },
    /// Play continued after two passes.
    Resume,
    /// A player's time ran out.
    Timeout {
        /// Whose time ran out.
        color: Color,
    },
    /// The position was scored and the game ended with this result.
    Scored {
        /// The result of the count.
        result: GameResult,
    },
}

/// The latest move: who played what.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct PlayedMove {
    /// Who moved.
    pub color: Color,
    /// A stone or a pass.
    #[serde(rename = "move")]
    pub played: Move,
}

/// What a move did (or, from `check`, would do).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct MoveOutcome {
    /// Who moved (Black for a handicap stone).
    pub color: Color,
    /// What was played.
    #[serde(rename = "move")]
    pub played: Move,
    /// Opponent stones captured, row by row from the top left.
    pub captured: Vec<Point>,
    /// Own stones removed by a suicide (counted as captured by the opponent).
    pub self_captured: Vec<Point>,
    /// The move's number (passes count; handicap stones do not and report 0).
    pub move_number: u32,
    /// The phase after the move: `scoring` after a second pass in a row,
    /// `over` when the move repeated a position for the third time.
    pub phase: Phase,
}

/// Why an action other than a move (resign, resume, …) was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, thiserror::Error)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum ActionError {
    /// The game has already ended.
    #[error("the game is over")]
    GameOver,
    /// The action needs the scoring phase (two passes in a row).
    #[error("the game is not in its scoring phase")]
    NotScoring,
}

impl ActionError {
    /// The stable code, as serialized.
    #[must_use]
    pub fn code(self) -> &'static str {
        match self {
            ActionError::GameOver => "game_over",
            ActionError::NotScoring => "not_scoring",
        }
    }
}
