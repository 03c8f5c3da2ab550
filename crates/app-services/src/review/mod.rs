//! The review service: the SGF file open on the review screen, kept apart
//! from the game in progress, which opening or saving a file never touches.
//!
//! Which file to open always comes from the user outside the web page (the
//! app's native dialog, a dropped file, the command line): each files a
//! *request*, and the page then asks to open "the requested file", never
//! naming a path itself. Reading, parsing and replaying run on a blocking
//! thread, so a large file never freezes the window.

mod document;
mod shape;
#[cfg(test)]
mod tests;
pub mod views;

use crate::blocking::run_blocking;
use crate::error::AppError;
use crate::files::{self, SavedFile, write_text};
use document::Document;
use go_core::tree::NodeId;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Arc, Mutex as SyncMutex};
use tokio::sync::Mutex;
use views::{OpenedFile, ReviewGame, ReviewNode};

/// The open file and the pending request.
#[derive(Default)]
pub struct ReviewService {
    requested: SyncMutex<Option<PathBuf>>,
    open: Mutex<Option<OpenDocument>>,
    openings: AtomicU32,
}
struct OpenDocument {
    doc: u32,
    /// Where the file lives; `None` for a game opened from the library (saved only with "save as").
    path: Option<PathBuf>,
    /// The name shown and offered when saving.
    name: String,
    content: Arc<Document>,
}

impl ReviewService {
    /// A service with `requested` waiting to be opened (the command line's file).
    pub fn new(requested: Option<PathBuf>) -> ReviewService {
        ReviewService { requested: SyncMutex::new(requested), ..ReviewService::default() }
    }

    /// Files `path` (chosen, dropped or given on the command line) for the next [`ReviewService::open_requested`].
    pub fn request(&self, path: PathBuf) {
        if let Ok(mut requested) = self.requested.lock() {
            *requested = Some(path);
        }
    }

    fn take_request(&self) -> Option<PathBuf> {
        self.requested.lock().ok().and_then(|mut r| r.take())
    }

    /// Opens the requested file, if there is one. The file open before stays
    /// open unless this one opens.
    pub async fn open_requested(&self) -> Result<Option<OpenedFile>, AppError> {
        let Some(path) = self.take_request() else { return Ok(None) };
        let reading = path.clone();
        let read = run_blocking(move || files::read(&reading).and_then(|bytes| Document::read(&bytes))).await;
        let content = read.map_err(|problem| AppError::OpenFailed { file: files::file_name(&path), problem })?;
        let doc = self.openings.fetch_add(1, Ordering::Relaxed).wrapping_add(1);
        let name = files::file_name(&path);
        let opened = content.opened(doc, &name, &path.display().to_string(), None);
        *self.open.lock().await = Some(OpenDocument { doc, path: Some(path), name, content: Arc::new(content) });
        Ok(Some(opened))
    }

    /// Opens a game of the library, given as SGF `bytes` and shown as `name`;
    /// it has no file of its own, so it is saved with "save as" only.
    pub async fn open_library_game(&self, id: i64, name: String, bytes: Vec<u8>) -> Result<OpenedFile, AppError> {
        let content = run_blocking(move || Document::read(&bytes)).await.map_err(|_| AppError::UnreadableGame)?;
        let doc = self.openings.fetch_add(1, Ordering::Relaxed).wrapping_add(1);
        let opened = content.opened(doc, &name, &name, Some(id));
        *self.open.lock().await = Some(OpenDocument { doc, path: None, name, content: Arc::new(content) });
        Ok(opened)
    }

    /// Drops a request nobody will open (a drop that went to the library instead).
    pub fn forget_request(&self) {
        drop(self.take_request());
    }

    /// Game `game` of the open file `doc`.
    pub async fn game(&self, doc: u32, game: u32) -> Result<ReviewGame, AppError> {
        let (content, _) = self.document(doc).await?;
        run_blocking(move || content.game(doc, game)).await
    }

    /// Node `node` of game `game` of the open file `doc`.
    pub async fn node(&self, doc: u32, game: u32, node: NodeId) -> Result<ReviewNode, AppError> {
        let (content, _) = self.document(doc).await?;
        run_blocking(move || content.node(doc, game, node)).await
    }

    /// Where the open file `doc` lives; refused (`not_now`) for a game
    /// opened from the library, which has no file to save back to.
    pub async fn path(&self, doc: u32) -> Result<PathBuf, AppError> {
        self.document(doc).await?.1.path.ok_or(AppError::NotNow)
    }

    /// The name to offer when saving `doc` elsewhere, and the folder to start in.
    pub async fn save_as_start(&self, doc: u32) -> Result<(String, Option<PathBuf>), AppError> {
        let (_, place) = self.document(doc).await?;
        Ok((place.name, place.path.as_deref().and_then(folder_of)))
    }

    /// Writes the open file `doc` to `path` (its own path for "save"); after
    /// "save as" the file lives at the new path.
    pub async fn save(&self, doc: u32, path: PathBuf) -> Result<SavedFile, AppError> {
        let (content, _) = self.document(doc).await?;
        let saved = write_text(path.clone(), move || Some(content.to_sgf_text())).await?;
        if let Some(open) = self.open.lock().await.as_mut().filter(|o| o.doc == doc) {
            open.name = files::file_name(&path);
            open.path = Some(path);
        }
        Ok(saved)
    }

    async fn document(&self, doc: u32) -> Result<(Arc<Document>, Place), AppError> {
        let open = self.open.lock().await;
        let current = open.as_ref().filter(|o| o.doc == doc).ok_or(AppError::NotNow)?;
        let place = Place { path: current.path.clone(), name: current.name.clone() };
        Ok((Arc::clone(&current.content), place))
    }
}

/// Where an open document lives and what it is called.
struct Place {
    path: Option<PathBuf>,
    name: String,
}

/// The folder of `path`, for the save dialog to start in.
pub fn folder_of(path: &Path) -> Option<PathBuf> {
    path.parent().filter(|p| !p.as_os_str().is_empty()).map(Path::to_path_buf)
}
