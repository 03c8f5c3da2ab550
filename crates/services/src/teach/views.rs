//! What the teaching screen receives after every step: the record's tree,
//! the node shown with its position, undo and redo, where teaching began.

use crate::review::views::TreeShape;
use go_core::tree::{Markup, NodeId, PositionView, TreeNode};
use go_core::{Color, Point};
use serde::{Deserialize, Serialize};

/// Where the board being taught on came from; "back" returns there.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum TeachOrigin {
    /// An empty board of the teacher's size.
    Empty,
    /// A copy of the game in progress (its clocks rest meanwhile).
    Game,
    /// A copy of the game on the review screen.
    Review,
    /// A lesson's diagram.
    Diagram,
}

/// The teaching board as shown.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct TeachView {
    /// This teaching board's number: every later request names it.
    pub doc: u32,
    /// Where it came from.
    pub origin: TeachOrigin,
    /// The node teaching began on (the game's position, for a copy).
    pub start: NodeId,
    /// The record's tree, in document order with node ids.
    pub tree: TreeShape,
    /// The node shown.
    pub current: NodeId,
    /// The position there, with what breaks the rules (a chain without liberties…).
    pub position: PositionView,
    /// The node's setup, move, markup and comment.
    pub content: TreeNode,
    /// Whether an edit can be undone.
    pub can_undo: bool,
    /// Whether an undone edit can be redone.
    pub can_redo: bool,
    /// Whether the record changed since it was last saved (or teaching began).
    pub modified: bool,
    /// The colour the alternating tool places next.
    pub alternate: Color,
    /// The record's title (SGF `GN`), if it has one.
    pub title: Option<String>,
}

/// A lesson's diagram to teach on: a square board, its stones, who moves.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct DiagramStart {
    /// The board's side.
    pub size: u8,
    /// Black stones.
    pub black: Vec<Point>,
    /// White stones.
    pub white: Vec<Point>,
    /// Who moves first.
    pub to_play: Color,
    /// The diagram's marks and labels.
    pub markup: Markup,
}
