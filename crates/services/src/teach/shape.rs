//! The tree shape of a record being edited. Edits break what the review
//! screen's shape assumes of a file as read: a deleted variation leaves its
//! ids unused, a restored or reordered one puts siblings out of arena order.
//! So the shape is taken in document order (go-core's preorder, which
//! follows the sibling links) and carries each entry's node id.

use crate::review::shape::{flags, push_move};
use crate::review::views::TreeShape;
use go_core::tree::{GameTree, NodeId};
use std::collections::HashMap;

/// Every node in document order, with its id, parent place, move and flags.
pub fn edited_shape(tree: &GameTree) -> TreeShape {
    let count = tree.node_count();
    let mut shape = TreeShape {
        up: Vec::with_capacity(count),
        ids: Vec::with_capacity(count),
        moves: String::with_capacity(3 * count),
        flags: Vec::with_capacity(count),
    };
    let mut place: HashMap<NodeId, usize> = HashMap::with_capacity(count);
    for (index, id) in tree.preorder().enumerate() {
        let Some(node) = tree.node(id) else { continue };
        let parent = tree.parent(id).and_then(|p| place.get(&p)).copied();
        let up = parent.and_then(|p| index.checked_sub(p)).and_then(|gap| u32::try_from(gap).ok());
        place.insert(id, index);
        shape.up.push(up.unwrap_or(0));
        shape.ids.push(id);
        push_move(&mut shape.moves, node);
        shape.flags.push(flags(node));
    }
    shape
}

#[cfg(test)]
mod tests {
    use super::*;
    use go_core::tree::{Direction, GameInfo, TreeEdit, TreeNode};
    use go_core::{BoardSize, Color, Move, PlayedMove, Point, RulesPreset};

    fn play(parent: NodeId, color: Color, sgf: &str) -> TreeEdit {
        let point = Point::from_sgf(sgf).unwrap_or(Point::new(0, 0));
        TreeEdit::AddMove { parent, mv: PlayedMove { color, played: Move::Play(point) } }
    }

    #[test]
    fn deleted_nodes_leave_gaps_in_the_ids_and_moved_variations_keep_document_order() {
        let info = GameInfo::new(BoardSize::STANDARD, RulesPreset::Japanese.rules());
        let mut tree = GameTree::new(info, TreeNode::default());
        let a = tree.apply(&play(NodeId::ROOT, Color::Black, "dd")).ok().and_then(|e| e.focus);
        let b = tree.apply(&play(NodeId::ROOT, Color::Black, "pp")).ok().and_then(|e| e.focus);
        let c = tree.apply(&play(NodeId::ROOT, Color::Black, "dp")).ok().and_then(|e| e.focus);
        let (Some(a), Some(b), Some(c)) = (a, b, c) else { unreachable!("three variations added") };
        assert!(tree.apply(&TreeEdit::DeleteSubtree { node: a }).is_ok());
        assert!(tree.apply(&TreeEdit::MoveVariation { node: c, direction: Direction::Up }).is_ok());
        let shape = edited_shape(&tree);
        assert_eq!(shape.ids, vec![NodeId::ROOT, c, b]);
        assert_eq!(shape.up, vec![0, 1, 2]);
        assert_eq!(shape.moves, "...BdpBpp");
    }
}
