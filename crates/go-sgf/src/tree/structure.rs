//! Changing a game tree's shape: deleting a subtree (and restoring it),
//! moving a variation among its siblings; and putting a node's properties
//! back as they were.
//!
//! The shape is changed by go-core's [`arena`] functions, the same as for
//! go-core's game tree: a deleted subtree stays in the arena as a tombstone,
//! so restoring it brings back the same ids with every property as read.
//! A property snapshot copies the node's property entries; the text and
//! values they point to are never overwritten (edits only append), so
//! restoring one gives back the raw values and their file positions exactly.

use super::{EditError, GameTree, NodeId, PropData, Span, arena};

/// A node's properties at one moment, to put back with [`GameTree::restore_props`].
/// It belongs to the tree it was taken from.
#[derive(Clone, Debug)]
pub(crate) struct PropsSnapshot(Vec<PropData>);

impl GameTree {
    /// Where `id` stands among its parent's children (0: it continues the
    /// main line); `None` for the root and unknown ids.
    #[must_use]
    pub fn child_index(&self, id: NodeId) -> Option<usize> {
        arena::child_index(&self.nodes, id)
    }

    /// Deletes the subtree of `id` (not the root); returns the place it had
    /// among its siblings, for [`GameTree::restore_subtree`].
    pub fn delete_subtree(&mut self, id: NodeId) -> Result<usize, EditError> {
        let (index, deleted) = arena::delete_subtree(&mut self.nodes, id)?;
        self.deleted += deleted;
        Ok(index)
    }

    /// Brings back the deleted subtree of `id` at place `index` among its
    /// parent's children, with its ids and properties as they were.
    pub fn restore_subtree(&mut self, id: NodeId, index: usize) -> Result<(), EditError> {
        let restored = arena::restore_subtree(&mut self.nodes, id, index)?;
        self.deleted = self.deleted.saturating_sub(restored);
        Ok(())
    }

    /// Moves `id` to place `index` among its siblings; returns the place it had.
    pub fn move_variation(&mut self, id: NodeId, index: usize) -> Result<usize, EditError> {
        Ok(arena::move_child(&mut self.nodes, id, index)?)
    }

    /// The properties of node `id` as they are now.
    pub(crate) fn snapshot_props(&self, id: NodeId) -> Option<PropsSnapshot> {
        self.node(id)?;
        let data = self.data(id)?;
        Some(PropsSnapshot(self.prop_data(data).to_vec()))
    }

    /// Gives node `id` the properties of `snapshot`; `false` for an unknown node.
    pub(crate) fn restore_props(&mut self, id: NodeId, snapshot: PropsSnapshot) -> bool {
        if self.node(id).is_none() {
            return false;
        }
        let start = self.props_len();
        self.props.extend(snapshot.0);
        let end = self.props_len();
        match self.nodes.get_mut(id.index()) {
            Some(node) => {
                node.props = Span { start, end };
                true
            }
            None => false,
        }
    }
}
