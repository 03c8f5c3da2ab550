//! A match between two seats (engines, random play) on one go-core game:
//! move by move, every move checked by go-core before it is applied, the
//! other seat told each move, and the end detected (two passes, resignation,
//! repetition, or the move limit). `logo play` runs its games with it; the
//! app's engine opponent uses the same seats ([`super::EngineSeat`]).

mod count;
mod record;

pub use count::FinalCount;
pub use record::record_sgf;

use super::{EngineSetup, Seat};

use go_core::{BoardSize, Color, Game, GameResult, GameSettings, IllegalMove, Move, PerColor, Phase, Rules};
use logo_gtp::GtpError;
use serde::Serialize;
use std::fmt;

/// What game the seats play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MatchSettings {
    /// The board.
    pub size: BoardSize,
    /// The rules, komi included.
    pub rules: Rules,
    /// The match stops without a result after this many moves (passes count).
    pub max_moves: u32,
}

impl MatchSettings {
    /// What an engine is started for: this board and these rules, no handicap.
    #[must_use]
    pub fn engine_setup(&self) -> EngineSetup {
        EngineSetup { size: self.size, rules: self.rules, handicap: 0 }
    }
}

/// Who sits where.
pub enum Lineup {
    /// One seat plays both colours (an engine against itself).
    SelfPlay(Box<dyn Seat>),
    /// One seat per colour.
    Versus {
        /// Plays Black.
        black: Box<dyn Seat>,
        /// Plays White.
        white: Box<dyn Seat>,
    },
}

/// How a match ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MatchEnd {
    /// Two passes in a row; the position was counted.
    TwoPasses(FinalCount),
    /// A player resigned.
    Resignation {
        /// The player who did not resign.
        winner: Color,
    },
    /// A position repeated as the rules forbid; the game ended with this result.
    Repetition(GameResult),
    /// The move limit was reached; the game has no result.
    MoveLimit,
}

/// Why a match stopped before its end. The game keeps every move played so far.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "code", rename_all = "snake_case")]
pub enum MatchError {
    /// The engine in `color`'s seat failed.
    Engine {
        /// The engine's colour (its seat's, in self-play the one to move).
        color: Color,
        /// What went wrong.
        error: GtpError,
    },
    /// A seat chose a move go-core refuses; it was not played.
    IllegalMove {
        /// Who chose it.
        color: Color,
        /// The move.
        #[serde(rename = "move")]
        played: Move,
        /// Why go-core refuses it.
        reason: IllegalMove,
    },
    /// The game could not be set up, or moves could not be taken back.
    Game {
        /// What went wrong.
        message: String,
    },
}

impl fmt::Display for MatchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MatchError::Engine { color, error } => write!(f, "{}'s engine: {error}", color_name(*color)),
            MatchError::IllegalMove { color, played, reason } => {
                let shown = match played {
                    Move::Play(point) => point.to_sgf().unwrap_or_default(),
                    Move::Pass => "pass".into(),
                };
                write!(f, "{} chose {shown}, which is illegal ({}): {reason}", color_name(*color), reason.code())
            }
            MatchError::Game { message } => f.write_str(message),
        }
    }
}

fn color_name(color: Color) -> &'static str {
    match color {
        Color::Black => "Black",
        Color::White => "White",
    }
}

/// A match in progress.
pub struct Match {
    game: Game,
    seats: Vec<Box<dyn Seat>>,
    seat_of: PerColor<usize>,
    max_moves: u32,
    end: Option<MatchEnd>,
}

impl Match {
    /// A match on an empty board.
    pub fn new(settings: MatchSettings, lineup: Lineup) -> Result<Match, MatchError> {
        let game = Game::new(GameSettings::new(settings.size, settings.rules))
            .map_err(|e| MatchError::Game { message: format!("the game cannot start: {e}") })?;
        let (seats, seat_of) = match lineup {
            Lineup::SelfPlay(seat) => (vec![seat], PerColor::new(0, 0)),
            Lineup::Versus { black, white } => (vec![black, white], PerColor::new(0, 1)),
        };
        Ok(Match { game, seats, seat_of, max_moves: settings.max_moves, end: None })
    }

