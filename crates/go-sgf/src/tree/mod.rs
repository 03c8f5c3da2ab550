//! The lossless property tree: one arena per game.
//!
//! A [`GameTree`] keeps its nodes in a vector addressed by [`NodeId`]; each
//! node knows its parent, first and last child and next sibling, so every walk
//! (document order, main line, writing, comparing, dropping) is a loop, never
//! recursion, whatever the depth. Identifiers and raw values live in one text
//! buffer per game and are addressed by spans; a node's properties and a
//! property's values are contiguous runs, which keeps parsing to a few vector
//! pushes per property.

mod collection;
mod edit;
mod eq;
mod merge;
mod structure;
mod view;

pub use collection::Collection;
pub use edit::{EditError, NodeMut};
pub(crate) use structure::PropsSnapshot;
pub use view::{Children, MainLine, Node, Preorder, Properties, Property, Values};

use crate::diag::Position;
use crate::value::{SgfSize, ValueError};
use go_core::tree::arena::{self, ArenaId, Linked, Links};
use std::num::NonZeroU32;

/// A node's address in its [`GameTree`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NodeId(NonZeroU32);

impl NodeId {
    /// The root, index 0.
    const ROOT: NodeId = NodeId(NonZeroU32::MIN);

    /// The index of the node in its tree's arena (document order for parsed trees).
    #[must_use]
    pub fn index(self) -> usize {
        (self.0.get() - 1) as usize
    }

    /// The id of arena index `index` (stored one higher, so `Option<NodeId>` takes four bytes).
    fn at(index: usize) -> NodeId {
        let stored = u32::try_from(index).ok().and_then(|i| i.checked_add(1)).and_then(NonZeroU32::new);
        NodeId(stored.unwrap_or(NonZeroU32::MAX))
    }
}

/// Where a node or property stands in its file: nowhere (built in code), at a
/// byte offset (while parsing), or at a line and column (once the game is read).
#[derive(Clone, Copy, Debug)]
pub(crate) enum Stored {
    Nowhere,
    Offset(u32),
    At(Position),
}

impl Stored {
    fn new(offset: Option<usize>) -> Stored {
        offset.map_or(Stored::Nowhere, |o| Stored::Offset(o as u32))
    }

    fn get(self) -> Option<Position> {
        match self {
            Stored::At(p) => Some(p),
            Stored::Nowhere | Stored::Offset(_) => None,
        }
    }

    fn offset(self) -> Option<usize> {
        match self {
            Stored::Offset(o) => Some(o as usize),
            Stored::Nowhere | Stored::At(_) => None,
        }
    }
}

/// A half-open range `start..end` into one of the tree's vectors or its text.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Span {
    pub(crate) start: u32,
    pub(crate) end: u32,
}

impl Span {
    fn range(self) -> std::ops::Range<usize> {
        self.start as usize..self.end as usize
    }

    fn len(self) -> usize {
        self.end.saturating_sub(self.start) as usize
    }
}

impl ArenaId for NodeId {
    fn slot(self) -> usize {
        self.index()
    }
}

#[derive(Clone, Debug)]
pub(crate) struct NodeData {
    links: Links<NodeId>,
    props: Span,
    position: Stored,
}

impl Linked for NodeData {
    type Id = NodeId;
    fn links(&self) -> &Links<NodeId> {
        &self.links
    }
    fn links_mut(&mut self) -> &mut Links<NodeId> {
        &mut self.links
    }
}

#[derive(Clone, Debug)]
pub(crate) struct PropData {
    ident: Span,
    values: Span,
    position: Stored,
}

/// One game: an arena of nodes, the first of which is the root.
///
/// Deleting a subtree leaves its nodes in the arena as tombstones (see
/// [`GameTree::delete_subtree`]): other ids stay valid, a deleted id is unknown.
#[derive(Clone)]
pub struct GameTree {
    text: String,
    nodes: Vec<NodeData>,
    props: Vec<PropData>,
    values: Vec<Span>,
    /// How many nodes are deleted.
    deleted: usize,
}

impl Default for GameTree {
    fn default() -> Self {
        GameTree::new()
    }
}

impl GameTree {
    /// A game with a single, empty root node.
    #[must_use]
    pub fn new() -> GameTree {
        let mut tree = GameTree::empty();
        tree.push_node(None, None);
        tree
    }

    /// The root node's id.
    #[must_use]
    pub fn root(&self) -> NodeId {
        NodeId::ROOT
    }

