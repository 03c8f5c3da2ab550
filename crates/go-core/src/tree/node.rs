//! What one node of a game record carries: setup, the player to move, a move,
//! markup, texts, annotations and the time left.
//!
//! The kinds follow SGF FF[4] (setup `AB`/`AW`/`AE`/`PL`, moves `B`/`W`,
//! annotations `BM`/`TE`/`DO`/`IT` and `GB`/`GW`/`DM`/`UC`/`HO`, time left
//! `BL`/`WL` with `OB`/`OW`), but in go-core's types: points, colours, moves.

use super::markup::Markup;
use crate::color::{Color, PerColor};
use crate::game::PlayedMove;
use crate::point::Point;
use crate::replay::Setup;
use serde::{Deserialize, Serialize};

/// Setup stones of one node, applied together before its move.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct SetupStones {
    /// Points that get a black stone (SGF `AB`).
    pub black: Vec<Point>,
    /// Points that get a white stone (SGF `AW`).
    pub white: Vec<Point>,
    /// Points that are cleared (SGF `AE`).
    pub empty: Vec<Point>,
}

impl SetupStones {
    /// Whether the node changes no point.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.black.is_empty() && self.white.is_empty() && self.empty.is_empty()
    }

    /// The same changes as [`Replay`](crate::Replay) takes them.
    #[must_use]
    pub fn to_replay(&self) -> Setup {
        Setup { black: self.black.clone(), white: self.white.clone(), empty: self.empty.clone() }
    }
}

/// Normal or emphasized, as SGF's Double (`1` or `2`): "bad move" or "very bad move".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Emphasis {
    /// `1`.
    Normal,
    /// `2`.
    Emphasized,
}

/// A judgement of the node's move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "kind", content = "emphasis", rename_all = "snake_case")]
pub enum MoveAnnotation {
    /// A bad move (SGF `BM`).
    Bad(Emphasis),
    /// A doubtful move (SGF `DO`).
    Doubtful,
    /// An interesting move (SGF `IT`).
    Interesting,
    /// A tesuji, a good move (SGF `TE`).
    Tesuji(Emphasis),
}

/// A judgement of the position at the node.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "kind", content = "emphasis", rename_all = "snake_case")]
pub enum PositionAnnotation {
    /// Good for Black (SGF `GB`).
    GoodForBlack(Emphasis),
    /// Good for White (SGF `GW`).
    GoodForWhite(Emphasis),
    /// Even (SGF `DM`).
    Even(Emphasis),
    /// Unclear (SGF `UC`).
    Unclear(Emphasis),
}

/// One player's time left after the node's move (SGF `BL`/`WL`, `OB`/`OW`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct TimeLeft {
    /// Time left, in milliseconds, if given.
    pub ms: Option<u64>,
    /// Byo-yomi periods (or Canadian stones) left, if given.
    pub overtime: Option<u32>,
}

impl TimeLeft {
    /// Whether nothing is known.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.ms.is_none() && self.overtime.is_none()
    }
}

/// Everything one node carries. Every part is optional; an empty node is valid.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct TreeNode {
    /// Stones added or removed before the move.
    pub setup: SetupStones,
    /// The player to move after this node's setup (SGF `PL`).
    pub to_play: Option<Color>,
    /// The move: who played a stone on which point, or passed.
    #[serde(rename = "move")]
    pub mv: Option<PlayedMove>,
    /// Marks, labels, arrows, lines and dimmed points.
    pub markup: Markup,
    /// The comment (SGF `C`), line breaks as `\n`.
    pub comment: Option<String>,
    /// The node's name (SGF `N`).
    pub name: Option<String>,
    /// A judgement of the move.
    pub move_annotation: Option<MoveAnnotation>,
    /// A judgement of the position.
    pub position_annotation: Option<PositionAnnotation>,
    /// Whether the node is a hot spot, something interesting (SGF `HO`).
    pub hotspot: Option<Emphasis>,
    /// Each player's time left after the move, where known.
    pub time_left: PerColor<TimeLeft>,
}

impl TreeNode {
    /// A node with just `color`'s move `mv`.
    #[must_use]
    pub fn with_move(color: Color, mv: crate::moves::Move) -> TreeNode {
        TreeNode { mv: Some(PlayedMove { color, played: mv }), ..TreeNode::default() }
    }

    /// Whether the node changes the position other than by its move (setup or `PL`).
    #[must_use]
    pub fn has_setup(&self) -> bool {
        !self.setup.is_empty() || self.to_play.is_some()
    }
}
