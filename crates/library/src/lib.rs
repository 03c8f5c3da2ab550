//! logo-library: LoGo's game library as services over the store and go-sgf — what
//! the library screen and `logo library` call.
//!
//! - [`Library::import`] reads files, folders (recursively) and collections
//!   off the caller's task, reports [`ImportProgress`] at a bounded rate, can
//!   be cancelled with a [`CancelToken`], and writes in batches, each one
//!   transaction: a crash keeps whole games only, and importing the same
//!   folder again completes it without duplicates.
//! - Each game keeps its file's bytes (stored once per file), its metadata
//!   ([`facts`]), the reader's warnings, and a move-sequence [`signature`]
//!   that recognises the same game in other files.
//! - [`Library::export`] gives a game's original bytes or clean FF[4], and
//!   [`Library::open_game`] the game as go-sgf's record with go-core's tree.
//! - Searches, tags, notes, delete and undo, and the duplicate groups are the
//!   store's ([`Library::store`]); they need no SGF.

mod error;
pub mod facts;
pub mod files;
mod import;
mod open;
mod problem;
pub mod signature;
pub mod span;
#[cfg(feature = "synthetic")]
pub mod synthetic;

pub use error::LibraryError;
pub use import::{
    CancelToken, ImportFailure, ImportOptions, ImportProgress, ImportReport, ImportTask, MAX_LISTED_REPAIRS,
    RepairedFile,
};
pub use open::{ExportForm, LibraryGame};
pub use problem::FileProblem;

use logo_store::Store;

/// The game library of one database.
#[derive(Clone, Debug)]
pub struct Library {
    store: Store,
}

impl Library {
    /// The library of `store`.
    pub fn new(store: Store) -> Library {
        Library { store }
    }

    /// The store, for searches, tags, notes, deletes and duplicate groups.
    pub fn store(&self) -> &Store {
        &self.store
    }
}
