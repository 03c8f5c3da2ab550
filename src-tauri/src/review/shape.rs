//! The review screen's view of a game tree: its shape in a few bytes per
//! node ([`TreeShape`]), and the warnings of a lenient read in one form
//! ([`ReadWarning`]) whatever part of go-sgf reported them.

use crate::dto::{GameRefusal, ReadWarning, TreeShape, WarningCode};
use go_core::tree::{GameTree, NodeId, TreeNode};
use go_core::{Color, Move};
use go_sgf::{ConvertError, ConvertWarning, Warning};
use serde::Serialize;
use std::collections::BTreeMap;

/// Every node's parent, move and flags, in arena order.
pub fn tree_shape(tree: &GameTree) -> TreeShape {
    let count = tree.node_count();
    let mut shape =
        TreeShape { up: Vec::with_capacity(count), moves: String::with_capacity(3 * count), flags: Vec::new() };
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

fn push_move(out: &mut String, node: &TreeNode) {
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

fn flags(node: &TreeNode) -> u8 {
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

/// A reader warning (always at a line and column).
pub fn read_warning(warning: &Warning) -> ReadWarning {
    let at = Some(warning.position);
    described(at.map(|p| p.line), at.map(|p| p.column), &warning.kind)
}

/// A conversion warning (at a line and column when the tree came from a file).
pub fn convert_warning(warning: &ConvertWarning) -> ReadWarning {
    described(warning.position.map(|p| p.line), warning.position.map(|p| p.column), &warning.kind)
}

/// The warning's code and fields, taken from its serialized form so every
/// field of every kind arrives without a list kept in step by hand.
fn described(line: Option<u32>, column: Option<u32>, kind: &impl Serialize) -> ReadWarning {
    let mut details = BTreeMap::new();
    let mut code = WarningCode::Other;
    if let Ok(serde_json::Value::Object(fields)) = serde_json::to_value(kind) {
        for (name, value) in fields {
            if name == "code" {
                code = serde_json::from_value(value).unwrap_or(WarningCode::Other);
            } else {
                let text = value.as_str().map_or_else(|| value.to_string(), str::to_owned);
                details.insert(name, text);
            }
        }
    }
    ReadWarning { line, column, code, details }
}

/// Why a game cannot be shown, for the UI.
pub fn refusal(error: &ConvertError) -> GameRefusal {
    match error {
        ConvertError::UnsupportedBoardSize { width, height } => {
            GameRefusal::UnsupportedBoardSize { width: *width, height: *height }
        }
        ConvertError::BadBoardSize { raw } => GameRefusal::BadBoardSize { raw: raw.clone() },
        ConvertError::NotGo { game } => GameRefusal::NotGo { game: game.clone() },
    }
}
