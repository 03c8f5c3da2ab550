//! A game record with variations: the game as a tree of nodes, with its game
//! information, as LoGo reviews, shows and saves it.
//!
//! SGF files hold trees, not lines: every node may carry setup stones, a move,
//! markup, a comment and annotations, and may branch into variations. This
//! module is that tree in go-core's own types, independent of any file format
//! (go-sgf converts to and from SGF). Nodes live in one arena addressed by
//! [`NodeId`]; each knows its parent, first and last child and next sibling,
//! so every walk is a loop, never recursion: a 20,000-move main line or
//! variations nested thousands of levels deep are no harder than a short game.
//! A parent is always created before its children, so arena order is a
//! topological order (parents first); sibling order is kept by the links, not
//! by the arena, because variations can be reordered.
//!
//! The tree is editable ([`TreeEdit`], applied by [`GameTree::apply`], which
//! returns the exact inverse for undo). Node ids are stable: deleting a
//! subtree only unlinks it and marks its nodes deleted (a tombstone), so the
//! ids of every other node stay valid, a deleted id is refused as unknown,
//! and undoing the delete brings back the very same ids.
//!
//! Positions are not stored: [`GameTree::position_at`] replays the path from
//! the root with [`crate::Replay`], which shows and flags what breaks the
//! rules instead of refusing it.

pub mod arena;
mod edit;
mod eq;
mod info;
mod markup;
mod node;
mod played;
mod position;
mod structure;
#[cfg(test)]
mod tests;
mod time;
mod walk;

pub use edit::{Direction, Edited, LineKind, MAX_LABEL_CHARS, Mark, SetupPoint, TreeEdit, TreeEditError};
pub use info::{DateInfo, GameDate, GameInfo, KomiInfo, Player, ResultInfo, RulesInfo};
pub use markup::{Label, Line, Markup};
pub use node::{Emphasis, MoveAnnotation, PositionAnnotation, SetupStones, TimeLeft, TreeNode};
pub use played::PlayedDetails;
pub use position::{Cursor, NodeIssue, NodePosition, PositionView};
pub use time::{Overtime, TimeInfo, TimeOfDay};

use arena::{ArenaId, Linked, Links};
use serde::{Deserialize, Serialize};

/// A node's address in its [`GameTree`]: its index in the arena (the root is 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct NodeId(u32);

impl NodeId {
    /// The root node's id.
    pub const ROOT: NodeId = NodeId(0);

    /// The arena index.
    #[must_use]
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// The id of arena index `index`, if it fits (the tree refuses to grow beyond `u32`).
    #[must_use]
    pub fn from_index(index: usize) -> Option<NodeId> {
        u32::try_from(index).ok().map(NodeId)
    }
}

/// Why a change to the tree's structure was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TreeError {
    /// The id does not belong to this tree, or its node was deleted.
    #[error("no such node")]
    UnknownNode,
    /// The tree already has `u32::MAX` nodes.
    #[error("the tree is full")]
    Full,
    /// The root cannot be deleted or moved among siblings.
    #[error("the root cannot be deleted or moved")]
    Root,
    /// Only a deleted subtree can be restored, and only below a node that is not deleted.
    #[error("the node is not a deleted subtree")]
    NotDeleted,
    /// A place among siblings beyond the last.
    #[error("no such place among the siblings")]
    IndexOutOfRange,
}

/// One arena slot: the node's content and its links.
#[derive(Clone, Debug)]
struct Slot {
    node: TreeNode,
    links: Links<NodeId>,
}

impl Slot {
    fn new(node: TreeNode, parent: Option<NodeId>) -> Slot {
        Slot { node, links: Links::new(parent) }
    }
}

impl Linked for Slot {
    type Id = NodeId;
    fn links(&self) -> &Links<NodeId> {
        &self.links
    }
    fn links_mut(&mut self) -> &mut Links<NodeId> {
        &mut self.links
    }
}

impl ArenaId for NodeId {
    fn slot(self) -> usize {
        self.index()
    }
}

/// A game record: game information and a tree of nodes, the first of which is the root.
///
/// Two trees are equal when their information, shape and node contents are
/// equal; ids and deleted nodes do not count (see the module docs).
#[derive(Clone, Debug)]
pub struct GameTree {
    info: GameInfo,
    slots: Vec<Slot>,
    /// How many slots are deleted.
    deleted: usize,
}

impl GameTree {
    /// A tree with `info` and a single root node `root`.
    #[must_use]
    pub fn new(info: GameInfo, root: TreeNode) -> GameTree {
        GameTree { info, slots: vec![Slot::new(root, None)], deleted: 0 }
    }

