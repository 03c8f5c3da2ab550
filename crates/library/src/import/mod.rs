//! Importing files, folders and collections into the library.
//!
//! The work is split so that nothing blocks the caller's task: listing and
//! reading files (go-sgf parsing, metadata, signatures) run on one of tokio's
//! blocking threads, which hands each file read to the caller's task through
//! a short queue (reading runs ahead of writing by a few files only); the
//! store writes a batch of games per transaction. Progress is reported after
//! every batch written and every file taken, so a folder of large
//! collections counts up game by game, not only file by file. The cancel
//! token is checked for every folder entry listed, every file read, every
//! game of a collection and every batch. The import first purges deleted games (the undo
//! window of the last delete closes), so that a game deleted before can be
//! imported again. It ends by refreshing SQLite's statistics.

mod read;
mod report;

pub use report::{
    CancelToken, ImportFailure, ImportOptions, ImportProgress, ImportReport, MAX_LISTED_REPAIRS, RepairedFile,
};

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Instant;

use logo_store::{FileImport, ImportedOutcome};

use crate::FileProblem;
use crate::error::LibraryError;
use crate::{Library, files};
use read::{FileRead, read_file};

/// Files read ahead of the writing: bounds the memory of a pipeline of large collections.
const READ_AHEAD_FILES: usize = 4;

/// An import running on its own task.
#[derive(Debug)]
pub struct ImportTask {
    /// Cancels it.
    pub cancel: CancelToken,
    handle: tokio::task::JoinHandle<Result<ImportReport, LibraryError>>,
}

impl ImportTask {
    /// Waits for the end of the import.
    pub async fn finish(self) -> Result<ImportReport, LibraryError> {
        self.handle.await.map_err(|e| LibraryError::Worker { detail: e.to_string() })?
    }
}

impl Library {
    /// Starts [`Library::import`] on a task of the current tokio runtime
    /// (call it from within one); `progress` is called on that task.
    pub fn spawn_import(
        &self,
        paths: Vec<PathBuf>,
        options: ImportOptions,
        progress: impl FnMut(&ImportProgress) + Send + 'static,
    ) -> ImportTask {
        let cancel = CancelToken::new();
        let (library, token) = (self.clone(), cancel.clone());
        let handle = tokio::spawn(async move { library.import(&paths, &options, &token, progress).await });
        ImportTask { cancel, handle }
    }

    /// Imports the files and folders at `paths`. `progress` is called at most
    /// once per `options.progress_interval`, and once at the end. Fails only
    /// when the database does; every file's problem is in the report.
    pub async fn import(
        &self,
        paths: &[PathBuf],
        options: &ImportOptions,
        cancel: &CancelToken,
        mut progress: impl FnMut(&ImportProgress) + Send,
    ) -> Result<ImportReport, LibraryError> {
        self.store.purge_deleted().await?;
        let (listed, token) = (paths.to_vec(), cancel.clone());
        let (found, missing) = blocking(move || files::collect(&listed, &token)).await?;
        let known = Arc::new(self.store.complete_source_files().await?);
        let mut run = Run::new(found.len() + missing.len(), options);
        for (path, err) in missing {
            run.fail(path.display().to_string(), FileProblem::of_io(&err));
        }
        run.report_progress(&mut progress, true);
        let (sender, mut reads) = tokio::sync::mpsc::channel::<(PathBuf, FileRead)>(READ_AHEAD_FILES);
        let (options_read, token) = (options.clone(), cancel.clone());
        let reader = tokio::task::spawn_blocking(move || {
            for path in found {
                if token.is_cancelled() {
                    break;
                }
                let read = read_file(&path, &known, &options_read, &token);
                // A closed queue means the writing side has stopped (failed or cancelled).
                if sender.blocking_send((path, read)).is_err() {
                    break;
                }
            }
        });
        while let Some((path, read)) = reads.recv().await {
            // Files read ahead but not yet written are left for the next import.
            if cancel.is_cancelled() {
                break;
            }
            run.take(self, path, read, &mut progress).await?;
            run.report_progress(&mut progress, false);
        }
        // Closing the queue frees a reader waiting for room in it.
        drop(reads);
        reader.await.map_err(|e| LibraryError::Worker { detail: e.to_string() })?;
        run.flush(self, &mut progress).await?;
        run.report.cancelled = cancel.is_cancelled();
        self.store.optimize().await?;
        run.report_progress(&mut progress, true);
        Ok(run.report)
    }
}

