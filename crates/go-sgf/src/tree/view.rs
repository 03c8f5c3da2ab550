//! Read-only views into a [`GameTree`]: nodes, properties, values and the walks.
//!
//! Views are small `Copy` handles borrowing the tree, so callers navigate
//! with methods (`parent`, `children`, `get`) instead of indices.

use super::{GameTree, NodeData, NodeId, PropData, Span};
use crate::diag::Position;
use crate::value::{SgfSize, Value, ValueError, point_list};
use go_core::Point;
use std::fmt;

/// A node of a game tree.
#[derive(Clone, Copy)]
pub struct Node<'a> {
    tree: &'a GameTree,
    id: NodeId,
}

impl<'a> Node<'a> {
    pub(crate) fn new(tree: &'a GameTree, id: NodeId) -> Node<'a> {
        Node { tree, id }
    }

    fn data(&self) -> Option<&'a NodeData> {
        self.tree.data(self.id)
    }

    fn link(&self, pick: impl Fn(&NodeData) -> Option<NodeId>) -> Option<Node<'a>> {
        self.data().and_then(pick).map(|id| Node::new(self.tree, id))
    }

    /// This node's id.
    #[must_use]
    pub fn id(&self) -> NodeId {
        self.id
    }

    /// The parent, `None` for the root.
    #[must_use]
    pub fn parent(&self) -> Option<Node<'a>> {
        self.link(|d| d.links.parent)
    }

    /// The first child: the next move of the main line from here.
    #[must_use]
    pub fn first_child(&self) -> Option<Node<'a>> {
        self.link(|d| d.links.first_child)
    }

    /// The next variation at the same parent.
    #[must_use]
    pub fn next_sibling(&self) -> Option<Node<'a>> {
        self.link(|d| d.links.next_sibling)
    }

    /// The children in order; the first continues the main line.
    #[must_use]
    pub fn children(&self) -> Children<'a> {
        Children { next: self.first_child() }
    }

    /// How many children (variations here, plus the main line) the node has.
    #[must_use]
    pub fn child_count(&self) -> usize {
        self.children().count()
    }

    /// Whether this is the root node.
    #[must_use]
    pub fn is_root(&self) -> bool {
        self.data().is_some_and(|d| d.links.parent.is_none())
    }

    /// Where the node began in the file (`None` for nodes built in code).
    #[must_use]
    pub fn position(&self) -> Option<Position> {
        self.data().and_then(|d| d.position.get())
    }

    /// The properties in file order.
    #[must_use]
    pub fn properties(&self) -> Properties<'a> {
        let props = self.data().map(|d| self.tree.prop_data(d)).unwrap_or_default();
        Properties { tree: self.tree, inner: props.iter() }
    }

    /// The property `ident` (upper-case, e.g. `"B"`, `"SZ"`, `"TW"`).
    #[must_use]
    pub fn get(&self, ident: &str) -> Option<Property<'a>> {
        self.properties().find(|p| p.ident() == ident)
    }

    /// Whether the node has the property `ident`.
    #[must_use]
    pub fn has(&self, ident: &str) -> bool {
        self.get(ident).is_some()
    }
}

impl fmt::Debug for Node<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Node")
            .field("id", &self.id)
            .field("properties", &self.properties().collect::<Vec<_>>())
            .finish()
    }
}

/// A property: an identifier and one or more raw values.
#[derive(Clone, Copy)]
pub struct Property<'a> {
    tree: &'a GameTree,
    data: &'a PropData,
}

impl<'a> Property<'a> {
    /// The identifier, upper-case (`CoPyright` in an old file reads as `CP`).
    #[must_use]
    pub fn ident(&self) -> &'a str {
        self.tree.str_at(self.data.ident)
    }

    /// The values in file order.
    #[must_use]
    pub fn values(&self) -> Values<'a> {
        Values { tree: self.tree, inner: self.tree.value_spans(self.data).iter() }
    }

    /// The first value (every property has at least one; `[]` is an empty value).
    #[must_use]
    pub fn value(&self) -> Value<'a> {
        self.values().next().unwrap_or(Value::EMPTY)
    }

    /// All values read as one point list (FF[4] `list of point` / `elist of point`):
    /// single points and `dd:ff` rectangles, in order, each point once.
    pub fn points(&self, size: SgfSize) -> Result<Vec<Point>, ValueError> {
        point_list(self.values(), size)
    }

    /// Where the property began in the file (`None` for properties set in code).
    #[must_use]
    pub fn position(&self) -> Option<Position> {
        self.data.position.get()
    }
}

