//! A game of Go under a rule set: turns, passes, ko and superko, handicap,
//! endings, undo/redo and a record to persist it.
//!
//! Policy over mechanics: [`Game`] decides whose turn it is, which phase the
//! game is in and how it ends; the board and the rules' memory (`state`) do
//! the rest. Every action is validated completely before anything changes,
//! so an illegal move never leaves a half-applied game.

mod actions;
mod events;
pub(crate) mod history;
mod record;
mod settings;
pub(crate) mod state;
#[cfg(test)]
mod tests;

pub use events::{ActionError, GameEvent, MoveOutcome, Phase, PlayedMove};
pub use record::{GameRecord, RecordError};
pub use settings::{GameSettings, SetupError, StartPosition};
pub use state::IllegalPoint;

use crate::board::Board;
use crate::color::{Color, PerColor};
use crate::moves::{IllegalMove, Move};
use crate::result::GameResult;
use crate::rules::{RepetitionOutcome, Rules};
use state::PlayState;

/// A game in progress (or finished), with its history of events.
#[derive(Clone, Debug)]
pub struct Game {
    settings: GameSettings,
    state: PlayState,
    phase: Phase,
    /// Applied events followed by the redo line.
    events: Vec<GameEvent>,
    /// How many of `events` are applied.
    applied: usize,
}

impl Game {
    /// Starts a game: places fixed handicap stones (White then moves first) or
    /// opens the free-placement phase, or sets up the start position.
    pub fn new(settings: GameSettings) -> Result<Game, SetupError> {
        let (board, to_play, free_handicap) = settings::starting_position(&settings)?;
        let phase =
            if free_handicap > 0 { Phase::PlacingHandicap { remaining: free_handicap } } else { Phase::Playing };
        let state = PlayState::new(board, to_play, settings.rules);
        Ok(Game { settings, state, phase, events: Vec::new(), applied: 0 })
    }

    /// The settings the game started with.
    #[must_use]
    pub fn settings(&self) -> &GameSettings {
        &self.settings
    }

    /// The rules in force.
    #[must_use]
    pub fn rules(&self) -> &Rules {
        &self.settings.rules
    }

    /// The current position.
    #[must_use]
    pub fn board(&self) -> &Board {
        &self.state.board
    }

    /// Who moves next (or places the next handicap stone).
    #[must_use]
    pub fn to_play(&self) -> Color {
        self.state.to_play
    }

    /// Where the game stands.
    #[must_use]
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The result, once the game is over.
    #[must_use]
    pub fn result(&self) -> Option<GameResult> {
        match self.phase {
            Phase::Over { result } => Some(result),
            _ => None,
        }
    }

    /// Stones captured *by* each colour (suicided stones count for the opponent).
    #[must_use]
    pub fn captures(&self) -> PerColor<u32> {
        self.state.captures
    }

    /// Number of moves played so far (passes count; handicap stones do not).
    #[must_use]
    pub fn move_number(&self) -> u32 {
        self.state.moves
    }

    /// The most recent move, if any.
    #[must_use]
    pub fn last_move(&self) -> Option<PlayedMove> {
        self.events().iter().rev().find_map(|e| match *e {
            GameEvent::Move { color, played } => Some(PlayedMove { color, played }),
            _ => None,
        })
    }

    /// The events that made the current state, oldest first.
    #[must_use]
    pub fn events(&self) -> &[GameEvent] {
        self.events.get(..self.applied).unwrap_or(&[])
    }

    /// The undone events that [`Game::redo`] would replay, next first.
    #[must_use]
    pub fn redo_line(&self) -> &[GameEvent] {
        self.events.get(self.applied..).unwrap_or(&[])
    }

    /// Plays `mv` for the player to move (during free handicap placement: puts
    /// Black's next handicap stone on the point).
    pub fn play(&mut self, mv: Move) -> Result<MoveOutcome, IllegalMove> {
        self.play_as(self.to_play(), mv)
    }

    /// Plays `mv` for `color`, which must be the player to move.
    pub fn play_as(&mut self, color: Color, mv: Move) -> Result<MoveOutcome, IllegalMove> {
        let (outcome, event) = self.apply_move(color, mv)?;
        self.remember(event);
        Ok(outcome)
    }