/// The state of one import: the report so far and the games waiting to be written.
struct Run {
    report: ImportReport,
    import: u32,
    files_total: u64,
    pending: Vec<FileImport>,
    pending_games: usize,
    batch_games: usize,
    interval: std::time::Duration,
    last_report: Option<Instant>,
}

impl Run {
    fn new(files_total: usize, options: &ImportOptions) -> Run {
        Run {
            report: ImportReport::default(),
            import: options.import,
            files_total: u64::try_from(files_total).unwrap_or(u64::MAX),
            pending: Vec::new(),
            pending_games: 0,
            batch_games: options.batch_games.max(1),
            interval: options.progress_interval,
            last_report: None,
        }
    }

    fn fail(&mut self, path: String, problem: FileProblem) {
        self.report.files += 1;
        self.report.failed.push(super::ImportFailure { path, problem });
    }

    /// Accounts for one file read, writing batches as they fill.
    async fn take(
        &mut self,
        library: &Library,
        path: PathBuf,
        read: FileRead,
        progress: &mut impl FnMut(&ImportProgress),
    ) -> Result<(), LibraryError> {
        let shown = path.display().to_string();
        match read {
            FileRead::Failed(problem) => self.fail(shown, problem),
            FileRead::Known { games } => {
                self.report.files += 1;
                self.report.games += games;
                self.report.identical += games;
            }
            FileRead::Read { parts, refused, repairs } => {
                self.report.note_repairs(&shown, repairs);
                let found = parts.iter().map(|p| p.games.len()).sum::<usize>() + refused.len();
                self.report.games += u64::try_from(found).unwrap_or(u64::MAX);
                for problem in refused {
                    self.report.failed.push(super::ImportFailure { path: shown.clone(), problem });
                }
                for part in parts {
                    self.pending_games += part.games.len();
                    self.pending.push(part);
                    if self.pending_games >= self.batch_games {
                        self.flush(library, progress).await?;
                    }
                }
                // Counted once all its games are taken, so that the batches of a
                // collection show as games counting up within the file.
                self.report.files += 1;
            }
        }
        Ok(())
    }

    /// Writes the waiting games in one transaction, then reports progress (at the usual rate).
    async fn flush(
        &mut self,
        library: &Library,
        progress: &mut impl FnMut(&ImportProgress),
    ) -> Result<(), LibraryError> {
        if self.pending.is_empty() {
            return Ok(());
        }
        let outcomes = library.store.import_files(&self.pending).await?;
        for outcome in outcomes.iter().flatten() {
            match outcome {
                ImportedOutcome::Added { similar_to, .. } => {
                    self.report.imported += 1;
                    self.report.similar += u64::from(similar_to.is_some());
                }
                ImportedOutcome::Identical(_) => self.report.identical += 1,
            }
        }
        self.pending.clear();
        self.pending_games = 0;
        self.report_progress(progress, false);
        Ok(())
    }

    fn report_progress(&mut self, progress: &mut impl FnMut(&ImportProgress), force: bool) {
        let due = self.last_report.is_none_or(|at| at.elapsed() >= self.interval);
        if force || due {
            self.last_report = Some(Instant::now());
            progress(&self.report.progress(self.import, self.files_total));
        }
    }
}

/// Runs `work` on a blocking thread.
async fn blocking<T: Send + 'static>(work: impl FnOnce() -> T + Send + 'static) -> Result<T, LibraryError> {
    tokio::task::spawn_blocking(work).await.map_err(|e| LibraryError::Worker { detail: e.to_string() })
}
