//! What the review screen receives: an opened SGF file with its games, one
//! game's tree in a compact shape, the node shown, and where a file was saved.
//!
//! Payload policy: a game's tree travels once, as [`TreeShape`] (a few bytes
//! per node, so a file with a hundred thousand nodes stays a few megabytes);
//! each step through the game then sends only the node shown ([`ReviewNode`]).

use go_core::tree::{GameInfo, PositionView, TreeNode};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use ts_rs::TS;

/// An SGF file opened for review. Its games are listed; one is shown at a time.
#[derive(Clone, Debug, Serialize, TS)]
#[ts(export)]
pub struct OpenedFile {
    /// This opening's number: every later request names it, so an answer meant
    /// for a file opened before cannot land on the one open now.
    pub doc: u32,
    /// The file's name without its folder.
    pub file_name: String,
    /// The full path, as the user chose it.
    pub path: String,
    /// The games in file order.
    pub games: Vec<GameEntry>,
    /// What the SGF reader repaired or ignored in the file as a whole.
    pub warnings: Vec<ReadWarning>,
    /// The character set the file was read in (`UTF-8`, `GBK`, …).
    pub encoding: String,
}

/// One game of an opened file, for choosing it from a collection.
#[derive(Clone, Debug, Serialize, TS)]
#[ts(export)]
pub struct GameEntry {
    /// Its place in the file, from 0.
    pub index: u32,
    /// Its game information; `None` when LoGo cannot show the game.
    pub info: Option<GameInfo>,
    /// Moves of its main line.
    pub moves: u32,
    /// Why LoGo cannot show the game, if it cannot (it is still saved back unchanged).
    pub refused: Option<GameRefusal>,
}

/// Why a game in a file cannot be shown.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
#[ts(export)]
#[serde(tag = "code", rename_all = "snake_case")]
pub enum GameRefusal {
    /// The board is beyond LoGo's 25×25.
    UnsupportedBoardSize {
        /// Columns.
        width: u8,
        /// Rows.
        height: u8,
    },
    /// `SZ` is no board size.
    BadBoardSize {
        /// The `SZ` text.
        raw: String,
    },
    /// The record is of another game than Go.
    NotGo {
        /// The `GM` text.
        game: String,
    },
}

/// One game, ready to be walked through: sent once when the game is chosen.
#[derive(Clone, Debug, Serialize, TS)]
#[ts(export)]
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
    pub warnings: Vec<ReadWarning>,
    /// The root node, shown first.
    pub start: ReviewNode,
}

/// A game's tree in three parallel lists, one entry per node in arena order
/// (a parent always comes before its children, siblings in file order).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
#[ts(export)]
pub struct TreeShape {
    /// How many places before each node its parent stands: node `i`'s parent
    /// is `i - up[i]`. Mostly 1 (a move's parent is the move before), which
    /// keeps the list short; the root (node 0) has no parent and its entry is 0.
    pub up: Vec<u32>,
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
#[derive(Clone, Debug, Serialize, TS)]
#[ts(export)]
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

/// Something a lenient read repaired, ignored or read differently, at its place in the file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
#[ts(export)]
pub struct ReadWarning {
    /// Line in the file, from 1 (none for trees built in code).
    pub line: Option<u32>,
    /// Column in characters, from 1.
    pub column: Option<u32>,
    /// What happened, as a stable code.
    pub code: WarningCode,
    /// The warning's details by name (`ident`, `raw`, `encoding`, `text`, …), as text.
    pub details: BTreeMap<String, String>,
}

/// The stable codes of the SGF reader's warnings and of the conversion to a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
#[serde(rename_all = "snake_case")]
pub enum WarningCode {
    /// Text outside any game tree was ignored.
    TextOutsideGame,
    /// Text inside a game tree that is no property was ignored.
    UnexpectedText,
    /// A node began without `;`.
    MissingSemicolon,
    /// The file ended before every `(` was closed.
    UnclosedGameTree,
    /// An empty variation `()` was dropped.
    EmptyVariation,
    /// A property appeared twice in one node (`ident`).
    DuplicateProperty,
    /// A single-value property has several values (`ident`).
    ExtraValues,
    /// A property without a value was dropped (`ident`).
    PropertyWithoutValue,
    /// A value without a property was dropped.
    ValueWithoutIdentifier,
    /// A lower-case property name was read upper-cased (`ident`).
    LowercaseIdentifier,
    /// The file ended inside a value.
    UnterminatedValue,
    /// An unescaped `]` was kept inside a text (`ident`).
    UnescapedBracket,
    /// No character set was declared; one was guessed (`encoding`).
    CharsetGuessed,
    /// The declared character set did not fit (`declared`, `encoding`).
    CharsetOverridden,
    /// The declared character set is unknown (`declared`, `encoding`).
    UnknownCharset,
    /// Games declare different character sets (`declared`, `other`).
    MultipleCharsets,
    /// Invalid bytes were replaced (`encoding`).
    MalformedBytes,
    /// Too many warnings; the rest are not listed.
    TooManyWarnings,
    /// A value of the wrong type was ignored (`ident`, `raw`).
    BadValue,
    /// A point lies off the board (`ident`, `raw`).
    OffBoard,
    /// A node has two moves; one is used (`used`).
    TwoMoves,
    /// LoGo's old `S[..]` was read as Black's move.
    LogoBlackMove,
    /// A node has several annotations of one kind (`idents`).
    SeveralAnnotations,
    /// Unknown rules; LoGo's default rules are assumed (`text`).
    UnknownRules,
    /// Rule axes were not understood (`text`).
    BadRuleAxes,
    /// Komi written a server's way was reinterpreted (`text`, `komi`).
    KomiReinterpreted,
    /// Komi cannot be read (`text`).
    UnreadableKomi,
    /// The date cannot be read (`text`).
    UnreadableDate,
    /// The result cannot be read (`text`).
    UnreadableResult,
    /// A time property cannot be read (`ident`, `text`).
    UnreadableTime,
    /// Fewer handicap stones are set up than `HA` says (`handicap`, `stones`).
    HandicapStonesMissing,
    /// Game information below the first move is kept but not read (`idents`).
    GameInfoIgnored,
    /// A code this version of the app does not know yet.
    Other,
}

/// Where a file was written.
#[derive(Clone, Debug, Serialize, TS)]
#[ts(export)]
pub struct SavedFile {
    /// The full path.
    pub path: String,
    /// The file's name without its folder.
    pub file_name: String,
}

/// The texts of a native file dialog, in the user's language (the dialog is
/// opened by the app, which has no texts of its own).
#[derive(Clone, Debug, Deserialize, TS)]
#[ts(export)]
pub struct DialogTexts {
    /// The dialog's title.
    pub title: String,
    /// The name of the SGF file filter, e.g. "SGF-Partien".
    pub filter: String,
}

/// Why a file could not be read or written. The app keeps everything it had.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
#[ts(export)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum FileProblem {
    /// There is no file (or folder) at that path.
    NotFound,
    /// The system does not allow LoGo to read or write there.
    PermissionDenied,
    /// The file system is mounted read-only.
    ReadOnly,
    /// The path is a folder or a device, not a regular file.
    NotAFile,
    /// The file is larger than LoGo reads.
    TooLarge {
        /// The limit, in megabytes.
        limit_mb: u32,
    },
    /// The disk (or the user's quota) is full.
    DiskFull,
    /// Any other input/output failure.
    Io,
    /// The file holds no SGF game record.
    NoSgf,
    /// No game in the file can be shown; the first one's reason.
    Refused {
        /// Why.
        reason: GameRefusal,
    },
}
