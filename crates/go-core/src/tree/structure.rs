//! Changing the tree's shape: deleting a subtree (and restoring it), moving
//! a variation among its siblings.
//!
//! Deleting unlinks the subtree from its parent and marks every node in it
//! deleted; the slots keep their content and their links inside the subtree
//! (and the subtree root its parent), so restoring is relinking and unmarking,
//! and every id means the same node before and after. Sibling lists are
//! singly linked, so these operations cost the number of siblings plus, for
//! delete and restore, the size of the subtree; no recursion.

use super::{GameTree, NodeId, TreeError};

impl GameTree {
    /// Where `id` stands among its parent's children (0: it continues the line);
    /// `None` for the root and unknown ids.
    #[must_use]
    pub fn child_index(&self, id: NodeId) -> Option<usize> {
        let parent = self.parent(id)?;
        self.children(parent).position(|c| c == id)
    }

    /// Deletes the subtree of `id`; returns the place it had among its
    /// siblings, for [`GameTree::restore_subtree`]. The root cannot be deleted.
    pub fn delete_subtree(&mut self, id: NodeId) -> Result<usize, TreeError> {
        if !self.contains(id) {
            return Err(TreeError::UnknownNode);
        }
        let (parent, index) = self.parent(id).zip(self.child_index(id)).ok_or(TreeError::Root)?;
        self.unlink(parent, id);
        let marked = self.mark_subtree(id, false);
        self.deleted += marked;
        Ok(index)
    }

    /// Brings back the deleted subtree of `id` at place `index` among its
    /// parent's children, with the same ids as before. Refused unless `id` is
    /// the top of a deleted subtree whose parent is not deleted.
    pub fn restore_subtree(&mut self, id: NodeId, index: usize) -> Result<(), TreeError> {
        let slot = self.slots.get(id.index()).ok_or(TreeError::UnknownNode)?;
        let parent = slot.parent.ok_or(TreeError::Root)?;
        if slot.live || !self.contains(parent) || self.children(parent).any(|c| c == id) {
            return Err(TreeError::NotDeleted);
        }
        if index > self.children(parent).count() {
            return Err(TreeError::IndexOutOfRange);
        }
        let marked = self.mark_subtree(id, true);
        self.deleted = self.deleted.saturating_sub(marked);
        self.link_at(parent, id, index);
        Ok(())
    }

    /// Moves `id` to place `index` among its siblings (0 makes it the line's
    /// continuation); returns the place it had.
    pub fn move_variation(&mut self, id: NodeId, index: usize) -> Result<usize, TreeError> {
        if !self.contains(id) {
            return Err(TreeError::UnknownNode);
        }
        let (parent, old) = self.parent(id).zip(self.child_index(id)).ok_or(TreeError::Root)?;
        if index >= self.children(parent).count() {
            return Err(TreeError::IndexOutOfRange);
        }
        if index != old {
            self.unlink(parent, id);
            self.link_at(parent, id, index);
        }
        Ok(old)
    }

    /// The parent `id` hangs (or, deleted, hung) from.
    pub(super) fn attached_parent(&self, id: NodeId) -> Option<NodeId> {
        self.slots.get(id.index()).and_then(|s| s.parent)
    }

    /// Takes child `id` out of `parent`'s sibling list; its own links stay.
    fn unlink(&mut self, parent: NodeId, id: NodeId) {
        let before = self.children(parent).take_while(|&c| c != id).last();
        let after = self.next_sibling(id);
        match before {
            Some(b) => self.set_links(b, |s| s.next_sibling = after),
            None => self.set_links(parent, |s| s.first_child = after),
        }
        if after.is_none() {
            self.set_links(parent, |s| s.last_child = before);
        }
        self.set_links(id, |s| s.next_sibling = None);
    }

    /// Puts `id` (linked to no sibling) at place `index` among `parent`'s children.
    fn link_at(&mut self, parent: NodeId, id: NodeId, index: usize) {
        let before = index.checked_sub(1).and_then(|i| self.children(parent).nth(i));
        let after = match before {
            Some(b) => self.next_sibling(b),
            None => self.first_child(parent),
        };
        self.set_links(id, |s| s.next_sibling = after);
        match before {
            Some(b) => self.set_links(b, |s| s.next_sibling = Some(id)),
            None => self.set_links(parent, |s| s.first_child = Some(id)),
        }
        if after.is_none() {
            self.set_links(parent, |s| s.last_child = Some(id));
        }
    }

    fn set_links(&mut self, id: NodeId, change: impl FnOnce(&mut super::Slot)) {
        if let Some(slot) = self.slots.get_mut(id.index()) {
            change(slot);
        }
    }

    /// Marks every node of the subtree of `top` live or deleted, walking its
    /// links without a stack; returns how many nodes changed.
    fn mark_subtree(&mut self, top: NodeId, live: bool) -> usize {
        let mut changed = 0;
        let mut at = Some(top);
        while let Some(id) = at {
            let Some(slot) = self.slots.get_mut(id.index()) else { break };
            changed += usize::from(slot.live != live);
            slot.live = live;
            at = slot.first_child.or_else(|| self.next_in_subtree(id, top));
        }
        changed
    }

    /// The next node in document order after `id` (which has no children
    /// left to visit) that still lies inside the subtree of `top`.
    fn next_in_subtree(&self, id: NodeId, top: NodeId) -> Option<NodeId> {
        let mut at = id;
        loop {
            if at == top {
                return None;
            }
            let slot = self.slots.get(at.index())?;
            if slot.next_sibling.is_some() {
                return slot.next_sibling;
            }
            at = slot.parent?;
        }
    }
}
