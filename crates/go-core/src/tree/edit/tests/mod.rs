//! Edits drawn as boards: a position before, the edit, the position after,
//! and the inverse restoring the tree exactly (ids, order, content).

mod batch;
mod content;
mod markup;
mod shape;

use crate::board::Board;
use crate::color::Color;
use crate::moves::Move;
use crate::point::Point;
use crate::rules::RulesPreset;
use crate::tree::{Edited, GameInfo, GameTree, NodeId, SetupStones, TreeEdit, TreeNode};

fn pt(sgf: &str) -> Point {
    Point::from_sgf(sgf).expect("test point")
}

fn play(color: Color, sgf: &str) -> TreeEdit {
    TreeEdit::AddMove { parent: NodeId::ROOT, mv: crate::PlayedMove { color, played: Move::Play(pt(sgf)) } }
}

/// A tree whose root sets up `diagram` (X black, O white).
fn tree_from(diagram: &str) -> GameTree {
    let board = Board::from_ascii(diagram).expect("test diagram");
    let setup =
        SetupStones { black: board.points_of(Color::Black), white: board.points_of(Color::White), empty: vec![] };
    let info = GameInfo::new(board.size(), RulesPreset::Japanese.rules());
    GameTree::new(info, TreeNode { setup, ..TreeNode::default() })
}

/// `edit` with its `parent` (for adds) set to `parent`.
fn under(parent: NodeId, edit: TreeEdit) -> TreeEdit {
    match edit {
        TreeEdit::AddMove { mv, .. } => TreeEdit::AddMove { parent, mv },
        TreeEdit::AddSetupNode { .. } => TreeEdit::AddSetupNode { parent },
        other => other,
    }
}

/// Adds `edits` (adds) as a line below `at`; returns the last node.
fn grow(tree: &mut GameTree, at: NodeId, edits: Vec<TreeEdit>) -> NodeId {
    edits.into_iter().fold(at, |parent, edit| tree.apply(&under(parent, edit)).expect("add").focus.expect("new node"))
}

/// The position at `node` with the node's markup over it: `X`/`O` stones,
/// `^` triangle, `#` square, `@` circle, `*` cross, `!` selected, a label's
/// text, `.` empty; points separated by spaces, one row per line.
fn drawing(tree: &GameTree, node: NodeId) -> String {
    let position = tree.position_at(node).expect("known node");
    let markup = &tree.node(node).expect("known node").markup;
    let size = position.board.size();
    let mut rows = Vec::new();
    for y in 0..size.height {
        let row: Vec<String> = (0..size.width)
            .map(|x| {
                let p = Point::new(x, y);
                let marks = [
                    (&markup.triangle, "^"),
                    (&markup.square, "#"),
                    (&markup.circle, "@"),
                    (&markup.cross, "*"),
                    (&markup.selected, "!"),
                ];
                if let Some(label) = markup.labels.iter().find(|l| l.point == p) {
                    return label.text.clone();
                }
                if let Some((_, sign)) = marks.iter().find(|(list, _)| list.contains(&p)) {
                    return (*sign).to_owned();
                }
                match position.board.get(p) {
                    Some(Color::Black) => "X".to_owned(),
                    Some(Color::White) => "O".to_owned(),
                    None => ".".to_owned(),
                }
            })
            .collect();
        rows.push(row.join(" "));
    }
    rows.join("\n")
}

/// A diagram as [`drawing`] writes it.
fn diagram(text: &str) -> String {
    let rows = text.lines().map(|l| l.split_whitespace().collect::<Vec<_>>().join(" "));
    rows.filter(|l| !l.is_empty()).collect::<Vec<_>>().join("\n")
}

/// Every node reachable from the root, depth first, with its children in
/// order: the ids and the order a caller sees.
fn shape(tree: &GameTree) -> Vec<(NodeId, Vec<NodeId>)> {
    tree.preorder().map(|id| (id, tree.children(id).collect())).collect()
}

/// Whether two trees are the same to the last detail a caller can see: content, shape, ids, order.
fn assert_same(actual: &GameTree, expected: &GameTree) {
    assert_eq!(actual, expected);
    assert_eq!(shape(actual), shape(expected));
    for (id, _) in shape(expected) {
        assert_eq!(actual.node(id), expected.node(id), "node {id:?}");
    }
}

/// Applies `edit` to `tree`, then checks that its inverse restores the tree
/// exactly and that the inverse of that (the redo) makes the edit again.
fn apply_checked(tree: &mut GameTree, edit: &TreeEdit) -> Edited {
    let before = tree.clone();
    let done = tree.apply(edit).expect("edit accepted");
    let after = tree.clone();
    let undone = tree.apply(&done.inverse).expect("undo accepted");
    assert_same(tree, &before);
    tree.apply(&undone.inverse).expect("redo accepted");
    assert_same(tree, &after);
    done
}

/// Checks that `edit` is refused with `error` and changes nothing.
fn assert_refused(tree: &mut GameTree, edit: &TreeEdit, error: crate::tree::TreeEditError) {
    let before = tree.clone();
    assert_eq!(tree.apply(edit), Err(error));
    assert_same(tree, &before);
}
