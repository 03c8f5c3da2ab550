//! The game on the board: a go-core game with its clock and the players'
//! names, and how it is kept in the database so it survives a restart.
//!
//! Time is passed in as milliseconds since the app started. The stored form
//! has its clock paused, so a restart (a new time origin) continues with the
//! time each player had at the last save.

mod from_record;
pub mod opponent;
mod scoring;
pub mod settings;
mod teaching;

use crate::engine::opponent::Opponent;
use crate::error::{AppError, SettingField};
use go_core::score::{Agreement, AgreementRecord, Score};
use go_core::{BoardSize, Color, Game, GameSettings, Move, PerColor, RulesPreset, TimedGame, TimedGameRecord};
use opponent::EngineState;
use serde::{Deserialize, Serialize};
use settings::NewGameSettings;

/// Version of the stored document; another one is not read (it is set aside
/// and a fresh game starts). Fields added later are optional, so documents
/// written before them still load.
const DOCUMENT_VERSION: u32 = 1;

/// The game in progress.
#[derive(Clone, Debug)]
pub struct PlaySession {
    game: TimedGame,
    players: PerColor<String>,
    /// The players' agreement on the count: present in the scoring phase,
    /// and kept after a counted end (so undoing the end restores the marking).
    scoring: Option<Agreement>,
    /// The count both players confirmed, once the game ended by counting.
    final_score: Option<Score>,
    /// The game's entry in the library, once it has ended and been stored.
    library_id: Option<i64>,
    /// The computer opponent, in a game against one.
    opponent: Option<Opponent>,
    /// What the engine is doing and said in this run (not stored).
    engine: EngineState,
}

/// Why a stored session cannot be read: it is kept aside, never overwritten.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Unreadable {
    /// A newer LoGo wrote it.
    NewerVersion,
    /// It is not a game this LoGo wrote, or it is damaged.
    Damaged,
}

impl Unreadable {
    /// The stable code, as serialized (and as stored with the set-aside document).
    #[must_use]
    pub fn code(self) -> &'static str {
        match self {
            Unreadable::NewerVersion => "newer_version",
            Unreadable::Damaged => "damaged",
        }
    }
}

/// Only the version of a stored document, read before the rest.
#[derive(Deserialize)]
struct Versioned {
    version: Option<u32>,
}

/// How a session is stored in the database.
#[derive(Serialize, Deserialize)]
struct SessionDocument {
    version: u32,
    game: TimedGameRecord,
    players: PerColor<String>,
    /// The marking and confirmations while counting (absent before and
    /// after; documents from before scoring existed have none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    scoring: Option<AgreementRecord>,
    /// The confirmed count of a game that ended by counting.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    final_score: Option<Score>,
    /// The finished game's entry in the library.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    library_id: Option<i64>,
    /// The computer opponent of a game against one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    opponent: Option<Opponent>,
}

impl Default for PlaySession {
    /// An even 19x19 game under Japanese rules, without clock or names.
    fn default() -> Self {
        let settings = GameSettings::new(BoardSize::STANDARD, RulesPreset::Japanese.rules());
        let game = TimedGame::new(settings, None).unwrap_or_else(|_| unreachable!("an even 19x19 game always starts"));
        PlaySession {
            game,
            players: PerColor::default(),
            scoring: None,
            final_score: None,
            library_id: None,
            opponent: None,
            engine: EngineState::default(),
        }
    }
}

impl PlaySession {
    /// A new game from the dialog's settings, or the setting that is wrong.
    /// A game against the computer brings its `opponent` (the engine found for
    /// the dialog's choice, with its colour drawn); the players' names then
    /// come from the dialog's opponent settings.
    pub fn start(new: &NewGameSettings, opponent: Option<Opponent>, now_ms: u64) -> Result<PlaySession, AppError> {
        let mut valid = settings::validate(new, opponent.as_ref().map(|o| o.color))?;
        if let Some(opponent) = &opponent {
            let engine_name = valid.players.get_mut(opponent.color);
            if engine_name.is_empty() {
                *engine_name = opponent.default_name();
            }
        }
        let invalid_handicap = |_| AppError::InvalidSetting { field: SettingField::Handicap };
        let mut game = TimedGame::new(valid.settings, valid.time).map_err(invalid_handicap)?;
        game.start(now_ms);
        Ok(PlaySession { game, players: valid.players, opponent, ..PlaySession::default() })
    }

