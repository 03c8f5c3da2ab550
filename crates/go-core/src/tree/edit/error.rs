//! Why an edit was refused, as data: `{"code": "off_board", "point": "tt"}`.
//! A refused edit changed nothing.

use super::Direction;
use crate::point::Point;
use crate::tree::NodeId;
use serde::{Deserialize, Serialize};

/// Why an edit was refused. The serialized `"code"` equals [`TreeEditError::code`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "code", rename_all = "snake_case")]
pub enum TreeEditError {
    /// The node is not in the tree, or it was deleted.
    #[error("no such node")]
    UnknownNode {
        /// The id asked for.
        node: NodeId,
    },
    /// The root cannot be deleted or moved among siblings.
    #[error("the root cannot be deleted or moved")]
    Root,
    /// The point lies off the board.
    #[error("the point lies off the board")]
    OffBoard {
        /// The point.
        point: Point,
    },
    /// Setup stones or a player to move added to a node that holds a move.
    #[error("setup goes into a node without a move")]
    SetupWithMove {
        /// The node.
        node: NodeId,
    },
    /// A label without text (removing a label is `None`).
    #[error("a label needs a text")]
    EmptyLabel,
    /// A label longer than the board can show.
    #[error("a label has at most {max} characters")]
    LabelTooLong {
        /// The most characters allowed.
        max: u32,
    },
    /// A label with a line break, a tab or another control character.
    #[error("a label is one line of printable text")]
    LabelNotPrintable,
    /// A line or arrow from a point to itself.
    #[error("a line needs two different points")]
    OnePointLine,
    /// The node already has this line or arrow.
    #[error("the line is already there")]
    LineExists,
    /// The node has no such line or arrow.
    #[error("no such line")]
    NoSuchLine,
    /// Only the top of a deleted subtree, below a node that is not deleted, can be restored.
    #[error("the node is not a deleted subtree")]
    NotDeleted {
        /// The node.
        node: NodeId,
    },
    /// A place among siblings beyond the last.
    #[error("place {index} is beyond the {count} variations there")]
    IndexOutOfRange {
        /// The place asked for.
        index: u32,
        /// How many siblings there are.
        count: u32,
    },
    /// The variation is already first (up) or last (down).
    #[error("the variation cannot move further")]
    AtEdge {
        /// Which way it was to move.
        direction: Direction,
    },
    /// The node already lies on the main line.
    #[error("the node is on the main line already")]
    AlreadyMainLine {
        /// The node.
        node: NodeId,
    },
    /// A batch inside a batch.
    #[error("batches do not nest")]
    NestedBatch,
    /// An edit of a batch was refused (none of the batch was made).
    #[error("edit {index} of the batch: {error}")]
    InBatch {
        /// Which edit, from 0.
        index: u32,
        /// Why.
        error: Box<TreeEditError>,
    },
    /// The tree already has as many nodes as ids can count.
    #[error("the tree is full")]
    Full,
    /// After the edit, the record's game information could not be read (a
    /// variation with a board LoGo cannot play on would become the main line).
    #[error("the edit would leave game information LoGo cannot read")]
    BreaksGameInfo,
    /// A record's SGF tree does not match its go-core tree at this node (a
    /// fault in the program, not in the edit); nothing was changed.
    #[error("the record's two trees disagree")]
    OutOfStep {
        /// The node.
        node: NodeId,
    },
}

impl TreeEditError {
    /// The stable code, as in the serialized `"code"` field.
    #[must_use]
    pub fn code(&self) -> &'static str {
        match self {
            TreeEditError::UnknownNode { .. } => "unknown_node",
            TreeEditError::Root => "root",
            TreeEditError::OffBoard { .. } => "off_board",
            TreeEditError::SetupWithMove { .. } => "setup_with_move",
            TreeEditError::EmptyLabel => "empty_label",
            TreeEditError::LabelTooLong { .. } => "label_too_long",
            TreeEditError::LabelNotPrintable => "label_not_printable",
            TreeEditError::OnePointLine => "one_point_line",
            TreeEditError::LineExists => "line_exists",
            TreeEditError::NoSuchLine => "no_such_line",
            TreeEditError::NotDeleted { .. } => "not_deleted",
            TreeEditError::IndexOutOfRange { .. } => "index_out_of_range",
            TreeEditError::AtEdge { .. } => "at_edge",
            TreeEditError::AlreadyMainLine { .. } => "already_main_line",
            TreeEditError::NestedBatch => "nested_batch",
            TreeEditError::InBatch { .. } => "in_batch",
            TreeEditError::Full => "full",
            TreeEditError::BreaksGameInfo => "breaks_game_info",
            TreeEditError::OutOfStep { .. } => "out_of_step",
        }
    }
}
