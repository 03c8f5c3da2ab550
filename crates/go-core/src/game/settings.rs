//! What a game starts from: board size, rules, handicap, and optionally a
//! set-up position; and why a start can be refused.

use crate::board::Board;
use crate::color::Color;
use crate::handicap::{self, HandicapError, MAX_HANDICAP, MIN_HANDICAP};
use crate::point::{BoardSize, Point};
use crate::rules::{HandicapPlacement, Rules};
use serde::{Deserialize, Serialize};

/// Everything needed to start a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct GameSettings {
    /// Board dimensions.
    pub size: BoardSize,
    /// The rule set, komi included.
    pub rules: Rules,
    /// Handicap stones: 0 (none) or 2–9. Fixed or free placement follows
    /// `rules.handicap_placement`.
    pub handicap: u8,
    /// A set-up position to start from instead of the empty board (lessons,
    /// problems); not combinable with a handicap.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub start: Option<StartPosition>,
}

impl GameSettings {
    /// An even game on an empty board.
    #[must_use]
    pub fn new(size: BoardSize, rules: Rules) -> GameSettings {
        GameSettings { size, rules, handicap: 0, start: None }
    }

    /// The same settings with `stones` handicap stones.
    #[must_use]
    pub fn with_handicap(self, stones: u8) -> GameSettings {
        GameSettings { handicap: stones, ..self }
    }

    /// The same settings starting from the stones on `board` with `to_play` to move.
    #[must_use]
    pub fn with_start(self, board: &Board, to_play: Color) -> GameSettings {
        let start =
            StartPosition { black: board.points_of(Color::Black), white: board.points_of(Color::White), to_play };
        GameSettings { size: board.size(), start: Some(start), ..self }
    }
}

/// A set-up position: stones placed before the first move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct StartPosition {
    /// Black stones.
    pub black: Vec<Point>,
    /// White stones.
    pub white: Vec<Point>,
    /// Who moves first.
    pub to_play: Color,
}

/// Why a game could not be started.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "code", rename_all = "snake_case")]
pub enum SetupError {
    /// The handicap is 1 or more than 9.
    #[error("{stones} handicap stones: choose 0 or 2 to 9")]
    HandicapCount {
        /// The refused count.
        stones: u8,
    },
    /// The board is too small for that handicap.
    #[error("a {}x{} board is too small for {stones} handicap stones", size.width, size.height)]
    HandicapTooLarge {
        /// The board.
        size: BoardSize,
        /// The refused count.
        stones: u8,
    },
    /// A start position and a handicap were both given.
    #[error("a start position cannot be combined with a handicap")]
    HandicapWithStartPosition,
    /// A start position names a point off the board.
    #[error("start position point ({}, {}) is off the board", point.x, point.y)]
    StartPointOffBoard {
        /// The point.
        point: Point,
    },
    /// A start position names a point twice.
    #[error("start position point ({}, {}) is given twice", point.x, point.y)]
    StartPointTwice {
        /// The point.
        point: Point,
    },
}

/// The starting board, the player to move and the free handicap stones still
/// to place, or why the settings are refused.
pub(crate) fn starting_position(settings: &GameSettings) -> Result<(Board, Color, u8), SetupError> {
    let size = settings.size;
    let stones = settings.handicap;
    let mut board = Board::new(size);
    if let Some(start) = &settings.start {
        if stones != 0 {
            return Err(SetupError::HandicapWithStartPosition);
        }
        place_start(&mut board, start)?;
        return Ok((board, start.to_play, 0));
    }
    if stones == 0 {
        return Ok((board, Color::Black, 0));
    }
    if !(MIN_HANDICAP..=MAX_HANDICAP).contains(&stones) {
        return Err(SetupError::HandicapCount { stones });
    }
    match settings.rules.handicap_placement {
        HandicapPlacement::Free if usize::from(stones) < size.area() => Ok((board, Color::Black, stones)),
        HandicapPlacement::Free => Err(SetupError::HandicapTooLarge { size, stones }),
        HandicapPlacement::Fixed => {
            let points = handicap::fixed_handicap(size, stones).map_err(|e| match e {
                HandicapError::BadCount { stones } => SetupError::HandicapCount { stones },
                HandicapError::BoardTooSmall { size, stones } => SetupError::HandicapTooLarge { size, stones },
            })?;
            for p in points {
                board.set(p, Some(Color::Black)).map_err(|_| SetupError::HandicapTooLarge { size, stones })?;
            }
            Ok((board, Color::White, 0))
        }
    }
}

fn place_start(board: &mut Board, start: &StartPosition) -> Result<(), SetupError> {
    let stones = start.black.iter().map(|&p| (p, Color::Black)).chain(start.white.iter().map(|&p| (p, Color::White)));
    for (point, color) in stones {
        if board.get(point).is_some() {
            return Err(SetupError::StartPointTwice { point });
        }
        board.set(point, Some(color)).map_err(|_| SetupError::StartPointOffBoard { point })?;
    }
    Ok(())
}