    /// The root node.
    #[must_use]
    pub fn root_node(&self) -> Node<'_> {
        Node::new(self, NodeId::ROOT)
    }

    /// The node `id`, or `None` if this tree has no such node (or it was deleted).
    #[must_use]
    pub fn node(&self, id: NodeId) -> Option<Node<'_>> {
        arena::live(&self.nodes, id).map(|_| Node::new(self, id))
    }

    /// How many nodes the game has (deleted ones not counted).
    #[must_use]
    pub fn node_count(&self) -> usize {
        self.nodes.len() - self.deleted
    }

    /// Every node in document order (the root, then each variation depth first).
    #[must_use]
    pub fn nodes(&self) -> Preorder<'_> {
        Preorder::new(self)
    }

    /// The root and then always the first child: the game as played.
    #[must_use]
    pub fn main_line(&self) -> MainLine<'_> {
        MainLine::new(self)
    }

    /// The board size from the root's `SZ` (`19`, `9:13`), 19x19 when absent.
    pub fn board_size(&self) -> Result<SgfSize, ValueError> {
        match self.root_node().get("SZ") {
            Some(sz) => SgfSize::from_value(sz.value()),
            None => Ok(SgfSize::STANDARD),
        }
    }

    pub(crate) fn empty() -> GameTree {
        GameTree { text: String::new(), nodes: Vec::new(), props: Vec::new(), values: Vec::new(), deleted: 0 }
    }

    pub(crate) fn data(&self, id: NodeId) -> Option<&NodeData> {
        self.nodes.get(id.index())
    }

    pub(crate) fn prop_data(&self, node: &NodeData) -> &[PropData] {
        self.props.get(node.props.range()).unwrap_or_default()
    }

    pub(crate) fn str_at(&self, span: Span) -> &str {
        self.text.get(span.range()).unwrap_or_default()
    }

    pub(crate) fn value_spans(&self, prop: &PropData) -> &[Span] {
        self.values.get(prop.values.range()).unwrap_or_default()
    }

    /// Appends a node under `parent` (or as the root when the tree is empty).
    pub(crate) fn push_node(&mut self, parent: Option<NodeId>, offset: Option<usize>) -> NodeId {
        let parent = parent.or(if self.nodes.is_empty() { None } else { Some(NodeId::ROOT) });
        let id = NodeId::at(self.nodes.len());
        let at = self.props_len();
        let props = Span { start: at, end: at };
        let position = Stored::new(offset);
        self.nodes.push(NodeData { links: Links::new(parent), props, position });
        if let Some(p) = parent {
            arena::link_last(&mut self.nodes, p, id);
        }
        id
    }

    /// Appends a property with no values yet to the last node.
    pub(crate) fn push_prop(&mut self, ident: &str, offset: Option<usize>) {
        let ident = self.push_text(ident);
        let at = self.values_len();
        self.props.push(PropData { ident, values: Span { start: at, end: at }, position: Stored::new(offset) });
        let end = self.props_len();
        if let Some(node) = self.nodes.last_mut() {
            node.props.end = end;
        }
    }

    /// Appends a raw value to the last property.
    pub(crate) fn push_value(&mut self, raw: &str) {
        let span = self.push_text(raw);
        self.values.push(span);
        let end = self.values_len();
        if let Some(prop) = self.props.last_mut() {
            prop.values.end = end;
        }
    }

    pub(crate) fn push_text(&mut self, s: &str) -> Span {
        let start = self.text_len();
        self.text.push_str(s);
        Span { start, end: self.text_len() }
    }

    /// Makes room for about `nodes` nodes, `values` values and `text` bytes of text at once,
    /// so parsing a large game does not copy its arena over and over while it grows.
    pub(crate) fn reserve(&mut self, nodes: usize, values: usize, text: usize) {
        self.nodes.reserve(nodes);
        self.props.reserve(values);
        self.values.reserve(values);
        self.text.reserve(text);
    }

    /// Gives back room that [`GameTree::reserve`] overestimated by more than half.
    pub(crate) fn shrink(&mut self) {
        fn shrink<T>(v: &mut Vec<T>) {
            if v.capacity() > 2 * v.len() + 64 {
                v.shrink_to_fit();
            }
        }
        shrink(&mut self.nodes);
        shrink(&mut self.props);
        shrink(&mut self.values);
        if self.text.capacity() > 2 * self.text.len() + 64 {
            self.text.shrink_to_fit();
        }
    }

    // Lengths and offsets are u32: `parse` refuses texts over 4 GiB, so the casts keep every value.

    pub(crate) fn text_len(&self) -> u32 {
        self.text.len() as u32
    }

    pub(crate) fn props_len(&self) -> u32 {
        self.props.len() as u32
    }

    pub(crate) fn values_len(&self) -> u32 {
        self.values.len() as u32
    }

    /// Turns the byte offsets recorded while parsing into positions; `at` is
    /// asked in increasing order of offset (a parsed node's properties lie
    /// between it and the next node, and the arena keeps file order).
    pub(crate) fn resolve_positions(&mut self, mut at: impl FnMut(usize) -> Position) {
        let mut resolve = |slot: &mut Stored| {
            if let Stored::Offset(offset) = *slot {
                *slot = Stored::At(at(offset as usize));
            }
        };
        for node in &mut self.nodes {
            resolve(&mut node.position);
            for prop in self.props.get_mut(node.props.range()).unwrap_or_default() {
                resolve(&mut prop.position);
            }
        }
    }
}
