//! The game library as the app uses it: finished games go in ([`finished`]);
//! the library screen searches, tags, annotates, deletes, exports and
//! imports through [`LibraryService`], whose answers are the IPC views of
//! [`views`]. The work itself is the `logo-library` crate's and the store's;
//! this layer checks the screen's arguments, turns their errors into
//! [`AppError`](crate::error::AppError)s and runs one import at a time.

mod errors;
pub mod finished;
mod import;
mod query;
mod service;
#[cfg(test)]
mod tests;
pub mod views;

pub use finished::{finished_game, keep_finished};
pub use query::{filter as store_filter, row as table_row};
pub use service::{ExportedGame, LibraryService, MAX_TAG_CHARS};
