//! One import at a time: started on a task of its own (so the window stays
//! usable), numbered, reported through callbacks, and stopped
//! on request within a second, keeping what it imported.

use std::path::PathBuf;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Arc, Mutex};

use logo_library::{CancelToken, ImportOptions, ImportProgress, ImportReport, Library, LibraryError};

use super::views::ImportSummary;
use crate::error::AppError;

/// The import running, if one is.
#[derive(Default)]
pub struct ImportRunner {
    running: Arc<Mutex<Option<Running>>>,
    started: AtomicU32,
}

struct Running {
    cancel: CancelToken,
}

impl ImportRunner {
    /// Starts importing `paths`; refused while another import runs.
    pub fn start(
        &self,
        library: &Library,
        paths: Vec<PathBuf>,
        options: ImportOptions,
        mut progress: impl FnMut(ImportProgress) + Send + 'static,
        done: impl FnOnce(ImportSummary) + Send + 'static,
    ) -> Result<u32, AppError> {
        let mut running = self.running.lock().map_err(|_| AppError::NotNow)?;
        if running.is_some() {
            return Err(AppError::ImportRunning);
        }
        let import = self.started.fetch_add(1, Ordering::Relaxed).wrapping_add(1);
        let task = library.spawn_import(paths, ImportOptions { import, ..options }, move |p| progress(*p));
        *running = Some(Running { cancel: task.cancel.clone() });
        let slot = Arc::clone(&self.running);
        tokio::spawn(async move {
            let outcome = task.finish().await;
            // Free the slot first, so that the summary's listener may start the next import.
            if let Ok(mut running) = slot.lock() {
                *running = None;
            }
            done(summary(import, outcome));
        });
        Ok(import)
    }

    /// Asks the running import to stop; false if none runs.
    pub fn cancel(&self) -> bool {
        let Ok(running) = self.running.lock() else { return false };
        match running.as_ref() {
            Some(run) => {
                run.cancel.cancel();
                true
            }
            None => false,
        }
    }
}

/// The screen's summary of an import that ended, or failed on the database.
fn summary(import: u32, outcome: Result<ImportReport, LibraryError>) -> ImportSummary {
    let report = match outcome {
        Ok(report) => report,
        Err(err) => {
            let blank = summary(import, Ok(ImportReport::default()));
            return ImportSummary { error: Some(err.into()), ..blank };
        }
    };
    let listed = ImportSummary::MAX_LISTED;
    ImportSummary {
        import,
        files: report.files,
        games: report.games,
        imported: report.imported,
        identical: report.identical,
        similar: report.similar,
        repaired: report.repaired,
        failures: u64::try_from(report.failed.len()).unwrap_or(u64::MAX),
        refused_games: report.refused_games(),
        failed: report.failed.into_iter().take(listed).collect(),
        repaired_files: report.repaired_files.into_iter().take(listed).collect(),
        cancelled: report.cancelled,
        error: None,
    }
}
