//! The review screen's view of a game tree: its shape in a few bytes per
//! node ([`TreeShape`]). A file as read has its nodes in document order with
//! ids 0, 1, 2, …, so the shape needs no ids; a record being edited has
//! neither (see `teach::shape`).

use super::views::TreeShape;
use go_core::tree::{GameTree, NodeId, TreeNode};
use go_core::{Color, Move};

/// Every node's parent, move and flags, in arena order.
pub fn tree_shape(tree: &GameTree) -> TreeShape {
    let count = tree.node_count();
    let mut shape = TreeShape {
        up: Vec::with_capacity(count),
        ids: Vec::new(),
        moves: String::with_capacity(3 * count),
        flags: Vec::new(),
    };
    shape.flags.reserve(count);
    for index in 0..count {
        let Some(id) = NodeId::from_index(index) else { break };
        let Some(node) = tree.node(id) else { break };
        let up = tree.parent(id).and_then(|p| index.checked_sub(p.index())).and_then(|gap| u32::try_from(gap).ok());
        shape.up.push(up.unwrap_or(0));
        push_move(&mut shape.moves, node);
        shape.flags.push(flags(node));
    }
    shape
}

pub(crate) fn push_move(out: &mut String, node: &TreeNode) {
    let Some(played) = node.mv else {
        out.push_str("...");
        return;
    };
    out.push(if played.color == Color::Black { 'B' } else { 'W' });
    match played.played {
        Move::Play(p) => out.push_str(p.to_sgf().as_deref().unwrap_or("..")),
        Move::Pass => out.push_str(".."),
    }
}

pub(crate) fn flags(node: &TreeNode) -> u8 {
    use go_core::tree::MoveAnnotation as M;
    let mut flags = 0;
    let mut set = |on: bool, flag: u8| {
        if on {
            flags |= flag;
        }
    };
    set(node.comment.is_some(), TreeShape::COMMENT);
    set(node.has_setup(), TreeShape::SETUP);
    set(!node.markup.is_empty(), TreeShape::MARKUP);
    set(node.name.is_some(), TreeShape::NAME);
    set(matches!(node.move_annotation, Some(M::Tesuji(_) | M::Interesting)), TreeShape::GOOD);
    set(matches!(node.move_annotation, Some(M::Bad(_) | M::Doubtful)), TreeShape::BAD);
    set(node.hotspot.is_some() || node.position_annotation.is_some(), TreeShape::HOTSPOT);
    flags
}
