//! Editing a game record as data: one [`TreeEdit`] names one change (add a
//! move, delete a variation, put a setup stone, mark a point, reorder
//! variations...), [`GameTree::apply`] checks and makes it, and returns the
//! exact inverse, which applied in turn returns the edit again. An undo stack
//! is a stack of inverses; a redo stack is what undoing returns.
//!
//! Contracts:
//! - A refused edit ([`TreeEditError`]) changes nothing.
//! - Ids are stable: a deleted subtree keeps its ids (see the tree's module
//!   docs), so inverses and a caller's ids stay valid across undo and redo.
//! - The tree holds what a teacher sets up, not only what the rules allow:
//!   moves onto stones, chains without liberties and moves out of turn are
//!   kept and flagged by the replay ([`crate::tree::NodeIssue`]). What is
//!   refused is what no record can mean or no SGF file can say: points off
//!   the board, two setup values or two marks on one point, one-point lines,
//!   labels that are empty, too long or more than one line, setup added to a
//!   node with a move (FF[4] keeps setup and moves in separate nodes).
//! - Setup and markup edits are undone by whole-part inverses
//!   ([`TreeEdit::ReplaceSetup`], [`TreeEdit::ReplaceMarkup`]), which put the
//!   part back exactly as it was, order of points included. They check only
//!   that points lie on the board (and labels are one line), so content read
//!   from any file can be put back.

mod content;
mod error;
mod intent;
mod shape;
#[cfg(test)]
mod tests;

pub use error::TreeEditError;

use super::{GameTree, Line, Markup, NodeId, SetupStones};
use crate::color::Color;
use crate::game::PlayedMove;
use crate::point::Point;
use serde::{Deserialize, Serialize};

/// The longest label text, in characters (a letter, a number, a short sign).
pub const MAX_LABEL_CHARS: usize = 4;

/// What a node's setup does to one point (SGF `AB`, `AW`, `AE`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum SetupPoint {
    /// A black stone (`AB`).
    Black,
    /// A white stone (`AW`).
    White,
    /// The point is cleared (`AE`).
    Empty,
}

/// A mark on a point; a point carries at most one (SGF `CR`, `SQ`, `TR`, `MA`, `SL`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Mark {
    /// `CR`.
    Circle,
    /// `SQ`.
    Square,
    /// `TR`.
    Triangle,
    /// `MA`.
    Cross,
    /// `SL`.
    Selected,
}

/// A line without a head (SGF `LN`) or an arrow (SGF `AR`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum LineKind {
    /// `LN`: the same line whichever end comes first.
    Line,
    /// `AR`: from one point to the other.
    Arrow,
}

/// Which way a variation moves among its siblings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Direction {
    /// One place earlier, towards the line's continuation (index 0).
    Up,
    /// One place later.
    Down,
}

impl Direction {
    /// The other way.
    #[must_use]
    pub fn opposite(self) -> Direction {
        match self {
            Direction::Up => Direction::Down,
            Direction::Down => Direction::Up,
        }
    }
}

/// One change to a game record. Serialized as `{"op": "add_move", ...}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "op", rename_all = "snake_case")]
pub enum TreeEdit {
    /// A new last child of `parent` holding the move (a new variation if `parent` has children).
    AddMove {
        /// Where it hangs.
        parent: NodeId,
        /// Who plays where (or passes).
        #[serde(rename = "move")]
        mv: PlayedMove,
    },
    /// A new, empty last child of `parent`, to receive setup stones.
    AddSetupNode {
        /// Where it hangs.
        parent: NodeId,
    },
    /// Deletes `node` and everything below it (not the root).
    DeleteSubtree {
        /// The top of the subtree.
        node: NodeId,
    },
    /// Brings back a deleted subtree at place `index` among its siblings (the inverse of a delete or an add).
    RestoreSubtree {
        /// The top of the deleted subtree.
        node: NodeId,
        /// Its place among its parent's children.
        index: u32,
    },
    /// What the node's setup does to `point`; `None`: nothing (the point is left as the parent has it).
    SetSetup {
        /// The node.
        node: NodeId,
        /// The point.
        point: Point,
        /// Black, white, cleared, or not mentioned.
        stone: Option<SetupPoint>,
    },
    /// Replaces the node's whole setup, stones and player to move (how
    /// setup edits are undone; it may put back setup beside a move, as files have it).
    ReplaceSetup {
        /// The node.
        node: NodeId,
        /// The new setup stones.
        setup: SetupStones,
        /// The new player to move.
        to_play: Option<Color>,
    },
    /// The player to move after the node (SGF `PL`); `None` removes it.
    SetToPlay {
        /// The node.
        node: NodeId,
        /// The colour.
        color: Option<Color>,
    },
    /// The mark on `point`; `None` removes any.
    SetMark {
        /// The node.
        node: NodeId,
        /// The point.
        point: Point,
        /// The mark.
        mark: Option<Mark>,
    },
    /// The label on `point`; `None` removes it.
    SetLabel {
        /// The node.
        node: NodeId,
        /// The point.
        point: Point,
        /// The text: one line, 1 to [`MAX_LABEL_CHARS`] characters.
        text: Option<String>,
    },
    /// Draws a line or an arrow.
    AddLine {
        /// The node.
        node: NodeId,
        /// Line or arrow.
        kind: LineKind,
        /// From where to where.
        line: Line,
    },
    /// Removes a line or an arrow.
    RemoveLine {
        /// The node.
        node: NodeId,
        /// Line or arrow.
        kind: LineKind,
        /// From where to where (a line also matches its reverse).
        line: Line,
    },
    /// The points dimmed from this node on (SGF `DD`): `None` keeps the
    /// parent's, `Some` of an empty list lifts dimming.
    SetDimmed {
        /// The node.
        node: NodeId,
        /// The points.
        points: Option<Vec<Point>>,
    },
    /// Replaces the node's whole markup (how markup edits are undone).
    ReplaceMarkup {
        /// The node.
        node: NodeId,
        /// The new markup.
        markup: Markup,
    },
    /// The node's comment; `None` removes it (an empty text is kept as an
    /// empty comment, as files have them). Line breaks are stored as `\n`,
    /// tabs as spaces (as any SGF reader gives them back).
    SetComment {
        /// The node.
        node: NodeId,
        /// The text.
        comment: Option<String>,
    },
    /// Moves a variation one place among its siblings.
    MoveVariation {
        /// The variation's first node.
        node: NodeId,
        /// Up (towards the main continuation) or down.
        direction: Direction,
    },
    /// Puts a variation at place `index` among its siblings (0: the line's continuation).
    PlaceVariation {
        /// The variation's first node.
        node: NodeId,
        /// The place.
        index: u32,
    },
    /// Makes the line from the root to `node` the main line.
    PromoteToMainLine {
        /// The node.
        node: NodeId,
    },
    /// Several edits as one, in order; all or none are made. Batches do not nest.
    Batch {
        /// The edits.
        edits: Vec<TreeEdit>,
    },
}

