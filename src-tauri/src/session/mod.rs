//! The game on the board: a go-core game with its clock and the players'
//! names, and how it is kept in the database so it survives a restart.
//!
//! Time is passed in as milliseconds since the app started. The stored form
//! has its clock paused, so a restart (a new time origin) continues with the
//! time each player had at the last save.

pub mod settings;

use crate::dto::{AppError, NewGameSettings};
use go_core::{
    BoardSize, Color, Game, GameSettings, Move, PerColor, Point, RulesPreset, TimedGame, TimedGameRecord,
};
use serde::{Deserialize, Serialize};

/// Version of the stored document; a newer one is not read (a fresh game starts).
const DOCUMENT_VERSION: u32 = 1;

/// The game in progress.
#[derive(Clone, Debug)]
pub struct PlaySession {
    game: TimedGame,
    players: PerColor<String>,
}

/// How a session is stored in the database.
#[derive(Serialize, Deserialize)]
struct SessionDocument {
    version: u32,
    game: TimedGameRecord,
    players: PerColor<String>,
}

impl Default for PlaySession {
    /// An even 19x19 game under Japanese rules, without clock or names.
    fn default() -> Self {
        let settings = GameSettings::new(BoardSize::STANDARD, RulesPreset::Japanese.rules());
        let game = TimedGame::new(settings, None).unwrap_or_else(|_| unreachable!("an even 19x19 game always starts"));
        PlaySession { game, players: PerColor::default() }
    }
}

impl PlaySession {
    /// A new game from the dialog's settings, or the setting that is wrong.
    pub fn start(new: &NewGameSettings, now_ms: u64) -> Result<PlaySession, AppError> {
        let valid = settings::validate(new)?;
        let invalid_handicap = |_| AppError::InvalidSetting { field: "handicap".to_owned() };
        let mut game = TimedGame::new(valid.settings, valid.time).map_err(invalid_handicap)?;
        game.start(now_ms);
        Ok(PlaySession { game, players: valid.players })
    }

    /// Rebuilds a stored session, with its clock running from `now_ms`;
    /// `None` if the document is not one this version can read.
    pub fn restore(document: serde_json::Value, now_ms: u64) -> Option<PlaySession> {
        let stored: SessionDocument = serde_json::from_value(document).ok()?;
        if stored.version != DOCUMENT_VERSION {
            return None;
        }
        let mut game = TimedGame::from_record(&stored.game).ok()?;
        game.start(now_ms);
        Some(PlaySession { game, players: stored.players })
    }

    /// The session as stored, its clock paused at `now_ms`.
    pub fn document(&self, now_ms: u64) -> Result<serde_json::Value, serde_json::Error> {
        let mut paused = self.game.clone();
        paused.pause(now_ms);
        let stored = SessionDocument { version: DOCUMENT_VERSION, game: paused.record(), players: self.players.clone() };
        serde_json::to_value(stored)
    }

    /// The game with its clock.
    pub fn timed(&self) -> &TimedGame {
        &self.game
    }

    /// The game's rules and position.
    pub fn game(&self) -> &Game {
        self.game.game()
    }

    /// The players' names.
    pub fn players(&self) -> &PerColor<String> {
        &self.players
    }

    /// Plays a stone on the SGF point `point` for the side to move.
    pub fn play(&mut self, point: &str, now_ms: u64) -> Result<(), AppError> {
        let p = Point::from_sgf(point)
            .filter(|p| self.game().board().size().contains(*p))
            .ok_or_else(|| AppError::BadPoint { text: point.to_owned() })?;
        self.game.play(Move::Play(p), now_ms).map(drop).map_err(|reason| AppError::IllegalMove { reason, point: Some(p) })
    }

    /// The side to move passes.
    pub fn pass(&mut self, now_ms: u64) -> Result<(), AppError> {
        self.game.play(Move::Pass, now_ms).map(drop).map_err(|reason| AppError::IllegalMove { reason, point: None })
    }

    /// `color` resigns.
    pub fn resign(&mut self, color: Color, now_ms: u64) -> Result<(), AppError> {
        self.game.resign(color, now_ms).map(drop).map_err(|_| AppError::NotNow)
    }

    /// Takes back the latest move or action.
    pub fn undo(&mut self, now_ms: u64) -> Result<(), AppError> {
        self.game.undo(now_ms).then_some(()).ok_or(AppError::NotNow)
    }

    /// Replays the latest taken-back move or action.
    pub fn redo(&mut self, now_ms: u64) -> Result<(), AppError> {
        self.game.redo(now_ms).then_some(()).ok_or(AppError::NotNow)
    }

    /// Ends the game on time if the running clock has run out; true if it did now.
    pub fn tick(&mut self, now_ms: u64) -> bool {
        self.game.tick(now_ms).is_some()
    }
}

#[cfg(test)]
mod tests;
