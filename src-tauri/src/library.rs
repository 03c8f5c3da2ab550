//! The app's side of the library screen's imports: the events that carry an
//! import's progress and summary to the page, and the files dropped on the
//! window, kept here so that the library screen can import them (the review
//! screen opens the first instead). The paths never pass through the page.

use std::path::PathBuf;
use std::sync::Mutex;

use logo_services::library::LibraryService;
use tauri::{AppHandle, Emitter};

use crate::dto::AppError;

/// The event carrying an import's progress (`ImportProgress`), at most ten a second.
pub const IMPORT_PROGRESS_EVENT: &str = "library-import-progress";
/// The event carrying an import's summary (`ImportSummary`) when it has ended.
pub const IMPORT_DONE_EVENT: &str = "library-import-done";

/// The files and folders of the latest drop on the window, until taken.
#[derive(Default)]
pub struct DroppedFiles(Mutex<Vec<PathBuf>>);

impl DroppedFiles {
    /// Keeps `paths` as the latest drop.
    pub fn put(&self, paths: Vec<PathBuf>) {
        if let Ok(mut dropped) = self.0.lock() {
            *dropped = paths;
        }
    }

    /// The latest drop, once.
    pub fn take(&self) -> Vec<PathBuf> {
        self.0.lock().map(|mut dropped| std::mem::take(&mut *dropped)).unwrap_or_default()
    }
}

/// Starts importing `paths`, telling the page through events; returns the import's number.
pub fn start_import(app: &AppHandle, library: &LibraryService, paths: Vec<PathBuf>) -> Result<u32, AppError> {
    let (progress_app, done_app) = (app.clone(), app.clone());
    library.start_import(
        paths,
        move |status| report(progress_app.emit(IMPORT_PROGRESS_EVENT, status)),
        move |summary| report(done_app.emit(IMPORT_DONE_EVENT, summary)),
    )
}

fn report(sent: tauri::Result<()>) {
    if let Err(err) = sent {
        log::warn!("could not tell the window about the import: {err}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_drop_is_taken_once() {
        let dropped = DroppedFiles::default();
        dropped.put(vec![PathBuf::from("/a.sgf"), PathBuf::from("/games")]);
        assert_eq!(dropped.take().len(), 2);
        assert!(dropped.take().is_empty());
    }
}
