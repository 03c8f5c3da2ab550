//! SGF game tree → go-core game tree: one go-core node per SGF node, same shape.
//!
//! The walk is a loop over the SGF tree in document order; each node's
//! parent has been converted before it, so its go-core parent is looked up in
//! the map. Whatever cannot be read becomes a [`ConvertWarning`] and is left
//! out of the go-core tree (the SGF tree keeps it); only a board LoGo cannot
//! play on, or a record of another game, refuses the whole game.

mod info;
mod markup;
mod node;
mod values;

pub(crate) use markup::{label, line};

use super::NodeMap;
use super::warning::{ConvertError, ConvertWarning, Warnings};
use crate::tree::{GameTree, Node};
use crate::value::SgfSize;
use go_core::tree::{GameTree as Record, NodeId as TreeId, TreeNode};

/// A converted game: the go-core tree, the node map and the warnings (in file order).
#[derive(Clone, Debug)]
pub struct Converted {
    /// The game as go-core's tree.
    pub tree: Record,
    /// Which go-core node each SGF node became.
    pub map: NodeMap,
    /// What could not be read as written, in document order.
    pub warnings: Vec<ConvertWarning>,
}

/// Converts one SGF game into go-core's game tree.
pub fn read_record(sgf: &GameTree) -> Result<Converted, ConvertError> {
    let root = sgf.root_node();
    let mut warnings = Warnings::new(root.id());
    let info_nodes = info::InfoNodes::new(root);
    let (info, dialect) = info::read_info(&info_nodes, &mut warnings)?;
    info::check_handicap(&info, &info_nodes, &mut warnings);
    let size = crate::value::SgfSize::from(info.size);
    let reader = node::NodeReader { size, dialect };
    let mut tree = Record::new(info, reader.read(root, &mut warnings));
    let mut map = NodeMap::with_capacity(sgf.node_count());
    map.link(root.id(), TreeId::ROOT);
    for node in sgf.nodes().skip(1) {
        warnings.node = node.id();
        info::warn_outside(node, &info_nodes, &mut warnings);
        let content = reader.read(node, &mut warnings);
        let Some(parent) = node.parent().and_then(|p| map.tree_node(p.id())) else { continue };
        let Ok(id) = tree.add_child(parent, content) else { continue };
        map.link(node.id(), id);
    }
    let mut warnings = warnings.list;
    // Game information is read before the root's other properties: put everything in file order.
    warnings.sort_by_key(|w| w.position);
    Ok(Converted { tree, map, warnings })
}

/// The game information as [`read_record`] reads it, and whether the game
/// is in LoGo's old dialect (warnings left out).
pub(crate) fn game_info(sgf: &GameTree) -> Result<(go_core::tree::GameInfo, bool), ConvertError> {
    let root = sgf.root_node();
    info::read_info(&info::InfoNodes::new(root), &mut Warnings::new(root.id()))
}

/// One node's content as [`read_record`] reads it, warnings left out. (The
/// old LoGo dialect changes only how moves and time left are read.)
pub(crate) fn read_node(node: Node<'_>, size: SgfSize) -> TreeNode {
    let mut warnings = Warnings::new(node.id());
    node::NodeReader { size, dialect: false }.read(node, &mut warnings)
}
