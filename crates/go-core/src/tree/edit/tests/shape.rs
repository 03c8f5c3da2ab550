//! New nodes, deleting and restoring subtrees, reordering and promoting variations.

use super::*;
use crate::tree::{Direction, TreeEditError};

const EMPTY: &str = "
    . . . .
    . . . .
    . . . .
    . . . .";

/// The root, the main line B cc / W bb, and two variations after B cc: W cb and W bc.
fn branching() -> (GameTree, [NodeId; 4]) {
    let mut tree = tree_from(EMPTY);
    let cc = grow(&mut tree, NodeId::ROOT, vec![play(Color::Black, "cc")]);
    let bb = grow(&mut tree, cc, vec![play(Color::White, "bb")]);
    let cb = grow(&mut tree, cc, vec![play(Color::White, "cb")]);
    let bc = grow(&mut tree, cc, vec![play(Color::White, "bc")]);
    (tree, [cc, bb, cb, bc])
}

fn children(tree: &GameTree, id: NodeId) -> Vec<NodeId> {
    tree.children(id).collect()
}

#[test]
fn a_move_and_a_setup_node_hang_as_new_variations_and_undo_takes_them_away() {
    let (mut tree, [cc, bb, cb, bc]) = branching();
    let done = apply_checked(&mut tree, &under(cc, play(Color::White, "dd")));
    let dd = done.focus.expect("new node");
    assert_eq!(done.inverse, TreeEdit::DeleteSubtree { node: dd });
    assert_eq!(children(&tree, cc), [bb, cb, bc, dd]);
    assert_eq!(
        super::drawing(&tree, dd),
        diagram(
            "
            . . . .
            . . . .
            . . X .
            . . . O"
        )
    );
    let setup = apply_checked(&mut tree, &TreeEdit::AddSetupNode { parent: dd });
    let node = setup.focus.expect("new node");
    assert_eq!(tree.node(node), Some(&TreeNode::default()));
    assert_eq!(tree.parent(node), Some(dd));
}

#[test]
fn adding_refuses_points_off_the_board_and_unknown_parents() {
    let (mut tree, [cc, ..]) = branching();
    assert_refused(&mut tree, &under(cc, play(Color::White, "ae")), TreeEditError::OffBoard { point: pt("ae") });
    let nowhere = NodeId::from_index(40).expect("id");
    let orphan = TreeEdit::AddSetupNode { parent: nowhere };
    assert_refused(&mut tree, &orphan, TreeEditError::UnknownNode { node: nowhere });
}

#[test]
fn deleting_a_subtree_keeps_every_other_id_and_undo_brings_back_the_same_ids() {
    let (mut tree, [cc, bb, cb, bc]) = branching();
    let below = grow(&mut tree, cb, vec![play(Color::Black, "dd")]);
    let done = apply_checked(&mut tree, &TreeEdit::DeleteSubtree { node: cb });
    assert_eq!(done.inverse, TreeEdit::RestoreSubtree { node: cb, index: 1 });
    assert_eq!(done.focus, Some(cc), "the parent is shown");
    assert_eq!(children(&tree, cc), [bb, bc]);
    assert_eq!(tree.node_count(), 4);
    assert!(!tree.contains(cb) && !tree.contains(below));
    assert_eq!(tree.position_at(bc).expect("kept").last_move.map(|m| m.color), Some(Color::White));
    let comment = TreeEdit::SetComment { node: below, comment: Some("x".to_owned()) };
    assert_refused(&mut tree, &comment, TreeEditError::UnknownNode { node: below });

    tree.apply(&done.inverse).expect("undo");
    assert_eq!(children(&tree, cc), [bb, cb, bc]);
    assert_eq!(tree.parent(below), Some(cb), "the subtree is back whole, same ids");
}

#[test]
fn the_root_cannot_be_deleted_or_moved() {
    let (mut tree, _) = branching();
    assert_refused(&mut tree, &TreeEdit::DeleteSubtree { node: NodeId::ROOT }, TreeEditError::Root);
    let up = TreeEdit::MoveVariation { node: NodeId::ROOT, direction: Direction::Up };
    assert_refused(&mut tree, &up, TreeEditError::Root);
}

