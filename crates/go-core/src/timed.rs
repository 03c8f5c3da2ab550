//! A game with an optional clock: the clock of the player to move runs while
//! play is on, and running out of time loses the game.
//!
//! Every call takes `now_ms` (see [`crate::clock`]). The clock runs only in
//! the playing phase: not while free handicap stones are placed, not in the
//! scoring phase, not after the end. Undo and redo do not give time back:
//! the clock simply switches to whoever is to move afterwards (so undoing a
//! loss on time leaves that player without time, and the next tick flags
//! them again).

use crate::clock::{Clock, ClockView, TimeControl};
use crate::color::Color;
use crate::game::{ActionError, Game, GameRecord, GameSettings, MoveOutcome, Phase, RecordError, SetupError};
use crate::moves::{IllegalMove, Move};
use crate::result::GameResult;
use serde::{Deserialize, Serialize};

/// A game and its clock, as stored.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TimedGameRecord {
    /// The game.
    pub game: GameRecord,
    /// The clock, if the game has one.
    pub clock: Option<Clock>,
}

/// A game with an optional clock.
#[derive(Clone, Debug)]
pub struct TimedGame {
    game: Game,
    clock: Option<Clock>,
}

impl TimedGame {
    /// A new game; the clock (if any) starts with the first call that passes a time.
    pub fn new(settings: GameSettings, time: Option<TimeControl>) -> Result<TimedGame, SetupError> {
        Ok(TimedGame { game: Game::new(settings)?, clock: time.map(Clock::new) })
    }

    /// The game.
    #[must_use]
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The clock, if the game has one.
    #[must_use]
    pub fn clock(&self) -> Option<&Clock> {
        self.clock.as_ref()
    }

    /// Both clocks at `now_ms`, if the game has a clock.
    #[must_use]
    pub fn clock_view(&self, now_ms: u64) -> Option<ClockView> {
        self.clock.as_ref().map(|c| c.view(now_ms))
    }

    /// Starts the clock of the player to move if play is on (e.g. when the
    /// game is shown or resumed after a pause).
    pub fn start(&mut self, now_ms: u64) {
        self.sync_clock(now_ms);
    }

    /// Stops the clock (the app is closed or the game put aside).
    pub fn pause(&mut self, now_ms: u64) {
        if let Some(clock) = &mut self.clock {
            clock.stop(now_ms);
        }
    }

    /// Ends the game on time if the running player's time is out at `now_ms`;
    /// returns the result if that happened now.
    pub fn tick(&mut self, now_ms: u64) -> Option<GameResult> {
        let loser = self.clock.as_ref().and_then(|c| c.flagged(now_ms))?;
        if self.game.result().is_some() {
            return None;
        }
        let result = self.game.lose_on_time(loser).ok();
        self.sync_clock(now_ms);
        result
    }

    /// Plays `mv` for the player to move at `now_ms` (after checking the time).
    pub fn play(&mut self, mv: Move, now_ms: u64) -> Result<MoveOutcome, IllegalMove> {
        self.sync_clock(now_ms);
        if self.tick(now_ms).is_some() {
            return Err(IllegalMove::GameOver);
        }
        let mover = self.game.to_play();
        let outcome = self.game.play(mv)?;
        if let Some(clock) = &mut self.clock {
            clock.complete_move(mover, now_ms);
        }
        self.sync_clock(now_ms);
        Ok(outcome)
    }

    /// `color` resigns at `now_ms`.
    pub fn resign(&mut self, color: Color, now_ms: u64) -> Result<GameResult, ActionError> {
        let result = self.game.resign(color);
        self.sync_clock(now_ms);
        result
    }

    /// Continues playing after two passes at `now_ms`.
    pub fn resume(&mut self, now_ms: u64) -> Result<(), ActionError> {
        let resumed = self.game.resume();
        self.sync_clock(now_ms);
        resumed
    }

