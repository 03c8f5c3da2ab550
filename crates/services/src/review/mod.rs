//! The review service: the SGF file open on the review screen, kept apart
//! from the game in progress, which opening or saving a file never touches.
//!
//! Which file to open always comes from the user outside the web page (the
//! app's native dialog, a dropped file, the command line): each files a
//! *request*, and the page then asks to open "the requested file", never
//! naming a path itself. Reading, parsing and replaying run on a blocking
//! thread, so a large file never freezes the window.
//!
//! A document may live in no file yet: a game of the library
//! ([`ReviewService::open_bytes`]) or the play screen's "what if?", the game
//! in progress with the engine's hint added as a variation
//! ([`ReviewService::open_variation`]). Its path is then `None`, it is shown
//! under a name of its own, and "save" asks where (as "save as" does); once
//! saved it lives in that file like any other.

mod document;
pub(crate) mod shape;
#[cfg(test)]
mod tests;
pub mod views;

use crate::blocking::run_blocking;
use crate::error::AppError;
use crate::files::{self, SavedFile, write_text};
use document::Document;
use go_core::PlayedMove;
use go_core::tree::NodeId;
use go_sgf::Record;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Arc, Mutex as SyncMutex};
use tokio::sync::Mutex;
use views::{OpenedFile, OpenedVariation, ReviewGame, ReviewNode};

/// The open file and the pending request.
#[derive(Default)]
pub struct ReviewService {
    requested: SyncMutex<Option<PathBuf>>,
    open: Mutex<Option<OpenDocument>>,
    openings: AtomicU32,
}
struct OpenDocument {
    doc: u32,
    /// Where it was read from or last saved; `None` while it lives in no file.
    path: Option<PathBuf>,
    /// Its name while it lives in no file (what "save as" offers).
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
        let name = files::file_name(&path);
        Ok(Some(self.hold(content, Some(path), name).await))
    }

    /// Opens `played` (the game in progress as a record, named `name`) with
    /// `mv` added after its last move as a variation; the file open before
    /// is closed. Returns the opening and the variation's node.
    pub async fn open_variation(
        &self,
        played: Record,
        mv: PlayedMove,
        name: String,
    ) -> Result<OpenedVariation, AppError> {
        let mut content = Document::of_record(played);
        let node = content.add_variation(mv)?;
        let file = self.hold(content, None, name).await;
        Ok(OpenedVariation { file, node })
    }

    /// Makes `content` the open document under a new opening number.
    async fn hold(&self, content: Document, path: Option<PathBuf>, name: String) -> OpenedFile {
        let doc = self.openings.fetch_add(1, Ordering::Relaxed).wrapping_add(1);
        let opened = content.opened(doc, path.as_deref(), &name);
        *self.open.lock().await = Some(OpenDocument { doc, path, name, content: Arc::new(content) });
        opened
    }

    /// Opens SGF `bytes` kept elsewhere (a game of the library) as a document
    /// in no file, shown as `name`; the file open before is closed. Bytes that
    /// cannot be read are `unreadable_game`, and the open file stays.
    pub async fn open_bytes(&self, name: String, bytes: Vec<u8>) -> Result<OpenedFile, AppError> {
        let content = run_blocking(move || Document::read(&bytes)).await.map_err(|_| AppError::UnreadableGame)?;
        Ok(self.hold(content, None, name).await)
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

    /// Where the open file `doc` lives; `None` while it lives in no file.
    pub async fn path(&self, doc: u32) -> Result<Option<PathBuf>, AppError> {
        Ok(self.document(doc).await?.1)
    }

    /// Where "save as" starts for `doc`: the name to offer (its file's name,
    /// or the name it was opened under) and the folder (its file's, if any).
    pub async fn save_as_start(&self, doc: u32) -> Result<(String, Option<PathBuf>), AppError> {
        let open = self.open.lock().await;
        let current = open.as_ref().filter(|o| o.doc == doc).ok_or(AppError::NotNow)?;
        Ok(match current.path.as_deref() {
            Some(path) => (files::file_name(path), folder_of(path)),
            None => (current.name.clone(), None),
        })
    }

    /// Writes the open file `doc` to `path` (its own path for "save"); after
    /// "save as" the file lives at the new path.
    pub async fn save(&self, doc: u32, path: PathBuf) -> Result<SavedFile, AppError> {
        let (content, _) = self.document(doc).await?;
        let saved = write_text(path.clone(), move || Some(content.to_sgf_text())).await?;
        if let Some(open) = self.open.lock().await.as_mut().filter(|o| o.doc == doc) {
            open.path = Some(path);
        }
        Ok(saved)
    }

    /// A copy of game `game` of the open file `doc` (to teach on; the file stays as it is).
    pub async fn record_copy(&self, doc: u32, game: u32) -> Result<go_sgf::Record, AppError> {
        let (content, _) = self.document(doc).await?;
        content.record(game).cloned()
    }

    async fn document(&self, doc: u32) -> Result<(Arc<Document>, Option<PathBuf>), AppError> {
        let open = self.open.lock().await;
        let current = open.as_ref().filter(|o| o.doc == doc).ok_or(AppError::NotNow)?;
        Ok((Arc::clone(&current.content), current.path.clone()))
    }
}

/// The folder of `path`, for the save dialog to start in.
pub fn folder_of(path: &Path) -> Option<PathBuf> {
    path.parent().filter(|p| !p.as_os_str().is_empty()).map(Path::to_path_buf)
}
