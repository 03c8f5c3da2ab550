//! Engines as players, shared by the app and the `logo` command.
//!
//! - [`EngineSeat`]: a GTP engine at the board (logo-gtp's client), started
//!   for a game's size, rules and handicap and kept in step with any go-core
//!   game through [`board_sync`]; [`RandomSeat`] plays seeded random moves.
//! - [`game_match`]: two seats play a whole game (`logo play`).
//!
//! Nothing an engine says reaches a game unchecked: its callers play every
//! engine move through go-core first.

pub mod board_sync;
mod engine_seat;
pub mod game_match;
mod random_seat;
mod seat;
#[cfg(test)]
pub(crate) mod test_engines;

pub use engine_seat::{EngineSeat, EngineSetup};
pub use random_seat::RandomSeat;
pub use seat::{Opinion, Seat};
