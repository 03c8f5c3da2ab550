//! Setup stones, the player to move and comments.

use super::*;
use crate::tree::{NodeIssue, SetupPoint, TreeEditError};

const CORNER: &str = "
    . X . .
    X O . .
    . . . .
    . . . .";

fn set(node: NodeId, point: &str, stone: Option<SetupPoint>) -> TreeEdit {
    TreeEdit::SetSetup { node, point: pt(point), stone }
}

#[test]
fn setup_stones_are_added_recoloured_and_taken_back_in_the_root() {
    let mut tree = tree_from(CORNER);
    apply_checked(&mut tree, &set(NodeId::ROOT, "cc", Some(SetupPoint::Black)));
    apply_checked(&mut tree, &set(NodeId::ROOT, "ba", Some(SetupPoint::White)));
    apply_checked(&mut tree, &set(NodeId::ROOT, "ab", None));
    assert_eq!(
        super::drawing(&tree, NodeId::ROOT),
        diagram(
            "
            . O . .
            . O . .
            . . X .
            . . . ."
        )
    );
    let setup = &tree.node(NodeId::ROOT).expect("root").setup;
    assert_eq!(setup.black, [pt("cc")], "one list per point: ba left AB when it went to AW");
    assert_eq!(setup.white, [pt("bb"), pt("ba")]);
}

#[test]
fn a_setup_node_clears_stones_set_up_before_it() {
    let mut tree = tree_from(CORNER);
    let node = grow(&mut tree, NodeId::ROOT, vec![TreeEdit::AddSetupNode { parent: NodeId::ROOT }]);
    apply_checked(&mut tree, &set(node, "bb", Some(SetupPoint::Empty)));
    apply_checked(&mut tree, &set(node, "dd", Some(SetupPoint::White)));
    assert_eq!(
        super::drawing(&tree, node),
        diagram(
            "
            . X . .
            X . . .
            . . . .
            . . . O"
        )
    );
    assert_eq!(super::drawing(&tree, NodeId::ROOT), diagram(CORNER), "the root is as it was");
}

#[test]
fn a_teacher_may_set_up_a_chain_without_liberties_and_the_replay_flags_it() {
    let mut tree = tree_from(CORNER);
    apply_checked(&mut tree, &set(NodeId::ROOT, "aa", Some(SetupPoint::White)));
    let position = tree.position_at(NodeId::ROOT).expect("root");
    assert_eq!(position.board.get(pt("aa")), Some(Color::White));
    assert_eq!(position.issues, [NodeIssue::StonesWithoutLiberties { points: vec![pt("aa")] }]);
}

#[test]
fn setup_is_not_added_to_a_node_with_a_move_but_may_be_taken_from_it() {
    let mut tree = tree_from(CORNER);
    let mv = grow(&mut tree, NodeId::ROOT, vec![play(Color::Black, "cc")]);
    assert_refused(&mut tree, &set(mv, "dd", Some(SetupPoint::Black)), TreeEditError::SetupWithMove { node: mv });
    let to_play = TreeEdit::SetToPlay { node: mv, color: Some(Color::White) };
    assert_refused(&mut tree, &to_play, TreeEditError::SetupWithMove { node: mv });

    // A record read from a file may mix them; cleaning up is allowed.
    let mixed = tree.node_mut(mv).expect("move node");
    mixed.setup.white.push(pt("dd"));
    mixed.to_play = Some(Color::White);
    apply_checked(&mut tree, &set(mv, "dd", None));
    apply_checked(&mut tree, &TreeEdit::SetToPlay { node: mv, color: None });
    assert!(!tree.node(mv).expect("move node").has_setup());
}

#[test]
fn setup_points_off_the_board_and_unknown_nodes_are_refused() {
    let mut tree = tree_from(CORNER);
    let off = set(NodeId::ROOT, "ee", Some(SetupPoint::Black));
    assert_refused(&mut tree, &off, TreeEditError::OffBoard { point: pt("ee") });
    let nowhere = NodeId::from_index(7).expect("id");
    assert_refused(&mut tree, &set(nowhere, "aa", None), TreeEditError::UnknownNode { node: nowhere });
    let setup = SetupStones { black: vec![pt("ae")], ..SetupStones::default() };
    let whole = TreeEdit::ReplaceSetup { node: NodeId::ROOT, setup, to_play: None };
    assert_refused(&mut tree, &whole, TreeEditError::OffBoard { point: pt("ae") });
}

#[test]
fn undoing_a_setup_edit_puts_the_points_back_in_their_order() {
    let mut tree = tree_from(CORNER);
    let done = apply_checked(&mut tree, &set(NodeId::ROOT, "ba", None));
    let TreeEdit::ReplaceSetup { setup, .. } = done.inverse else { panic!("setup edits are undone whole") };
    assert_eq!(setup.black, [pt("ba"), pt("ab")], "the order the file had");
}

#[test]
fn the_player_to_move_is_set_and_removed() {
    let mut tree = tree_from(CORNER);
    assert_eq!(tree.position_at(NodeId::ROOT).expect("root").to_play, Color::Black);
    let done = apply_checked(&mut tree, &TreeEdit::SetToPlay { node: NodeId::ROOT, color: Some(Color::White) });
    let setup = tree.node(NodeId::ROOT).expect("root").setup.clone();
    assert_eq!(done.inverse, TreeEdit::ReplaceSetup { node: NodeId::ROOT, setup, to_play: None });
    assert_eq!(tree.position_at(NodeId::ROOT).expect("root").to_play, Color::White);
}

#[test]
fn comments_are_set_with_line_breaks_as_newlines_and_removed() {
    let mut tree = tree_from(CORNER);
    let text = "Schwarz droht.\r\nWhite\tanswers.\rEnd";
    apply_checked(&mut tree, &TreeEdit::SetComment { node: NodeId::ROOT, comment: Some(text.to_owned()) });
    let comment = tree.node(NodeId::ROOT).and_then(|n| n.comment.clone());
    assert_eq!(comment.as_deref(), Some("Schwarz droht.\nWhite answers.\nEnd"));
    let done = apply_checked(&mut tree, &TreeEdit::SetComment { node: NodeId::ROOT, comment: None });
    assert_eq!(tree.node(NodeId::ROOT).and_then(|n| n.comment.clone()), None);
    assert_eq!(done.inverse, TreeEdit::SetComment { node: NodeId::ROOT, comment: comment.clone() });
}

#[test]
fn the_setup_edit_for_a_wanted_stone_leaves_inherited_stones_inherited() {
    let mut tree = tree_from(CORNER);
    let node = grow(&mut tree, NodeId::ROOT, vec![TreeEdit::AddSetupNode { parent: NodeId::ROOT }]);
    let edit = |stone| tree.setup_edit_for(node, pt("ba"), stone).expect("edit");
    assert_eq!(edit(Some(Color::Black)), set(node, "ba", None), "black already");
    assert_eq!(edit(Some(Color::White)), set(node, "ba", Some(SetupPoint::White)));
    assert_eq!(edit(None), set(node, "ba", Some(SetupPoint::Empty)));
    let root = tree.setup_edit_for(NodeId::ROOT, pt("cc"), Some(Color::Black)).expect("edit");
    assert_eq!(root, set(NodeId::ROOT, "cc", Some(SetupPoint::Black)), "the root inherits an empty board");
    assert_eq!(tree.setup_edit_for(node, pt("ae"), None), Err(TreeEditError::OffBoard { point: pt("ae") }));
}
