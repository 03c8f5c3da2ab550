//! Actions other than moves: resignation, resuming after two passes, the
//! score, running out of time, and undo/redo.
//!
//! Undo rebuilds the game from its settings and the remaining events: slower
//! than keeping a copy per move, but it needs no extra memory during play and
//! can never drift from what replaying the record gives.

use super::{ActionError, Game, GameEvent, Phase};
use crate::color::Color;
use crate::moves::IllegalMove;
use crate::result::GameResult;

/// Why an event could not be applied while rebuilding a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum EventRejected {
    /// A move or handicap stone was illegal.
    Move(IllegalMove),
    /// Another action was refused.
    Action(ActionError),
}

impl Game {
    /// `color` resigns (either player, at any time before the game is over).
    pub fn resign(&mut self, color: Color) -> Result<GameResult, ActionError> {
        let result = self.apply_resign(color)?;
        self.remember(GameEvent::Resign { color });
        Ok(result)
    }

    /// Continues playing after two passes ("Weiterspielen"): the player who
    /// passed first is to move, and two new passes are needed to stop again.
    pub fn resume(&mut self) -> Result<(), ActionError> {
        self.apply_resume()?;
        self.remember(GameEvent::Resume);
        Ok(())
    }

    /// Ends the game in its scoring phase with the result of the count.
    pub fn record_score(&mut self, result: GameResult) -> Result<(), ActionError> {
        self.apply_score(result)?;
        self.remember(GameEvent::Scored { result });
        Ok(())
    }

    /// `color`'s time has run out: the opponent wins on time.
    pub fn lose_on_time(&mut self, color: Color) -> Result<GameResult, ActionError> {
        let result = self.apply_timeout(color)?;
        self.remember(GameEvent::Timeout { color });
        Ok(result)
    }

    /// Whether there is an event to take back.
    #[must_use]
    pub fn can_undo(&self) -> bool {
        self.applied > 0
    }

    /// Whether there is a taken-back event to replay.
    #[must_use]
    pub fn can_redo(&self) -> bool {
        self.applied < self.events.len()
    }

    /// Takes back the latest event (a move, a handicap stone, a resignation,
    /// …); it stays on the redo line. Returns whether anything was undone.
    pub fn undo(&mut self) -> bool {
        self.can_undo() && self.rewind_to(self.applied - 1)
    }

    /// Replays the next event of the redo line. Returns whether anything was redone.
    pub fn redo(&mut self) -> bool {
        let Some(&event) = self.events.get(self.applied) else { return false };
        let applied = self.apply_event(&event).is_ok();
        if applied {
            self.applied += 1;
        }
        applied
    }

    /// Rebuilds the state from the settings and the first `count` events,
    /// keeping all events (the rest become the redo line).
    pub(crate) fn rewind_to(&mut self, count: usize) -> bool {
        let Ok(mut fresh) = Game::new(self.settings.clone()) else { return false };
        for event in self.events.iter().take(count) {
            if fresh.apply_event(event).is_err() {
                return false;
            }
        }
        self.state = fresh.state;
        self.phase = fresh.phase;
        self.applied = count.min(self.events.len());
        true
    }

    /// Applies one event without touching the event list.
    pub(crate) fn apply_event(&mut self, event: &GameEvent) -> Result<(), EventRejected> {
        match *event {
            GameEvent::Move { color, played } => {
                self.apply_move(color, played).map(|_| ()).map_err(EventRejected::Move)
            }
            GameEvent::Handicap { point } => {
                let remaining = match self.phase {
                    Phase::PlacingHandicap { remaining } => remaining,
                    _ => return Err(EventRejected::Move(IllegalMove::NotYourTurn)),
                };
                let placed = self.place_handicap(Color::Black, crate::moves::Move::Play(point), remaining);
                placed.map(|_| ()).map_err(EventRejected::Move)
            }
            GameEvent::Resign { color } => self.apply_resign(color).map(|_| ()).map_err(EventRejected::Action),
            GameEvent::Resume => self.apply_resume().map_err(EventRejected::Action),
            GameEvent::Timeout { color } => self.apply_timeout(color).map(|_| ()).map_err(EventRejected::Action),
            GameEvent::Scored { result } => self.apply_score(result).map_err(EventRejected::Action),
        }
    }

    fn apply_resign(&mut self, color: Color) -> Result<GameResult, ActionError> {
        self.end(GameResult::Resignation { winner: color.opponent() })
    }

    fn apply_timeout(&mut self, color: Color) -> Result<GameResult, ActionError> {
        self.end(GameResult::Time { winner: color.opponent() })
    }

    fn end(&mut self, result: GameResult) -> Result<GameResult, ActionError> {
        if matches!(self.phase, Phase::Over { .. }) {
            return Err(ActionError::GameOver);
        }
        self.phase = Phase::Over { result };
        Ok(result)
    }

    fn apply_resume(&mut self) -> Result<(), ActionError> {
        match self.phase {
            Phase::Scoring => {
                self.phase = Phase::Playing;
                self.state.passes_in_a_row = 0;
                Ok(())
            }
            Phase::Over { .. } => Err(ActionError::GameOver),
            _ => Err(ActionError::NotScoring),
        }
    }

    fn apply_score(&mut self, result: GameResult) -> Result<(), ActionError> {
        match self.phase {
            Phase::Scoring => {
                self.phase = Phase::Over { result };
                Ok(())
            }
            Phase::Over { .. } => Err(ActionError::GameOver),
            _ => Err(ActionError::NotScoring),
        }
    }
}