/// What an applied edit gives back.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Edited {
    /// The edit that undoes this one exactly.
    pub inverse: TreeEdit,
    /// The node to show now: a new node, the parent of a deleted subtree, the
    /// edited or moved node; for a batch, the last edit's (so redoing a
    /// promotion shows the deepest node that moved); `None` for an empty batch.
    pub focus: Option<NodeId>,
}

impl TreeEdit {
    /// The node whose content the edit changes; `None` for edits of the tree's shape and for batches.
    #[must_use]
    pub fn content_node(&self) -> Option<NodeId> {
        match *self {
            TreeEdit::SetSetup { node, .. }
            | TreeEdit::ReplaceSetup { node, .. }
            | TreeEdit::SetToPlay { node, .. }
            | TreeEdit::SetMark { node, .. }
            | TreeEdit::SetLabel { node, .. }
            | TreeEdit::AddLine { node, .. }
            | TreeEdit::RemoveLine { node, .. }
            | TreeEdit::SetDimmed { node, .. }
            | TreeEdit::ReplaceMarkup { node, .. }
            | TreeEdit::SetComment { node, .. } => Some(node),
            _ => None,
        }
    }
}

impl GameTree {
    /// Checks and makes `edit`; returns its inverse and the node to show.
    /// A refused edit leaves the tree unchanged.
    pub fn apply(&mut self, edit: &TreeEdit) -> Result<Edited, TreeEditError> {
        match edit {
            TreeEdit::Batch { edits } => self.apply_batch(edits),
            single => self.apply_one(single),
        }
    }

    fn apply_one(&mut self, edit: &TreeEdit) -> Result<Edited, TreeEditError> {
        match self.edit_content(edit) {
            Some(done) => done.map(|(node, inverse)| Edited { inverse, focus: Some(node) }),
            None => self.edit_shape(edit),
        }
    }

    /// Applies `edits` in order; if one is refused, undoes the ones before it.
    fn apply_batch(&mut self, edits: &[TreeEdit]) -> Result<Edited, TreeEditError> {
        let mut inverses: Vec<TreeEdit> = Vec::with_capacity(edits.len());
        let mut focus = None;
        for (index, edit) in edits.iter().enumerate() {
            let step = match edit {
                TreeEdit::Batch { .. } => Err(TreeEditError::NestedBatch),
                single => self.apply_one(single),
            };
            match step {
                Ok(done) => {
                    focus = done.focus.or(focus);
                    inverses.push(done.inverse);
                }
                Err(error) => {
                    self.undo_all(inverses);
                    let index = u32::try_from(index).unwrap_or(u32::MAX);
                    return Err(TreeEditError::InBatch { index, error: Box::new(error) });
                }
            }
        }
        Ok(Edited { inverse: TreeEdit::Batch { edits: flatten_reversed(inverses) }, focus })
    }

    /// Applies `inverses` last first. Each is the exact inverse of an edit
    /// just made, so none can be refused.
    fn undo_all(&mut self, inverses: Vec<TreeEdit>) {
        for inverse in inverses.into_iter().rev() {
            let _undone = self.apply(&inverse);
        }
    }
}

/// The inverses in reverse order, inner batches (a promotion's inverse) spliced in, so batches never nest.
fn flatten_reversed(inverses: Vec<TreeEdit>) -> Vec<TreeEdit> {
    let mut out = Vec::with_capacity(inverses.len());
    for inverse in inverses.into_iter().rev() {
        match inverse {
            TreeEdit::Batch { edits } => out.extend(edits),
            single => out.push(single),
        }
    }
    out
}
