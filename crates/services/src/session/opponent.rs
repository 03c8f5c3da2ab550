//! The computer opponent's side of a session: whose turn is the learner's,
//! what the engine should do next, what it answered (a move, handicap stones,
//! a hint, its dead stones) applied through go-core, and what went wrong.
//!
//! Undo and redo skip the engine's turns: taking back a move returns to the
//! learner's last turn (the engine's reply goes with it), and redo replays
//! the learner's move with the reply that followed it.

use super::PlaySession;
use crate::engine::EngineSetup;
use crate::engine::host::{EngineKey, Job};
use crate::engine::opponent::{EngineProblem, Opponent};
use crate::error::AppError;
use go_core::{Color, Game, GameEvent, IllegalMove, Move, Phase, Point};
use logo_gtp::{EngineMove, Expected, GtpError, ProtocolProblem, TimeSettings};
use serde::Serialize;
use std::time::Duration;

/// Where a game's history stands: the number of applied events and the last
/// one. Every move, undo, redo, resignation or resumption changes it; marking
/// dead stones does not.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HistoryMark {
    applied: usize,
    last: Option<GameEvent>,
}

impl HistoryMark {
    /// The mark of `game` now.
    #[must_use]
    pub fn of(game: &Game) -> HistoryMark {
        HistoryMark { applied: game.events().len(), last: game.events().last().copied() }
    }
}

/// What the engine is doing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum EngineWork {
    /// Starting and being shown the game.
    Prepare,
    /// Thinking about its move.
    Move,
    /// Placing its handicap stones.
    PlaceHandicap,
    /// Finding a hint for the learner.
    Hint,
    /// Judging which stones are dead, after two passes.
    DeadStones,
}

/// The engine's state in this run (not stored: after a restart the engine starts afresh).
#[derive(Clone, Debug, Default)]
pub struct EngineState {
    /// What it is doing, if anything.
    pub working: Option<EngineWork>,
    /// Why its last turn ended without a move; cleared when the user decides how to go on.
    pub problem: Option<EngineProblem>,
    /// Its latest hint and the position it is for.
    pub hint: Option<(HistoryMark, EngineMove)>,
    /// Its dead stones and the position they are for.
    pub opinion: Option<(HistoryMark, Vec<Point>)>,
    /// Whether it waits because the game rests while a teacher shows something on a copy.
    pub held: bool,
}

impl PlaySession {
    /// The computer opponent, if the learner plays against one.
    pub fn opponent(&self) -> Option<&Opponent> {
        self.opponent.as_ref()
    }

    /// The engine's state in this run.
    pub fn engine_state(&self) -> &EngineState {
        &self.engine
    }

    /// The engine's hint for the position on the board, if it gave one.
    pub fn current_hint(&self) -> Option<EngineMove> {
        let mark = HistoryMark::of(self.game());
        self.engine.hint.as_ref().filter(|(at, _)| *at == mark).map(|(_, hint)| *hint)
    }

    /// The engine's dead stones for the position being counted, if it gave them.
    pub fn current_opinion(&self) -> Option<&[Point]> {
        let mark = HistoryMark::of(self.game());
        let counting = self.game().phase() == Phase::Scoring;
        self.engine.opinion.as_ref().filter(|(at, _)| counting && *at == mark).map(|(_, dead)| dead.as_slice())
    }

    /// Whether `color` is the engine's.
    pub(super) fn is_engine(&self, color: Color) -> bool {
        self.opponent.as_ref().is_some_and(|o| o.color == color)
    }

    /// Refuses a move or handicap stone when it is the engine's turn to place it.
    pub(super) fn check_learner_turn(&self) -> Result<(), AppError> {
        if self.is_engine(self.game().to_play()) {
            return Err(AppError::IllegalMove { reason: IllegalMove::NotYourTurn, point: None });
        }
        Ok(())
    }

