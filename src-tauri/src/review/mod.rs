//! The review service: the SGF file open on the review screen, kept apart
//! from the game in progress, which opening or saving a file never touches.
//!
//! Which file to open always comes from the user outside the web page: the
//! native dialog ([`dialog`]), a file dropped on the window, or the command
//! line (`logo-app game.sgf`, as a file manager's "Open with" starts it).
//! Each of them files a *request*; the page then asks to open "the requested
//! file" and never names a path itself. Reading, parsing and replaying run on
//! a blocking thread, so a large file never freezes the window.

pub mod dialog;
pub mod document;
pub mod file;
pub mod played;
pub mod shape;
#[cfg(test)]
mod tests;
pub mod window;

use crate::dto::{AppError, FileProblem, OpenedFile, ReviewGame, ReviewNode, SavedFile};
use document::Document;
use go_core::tree::NodeId;
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Arc, Mutex as SyncMutex};
use tokio::sync::Mutex;

/// The event sent to the page when a file was dropped on the window: it asks
/// to open the requested file.
pub const OPEN_REQUESTED_EVENT: &str = "open-requested";
/// The event sent while files are dragged over the window (`true`) and when they leave (`false`).
pub const FILE_DRAG_EVENT: &str = "file-drag";

/// The open file and the pending request.
#[derive(Default)]
pub struct ReviewState {
    requested: SyncMutex<Option<PathBuf>>,
    open: Mutex<Option<OpenDocument>>,
    openings: AtomicU32,
}

struct OpenDocument {
    doc: u32,
    path: PathBuf,
    content: Arc<Document>,
}

impl ReviewState {
    /// A state with `requested` waiting to be opened (the command line's file).
    pub fn new(requested: Option<PathBuf>) -> ReviewState {
        ReviewState { requested: SyncMutex::new(requested), ..ReviewState::default() }
    }

    /// Files `path` (chosen, dropped or given on the command line) for the next [`ReviewState::open_requested`].
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
        let read = blocking(move || file::read(&reading).and_then(|bytes| Document::read(&bytes))).await;
        let content = read.map_err(|problem| AppError::OpenFailed { file: file::file_name(&path), problem })?;
        let doc = self.openings.fetch_add(1, Ordering::Relaxed).wrapping_add(1);
        let opened = content.opened(doc, &path);
        *self.open.lock().await = Some(OpenDocument { doc, path, content: Arc::new(content) });
        Ok(Some(opened))
    }

    /// Game `game` of the open file `doc`.
    pub async fn game(&self, doc: u32, game: u32) -> Result<ReviewGame, AppError> {
        let (content, _) = self.document(doc).await?;
        blocking(move || content.game(doc, game)).await
    }

    /// Node `node` of game `game` of the open file `doc`.
    pub async fn node(&self, doc: u32, game: u32, node: NodeId) -> Result<ReviewNode, AppError> {
        let (content, _) = self.document(doc).await?;
        blocking(move || content.node(doc, game, node)).await
    }

    /// Where the open file `doc` lives.
    pub async fn path(&self, doc: u32) -> Result<PathBuf, AppError> {
        Ok(self.document(doc).await?.1)
    }

    /// Writes the open file `doc` to `path` (its own path for "save"); after
    /// "save as" the file lives at the new path.
    pub async fn save(&self, doc: u32, path: PathBuf) -> Result<SavedFile, AppError> {
        let (content, _) = self.document(doc).await?;
        let saved = write_text(path.clone(), move || Some(content.to_sgf_text())).await?;
        if let Some(open) = self.open.lock().await.as_mut().filter(|o| o.doc == doc) {
            open.path = path;
        }
        Ok(saved)
    }

    async fn document(&self, doc: u32) -> Result<(Arc<Document>, PathBuf), AppError> {
        let open = self.open.lock().await;
        let current = open.as_ref().filter(|o| o.doc == doc).ok_or(AppError::NotNow)?;
        Ok((Arc::clone(&current.content), current.path.clone()))
    }
}

/// Makes `text` and writes it to `path` on a blocking thread; the caller
/// keeps whatever it wrote from if this fails.
pub async fn write_text(
    path: PathBuf,
    text: impl FnOnce() -> Option<String> + Send + 'static,
) -> Result<SavedFile, AppError> {
    let name = file::file_name(&path);
    let failed = |problem| AppError::SaveFailed { file: name.clone(), problem };
    let target = path.clone();
    let written = blocking(move || text().ok_or(FileProblem::Io).and_then(|t| file::write(&target, &t))).await;
    written.map_err(failed)?;
    Ok(SavedFile { file_name: file::file_name(&path), path: path.display().to_string() })
}

/// Runs `work` on a thread that may block; a panic there becomes an I/O failure.
async fn blocking<T, E>(work: impl FnOnce() -> Result<T, E> + Send + 'static) -> Result<T, E>
where
    T: Send + 'static,
    E: Send + 'static + From<Panicked>,
{
    tauri::async_runtime::spawn_blocking(work).await.unwrap_or_else(|_| Err(E::from(Panicked)))
}

/// A blocking task ended without an answer.
pub struct Panicked;

impl From<Panicked> for FileProblem {
    fn from(_: Panicked) -> FileProblem {
        FileProblem::Io
    }
}

impl From<Panicked> for AppError {
    fn from(_: Panicked) -> AppError {
        AppError::NotNow
    }
}

/// The file named on the command line (`logo-app game.sgf`): the first
/// argument that is not an option, made absolute.
pub fn command_line_request(args: impl IntoIterator<Item = OsString>) -> Option<PathBuf> {
    let arg = args.into_iter().skip(1).find(|a| !a.to_string_lossy().starts_with('-'))?;
    let path = PathBuf::from(arg);
    Some(std::path::absolute(&path).unwrap_or(path))
}

/// The folder of `path`, for the save dialog to start in.
pub fn folder_of(path: &Path) -> Option<PathBuf> {
    path.parent().filter(|p| !p.as_os_str().is_empty()).map(Path::to_path_buf)
}
