//! Trees kept in an arena: each node's links (parent, first and last child,
//! next sibling) and the operations that change a tree's shape. go-core's
//! game tree and go-sgf's property tree are both such arenas, so both edit
//! their shape with these functions.
//!
//! Deleting a subtree unlinks it from its parent and marks each of its nodes
//! deleted, a tombstone: the slots keep their content and their links inside
//! the subtree (the subtree's top keeps its parent), so restoring is relinking
//! and unmarking, and an id means the same node before and after. Sibling
//! lists are singly linked: these operations cost the number of siblings, and
//! delete and restore the size of the subtree too. No recursion.

use super::TreeError;

/// An id that addresses a slot of an arena by index.
pub trait ArenaId: Copy + Eq {
    /// The slot's index.
    fn slot(self) -> usize;
}

/// A node's place in its tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Links<Id> {
    /// The parent; `None` for the root.
    pub parent: Option<Id>,
    /// The first child: the line's continuation.
    pub first_child: Option<Id>,
    /// The last child, for appending in constant time.
    pub last_child: Option<Id>,
    /// The next variation at the same parent.
    pub next_sibling: Option<Id>,
    /// Whether the node belongs to a deleted subtree.
    pub deleted: bool,
}

impl<Id> Links<Id> {
    /// The links of a new node below `parent`, before it is linked in.
    #[must_use]
    pub fn new(parent: Option<Id>) -> Links<Id> {
        Links { parent, first_child: None, last_child: None, next_sibling: None, deleted: false }
    }
}

/// A slot of an arena: something that has links.
pub trait Linked {
    /// The arena's id type.
    type Id: ArenaId;
    /// The slot's links.
    fn links(&self) -> &Links<Self::Id>;
    /// The slot's links, for changing them.
    fn links_mut(&mut self) -> &mut Links<Self::Id>;
}

/// The links of a node that is not deleted.
pub fn live<S: Linked>(slots: &[S], id: S::Id) -> Option<&Links<S::Id>> {
    slots.get(id.slot()).map(Linked::links).filter(|l| !l.deleted)
}

/// The children of `parent`, in order.
pub fn children<S: Linked>(slots: &[S], parent: S::Id) -> impl Iterator<Item = S::Id> + '_ {
    let first = live(slots, parent).and_then(|l| l.first_child);
    std::iter::successors(first, move |&c| slots.get(c.slot()).and_then(|s| s.links().next_sibling))
}

/// The place of `id` among its parent's children; `None` for the root and unknown or deleted ids.
pub fn child_index<S: Linked>(slots: &[S], id: S::Id) -> Option<usize> {
    let parent = live(slots, id)?.parent?;
    children(slots, parent).position(|c| c == id)
}

/// Links `id` (a new slot) as the last child of `parent`.
pub fn link_last<S: Linked>(slots: &mut [S], parent: S::Id, id: S::Id) {
    let last = slots.get(parent.slot()).and_then(|p| p.links().last_child);
    link_between(slots, parent, id, last, None);
}

/// Deletes the subtree of `id`; returns its place among its siblings and how many nodes it held.
pub fn delete_subtree<S: Linked>(slots: &mut [S], id: S::Id) -> Result<(usize, usize), TreeError> {
    let parent = live(slots, id).ok_or(TreeError::UnknownNode)?.parent.ok_or(TreeError::Root)?;
    let index = child_index(slots, id).ok_or(TreeError::UnknownNode)?;
    unlink(slots, parent, id);
    Ok((index, mark_subtree(slots, id, true)))
}

/// Brings back the deleted subtree of `id` at place `index` among its
/// parent's children; returns how many nodes it holds. Refused unless `id`
/// is the top of a deleted subtree whose parent is not deleted.
pub fn restore_subtree<S: Linked>(slots: &mut [S], id: S::Id, index: usize) -> Result<usize, TreeError> {
    let links = slots.get(id.slot()).map(Linked::links).ok_or(TreeError::UnknownNode)?;
    let parent = links.parent.ok_or(TreeError::Root)?;
    if !links.deleted || live(slots, parent).is_none() || children(slots, parent).any(|c| c == id) {
        return Err(TreeError::NotDeleted);
    }
    if index > children(slots, parent).count() {
        return Err(TreeError::IndexOutOfRange);
    }
    let restored = mark_subtree(slots, id, false);
    link_at(slots, parent, id, index);
    Ok(restored)
}

