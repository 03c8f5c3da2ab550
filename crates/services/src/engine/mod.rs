//! Engines as players, shared by the app and the `logo` command.
//!
//! - [`EngineSeat`]: a GTP engine at the board (logo-gtp's client), started
//!   for a game's size, rules and handicap and kept in step with any go-core
//!   game through [`board_sync`]; [`RandomSeat`] plays seeded random moves.
//! - [`game_match`]: two seats play a whole game (`logo play`).
//! - [`host`]: the engine process of the game in progress, off the async runtime.
//! - [`catalog`]: the engines the user can choose (GNU Go found, others added).
//! - [`opponent`]: a game's computer opponent as chosen and as stored.
//!
//! Nothing an engine says reaches a game unchecked: its callers play every
//! engine move through go-core first.

pub mod board_sync;
pub mod catalog;
mod engine_seat;
pub mod game_match;
pub mod host;
pub mod opponent;
mod random_seat;
mod seat;
#[cfg(test)]
pub(crate) mod test_engines;

pub use engine_seat::{EngineSeat, EngineSetup};
/// Ends every engine when the program is told to stop (SIGTERM, SIGHUP, SIGINT): the app and `logo play` call it at start.
pub use logo_gtp::end_engines_on_termination;
pub use random_seat::RandomSeat;
pub use seat::{Opinion, Seat};
