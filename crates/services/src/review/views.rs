//! What the review screen receives: an opened SGF file with its games, one
//! game's tree in a compact shape, and the node shown.
//!
//! Payload policy: a game's tree travels once, as [`TreeShape`] (a few bytes
//! per node, so a file with a hundred thousand nodes stays a few megabytes);
//! each step through the game then sends only the node shown ([`ReviewNode`]).
//! go-sgf's warnings and refusals travel as they are, with their stable codes.

use go_core::tree::{GameInfo, NodeId, PositionView, TreeNode};
use go_sgf::{ConvertError, ConvertWarning, Warning};
use serde::Serialize;

/// An SGF file opened for review. Its games are listed; one is shown at a time.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct OpenedFile {
    /// This opening's number: every later request names it, so an answer meant
    /// for a file opened before cannot land on the one open now.
    pub doc: u32,
    /// The file's name without its folder.
    pub file_name: String,
    /// The full path, as the user chose it; `None` for a game that lives in
    /// no file yet (a game of the library, a "what if?" from the play
    /// screen): saving it asks where.
    pub path: Option<String>,
    /// The games in file order.
    pub games: Vec<GameEntry>,
    /// What the SGF reader repaired or ignored in the file as a whole.
    pub warnings: Vec<Warning>,
    /// The character set the file was read in (`UTF-8`, `GBK`, …).
    pub encoding: String,
}

/// The game in progress opened for review with a variation added: the file
/// (one game, in no file yet) and the variation's node, to show first.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct OpenedVariation {
    /// The opened game.
    pub file: OpenedFile,
    /// The node of the added move.
    pub node: NodeId,
}

/// One game of an opened file, for choosing it from a collection.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct GameEntry {
    /// Its place in the file, from 0.
    pub index: u32,
    /// Its game information; `None` when LoGo cannot show the game.
    pub info: Option<GameInfo>,
    /// Moves of its main line.
    pub moves: u32,
    /// Why LoGo cannot show the game, if it cannot (it is still saved back unchanged).
    pub refused: Option<ConvertError>,
}

/// One game, ready to be walked through: sent once when the game is chosen.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ReviewGame {
    /// The opening it belongs to.
    pub doc: u32,
    /// Its index in the file.
    pub game: u32,
    /// Players, result, date, rules, komi, handicap, time, event, …
    pub info: GameInfo,
    /// Every node of the tree, compactly.
    pub tree: TreeShape,
    /// What could not be read in this game as written.
    pub warnings: Vec<ConvertWarning>,
    /// The root node, shown first.
    pub start: ReviewNode,
}

/// A game's tree in parallel lists, one entry per node, a parent always
/// before its children and siblings in order: for a file as read, arena
/// order (which is document order); for a record being edited, document
/// order with the node ids beside it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct TreeShape {
    /// How many places before each entry its parent stands: entry `i`'s parent
    /// is `i - up[i]`. Mostly 1 (a move's parent is the move before), which
    /// keeps the list short; the root (entry 0) has no parent and its entry is 0.
    pub up: Vec<u32>,
    /// The node id of each entry; empty when every entry's id is its place
    /// (a record as read, never edited), which keeps large files small.
    pub ids: Vec<NodeId>,
    /// Three characters per node: the colour that moves (`B`, `W`, or `.` for
    /// no move), then the SGF point (`..` for a pass or no move).
    pub moves: String,
    /// Per node, the sum of [`TreeShape::COMMENT`], [`TreeShape::SETUP`],
    /// [`TreeShape::MARKUP`], [`TreeShape::NAME`], [`TreeShape::GOOD`],
    /// [`TreeShape::BAD`] and [`TreeShape::HOTSPOT`] that apply.
    pub flags: Vec<u8>,
}

impl TreeShape {
    /// The node has a comment.
    pub const COMMENT: u8 = 1;
    /// The node sets up stones or the player to move.
    pub const SETUP: u8 = 2;
    /// The node draws markup.
    pub const MARKUP: u8 = 4;
    /// The node has a name.
    pub const NAME: u8 = 8;
    /// The move is judged good (tesuji, interesting).
    pub const GOOD: u8 = 16;
    /// The move is judged bad (bad, doubtful).
    pub const BAD: u8 = 32;
    /// The node is a hot spot or judges the position.
    pub const HOTSPOT: u8 = 64;
}

/// The node shown: the position there and what the node carries.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ReviewNode {
    /// The opening it belongs to.
    pub doc: u32,
    /// The game's index in the file.
    pub game: u32,
    /// The position at the node, with what the record did against the rules there.
    pub position: PositionView,
    /// The node's move, setup, markup, comment, name and annotations.
    pub content: TreeNode,
}
