//! Changing a game tree in code: new nodes, set or remove properties.
//!
//! Edits only append to the arena's vectors: a node whose properties are not
//! the last run moves them to the end first, a replaced value list is written
//! anew at the end. The left-over entries are unreachable and cost only memory,
//! which keeps every edit O(properties of the node). Identifiers are checked
//! (upper-case ASCII letters) and values are [`ValueBuf`]s, so what is written
//! always parses back to the same tree.

use super::{GameTree, Node, NodeId, PropData, Span, Stored};
use crate::value::ValueBuf;

/// Why an edit was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EditError {
    /// Identifiers are one or more upper-case ASCII letters.
    #[error("{ident:?} is not a property identifier (upper-case letters A-Z)")]
    InvalidIdentifier {
        /// The refused identifier.
        ident: String,
    },
    /// A property needs at least one value (`[]` is [`ValueBuf::empty`]).
    #[error("a property needs at least one value")]
    NoValues,
    /// The node id does not belong to this tree (or the node was deleted).
    #[error("no such node")]
    UnknownNode,
    /// A change of the tree's shape was refused.
    #[error(transparent)]
    Shape(#[from] go_core::tree::TreeError),
}

/// A node borrowed for changing.
pub struct NodeMut<'a> {
    tree: &'a mut GameTree,
    id: NodeId,
}

impl GameTree {
    /// The node `id` for changing, or `None` if this tree has no such node (or it was deleted).
    pub fn node_mut(&mut self, id: NodeId) -> Option<NodeMut<'_>> {
        self.node(id)?;
        Some(NodeMut { tree: self, id })
    }

    /// Adds an empty node as the last child of `parent` (a new variation if it has children).
    pub fn add_child(&mut self, parent: NodeId) -> Result<NodeId, EditError> {
        self.node(parent).ok_or(EditError::UnknownNode)?;
        Ok(self.push_node(Some(parent), None))
    }
}

impl NodeMut<'_> {
    /// This node's id.
    #[must_use]
    pub fn id(&self) -> NodeId {
        self.id
    }

    /// A read-only view of the node.
    #[must_use]
    pub fn as_node(&self) -> Node<'_> {
        Node::new(self.tree, self.id)
    }

    /// Sets `ident` to `values`: replaces the values in place if the property
    /// exists, else appends the property after the node's others.
    pub fn set(&mut self, ident: &str, values: impl IntoIterator<Item = ValueBuf>) -> Result<(), EditError> {
        check_ident(ident)?;
        let span = self.push_values(values)?;
        match self.find(ident) {
            Some(index) => {
                if let Some(prop) = self.tree.props.get_mut(index) {
                    prop.values = span;
                }
            }
            None => self.append(ident, span),
        }
        Ok(())
    }

    /// Puts `ident` with `values` at `index` among the node's properties (at
    /// the end if `index` is past it), removing an earlier property of that name.
    pub fn insert(
        &mut self,
        index: usize,
        ident: &str,
        values: impl IntoIterator<Item = ValueBuf>,
    ) -> Result<(), EditError> {
        check_ident(ident)?;
        let span = self.push_values(values)?;
        self.remove(ident);
        self.append(ident, span);
        let range = self.range();
        let start = range.start.saturating_add(index).min(range.end.saturating_sub(1));
        if let Some(run) = self.tree.props.get_mut(start..range.end)
            && !run.is_empty()
        {
            run.rotate_right(1);
        }
        Ok(())
    }

    /// Removes the property `ident`; `false` if the node did not have it.
    pub fn remove(&mut self, ident: &str) -> bool {
        let Some(index) = self.find(ident) else { return false };
        let end = self.range().end;
        if let Some(run) = self.tree.props.get_mut(index..end)
            && !run.is_empty()
        {
            run.rotate_left(1);
        }
        if let Some(node) = self.tree.nodes.get_mut(self.id.index()) {
            node.props.end = node.props.end.saturating_sub(1);
        }
        true
    }

    fn range(&self) -> std::ops::Range<usize> {
        self.tree.nodes.get(self.id.index()).map(|n| n.props.range()).unwrap_or_default()
    }

    /// The index in the tree's property vector of `ident` on this node.
    fn find(&self, ident: &str) -> Option<usize> {
        let range = self.range();
        let props = self.tree.props.get(range.clone())?;
        props.iter().position(|p| self.tree.str_at(p.ident) == ident).map(|i| range.start + i)
    }

    fn push_values(&mut self, values: impl IntoIterator<Item = ValueBuf>) -> Result<Span, EditError> {
        let start = self.tree.values_len();
        for value in values {
            let span = self.tree.push_text(value.as_str());
            self.tree.values.push(span);
        }
        let span = Span { start, end: self.tree.values_len() };
        if span.len() == 0 { Err(EditError::NoValues) } else { Ok(span) }
    }

    /// Appends a property, first moving the node's properties to the end of the vector.
    fn append(&mut self, ident: &str, values: Span) {
        let range = self.range();
        if range.end != self.tree.props.len() {
            let moved: Vec<PropData> = self.tree.props.get(range).map(<[PropData]>::to_vec).unwrap_or_default();
            let start = self.tree.props_len();
            self.tree.props.extend(moved);
            let end = self.tree.props_len();
            if let Some(node) = self.tree.nodes.get_mut(self.id.index()) {
                node.props = Span { start, end };
            }
        }
        let ident = self.tree.push_text(ident);
        self.tree.props.push(PropData { ident, values, position: Stored::new(None) });
        let end = self.tree.props_len();
        if let Some(node) = self.tree.nodes.get_mut(self.id.index()) {
            node.props.end = end;
        }
    }
}

fn check_ident(ident: &str) -> Result<(), EditError> {
    if !ident.is_empty() && ident.bytes().all(|b| b.is_ascii_uppercase()) {
        Ok(())
    } else {
        Err(EditError::InvalidIdentifier { ident: ident.to_owned() })
    }
}
