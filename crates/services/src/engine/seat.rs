//! A seat at the board: whatever chooses moves for one or both colours (an
//! engine, seeded random play) and must learn the moves it did not choose.

use go_core::{Color, Game, GameResult, Move, Point};
use logo_gtp::{Engine, EngineMove, GtpError};

/// A player of a match. The match asks it for moves, tells it the moves of
/// the other seat, and takes moves back; it never trusts its moves (every
/// one is checked by go-core before it reaches the game).
pub trait Seat {
    /// How the records name this player (SGF `PB`/`PW`).
    fn name(&self) -> String;

    /// Chooses a move for the player to move in `game` (and, for an engine,
    /// plays it on its own board).
    fn choose(&mut self, game: &Game) -> Result<EngineMove, GtpError>;

    /// Learns a move the other seat played.
    fn observe(&mut self, color: Color, mv: Move) -> Result<(), GtpError>;

    /// Takes back the last `moves` moves, whoever played them.
    fn take_back(&mut self, moves: u32) -> Result<(), GtpError>;

    /// The seat's own view of the final position, when it has one (an engine's
    /// `final_status_list dead` and `final_score`).
    fn opinion(&mut self) -> Option<Opinion> {
        None
    }

    /// The engine behind this seat, if there is one (for hints and other
    /// commands the match itself does not send).
    fn engine(&mut self) -> Option<&mut Engine> {
        None
    }
}

/// An engine's view of a finished game, a second opinion beside go-core's count.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opinion {
    /// The stones the engine considers dead.
    pub dead: Vec<Point>,
    /// The engine's count (`None` when it could not give one).
    pub score: Option<GameResult>,
}