    /// The outcome [`Game::play`] would report, without playing.
    pub fn check(&self, mv: Move) -> Result<MoveOutcome, IllegalMove> {
        self.check_as(self.to_play(), mv)
    }

    /// The outcome [`Game::play_as`] would report, without playing.
    pub fn check_as(&self, color: Color, mv: Move) -> Result<MoveOutcome, IllegalMove> {
        self.clone().apply_move(color, mv).map(|(outcome, _)| outcome)
    }

    /// Every empty point where the player to move may not put a stone under the
    /// rules (suicide, ko, superko), with the reason, row by row. It describes
    /// the position even after play has stopped; it is empty while free
    /// handicap stones are being placed.
    #[must_use]
    pub fn illegal_points(&self) -> Vec<IllegalPoint> {
        match self.phase {
            Phase::PlacingHandicap { .. } => Vec::new(),
            _ => self.state.illegal_points(self.state.to_play),
        }
    }

    /// The empty points the player to move may not take because of ko or superko.
    #[must_use]
    pub fn ko_points(&self) -> Vec<crate::point::Point> {
        let ko = |p: &IllegalPoint| matches!(p.reason, IllegalMove::Ko | IllegalMove::Superko);
        self.illegal_points().iter().filter(|p| ko(p)).map(|p| p.point).collect()
    }

    /// Validates and applies a move without touching the event list.
    fn apply_move(&mut self, color: Color, mv: Move) -> Result<(MoveOutcome, GameEvent), IllegalMove> {
        match self.phase {
            Phase::Over { .. } | Phase::Scoring => Err(IllegalMove::GameOver),
            Phase::PlacingHandicap { remaining } => self.place_handicap(color, mv, remaining),
            Phase::Playing if color != self.state.to_play => Err(IllegalMove::NotYourTurn),
            Phase::Playing => {
                let (captured, self_captured) = match mv {
                    Move::Pass => {
                        self.state.pass(color);
                        if self.state.passes_in_a_row >= 2 {
                            self.phase = Phase::Scoring;
                        }
                        (Vec::new(), Vec::new())
                    }
                    Move::Play(p) => {
                        let analysis = self.state.judge(color, p)?;
                        let done = self.state.play_stone(&analysis);
                        if done.third_repetition {
                            self.phase = Phase::Over { result: repetition_result(self.settings.rules.repetition) };
                        }
                        (done.placement.captured, done.placement.self_captured)
                    }
                };
                let outcome = MoveOutcome {
                    color,
                    played: mv,
                    captured,
                    self_captured,
                    move_number: self.state.moves,
                    phase: self.phase,
                };
                Ok((outcome, GameEvent::Move { color, played: mv }))
            }
        }
    }

    fn place_handicap(
        &mut self,
        color: Color,
        mv: Move,
        remaining: u8,
    ) -> Result<(MoveOutcome, GameEvent), IllegalMove> {
        let Move::Play(point) = mv else { return Err(IllegalMove::PlacingHandicap) };
        if color != Color::Black {
            return Err(IllegalMove::NotYourTurn);
        }
        let index = self.state.board.vacant_index(point)?;
        let analysis = self.state.board.analyze(Color::Black, index);
        let left = remaining.saturating_sub(1);
        let next = if left == 0 { Color::White } else { Color::Black };
        self.state.place_handicap(&analysis, next);
        self.phase = if left == 0 { Phase::Playing } else { Phase::PlacingHandicap { remaining: left } };
        let outcome = MoveOutcome {
            color,
            played: mv,
            captured: Vec::new(),
            self_captured: Vec::new(),
            move_number: 0,
            phase: self.phase,
        };
        Ok((outcome, GameEvent::Handicap { point }))
    }

    /// Appends an applied event: keeps the redo line if the event is the one
    /// it would have replayed, drops it otherwise.
    fn remember(&mut self, event: GameEvent) {
        if self.events.get(self.applied) != Some(&event) {
            self.events.truncate(self.applied);
            self.events.push(event);
        }
        self.applied += 1;
    }
}

/// The result of an endless repetition under `outcome`.
fn repetition_result(outcome: RepetitionOutcome) -> GameResult {
    match outcome {
        RepetitionOutcome::NoResult => GameResult::NoResult,
        RepetitionOutcome::Draw => GameResult::Draw,
    }
}
