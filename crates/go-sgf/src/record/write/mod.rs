//! go-core game tree → a fresh SGF tree in standard FF[4], as LoGo saves the
//! games played in it (files opened from disk are saved from their own SGF
//! tree instead, so nothing of theirs is lost).
//!
//! One walk over the go-core tree in document order (parents before
//! children, siblings in order, deleted nodes left out) builds the SGF tree;
//! no recursion.

mod info;
mod node;

pub(crate) use node::{label_value, line_value, write_node};

use super::NodeMap;
use crate::tree::{GameTree, NodeMut};
use crate::value::ValueBuf;
use go_core::tree::{GameTree as Record, NodeId as TreeId};

/// The game as a fresh FF[4] SGF tree: game information in the root (typed
/// values in standard notation, the text as read only where nothing is
/// typed), then every node's content.
#[must_use]
pub fn write_record(tree: &Record) -> GameTree {
    write_with_map(tree).0
}

/// [`write_record`], with the map between the two trees' nodes.
pub(crate) fn write_with_map(tree: &Record) -> (GameTree, NodeMap) {
    let mut sgf = GameTree::new();
    let mut map = NodeMap::with_capacity(tree.node_count());
    let root = sgf.root();
    map.link(root, TreeId::ROOT);
    if let Some(mut node) = sgf.node_mut(root) {
        info::write_info(&mut node, tree.info());
        if let Some(content) = tree.node(TreeId::ROOT) {
            node::write_node(&mut node, content);
        }
    }
    for id in tree.preorder().skip(1) {
        let Some(parent) = tree.parent(id).and_then(|p| map.sgf_node(p)) else { continue };
        let Ok(child) = sgf.add_child(parent) else { continue };
        map.link(child, id);
        if let (Some(mut node), Some(content)) = (sgf.node_mut(child), tree.node(id)) {
            node::write_node(&mut node, content);
        }
    }
    (sgf, map)
}

/// Sets `ident` to `values` unless there are none. Identifiers here are
/// constants and the list is not empty, so the edit cannot fail.
fn put(node: &mut NodeMut<'_>, ident: &str, values: Vec<ValueBuf>) {
    if !values.is_empty() {
        node.set(ident, values).ok();
    }
}

/// Sets `ident` to one text value, if there is one.
fn put_text(node: &mut NodeMut<'_>, ident: &str, text: Option<&str>) {
    if let Some(text) = text {
        put(node, ident, vec![ValueBuf::text(text)]);
    }
}