/// Moves `id` to place `index` among its siblings; returns the place it had.
pub fn move_child<S: Linked>(slots: &mut [S], id: S::Id, index: usize) -> Result<usize, TreeError> {
    let parent = live(slots, id).ok_or(TreeError::UnknownNode)?.parent.ok_or(TreeError::Root)?;
    let old = child_index(slots, id).ok_or(TreeError::UnknownNode)?;
    if index >= children(slots, parent).count() {
        return Err(TreeError::IndexOutOfRange);
    }
    if index != old {
        unlink(slots, parent, id);
        link_at(slots, parent, id, index);
    }
    Ok(old)
}

fn with<S: Linked>(slots: &mut [S], id: S::Id, change: impl FnOnce(&mut Links<S::Id>)) {
    if let Some(slot) = slots.get_mut(id.slot()) {
        change(slot.links_mut());
    }
}

/// Links `id` at place `index` among `parent`'s children.
fn link_at<S: Linked>(slots: &mut [S], parent: S::Id, id: S::Id, index: usize) {
    let before = index.checked_sub(1).and_then(|i| children(slots, parent).nth(i));
    let after = match before {
        Some(b) => slots.get(b.slot()).and_then(|s| s.links().next_sibling),
        None => live(slots, parent).and_then(|l| l.first_child),
    };
    link_between(slots, parent, id, before, after);
}

/// Links `id` among `parent`'s children between `before` and `after` (neighbours, or `None` at an end).
fn link_between<S: Linked>(slots: &mut [S], parent: S::Id, id: S::Id, before: Option<S::Id>, after: Option<S::Id>) {
    with(slots, id, |l| l.next_sibling = after);
    match before {
        Some(b) => with(slots, b, |l| l.next_sibling = Some(id)),
        None => with(slots, parent, |l| l.first_child = Some(id)),
    }
    if after.is_none() {
        with(slots, parent, |l| l.last_child = Some(id));
    }
}

/// Takes child `id` out of `parent`'s sibling list; its own links below stay.
fn unlink<S: Linked>(slots: &mut [S], parent: S::Id, id: S::Id) {
    let before = children(slots, parent).take_while(|&c| c != id).last();
    let after = slots.get(id.slot()).and_then(|s| s.links().next_sibling);
    match before {
        Some(b) => with(slots, b, |l| l.next_sibling = after),
        None => with(slots, parent, |l| l.first_child = after),
    }
    if after.is_none() {
        with(slots, parent, |l| l.last_child = before);
    }
    with(slots, id, |l| l.next_sibling = None);
}

/// Marks every node of the (unlinked) subtree of `top` deleted or not,
/// walking its links without a stack; returns how many nodes it holds.
fn mark_subtree<S: Linked>(slots: &mut [S], top: S::Id, deleted: bool) -> usize {
    let mut count = 0;
    let mut at = Some(top);
    while let Some(id) = at {
        let Some(slot) = slots.get_mut(id.slot()) else { break };
        let links = slot.links_mut();
        links.deleted = deleted;
        count += 1;
        at = links.first_child.or_else(|| next_in_subtree(slots, id, top));
    }
    count
}

/// The next node in document order after `id` (whose children are done) inside the subtree of `top`.
fn next_in_subtree<S: Linked>(slots: &[S], id: S::Id, top: S::Id) -> Option<S::Id> {
    let mut at = id;
    loop {
        if at == top {
            return None;
        }
        let links = slots.get(at.slot())?.links();
        if links.next_sibling.is_some() {
            return links.next_sibling;
        }
        at = links.parent?;
    }
}
