//! Changing the tree's shape: deleting a subtree (and restoring it), moving
//! a variation among its siblings. The work is [`super::arena`]'s; this
//! keeps the count of deleted nodes.

use super::{GameTree, NodeId, TreeError, arena};

impl GameTree {
    /// Where `id` stands among its parent's children (0: it continues the line);
    /// `None` for the root and unknown ids.
    #[must_use]
    pub fn child_index(&self, id: NodeId) -> Option<usize> {
        arena::child_index(&self.slots, id)
    }

    /// Deletes the subtree of `id`; returns the place it had among its
    /// siblings, for [`GameTree::restore_subtree`]. The root cannot be deleted.
    pub fn delete_subtree(&mut self, id: NodeId) -> Result<usize, TreeError> {
        let (index, deleted) = arena::delete_subtree(&mut self.slots, id)?;
        self.deleted += deleted;
        Ok(index)
    }

    /// Brings back the deleted subtree of `id` at place `index` among its
    /// parent's children, with the same ids as before. Refused unless `id` is
    /// the top of a deleted subtree whose parent is not deleted.
    pub fn restore_subtree(&mut self, id: NodeId, index: usize) -> Result<(), TreeError> {
        let restored = arena::restore_subtree(&mut self.slots, id, index)?;
        self.deleted = self.deleted.saturating_sub(restored);
        Ok(())
    }

    /// Moves `id` to place `index` among its siblings (0 makes it the line's
    /// continuation); returns the place it had.
    pub fn move_variation(&mut self, id: NodeId, index: usize) -> Result<usize, TreeError> {
        arena::move_child(&mut self.slots, id, index)
    }

    /// The parent `id` hangs (or, deleted, hung) from.
    pub(super) fn attached_parent(&self, id: NodeId) -> Option<NodeId> {
        self.slots.get(id.index()).and_then(|s| s.links.parent)
    }
}
