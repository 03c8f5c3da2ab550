//! The records teaching starts from: an empty board, a copy of the game in
//! progress (at its current move), a copy of a reviewed game (at the node
//! shown), a lesson's diagram. Each is a fresh record; the game, the file
//! and the lesson they came from are never touched.

use super::views::DiagramStart;
use crate::error::{AppError, ArgumentName};
use crate::played::{played_sgf, today};
use crate::session::PlaySession;
use go_core::tree::{GameInfo, GameTree, NodeId, SetupStones, TreeEdit, TreeNode};
use go_core::{BoardSize, Point, RulesPreset};
use go_sgf::{Record, logo_application};

/// An empty board of `side` x `side` (the limits' `teaching_size`: 2 to 25)
/// under Japanese rules, shown at its root.
pub fn empty_board(side: u32) -> Result<(Record, NodeId), AppError> {
    let size = BoardSize::square(side).map_err(|_| invalid(ArgumentName::Size))?;
    fresh(size, TreeNode::default())
}

/// A lesson's diagram as the root's setup, with its player to move and its marks.
pub fn diagram(start: &DiagramStart) -> Result<(Record, NodeId), AppError> {
    let size = BoardSize::square(u32::from(start.size)).map_err(|_| invalid(ArgumentName::Size))?;
    let mut seen: Vec<Point> = Vec::with_capacity(start.black.len() + start.white.len());
    for &p in start.black.iter().chain(&start.white) {
        if !size.contains(p) || seen.contains(&p) {
            return Err(AppError::BadPoint { text: p.to_sgf().unwrap_or_default() });
        }
        seen.push(p);
    }
    let setup = SetupStones { black: start.black.clone(), white: start.white.clone(), empty: Vec::new() };
    let mut tree = tree_of(size, TreeNode { setup, to_play: Some(start.to_play), ..TreeNode::default() });
    // The tree's own checks (points on the board, printable labels) guard the marks.
    let marks = TreeEdit::ReplaceMarkup { node: NodeId::ROOT, markup: start.markup.clone() };
    tree.apply(&marks).map_err(|reason| AppError::EditRefused { reason })?;
    written(&tree)
}

/// The game in progress as a record (players, rules, moves), shown at its last move.
pub fn game(session: &PlaySession) -> Result<(Record, NodeId), AppError> {
    let text = played_sgf(session, today()).ok_or(AppError::NotNow)?;
    let record = read_back(&text)?;
    let last = record.tree().main_line().last().unwrap_or(NodeId::ROOT);
    Ok((record, last))
}

/// A copy of `record` shown at `node` (the root if `node` is not in it).
pub fn copy(record: Record, node: NodeId) -> (Record, NodeId) {
    let at = if record.tree().contains(node) { node } else { NodeId::ROOT };
    (record, at)
}

/// A record of one root node on a board of `size`, written by LoGo.
fn fresh(size: BoardSize, root: TreeNode) -> Result<(Record, NodeId), AppError> {
    written(&tree_of(size, root))
}

/// A tree of one root node on a board of `size` under Japanese rules, written by LoGo.
fn tree_of(size: BoardSize, root: TreeNode) -> GameTree {
    let mut info = GameInfo::new(size, RulesPreset::Japanese.rules());
    info.application = Some(logo_application());
    GameTree::new(info, root)
}

/// `tree` as a record, shown at its root.
fn written(tree: &GameTree) -> Result<(Record, NodeId), AppError> {
    let record = Record::from_tree(tree).map_err(|_| AppError::NotNow)?;
    Ok((record, NodeId::ROOT))
}

/// The one game of an SGF text LoGo wrote itself.
pub(super) fn read_back(text: &str) -> Result<Record, AppError> {
    let opened = go_sgf::open(text.as_bytes()).map_err(|_| AppError::NotNow)?;
    opened.games.into_iter().next().and_then(Result::ok).ok_or(AppError::NotNow)
}

fn invalid(argument: ArgumentName) -> AppError {
    AppError::InvalidArgument { argument }
}
