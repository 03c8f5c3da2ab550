//! What a teacher does on the board, as data the UI sends: a tool applied to
//! a point, a line or arrow between two points, who plays next, a comment,
//! clearing the node's markup, undo and redo, going to another node.

use go_core::tree::{LineKind, NodeId};
use go_core::{Color, Point};
use serde::{Deserialize, Serialize};

/// The longest comment a node takes, in characters.
pub const MAX_COMMENT_CHARS: usize = 20_000;

/// A tool that acts on one point.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum TeachTool {
    /// A black set-up stone (`AB`); on a black stone, takes it away.
    Black,
    /// A white set-up stone (`AW`); on a white stone, takes it away.
    White,
    /// Set-up stones of alternating colours; on a stone, takes it away.
    Alternate,
    /// Takes a stone away (`AE`), without capturing anything.
    Remove,
    /// Plays a move by the rules (captures, ko) for the player to move; a
    /// move starts a variation unless the same move is there already.
    Play,
    /// A triangle (`TR`); again on the same point, takes it away.
    Triangle,
    /// A square (`SQ`).
    Square,
    /// A circle (`CR`).
    Circle,
    /// A cross (`MA`).
    Cross,
    /// The next free letter (`LB`: A, B, …); on a label, takes it away.
    Letter,
    /// The next free number (`LB`: 1, 2, …); on a label, takes it away.
    Number,
    /// Dims the point from this node on (`DD`), or lifts it.
    Dim,
}

/// One step of teaching.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum TeachAction {
    /// `tool` on `point`.
    Point {
        /// The tool.
        tool: TeachTool,
        /// The point.
        point: Point,
    },
    /// A line or arrow from `from` to `to`; the same one again takes it away.
    Line {
        /// Line (`LN`) or arrow (`AR`).
        line: LineKind,
        /// Where it starts.
        from: Point,
        /// Where it ends.
        to: Point,
    },
    /// The player to move passes (a move, like the play tool's).
    Pass,
    /// Who plays next from this node on (`PL`).
    ToPlay {
        /// The colour.
        color: Color,
    },
    /// The node's comment (`C`); an empty text removes it.
    Comment {
        /// The text.
        text: String,
    },
    /// Takes every mark, label, line, arrow and dimming off the node.
    ClearMarkup,
    /// Undoes the latest edit.
    Undo,
    /// Redoes the latest undone edit.
    Redo,
    /// Shows another node (not an edit).
    Goto {
        /// The node.
        node: NodeId,
    },
}
