//! Shape edits of a record: the go-core tree changes first, then the SGF
//! tree the same way on the mapped nodes. If the SGF tree cannot follow (its
//! map disagrees, a fault in the program), the go-core change is undone.
//!
//! Game information is read from the root and the main line's nodes before
//! the first move, so a shape edit can change it (a variation holding `SZ` or
//! `PB` promoted, a leading setup node deleted). Then the record's go-core
//! tree is read anew from the SGF tree, in place: information and every
//! node's content, ids kept. Undoing the edit reads it back the same way.
//! An edit after which the information cannot be read (a board LoGo cannot
//! play on) is refused.

use super::Step;
use crate::record::read::game_info;
use crate::record::write::write_node;
use crate::record::{Record, read_record};
use go_core::tree::{Edited, GameInfo, NodeId as TreeId, TreeEdit, TreeEditError};

impl Record {
    /// Makes a shape edit (or a batch of variation moves, a promotion's inverse) in both trees.
    pub(super) fn shape_step(&mut self, edit: &TreeEdit) -> Result<(Step, Option<TreeId>), TreeEditError> {
        let info = game_info(&self.sgf).map_err(|_| TreeEditError::BreaksGameInfo)?;
        let done = self.follow_shape(edit)?;
        if let Err(error) = self.settle_info(&info) {
            // The inverse brings back the information that was read before.
            let _undone = self.follow_shape(&done.inverse);
            return Err(error);
        }
        Ok((Step { edit: done.inverse, props: None }, done.focus))
    }

    /// Makes the shape edit in the go-core tree, then in the SGF tree.
    fn follow_shape(&mut self, edit: &TreeEdit) -> Result<Edited, TreeEditError> {
        Ok(match *edit {
            TreeEdit::AddMove { parent, .. } | TreeEdit::AddSetupNode { parent } => self.add(parent, edit)?,
            TreeEdit::DeleteSubtree { node } => {
                let sgf = self.sgf_of(node)?;
                let done = self.tree.apply(edit)?;
                self.follow(&done, node, |record| record.sgf.delete_subtree(sgf).is_ok())?;
                done
            }
            TreeEdit::RestoreSubtree { node, index } => {
                let sgf = self.map.sgf_node(node).ok_or(TreeEditError::UnknownNode { node })?;
                let done = self.tree.apply(edit)?;
                let at = usize::try_from(index).unwrap_or(usize::MAX);
                self.follow(&done, node, |record| record.sgf.restore_subtree(sgf, at).is_ok())?;
                done
            }
            _ => {
                let done = self.tree.apply(edit)?;
                let moved = moved_nodes(edit, &done);
                let node = moved.first().copied().unwrap_or(TreeId::ROOT);
                self.follow(&done, node, |record| moved.iter().all(|&n| record.sync_siblings(n)))?;
                done
            }
        })
    }

    /// After a shape edit: if the game information read from the SGF tree is
    /// not `before` any more, reads the go-core tree's information and node
    /// contents anew (see the module docs).
    fn settle_info(&mut self, before: &(GameInfo, bool)) -> Result<(), TreeEditError> {
        let after = game_info(&self.sgf).map_err(|_| TreeEditError::BreaksGameInfo)?;
        if after == *before {
            return Ok(());
        }
        let read = read_record(&self.sgf).map_err(|_| TreeEditError::BreaksGameInfo)?;
        read.tree.info().clone_into(self.tree.info_mut());
        let ids: Vec<TreeId> = self.tree.preorder().collect();
        for id in ids {
            let fresh = self.map.sgf_node(id).and_then(|s| read.map.tree_node(s)).and_then(|t| read.tree.node(t));
            if let (Some(fresh), Some(node)) = (fresh, self.tree.node_mut(id)) {
                fresh.clone_into(node);
            }
        }
        Ok(())
    }

    /// A new node below `parent`, written into a new SGF node.
    fn add(&mut self, parent: TreeId, edit: &TreeEdit) -> Result<Edited, TreeEditError> {
        let sgf_parent = self.sgf_of(parent)?;
        let done = self.tree.apply(edit)?;
        let Some(new) = done.focus else { return Err(TreeEditError::OutOfStep { node: parent }) };
        self.follow(&done, parent, |record| {
            let Ok(child) = record.sgf.add_child(sgf_parent) else { return false };
            if let (Some(mut node), Some(content)) = (record.sgf.node_mut(child), record.tree.node(new)) {
                write_node(&mut node, content);
            }
            record.map.link(child, new);
            true
        })?;
        Ok(done)
    }

    /// Runs `sgf_change`; if it fails, undoes the go-core edit `done` and reports `node` out of step.
    fn follow(
        &mut self,
        done: &Edited,
        node: TreeId,
        sgf_change: impl FnOnce(&mut Record) -> bool,
    ) -> Result<(), TreeEditError> {
        if sgf_change(self) {
            return Ok(());
        }
        let _undone = self.tree.apply(&done.inverse);
        Err(TreeEditError::OutOfStep { node })
    }

    /// Orders the SGF siblings of `node` as the go-core siblings are.
    fn sync_siblings(&mut self, node: TreeId) -> bool {
        let Some(parent) = self.tree.parent(node) else { return false };
        let order: Vec<TreeId> = self.tree.children(parent).collect();
        order.into_iter().enumerate().all(|(index, child)| {
            let sgf = self.map.sgf_node(child);
            sgf.is_some_and(|s| self.sgf.move_variation(s, index).is_ok())
        })
    }
}

/// The nodes whose place among siblings a variation edit changed.
fn moved_nodes(edit: &TreeEdit, done: &Edited) -> Vec<TreeId> {
    let places = |edits: &[TreeEdit]| -> Vec<TreeId> {
        edits
            .iter()
            .filter_map(|e| match *e {
                TreeEdit::PlaceVariation { node, .. } | TreeEdit::MoveVariation { node, .. } => Some(node),
                _ => None,
            })
            .collect()
    };
    match (edit, &done.inverse) {
        // A promotion's inverse names every node that moved.
        (TreeEdit::PromoteToMainLine { .. }, TreeEdit::Batch { edits }) => places(edits),
        (TreeEdit::Batch { edits }, _) => places(edits),
        (single, _) => places(std::slice::from_ref(single)),
    }
}