    /// Whether the engine is to move (or to place handicap stones) now.
    fn engine_to_play(&self) -> bool {
        let stones_go_on = matches!(self.game().phase(), Phase::Playing | Phase::PlacingHandicap { .. });
        stones_go_on && self.is_engine(self.game().to_play())
    }

    /// After an undo: keeps undoing while it would be the engine's turn, so the learner moves next.
    pub(super) fn undo_engine_turns(&mut self, now_ms: u64) {
        while self.engine_to_play() && self.game.undo(now_ms) {}
    }

    /// After a redo: replays the engine's reply too, if it is on the redo line.
    pub(super) fn redo_engine_turns(&mut self, now_ms: u64) {
        while self.engine_to_play() && self.game().can_redo() && self.game.redo(now_ms) {}
    }

    /// What the engine should do now unless it is busy or stopped: move, place
    /// its handicap, or judge the dead stones; `None` while the learner is to act.
    pub fn engine_work_due(&self) -> Option<EngineWork> {
        if self.opponent.is_none() || self.engine.working.is_some() || self.engine.problem.is_some() || self.engine.held
        {
            return None;
        }
        match self.game().phase() {
            Phase::Playing if self.engine_to_play() => Some(EngineWork::Move),
            Phase::PlacingHandicap { .. } if self.engine_to_play() => Some(EngineWork::PlaceHandicap),
            Phase::Scoring if self.current_opinion().is_none() => Some(EngineWork::DeadStones),
            _ => None,
        }
    }

    /// Notes that the engine started `work`.
    pub fn engine_started(&mut self, work: EngineWork) {
        self.engine.working = Some(work);
    }

    /// The engine stopped working (its answer arrived, or the work was cancelled).
    pub fn engine_stopped(&mut self) {
        self.engine.working = None;
    }

    /// The engine failed; its turn ends and the game stays as it is.
    pub fn engine_failed(&mut self, error: GtpError) {
        self.engine.problem = Some(EngineProblem::Failed { error });
    }

    /// The engine chose `choice`: played through go-core (or a resignation).
    pub fn engine_moved(&mut self, choice: EngineMove, now_ms: u64) {
        let Some(color) = self.opponent.as_ref().map(|o| o.color) else { return };
        let Some(mv) = choice.as_move() else {
            if self.game.resign(color, now_ms).is_ok() {
                self.sync_scoring();
            }
            return;
        };
        match self.game.play(mv, now_ms) {
            Ok(_) => self.sync_scoring(),
            Err(reason) => self.engine_refused(mv, reason),
        }
    }

    /// The engine's handicap stones, placed one by one through go-core.
    pub fn engine_placed(&mut self, points: &[Point], now_ms: u64) {
        for &point in points {
            if !matches!(self.game().phase(), Phase::PlacingHandicap { .. }) {
                break;
            }
            if let Err(reason) = self.game.play(Move::Play(point), now_ms) {
                return self.engine_refused(Move::Play(point), reason);
            }
        }
        if matches!(self.game().phase(), Phase::PlacingHandicap { .. }) {
            self.engine.problem = Some(EngineProblem::Failed { error: too_few_stones() });
        }
    }

    fn engine_refused(&mut self, mv: Move, reason: IllegalMove) {
        let point = match mv {
            Move::Play(point) => Some(point),
            Move::Pass => None,
        };
        self.engine.problem = Some(EngineProblem::IllegalMove { point, reason });
    }

    /// The engine's hint for the position at `mark`.
    pub fn engine_hinted(&mut self, mark: HistoryMark, hint: EngineMove) {
        self.engine.hint = Some((mark, hint));
    }

    /// The engine's dead stones for the position at `mark`.
    pub fn engine_judged(&mut self, mark: HistoryMark, dead: Vec<Point>) {
        self.engine.opinion = Some((mark, dead));
    }

    /// Clears the engine's problem so it tries again.
    pub fn engine_retry(&mut self) -> Result<(), AppError> {
        self.engine.problem.take().map(drop).ok_or(AppError::NotNow)
    }

