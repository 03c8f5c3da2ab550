//! logo-services: LoGo's services without a window. The app (src-tauri) and
//! the `logo` command both call them; neither holds game logic of its own.
//!
//! - [`play::PlayService`]: the game in progress (a [`session::PlaySession`]
//!   with clock, players and the count being agreed on), saved after every
//!   change, restored at start, and set aside rather than overwritten when
//!   it cannot be read; finished games go into the [`library`]; a library
//!   game can be continued as a new game from any move
//!   ([`session::PlaySession::from_record`]).
//! - [`review::ReviewService`]: SGF files opened for review, walked node by
//!   node, saved back without dropping anything; a library game or the play
//!   screen's "what if?" opens there too, as a document in no file yet.
//! - [`library::LibraryService`]: the library screen — pages of the filtered,
//!   sorted games, details, tags, notes, delete and undo, duplicate groups,
//!   export, and one import at a time with progress and cancel.
//! - [`teach::TeachService`]: the teaching board (TEACH): set-up stones,
//!   markup, comments and variations on a copy of any board, kept as SGF,
//!   library entry or image.
//! - [`board_settings`]: coordinates on or off and their notation, for every board.
//! - [`engine`]: engines as players (the app's computer opponent and `logo play`).
//! - [`learn::LearnService`]: the Grundkurs, the lesson player's checks and
//!   the glossary, with the learner's progress kept in the database.
//! - [`limits`]: the limits of a new game's settings, given to the UI as data.
//! - [`language::LanguageSetting`]: the window's language as the user chose it.
//! - [`database`]: opening the database, or running without one.
//!
//! Every error is data ([`error::AppError`]); the views the services return
//! ([`view::GameView`], [`review::views`]) are the app's IPC types too: the
//! `ts` feature derives their TypeScript bindings.

mod blocking;
pub mod board_settings;
pub mod database;
pub mod engine;
pub mod error;
pub mod files;
pub mod language;
pub mod learn;
pub mod library;
pub mod limits;
pub mod play;
pub mod played;
pub mod review;
pub mod session;
pub mod teach;
#[cfg(test)]
mod test_store;
pub mod view;