    /// The game information (from the root in SGF).
    #[must_use]
    pub fn info(&self) -> &GameInfo {
        &self.info
    }

    /// The game information, for changing it.
    pub fn info_mut(&mut self) -> &mut GameInfo {
        &mut self.info
    }

    /// The root's id.
    #[must_use]
    pub fn root(&self) -> NodeId {
        NodeId::ROOT
    }

    /// How many nodes the tree has (deleted ones not counted).
    #[must_use]
    pub fn node_count(&self) -> usize {
        self.slots.len() - self.deleted
    }

    /// How many ids were ever given out: every id, deleted or not, is below this index.
    #[must_use]
    pub fn id_bound(&self) -> usize {
        self.slots.len()
    }

    /// Whether `id` belongs to this tree and is not deleted.
    #[must_use]
    pub fn contains(&self, id: NodeId) -> bool {
        self.slot(id).is_some()
    }

    /// The content of node `id`.
    #[must_use]
    pub fn node(&self, id: NodeId) -> Option<&TreeNode> {
        self.slot(id).map(|s| &s.node)
    }

    /// The content of node `id`, for changing it. (Edits that must stay
    /// undoable, or in step with an SGF file, go through [`GameTree::apply`].)
    pub fn node_mut(&mut self, id: NodeId) -> Option<&mut TreeNode> {
        self.slots.get_mut(id.index()).filter(|s| !s.links.deleted).map(|s| &mut s.node)
    }

    /// The parent of `id`; `None` for the root and unknown ids.
    #[must_use]
    pub fn parent(&self, id: NodeId) -> Option<NodeId> {
        self.slot(id).and_then(|s| s.links.parent)
    }

    /// The first child of `id`: the next node of the main line from there.
    #[must_use]
    pub fn first_child(&self, id: NodeId) -> Option<NodeId> {
        self.slot(id).and_then(|s| s.links.first_child)
    }

    /// The next variation after `id` at the same parent.
    #[must_use]
    pub fn next_sibling(&self, id: NodeId) -> Option<NodeId> {
        self.slot(id).and_then(|s| s.links.next_sibling)
    }

    /// The slot of a node that is not deleted.
    fn slot(&self, id: NodeId) -> Option<&Slot> {
        self.slots.get(id.index()).filter(|s| !s.links.deleted)
    }

    /// The children of `id` in order; the first continues the main line.
    pub fn children(&self, id: NodeId) -> impl Iterator<Item = NodeId> + '_ {
        std::iter::successors(self.first_child(id), move |&c| self.next_sibling(c))
    }

    /// Adds `node` as the last child of `parent` (a new variation if `parent` has children).
    pub fn add_child(&mut self, parent: NodeId, node: TreeNode) -> Result<NodeId, TreeError> {
        if !self.contains(parent) {
            return Err(TreeError::UnknownNode);
        }
        let id = NodeId::from_index(self.slots.len()).ok_or(TreeError::Full)?;
        self.slots.push(Slot::new(node, Some(parent)));
        arena::link_last(&mut self.slots, parent, id);
        Ok(id)
    }

    /// The root and then always the first child: the game as played.
    pub fn main_line(&self) -> impl Iterator<Item = NodeId> + '_ {
        std::iter::successors(Some(self.root()), move |&id| self.first_child(id))
    }

    /// The nodes from the root down to `id`, both included; empty for an unknown id.
    #[must_use]
    pub fn path_to(&self, id: NodeId) -> Vec<NodeId> {
        if !self.contains(id) {
            return Vec::new();
        }
        let mut path: Vec<NodeId> = std::iter::successors(Some(id), |&n| self.parent(n)).collect();
        path.reverse();
        path
    }

    /// Every node in document order (the root, then each variation depth first), without a stack.
    pub fn preorder(&self) -> impl Iterator<Item = NodeId> + '_ {
        std::iter::successors(Some(self.root()), move |&id| self.following(id))
    }

    /// The node after `id` in document order.
    fn following(&self, id: NodeId) -> Option<NodeId> {
        if let Some(child) = self.first_child(id) {
            return Some(child);
        }
        let mut at = id;
        loop {
            if let Some(sibling) = self.next_sibling(at) {
                return Some(sibling);
            }
            at = self.parent(at)?;
        }
    }

    /// Whether `id` lies on the main line.
    #[must_use]
    pub fn is_main_line(&self, id: NodeId) -> bool {
        let mut at = id;
        while let Some(parent) = self.parent(at) {
            if self.first_child(parent) != Some(at) {
                return false;
            }
            at = parent;
        }
        self.contains(id)
    }
}
