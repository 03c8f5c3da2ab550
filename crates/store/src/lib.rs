//! logo-store: LoGo's SQLite database through sqlx — opening it safely, migrations,
//! the game in progress, the game library, settings, and the course (lessons,
//! glossary search, the learner's progress).
//!
//! The library part (`games`) holds games with their searchable facts, the imported
//! files byte for byte, tags, notes, duplicate signatures and a delete that
//! can be undone; [`text`] folds and stems what its searches compare. The
//! store reads no SGF: the `logo-library` crate does, and hands facts here.
//!
//! One [`Store`] is one database: a file opened with [`Store::open`] (WAL
//! journal, foreign keys on, embedded migrations applied) or a throw-away
//! in-memory database from [`Store::open_in_memory`]. Every failure is data:
//! [`OpenError`] and [`StoreError`] carry stable codes that the app turns into
//! sentences in the user's language. Opening never changes, overwrites or
//! deletes a file it refuses.

mod check;
mod course;
mod error;
mod game_in_progress;
mod games;
mod open;
mod settings;
pub mod text;
mod time;

use std::path::{Path, PathBuf};

use sqlx::SqlitePool;

pub use course::{
    CourseFile, CourseRows, GlossaryRow, LessonPlace, LessonRow, MAX_EXERCISE_TITLE_CHARS, MY_EXERCISES, MyExercise,
    PageProgress, PageRow, my_exercise_page, text_hash,
};
pub use error::{OpenError, OpenProblem, StoreError, StoreProblem};
pub use game_in_progress::{SavedGame, SavedText, SetAsideGame};
pub use games::dates::{DateRange, DayNumber};
pub use games::outcome::{Outcome, ResultKind, Winner};
pub use games::{
    AddOutcome, DateBounds, DeleteReceipt, DuplicateGroup, FileImport, GameId, GameKind, GameMeta, GameOrigin,
    GameQuery, GameSummary, GameWarnings, ImportedGame, ImportedOutcome, LibraryFilter, LibraryQuery, NewGame,
    PlayerColor, PlayerFilter, SortKey, SourceFile, StoredGame, TagCount, content_hash,
};
pub use settings::MAX_SETTING_KEY_LEN;
pub use time::UnixMillis;

/// An open LoGo database. Cheap to clone: clones share one connection, so
/// operations run one after another and never wait on each other's locks.
#[derive(Clone, Debug)]
pub struct Store {
    pool: SqlitePool,
    path: Option<PathBuf>,
}

impl Store {
    /// The database file, or `None` for an in-memory database.
    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    /// Closes the connection, letting SQLite fold the write-ahead log into the
    /// file. Later operations on this store (or its clones) fail with `io`.
    pub async fn close(&self) {
        self.pool.close().await;
    }
}

#[cfg(test)]
mod tests;