    /// Rebuilds a stored session from its text, with its clock running from
    /// `now_ms`; or why this version cannot read it.
    pub fn restore(document: &str, now_ms: u64) -> Result<PlaySession, Unreadable> {
        let versioned: Versioned = serde_json::from_str(document).map_err(|_| Unreadable::Damaged)?;
        match versioned.version {
            Some(DOCUMENT_VERSION) => {}
            Some(version) if version > DOCUMENT_VERSION => return Err(Unreadable::NewerVersion),
            _ => return Err(Unreadable::Damaged),
        }
        let stored: SessionDocument = serde_json::from_str(document).map_err(|_| Unreadable::Damaged)?;
        let mut game = TimedGame::from_record(&stored.game).map_err(|_| Unreadable::Damaged)?;
        game.start(now_ms);
        let mut session = PlaySession {
            game,
            players: stored.players,
            scoring: None,
            final_score: stored.final_score,
            library_id: stored.library_id,
            opponent: stored.opponent,
            engine: EngineState::default(),
        };
        session.restore_scoring(stored.scoring.as_ref());
        Ok(session)
    }

    /// The session as stored, its clock paused at `now_ms`.
    pub fn document(&self, now_ms: u64) -> Result<serde_json::Value, serde_json::Error> {
        let mut paused = self.game.clone();
        paused.pause(now_ms);
        let stored = SessionDocument {
            version: DOCUMENT_VERSION,
            game: paused.record(),
            players: self.players.clone(),
            scoring: self.scoring.as_ref().map(Agreement::record),
            final_score: self.final_score.clone(),
            library_id: self.library_id,
            opponent: self.opponent.clone(),
        };
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

    /// The finished game's entry in the library, if it has one.
    pub fn library_id(&self) -> Option<i64> {
        self.library_id
    }

    /// Notes where the finished game is kept in the library.
    pub fn set_library_id(&mut self, id: i64) {
        self.library_id = Some(id);
    }

    /// The players' names.
    pub fn players(&self) -> &PerColor<String> {
        &self.players
    }

    /// Plays a stone on the SGF point `point` for the side to move (the
    /// learner's, in a game against the computer).
    pub fn play(&mut self, point: &str, now_ms: u64) -> Result<(), AppError> {
        let p = self.board_point(point)?;
        self.check_learner_turn()?;
        let played = self.game.play(Move::Play(p), now_ms);
        played.map_err(|reason| AppError::IllegalMove { reason, point: Some(p) })?;
        self.sync_scoring();
        Ok(())
    }

    /// The side to move passes (the learner, in a game against the computer).
    pub fn pass(&mut self, now_ms: u64) -> Result<(), AppError> {
        self.check_learner_turn()?;
        self.game.play(Move::Pass, now_ms).map_err(|reason| AppError::IllegalMove { reason, point: None })?;
        self.sync_scoring();
        Ok(())
    }

    /// `color` resigns (only the learner's colour, in a game against the computer).
    pub fn resign(&mut self, color: Color, now_ms: u64) -> Result<(), AppError> {
        if self.is_engine(color) {
            return Err(AppError::NotNow);
        }
        self.game.resign(color, now_ms).map_err(|_| AppError::NotNow)?;
        self.sync_scoring();
        Ok(())
    }

    /// Takes back the latest move or action. Taking back a counted end
    /// returns to counting with the same marking, both confirmations withdrawn.
    /// Against the computer it goes back to the learner's last turn.
    pub fn undo(&mut self, now_ms: u64) -> Result<(), AppError> {
        self.game.undo(now_ms).then_some(()).ok_or(AppError::NotNow)?;
        self.undo_engine_turns(now_ms);
        if let Some(agreement) = &mut self.scoring {
            agreement.reopen();
        }
        self.sync_scoring();
        Ok(())
    }

    /// Replays the latest taken-back move or action (see [`PlaySession::can_redo`]).
    pub fn redo(&mut self, now_ms: u64) -> Result<(), AppError> {
        if !self.can_redo() {
            return Err(AppError::NotNow);
        }
        self.game.redo(now_ms).then_some(()).ok_or(AppError::NotNow)?;
        self.redo_engine_turns(now_ms);
        self.sync_scoring();
        Ok(())
    }

    /// Ends the game on time if the running clock has run out; true if it did now.
    pub fn tick(&mut self, now_ms: u64) -> bool {
        let ended = self.game.tick(now_ms).is_some();
        if ended {
            self.sync_scoring();
        }
        ended
    }
}

#[cfg(test)]
mod tests;