    /// Plays on without the engine: both colours are the learner's from now on.
    pub fn drop_opponent(&mut self) -> Result<(), AppError> {
        self.opponent.take().ok_or(AppError::NotNow)?;
        self.engine = EngineState::default();
        Ok(())
    }

    /// Another engine takes over the same colour; `name` is how records name it.
    pub fn change_opponent(&mut self, opponent: Opponent, name: String) -> Result<(), AppError> {
        let current = self.opponent.as_ref().ok_or(AppError::NotNow)?;
        let color = current.color;
        *self.players.get_mut(color) = name;
        self.opponent = Some(Opponent { color, ..opponent });
        self.engine = EngineState::default();
        Ok(())
    }

    /// Whether the learner may ask for a hint now: hints are on, the learner
    /// is to move, and the engine is not busy.
    pub fn hint_allowed(&self) -> bool {
        let hints_on = self.opponent.as_ref().is_some_and(|o| o.hints);
        let learners_turn = matches!(self.game().phase(), Phase::Playing) && !self.engine_to_play();
        hints_on && learners_turn && self.engine.working.is_none() && self.engine.problem.is_none()
    }

    /// The engine process this game needs.
    pub fn engine_key(&self) -> Option<EngineKey> {
        let opponent = self.opponent.as_ref()?;
        let settings = self.game().settings();
        let setup = EngineSetup { size: settings.size, rules: settings.rules, handicap: settings.handicap };
        Some(EngineKey { profile: opponent.profile.clone(), setup, time: self.engine_time() })
    }

    /// What the engine is told about time at its start: its fixed time per
    /// move, else the game's clock, else nothing.
    fn engine_time(&self) -> Option<TimeSettings> {
        let opponent = self.opponent.as_ref()?;
        if let Some(seconds) = opponent.move_seconds {
            return Some(TimeSettings { main: Duration::ZERO, byo_yomi: secs(seconds), stones: 1 });
        }
        let control = self.game.clock()?.control();
        let stones = u32::from(control.has_byo_yomi());
        let main = Duration::from_millis(*control.main_ms.get(opponent.color));
        Some(TimeSettings { main, byo_yomi: Duration::from_millis(control.period_ms), stones })
    }

    /// The job for `work` at `now_ms`.
    pub fn engine_job(&self, work: EngineWork, now_ms: u64) -> Job {
        let color = self.opponent.as_ref().map_or(Color::White, |o| o.color);
        match work {
            EngineWork::Prepare => Job::Prepare,
            EngineWork::Move => Job::Move { color, time_left: self.engine_time_left(color, now_ms) },
            EngineWork::PlaceHandicap => Job::PlaceHandicap { stones: self.game().settings().handicap },
            EngineWork::Hint => Job::Hint { color: color.opponent() },
            EngineWork::DeadStones => Job::DeadStones,
        }
    }

    /// The engine's time for this move and the stones to play in it, for `time_left`.
    fn engine_time_left(&self, color: Color, now_ms: u64) -> Option<(Duration, u32)> {
        if let Some(seconds) = self.opponent.as_ref().and_then(|o| o.move_seconds) {
            return Some((secs(seconds), 1));
        }
        let side = self.game.clock()?.side(color, now_ms);
        if side.main_left_ms > 0 {
            Some((Duration::from_millis(side.main_left_ms), 0))
        } else {
            Some((Duration::from_millis(side.period_left_ms), 1))
        }
    }
}

fn secs(seconds: u32) -> Duration {
    Duration::from_secs(u64::from(seconds))
}

/// The engine named fewer handicap stones than the game has.
fn too_few_stones() -> GtpError {
    let problem = ProtocolProblem::BadAnswer { answer: String::new(), expected: Expected::Vertices };
    GtpError::Protocol { command: "place_free_handicap".into(), problem, stderr_tail: String::new() }
}

#[cfg(test)]
mod tests;