impl PartialEq for Property<'_> {
    fn eq(&self, other: &Self) -> bool {
        self.ident() == other.ident() && self.values().eq(other.values())
    }
}

impl fmt::Debug for Property<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.ident())?;
        self.values().try_for_each(|v| write!(f, "[{}]", v.raw()))
    }
}

/// The values of a property, in order.
#[derive(Clone)]
pub struct Values<'a> {
    tree: &'a GameTree,
    inner: std::slice::Iter<'a, Span>,
}

impl<'a> Iterator for Values<'a> {
    type Item = Value<'a>;
    fn next(&mut self) -> Option<Value<'a>> {
        self.inner.next().map(|&s| Value::new(self.tree.str_at(s)))
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        self.inner.size_hint()
    }
}

impl DoubleEndedIterator for Values<'_> {
    fn next_back(&mut self) -> Option<Self::Item> {
        self.inner.next_back().map(|&s| Value::new(self.tree.str_at(s)))
    }
}

impl ExactSizeIterator for Values<'_> {}

/// The properties of a node, in order.
#[derive(Clone)]
pub struct Properties<'a> {
    tree: &'a GameTree,
    inner: std::slice::Iter<'a, PropData>,
}

impl<'a> Iterator for Properties<'a> {
    type Item = Property<'a>;
    fn next(&mut self) -> Option<Property<'a>> {
        self.inner.next().map(|data| Property { tree: self.tree, data })
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        self.inner.size_hint()
    }
}

impl ExactSizeIterator for Properties<'_> {}

/// The children of a node, in order.
#[derive(Clone)]
pub struct Children<'a> {
    next: Option<Node<'a>>,
}

impl<'a> Iterator for Children<'a> {
    type Item = Node<'a>;
    fn next(&mut self) -> Option<Node<'a>> {
        let current = self.next?;
        self.next = current.next_sibling();
        Some(current)
    }
}

/// Every node in document order, walked without a stack.
#[derive(Clone)]
pub struct Preorder<'a> {
    tree: &'a GameTree,
    next: Option<NodeId>,
}

impl<'a> Preorder<'a> {
    pub(crate) fn new(tree: &'a GameTree) -> Preorder<'a> {
        Preorder { tree, next: tree.data(tree.root()).map(|_| tree.root()) }
    }
}

impl<'a> Iterator for Preorder<'a> {
    type Item = Node<'a>;
    fn next(&mut self) -> Option<Node<'a>> {
        let current = self.next?;
        self.next = following(self.tree, current);
        Some(Node::new(self.tree, current))
    }
}

/// The node after `id` in document order: its first child, else the next
/// sibling of it or of its nearest ancestor that has one.
pub(crate) fn following(tree: &GameTree, id: NodeId) -> Option<NodeId> {
    let data = tree.data(id)?;
    if data.links.first_child.is_some() {
        return data.links.first_child;
    }
    let mut at = data;
    loop {
        if at.links.next_sibling.is_some() {
            return at.links.next_sibling;
        }
        at = tree.data(at.links.parent?)?;
    }
}

/// The main line: the root, then always the first child.
#[derive(Clone)]
pub struct MainLine<'a> {
    next: Option<Node<'a>>,
}

impl<'a> MainLine<'a> {
    pub(crate) fn new(tree: &'a GameTree) -> MainLine<'a> {
        MainLine { next: tree.node(tree.root()) }
    }
}

impl<'a> Iterator for MainLine<'a> {
    type Item = Node<'a>;
    fn next(&mut self) -> Option<Node<'a>> {
        let current = self.next?;
        self.next = current.first_child();
        Some(current)
    }
}
