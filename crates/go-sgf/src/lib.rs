//! go-sgf: SGF text to a lossless property tree and back; the conversion
//! between that tree and go-core's game records builds on it. Pure: it reads
//! and writes bytes and strings, never files.
//!
//! ```
//! let parsed = go_sgf::parse(b"(;FF[4]SZ[9];B[ee];W[])").unwrap();
//! let game = &parsed.collection.games()[0];
//! let size = game.board_size().unwrap();
//! let moves: Vec<_> = game.main_line().filter_map(|n| n.get("B").or(n.get("W"))).collect();
//! assert_eq!(moves[1].value().to_move(size), Ok(go_core::Move::Pass));
//! assert_eq!(go_sgf::write(&parsed.collection), "(;FF[4]SZ[9]\n;B[ee]\n;W[])\n");
//! ```
//!
//! - [`parse`] reads every FF version (FF[1]–FF[4]) in any charset, repairs
//!   what it can and reports it as [`Warning`]s with line:column and a stable code.
//! - The [`Collection`] holds [`GameTree`]s: arenas of nodes addressed by
//!   [`NodeId`], every property kept in order with its raw [`Value`]s.
//! - [`Value`] reads raw text as FF[4]'s types; [`ValueBuf`] builds values.
//! - [`write`] and [`normalize`] produce canonical FF[4] in UTF-8.
//! - [`open`] and [`Record`] pair each SGF game with go-core's game tree for
//!   showing and replaying; [`save`] writes the SGF trees back unchanged, and
//!   [`Record::from_played`] writes a game played in LoGo as fresh FF[4].
//! - [`Record::apply`] edits a record (go-core's [`TreeEdit`](go_core::tree::TreeEdit)s:
//!   moves, setup, markup, comments, variations) in both trees at once and
//!   returns a [`RecordInverse`] for undo; what is not edited stays as read.
//!   [`RecordEditor`] keeps a record with its undo and redo stacks.

mod charset;
mod diag;
mod parse;
mod props;
mod record;
mod tree;
mod value;
mod write;

pub use charset::{EncodingReport, EncodingSource};
pub use diag::{ErrorKind, Position, SgfError, Warning, WarningKind};
pub use parse::{Parsed, parse};
pub use record::{
    ConvertError, ConvertWarning, ConvertWarningKind, Converted, NodeMap, Opened, Record, RecordEdited, RecordEditor,
    RecordInverse, Refused, logo_application, open, read_record, save, write_record,
};
pub use tree::{
    Children, Collection, EditError, GameTree, MainLine, Node, NodeId, NodeMut, Preorder, Properties, Property, Values,
};
pub use value::{Double, SgfSize, Value, ValueBuf, ValueError};
pub use write::{normalize, write, write_game};
