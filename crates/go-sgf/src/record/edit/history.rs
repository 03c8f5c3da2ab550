//! A record with its undo and redo stacks, as a board editor holds it: every
//! edit can be undone and redone, and the editor knows whether the record
//! differs from what was last saved.

use super::RecordInverse;
use crate::record::Record;
use go_core::tree::{NodeId as TreeId, TreeEdit, TreeEditError};

/// A [`Record`] being edited, with undo, redo and a saved mark.
#[derive(Clone, Debug)]
pub struct RecordEditor {
    record: Record,
    undo: Vec<RecordInverse>,
    redo: Vec<RecordInverse>,
    /// How many edits the undo stack held when the record was last saved;
    /// `None` once that state cannot be reached by undo or redo any more.
    saved_at: Option<usize>,
}

impl RecordEditor {
    /// Starts editing `record`, taken to be as saved.
    #[must_use]
    pub fn new(record: Record) -> RecordEditor {
        RecordEditor { record, undo: Vec::new(), redo: Vec::new(), saved_at: Some(0) }
    }

    /// The record as edited so far.
    #[must_use]
    pub fn record(&self) -> &Record {
        &self.record
    }

    /// The record, ending the editing.
    #[must_use]
    pub fn into_record(self) -> Record {
        self.record
    }

    /// Makes `edit` (see [`Record::apply`]); it becomes the next undo, and the
    /// redo stack is dropped. Returns the node to show.
    pub fn apply(&mut self, edit: &TreeEdit) -> Result<Option<TreeId>, TreeEditError> {
        let done = self.record.apply(edit)?;
        if self.saved_at.is_some_and(|at| at > self.undo.len()) {
            self.saved_at = None;
        }
        self.undo.push(done.inverse);
        self.redo.clear();
        Ok(done.focus)
    }

    /// Undoes the latest edit; returns the node to show, or `None` if there is nothing to undo.
    pub fn undo(&mut self) -> Option<Result<Option<TreeId>, TreeEditError>> {
        let inverse = self.undo.pop()?;
        Some(Self::step(&mut self.record, inverse, &mut self.undo, &mut self.redo))
    }

    /// Redoes the latest undone edit; returns the node to show, or `None` if there is nothing to redo.
    pub fn redo(&mut self) -> Option<Result<Option<TreeId>, TreeEditError>> {
        let inverse = self.redo.pop()?;
        Some(Self::step(&mut self.record, inverse, &mut self.redo, &mut self.undo))
    }

    /// Applies `inverse` (taken from `from`) and puts its inverse on `to`; a
    /// refused inverse goes back on `from`, the record unchanged.
    fn step(
        record: &mut Record,
        inverse: RecordInverse,
        from: &mut Vec<RecordInverse>,
        to: &mut Vec<RecordInverse>,
    ) -> Result<Option<TreeId>, TreeEditError> {
        match record.apply_inverse(inverse.clone()) {
            Ok(done) => {
                to.push(done.inverse);
                Ok(done.focus)
            }
            Err(error) => {
                from.push(inverse);
                Err(error)
            }
        }
    }

    /// Whether there is an edit to undo.
    #[must_use]
    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    /// Whether there is an undone edit to redo.
    #[must_use]
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Notes that the record as it is now has been saved.
    pub fn mark_saved(&mut self) {
        self.saved_at = Some(self.undo.len());
    }

    /// Whether the record differs from what was last saved (undoing back to
    /// the saved state makes it unmodified again).
    #[must_use]
    pub fn is_modified(&self) -> bool {
        self.saved_at != Some(self.undo.len())
    }
}