#[test]
fn restoring_needs_a_deleted_subtree_under_a_live_parent() {
    let (mut tree, [cc, bb, ..]) = branching();
    assert_refused(&mut tree, &TreeEdit::RestoreSubtree { node: bb, index: 0 }, TreeEditError::NotDeleted { node: bb });
    let inner = tree.apply(&TreeEdit::DeleteSubtree { node: bb }).expect("delete inner").inverse;
    let outer = tree.apply(&TreeEdit::DeleteSubtree { node: cc }).expect("delete outer").inverse;
    assert_refused(&mut tree, &inner, TreeEditError::NotDeleted { node: bb });
    let far = TreeEdit::RestoreSubtree { node: cc, index: 3 };
    assert_refused(&mut tree, &far, TreeEditError::IndexOutOfRange { index: 3, count: 0 });
    tree.apply(&outer).expect("undo outer");
    tree.apply(&inner).expect("undo inner");
    assert_eq!(children(&tree, cc).first(), Some(&bb));
    assert_eq!(tree.node_count(), 5);
}

#[test]
fn variations_move_up_and_down_and_stop_at_the_ends() {
    let (mut tree, [cc, bb, cb, bc]) = branching();
    let done = apply_checked(&mut tree, &TreeEdit::MoveVariation { node: bc, direction: Direction::Up });
    assert_eq!(done.inverse, TreeEdit::MoveVariation { node: bc, direction: Direction::Down });
    assert_eq!(children(&tree, cc), [bb, bc, cb]);
    apply_checked(&mut tree, &TreeEdit::MoveVariation { node: bc, direction: Direction::Up });
    assert_eq!(children(&tree, cc), [bc, bb, cb]);
    assert_eq!(tree.main_line().collect::<Vec<_>>(), [NodeId::ROOT, cc, bc], "up to the top: the main line");
    let up = TreeEdit::MoveVariation { node: bc, direction: Direction::Up };
    assert_refused(&mut tree, &up, TreeEditError::AtEdge { direction: Direction::Up });
    let down = TreeEdit::MoveVariation { node: cb, direction: Direction::Down };
    assert_refused(&mut tree, &down, TreeEditError::AtEdge { direction: Direction::Down });
}

#[test]
fn a_variation_is_placed_at_any_index_among_its_siblings() {
    let (mut tree, [cc, bb, cb, bc]) = branching();
    let done = apply_checked(&mut tree, &TreeEdit::PlaceVariation { node: bb, index: 2 });
    assert_eq!(done.inverse, TreeEdit::PlaceVariation { node: bb, index: 0 });
    assert_eq!(children(&tree, cc), [cb, bc, bb]);
    let far = TreeEdit::PlaceVariation { node: bb, index: 3 };
    assert_refused(&mut tree, &far, TreeEditError::IndexOutOfRange { index: 3, count: 3 });
}

#[test]
fn promoting_a_deep_variation_makes_its_whole_line_the_main_line() {
    let (mut tree, [cc, bb, cb, _]) = branching();
    let other = grow(&mut tree, NodeId::ROOT, vec![play(Color::Black, "dd")]);
    tree.apply(&TreeEdit::PlaceVariation { node: other, index: 0 }).expect("place");
    let deep = grow(&mut tree, cb, vec![play(Color::Black, "aa"), play(Color::White, "ab")]);
    let deep_first = tree.parent(deep).expect("parent");
    let _sibling = grow(&mut tree, cb, vec![play(Color::Black, "da")]);
    assert!(!tree.is_main_line(deep));

    let done = apply_checked(&mut tree, &TreeEdit::PromoteToMainLine { node: deep });
    assert_eq!(tree.main_line().collect::<Vec<_>>(), [NodeId::ROOT, cc, cb, deep_first, deep]);
    assert_eq!(children(&tree, NodeId::ROOT), [cc, other]);
    assert_eq!(children(&tree, cc).get(1), Some(&bb));
    assert_eq!(
        done.inverse,
        TreeEdit::Batch {
            edits: vec![
                TreeEdit::PlaceVariation { node: cb, index: 1 },
                TreeEdit::PlaceVariation { node: cc, index: 1 },
            ]
        },
        "only the places that changed, deepest first"
    );
    let again = TreeEdit::PromoteToMainLine { node: deep };
    assert_refused(&mut tree, &again, TreeEditError::AlreadyMainLine { node: deep });
}

#[test]
fn the_child_holding_a_move_is_found_instead_of_adding_it_twice() {
    let (tree, [cc, _, cb, _]) = branching();
    let mv = crate::PlayedMove { color: Color::White, played: Move::Play(pt("cb")) };
    assert_eq!(tree.child_with_move(cc, mv), Some(cb));
    assert_eq!(tree.child_with_move(NodeId::ROOT, mv), None);
}