    /// Ends the scored game with `result`.
    pub fn record_score(&mut self, result: GameResult, now_ms: u64) -> Result<(), ActionError> {
        let scored = self.game.record_score(result);
        self.sync_clock(now_ms);
        scored
    }

    /// Takes back the latest event at `now_ms`.
    pub fn undo(&mut self, now_ms: u64) -> bool {
        let undone = self.game.undo();
        self.sync_clock(now_ms);
        undone
    }

    /// Replays the next undone event at `now_ms`.
    pub fn redo(&mut self, now_ms: u64) -> bool {
        let redone = self.game.redo();
        self.sync_clock(now_ms);
        redone
    }

    /// The game and clock as data.
    #[must_use]
    pub fn record(&self) -> TimedGameRecord {
        TimedGameRecord { game: self.game.record(), clock: self.clock.clone() }
    }

    /// Rebuilds a timed game from its record.
    pub fn from_record(record: &TimedGameRecord) -> Result<TimedGame, RecordError> {
        Ok(TimedGame { game: Game::from_record(&record.game)?, clock: record.clock.clone() })
    }

    /// Runs the clock of the player to move while play is on, and no clock otherwise.
    fn sync_clock(&mut self, now_ms: u64) {
        let Some(clock) = &mut self.clock else { return };
        match self.game.phase() {
            Phase::Playing => clock.start(self.game.to_play(), now_ms),
            Phase::PlacingHandicap { .. } | Phase::Scoring | Phase::Over { .. } => clock.stop(now_ms),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::color::PerColor;
    use crate::point::{BoardSize, Point};
    use crate::rules::Rules;

    fn timed(main_ms: u64, period_ms: u64) -> TimedGame {
        let settings = GameSettings::new(BoardSize::square(9).unwrap(), Rules::default());
        let control = TimeControl { main_ms: PerColor::new(main_ms, main_ms), period_ms, periods: 1 };
        TimedGame::new(settings, Some(control)).unwrap()
    }

    #[test]
    fn running_out_of_time_loses_and_sgf_says_so() {
        let mut game = timed(10_000, 0);
        game.start(0);
        game.play(Move::Play(Point::new(4, 4)), 3_000).unwrap();
        assert_eq!(game.clock_view(3_000).map(|v| v.running), Some(Some(Color::White)));
        assert_eq!(game.tick(12_999), None);
        let result = game.tick(13_000);
        assert_eq!(result, Some(GameResult::Time { winner: Color::Black }));
        assert_eq!(result.map(GameResult::to_sgf).as_deref(), Some("B+T"));
        assert_eq!(game.play(Move::Pass, 14_000), Err(IllegalMove::GameOver));
        assert_eq!(game.clock().and_then(Clock::running), None);
    }

    #[test]
    fn a_move_after_the_flag_fell_is_refused() {
        let mut game = timed(1_000, 0);
        game.start(0);
        assert_eq!(game.play(Move::Pass, 1_500), Err(IllegalMove::GameOver));
        assert_eq!(game.game().result(), Some(GameResult::Time { winner: Color::White }));
        assert!(game.undo(2_000));
        assert_eq!(game.tick(2_000), Some(GameResult::Time { winner: Color::White }), "no time is given back");
    }

    #[test]
    fn the_clock_stops_for_scoring_and_runs_again_on_resume() {
        let mut game = timed(60_000, 10_000);
        game.start(0);
        game.play(Move::Pass, 1_000).unwrap();
        game.play(Move::Pass, 2_000).unwrap();
        assert_eq!(game.clock().and_then(Clock::running), None);
        game.resume(50_000).unwrap();
        assert_eq!(game.clock().and_then(Clock::running), Some(Color::Black));
        let record = game.record();
        let json = serde_json::to_string(&record).unwrap();
        let restored = TimedGame::from_record(&serde_json::from_str(&json).unwrap()).unwrap();
        assert_eq!(restored.clock_view(55_000), game.clock_view(55_000));
        assert_eq!(restored.clock_view(55_000).map(|v| v.black.main_left_ms), Some(54_000));
    }
}
