//! Editing a record: one [`TreeEdit`] changes the go-core tree and the SGF
//! tree in step, and gives back a [`RecordInverse`] that undoes both exactly.
//!
//! - The go-core tree checks the edit ([`go_core::tree::GameTree::apply`]); a
//!   refused edit changes neither tree.
//! - The SGF tree follows: new nodes are written as LoGo writes nodes, shape
//!   changes are made on the mapped SGF nodes (deleted subtrees stay as
//!   tombstones in both trees, so ids and the node map stay valid), content
//!   changes touch only the properties of the parts that changed
//!   ([`mirror`]). Every property not edited keeps its raw value and its
//!   place, unknown properties included.
//! - The inverse holds the go-core inverse and, for content edits, the SGF
//!   node's properties as they were, so undo restores the raw text exactly,
//!   and applying an inverse gives back the inverse of that (the redo).
//!
//! A service keeps a stack of [`RecordInverse`]s: undo pops one, applies it
//! with [`Record::apply_inverse`] and pushes what comes back on the redo
//! stack. [`RecordEditor`] is exactly that, with a mark for unsaved changes.

mod history;
mod mirror;
mod shape;

pub use history::RecordEditor;

use super::Record;
use crate::tree::{NodeId, PropsSnapshot};
use crate::value::SgfSize;
use go_core::tree::{NodeId as TreeId, TreeEdit, TreeEditError};

/// What undoes an edit of a [`Record`] exactly (and, applied, what redoes it).
/// It belongs to the record that gave it out.
#[derive(Clone, Debug)]
pub struct RecordInverse {
    steps: Vec<Step>,
}

/// One edit of the go-core tree, and for a content edit the SGF node's properties to put back.
#[derive(Clone, Debug)]
struct Step {
    edit: TreeEdit,
    props: Option<(NodeId, PropsSnapshot)>,
}

/// What an applied edit gives back.
#[derive(Clone, Debug)]
pub struct RecordEdited {
    /// What undoes the edit.
    pub inverse: RecordInverse,
    /// The node to show now (see [`go_core::tree::Edited::focus`]).
    pub focus: Option<TreeId>,
}

impl Record {
    /// Checks and makes `edit` in both trees; a refused edit changes neither.
    /// The record's warnings stay those of the reading.
    pub fn apply(&mut self, edit: &TreeEdit) -> Result<RecordEdited, TreeEditError> {
        let step = |edit: &TreeEdit| Step { edit: edit.clone(), props: None };
        match edit {
            TreeEdit::Batch { edits } => self.run(edits.iter().map(step).collect(), true),
            single => self.run(vec![step(single)], false),
        }
    }

    /// Applies an inverse this record gave out (an undo, or a redo); returns its own inverse.
    pub fn apply_inverse(&mut self, inverse: RecordInverse) -> Result<RecordEdited, TreeEditError> {
        self.run(inverse.steps, false)
    }

    /// Makes `steps` in order; if one is refused, undoes those before it.
    /// `batch`: errors name the step that failed.
    fn run(&mut self, steps: Vec<Step>, batch: bool) -> Result<RecordEdited, TreeEditError> {
        let mut done: Vec<Step> = Vec::with_capacity(steps.len());
        let mut focus = None;
        for (index, step) in steps.into_iter().enumerate() {
            let result = match step.edit {
                TreeEdit::Batch { .. } if batch => Err(TreeEditError::NestedBatch),
                _ => self.step(step),
            };
            match result {
                Ok((inverse, shown)) => {
                    focus = shown.or(focus);
                    done.push(inverse);
                }
                Err(error) => {
                    for inverse in done.into_iter().rev() {
                        // The exact inverse of a step just made: it cannot be refused.
                        let _undone = self.step(inverse);
                    }
                    return Err(match batch {
                        true => TreeEditError::InBatch {
                            index: u32::try_from(index).unwrap_or(u32::MAX),
                            error: Box::new(error),
                        },
                        false => error,
                    });
                }
            }
        }
        done.reverse();
        Ok(RecordEdited { inverse: RecordInverse { steps: done }, focus })
    }

    /// Makes one step; returns its inverse step and the node to show.
    fn step(&mut self, step: Step) -> Result<(Step, Option<TreeId>), TreeEditError> {
        match step.edit.content_node() {
            Some(node) => self.content_step(node, step),
            None => self.shape_step(&step.edit),
        }
    }

    /// A content edit of `node`: the go-core edit, then the SGF node's
    /// properties mirrored (or, undoing, put back from the snapshot).
    fn content_step(&mut self, node: TreeId, step: Step) -> Result<(Step, Option<TreeId>), TreeEditError> {
        let sgf = self.sgf_of(node)?;
        let out_of_step = TreeEditError::OutOfStep { node };
        let before = self.sgf.snapshot_props(sgf).ok_or_else(|| out_of_step.clone())?;
        let old = self.tree.node(node).cloned().ok_or(TreeEditError::UnknownNode { node })?;
        let size = self.sgf_size();
        let done = self.tree.apply(&step.edit)?;
        let in_step = match step.props {
            Some((_, snapshot)) => self.sgf.restore_props(sgf, snapshot),
            None => match self.tree.node(node) {
                Some(new) => mirror::mirror(&mut self.sgf, sgf, &old, new, size),
                None => false,
            },
        };
        if !in_step {
            self.sgf.restore_props(sgf, before);
            let _undone = self.tree.apply(&done.inverse);
            return Err(out_of_step);
        }
        Ok((Step { edit: done.inverse, props: Some((sgf, before)) }, done.focus))
    }

    /// The SGF node of go-core node `node`: unknown if go-core has no such
    /// node, out of step if the SGF tree has none for it.
    fn sgf_of(&self, node: TreeId) -> Result<NodeId, TreeEditError> {
        if !self.tree.contains(node) {
            return Err(TreeEditError::UnknownNode { node });
        }
        let sgf = self.map.sgf_node(node).filter(|&s| self.sgf.node(s).is_some());
        sgf.ok_or(TreeEditError::OutOfStep { node })
    }

    fn sgf_size(&self) -> SgfSize {
        SgfSize::from(self.tree.info().size)
    }
}
