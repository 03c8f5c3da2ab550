//! A game as plain data, to store it and to rebuild an identical game later
//! (the app keeps it in SQLite so a game survives a restart).

use super::actions::EventRejected;
use super::{ActionError, Game, GameEvent, GameSettings, SetupError};
use crate::moves::IllegalMove;
use serde::{Deserialize, Serialize};

/// Settings plus every event, including the redo line.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct GameRecord {
    /// How the game started.
    pub settings: GameSettings,
    /// All events: the applied ones, then the redo line.
    pub events: Vec<GameEvent>,
    /// How many of `events` are applied (the rest can be redone).
    pub applied: usize,
}

/// Why a record does not describe a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "code", rename_all = "snake_case")]
pub enum RecordError {
    /// The settings are refused.
    #[error("invalid settings: {error}")]
    Settings {
        /// Why the settings are refused.
        error: SetupError,
    },
    /// `applied` is larger than the number of events.
    #[error("{applied} applied events, but only {events} events")]
    AppliedOutOfRange {
        /// The record's `applied`.
        applied: usize,
        /// The number of events.
        events: usize,
    },
    /// An event is an illegal move.
    #[error("event {index} is an illegal move: {reason}")]
    IllegalMove {
        /// 0-based event index.
        index: usize,
        /// Why the move is illegal.
        reason: IllegalMove,
    },
    /// An event is an action the game refuses at that point.
    #[error("event {index} is refused: {reason}")]
    RefusedAction {
        /// 0-based event index.
        index: usize,
        /// Why it is refused.
        reason: ActionError,
    },
}

impl Game {
    /// The game as data, from which [`Game::from_record`] rebuilds it.
    #[must_use]
    pub fn record(&self) -> GameRecord {
        GameRecord { settings: self.settings.clone(), events: self.events.clone(), applied: self.applied }
    }

    /// Rebuilds a game from its record, checking every event (the redo line too).
    pub fn from_record(record: &GameRecord) -> Result<Game, RecordError> {
        let events = record.events.len();
        if record.applied > events {
            return Err(RecordError::AppliedOutOfRange { applied: record.applied, events });
        }
        let mut game = Game::new(record.settings.clone()).map_err(|error| RecordError::Settings { error })?;
        for (index, event) in record.events.iter().enumerate() {
            game.apply_event(event).map_err(|rejected| match rejected {
                EventRejected::Move(reason) => RecordError::IllegalMove { index, reason },
                EventRejected::Action(reason) => RecordError::RefusedAction { index, reason },
            })?;
        }
        game.events = record.events.clone();
        game.applied = events;
        if record.applied < events {
            game.rewind_to(record.applied);
        }
        Ok(game)
    }
}
