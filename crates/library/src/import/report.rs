//! What an import tells its caller while it runs and when it ends, and how
//! the caller stops it. All plain data: the app forwards progress as events,
//! `logo library import` prints it.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use serde::Serialize;

use crate::FileProblem;

/// Stops an import between two games; what was imported until then stays.
/// Clones share one flag.
#[derive(Clone, Debug, Default)]
pub struct CancelToken(Arc<AtomicBool>);

impl CancelToken {
    /// A token not yet cancelled.
    pub fn new() -> CancelToken {
        CancelToken::default()
    }

    /// Asks the import to stop.
    pub fn cancel(&self) {
        self.0.store(true, Ordering::Relaxed);
    }

    /// Whether [`CancelToken::cancel`] was called.
    pub fn is_cancelled(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }
}

/// How an import runs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImportOptions {
    /// Games written per transaction (at least 1): larger is faster, smaller
    /// loses less work to a crash.
    pub batch_games: usize,
    /// Files larger than this are refused (`too_large`).
    pub max_file_bytes: u64,
    /// At most one progress report per this interval (the last one always comes).
    pub progress_interval: Duration,
    /// The caller's number for this import, passed on in every [`ImportProgress`]
    /// so that a listener can tell one import's reports from another's; 0 if unused.
    pub import: u32,
}

impl Default for ImportOptions {
    fn default() -> Self {
        ImportOptions {
            batch_games: 500,
            max_file_bytes: 256 * 1024 * 1024,
            progress_interval: Duration::from_millis(100),
            import: 0,
        }
    }
}

/// Where an import stands; the app sends it as an event at a bounded rate.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ImportProgress {
    /// The import's number ([`ImportOptions::import`]).
    pub import: u32,
    /// Files to read in all.
    pub files_total: u64,
    /// Files read so far (imported, skipped or failed).
    pub files_done: u64,
    /// Games stored so far (including copies of games already there, see `similar`).
    pub games_imported: u64,
    /// Games recognised as duplicates so far (`identical` plus `similar`).
    pub duplicates: u64,
    /// Files or games that could not be imported so far.
    pub failures: u64,
}

/// A file, or a game of it, that was not imported, and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ImportFailure {
    /// The file, as named or found.
    pub path: String,
    /// Why.
    pub problem: FileProblem,
}

/// A file read with repairs, and what the reader repaired.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct RepairedFile {
    /// The file, as named or found.
    pub path: String,
    /// go-sgf's warnings, each at its line and column in the file.
    pub warnings: Vec<go_sgf::Warning>,
}

/// At most this many repaired files are listed in a report (all are counted).
pub const MAX_LISTED_REPAIRS: usize = 1000;

/// What an import did. Its numbers add up: every game found in the files
/// read is imported, identical or refused —
/// `games == imported + identical + refused_games()` — also when the import
/// was cancelled (the games of files read ahead but not taken are in none of
/// them); `similar` is a part of `imported`, and a file that cannot be read
/// at all is a failure but holds no game found.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct ImportReport {
    /// Files read (imported, skipped or failed).
    pub files: u64,
    /// Games found in the files read.
    pub games: u64,
    /// Games stored.
    pub imported: u64,
    /// Games not stored because the same bytes are in the library already
    /// (a file imported before, the same game's bytes in another file, or
    /// earlier in the same file or import).
    pub identical: u64,
    /// Games stored but marked as copies — a part of `imported`: the same
    /// move sequence as a game already there (other charset, headers,
    /// layout, comments). The library lists them as duplicate groups; the
    /// user keeps both or deletes one.
    pub similar: u64,
    /// Files imported with repairs (their warnings are kept with the games).
    pub repaired: u64,
    /// The first [`MAX_LISTED_REPAIRS`] of them, with their warnings.
    pub repaired_files: Vec<RepairedFile>,
    /// What was not imported.
    pub failed: Vec<ImportFailure>,
    /// Whether the import was cancelled before the end.
    pub cancelled: bool,
}

impl ImportReport {
    /// Games recognised as duplicates: `identical` and `similar`.
    pub fn duplicates(&self) -> u64 {
        self.identical + self.similar
    }

    /// Games found in the files that LoGo cannot hold (the failures that are games, not files).
    pub fn refused_games(&self) -> u64 {
        let refused = self.failed.iter().filter(|f| matches!(f.problem, FileProblem::GameRefused { .. })).count();
        u64::try_from(refused).unwrap_or(u64::MAX)
    }

    /// Counts a file read with `repairs` (none: nothing to count) and lists it while the list has room.
    pub(crate) fn note_repairs(&mut self, path: &str, repairs: Vec<go_sgf::Warning>) {
        if repairs.is_empty() {
            return;
        }
        self.repaired += 1;
        if self.repaired_files.len() < MAX_LISTED_REPAIRS {
            self.repaired_files.push(RepairedFile { path: path.to_owned(), warnings: repairs });
        }
    }

    /// The progress this report amounts to, of import number `import`, with `files_total` files in all.
    pub fn progress(&self, import: u32, files_total: u64) -> ImportProgress {
        ImportProgress {
            import,
            files_total,
            files_done: self.files,
            games_imported: self.imported,
            duplicates: self.duplicates(),
            failures: u64::try_from(self.failed.len()).unwrap_or(u64::MAX),
        }
    }
}