    /// The game so far.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The seat playing `color`.
    pub fn seat_mut(&mut self, color: Color) -> Option<&mut (dyn Seat + 'static)> {
        let index = *self.seat_of.get(color);
        self.seats.get_mut(index).map(|seat| &mut **seat)
    }

    /// The players' names.
    pub fn names(&self) -> PerColor<String> {
        let name = |color| self.seats.get(*self.seat_of.get(color)).map(|s| s.name()).unwrap_or_default();
        PerColor::new(name(Color::Black), name(Color::White))
    }

    /// Plays until the end.
    pub fn run(&mut self) -> Result<MatchEnd, MatchError> {
        loop {
            if let Some(end) = self.step()? {
                return Ok(end);
            }
        }
    }

    /// Plays one move; the end once the game is over.
    pub fn step(&mut self) -> Result<Option<MatchEnd>, MatchError> {
        if self.end.is_some() {
            return Ok(self.end.clone());
        }
        if self.game.move_number() >= self.max_moves {
            return Ok(self.finish(MatchEnd::MoveLimit));
        }
        let color = self.game.to_play();
        let chooser = *self.seat_of.get(color);
        let seat = self.seats.get_mut(chooser).ok_or_else(|| MatchError::Game { message: "no seat".into() })?;
        let choice = seat.choose(&self.game).map_err(|error| MatchError::Engine { color, error })?;
        let Some(mv) = choice.as_move() else {
            self.game.resign(color).map_err(|e| MatchError::Game { message: e.to_string() })?;
            return Ok(self.finish(MatchEnd::Resignation { winner: color.opponent() }));
        };
        self.game.play(mv).map_err(|reason| MatchError::IllegalMove { color, played: mv, reason })?;
        for (index, seat) in self.seats.iter_mut().enumerate().filter(|(i, _)| *i != chooser) {
            let observer = if index == self.seat_of.black { Color::Black } else { Color::White };
            seat.observe(color, mv).map_err(|error| MatchError::Engine { color: observer, error })?;
        }
        Ok(match self.game.phase() {
            Phase::Scoring => self.count(),
            Phase::Over { result } => self.finish(MatchEnd::Repetition(result)),
            Phase::Playing | Phase::PlacingHandicap { .. } => None,
        })
    }

    /// Takes back the last `moves` moves in the game and in every seat.
    pub fn take_back(&mut self, moves: u32) -> Result<(), MatchError> {
        if self.end.is_some() || moves > self.game.move_number() {
            return Err(MatchError::Game { message: format!("cannot take back {moves} moves here") });
        }
        for _ in 0..moves {
            if !self.game.undo() {
                return Err(MatchError::Game { message: "nothing to take back".into() });
            }
        }
        for (index, seat) in self.seats.iter_mut().enumerate() {
            let color = if index == self.seat_of.black { Color::Black } else { Color::White };
            seat.take_back(moves).map_err(|error| MatchError::Engine { color, error })?;
        }
        Ok(())
    }

    /// Two passes: counts with go-core, asks the engines for a second opinion
    /// (the first that gives one), and records the result in the game.
    fn count(&mut self) -> Option<MatchEnd> {
        let opinion = self.seats.iter_mut().find_map(|seat| seat.opinion());
        let counted = count::count(&self.game, opinion);
        // Recording cannot fail after two passes; if it did, the SGF simply has no RE.
        let _ = self.game.record_score(counted.result);
        self.finish(MatchEnd::TwoPasses(counted))
    }

    fn finish(&mut self, end: MatchEnd) -> Option<MatchEnd> {
        self.end = Some(end);
        self.end.clone()
    }
}

#[cfg(test)]
mod tests;
