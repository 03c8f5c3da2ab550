//! Teaching: a board a teacher edits freely — set-up stones anywhere, marks,
//! labels, lines and arrows, dimming, comments, "what if" variations played
//! by the rules — and keeps (SGF file, library entry, image).
//!
//! The service holds one teaching board at a time. It starts from an empty
//! board, a copy of the game in progress, a copy of the reviewed game or a
//! lesson's diagram ([`start`]); the game, the file and the lesson are never
//! changed. Each start gets a new number (`doc`), and every request names
//! it, so an answer meant for an earlier board cannot land on this one.
//!
//! - [`editor::TeachEditor`]: the record, the node shown, every action as an
//!   undoable edit.
//! - [`save`]: SGF text of the record or of the position, library entries.
//! - [`image`]: SVG and PNG of the node shown.
//! - [`exercise`]: the position shown as an exercise for "Meine Aufgaben".

pub mod action;
pub mod editor;
pub mod exercise;
mod exercise_file;
mod exercise_spec;
pub mod image;
mod markup;
pub mod save;
pub mod shape;
pub mod start;
#[cfg(test)]
mod tests;
pub mod to_file;
pub mod views;

use crate::error::AppError;
use action::TeachAction;
use editor::TeachEditor;
use go_core::tree::NodeId;
use go_sgf::Record;
use std::sync::Mutex;
use views::{TeachOrigin, TeachView};

/// The teaching board, if one is open.
#[derive(Default)]
pub struct TeachService {
    open: Mutex<Open>,
}

/// The open board and how many boards were opened so far.
#[derive(Default)]
struct Open {
    board: Option<Board>,
    openings: u32,
}

struct Board {
    doc: u32,
    origin: TeachOrigin,
    start: NodeId,
    editor: TeachEditor,
}

impl TeachService {
    /// A service with no board open.
    #[must_use]
    pub fn new() -> TeachService {
        TeachService::default()
    }

    /// Opens a teaching board on `record` at `at`, from `origin`; the board open before is closed.
    pub fn start(&self, origin: TeachOrigin, (record, at): (Record, NodeId)) -> Result<TeachView, AppError> {
        let mut open = self.lock()?;
        open.openings = open.openings.wrapping_add(1);
        let editor = TeachEditor::new(record, at);
        let board = Board { doc: open.openings, origin, start: editor.current(), editor };
        let view = board.view();
        open.board = Some(board);
        view
    }

    /// The board `doc` as shown now.
    pub fn view(&self, doc: u32) -> Result<TeachView, AppError> {
        self.with(doc, |board| board.view())
    }

    /// Does `action` on board `doc` and returns it as shown then.
    pub fn act(&self, doc: u32, action: &TeachAction) -> Result<TeachView, AppError> {
        self.with(doc, |board| {
            board.editor.act(action)?;
            board.view()
        })
    }

    /// Closes board `doc`; returns where it came from.
    pub fn close(&self, doc: u32) -> Result<TeachOrigin, AppError> {
        let mut open = self.lock()?;
        let origin = open.board.as_ref().filter(|b| b.doc == doc).map(|b| b.origin).ok_or(AppError::NotNow)?;
        open.board = None;
        Ok(origin)
    }

    /// Whether a board is open with changes not yet kept whole (as an SGF
    /// file or in the library): what closing LoGo would lose.
    pub fn has_unsaved_work(&self) -> bool {
        self.lock().is_ok_and(|open| open.board.as_ref().is_some_and(|b| b.editor.is_modified()))
    }

    /// The open board's number and origin, if one is open.
    pub fn current(&self) -> Option<(u32, TeachOrigin)> {
        self.lock().ok()?.board.as_ref().map(|b| (b.doc, b.origin))
    }

    /// Reads or changes board `doc`'s editor (to save it, to draw it).
    pub fn with_editor<T>(
        &self,
        doc: u32,
        work: impl FnOnce(&mut TeachEditor) -> Result<T, AppError>,
    ) -> Result<T, AppError> {
        self.with(doc, |board| work(&mut board.editor))
    }

    fn with<T>(&self, doc: u32, work: impl FnOnce(&mut Board) -> Result<T, AppError>) -> Result<T, AppError> {
        let mut open = self.lock()?;
        let board = open.board.as_mut().filter(|b| b.doc == doc).ok_or(AppError::NotNow)?;
        work(board)
    }

    fn lock(&self) -> Result<std::sync::MutexGuard<'_, Open>, AppError> {
        self.open.lock().map_err(|_| AppError::NotNow)
    }
}

impl Board {
    fn view(&self) -> Result<TeachView, AppError> {
        let editor = &self.editor;
        let tree = editor.record().tree();
        let (can_undo, can_redo) = editor.can_undo();
        Ok(TeachView {
            doc: self.doc,
            origin: self.origin,
            start: self.start,
            tree: shape::edited_shape(tree),
            current: editor.current(),
            position: editor.position()?.view(),
            content: editor.content()?.clone(),
            can_undo,
            can_redo,
            modified: editor.is_modified(),
            alternate: editor.alternate(),
            title: tree.info().game_name.clone(),
        })
    }
}
