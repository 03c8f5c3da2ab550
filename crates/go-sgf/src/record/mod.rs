//! Game records: an SGF game and the same game as go-core's tree, side by side.
//!
//! Lossless policy: the SGF tree is what gets saved. A file opened from disk
//! keeps every property, known or private, exactly as read; the go-core tree
//! beside it is for showing and replaying (positions, flags, markup, comments).
//! Saving writes the SGF tree unchanged except for the FF[4]/UTF-8 marks
//! ([`Record::to_sgf_text`]). A game played in LoGo has no file yet: its
//! go-core tree is written as a fresh standard FF[4] SGF ([`Record::from_played`]).
//! A record is edited through [`Record::apply`], which changes both trees in
//! step and touches in the SGF tree only what the edit concerns.
//!
//! ```
//! let opened = go_sgf::open(b"(;GM[1]FF[4]SZ[9]KM[6.5]XX[mine];B[ee];W[ec])").unwrap();
//! let record = opened.games[0].as_ref().unwrap();
//! let last = record.tree().main_line_node(2).unwrap();
//! let position = record.tree().position_at(last).unwrap();
//! assert_eq!(position.board.stone_count(go_core::Color::White), 1);
//! assert!(record.to_sgf_text().contains("XX[mine]"));
//! ```

mod dialect;
mod edit;
mod read;
mod rules;
mod warning;
mod write;

pub use edit::{RecordEdited, RecordEditor, RecordInverse};
pub use read::{Converted, read_record};
pub use warning::{ConvertError, ConvertWarning, ConvertWarningKind};
pub use write::write_record;

use crate::charset::EncodingReport;
use crate::diag::{SgfError, Warning};
use crate::parse::parse;
use crate::tree::{Collection, GameTree, NodeId};
use go_core::tree::{GameTree as TreeRecord, NodeId as TreeId, PlayedDetails};
use go_core::{RecordError, TimedGameRecord};

/// Which go-core node each SGF node is, and back.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct NodeMap {
    /// By SGF arena index.
    to_tree: Vec<Option<TreeId>>,
    /// By go-core arena index.
    to_sgf: Vec<Option<NodeId>>,
}

impl NodeMap {
    pub(crate) fn with_capacity(nodes: usize) -> NodeMap {
        NodeMap { to_tree: Vec::with_capacity(nodes), to_sgf: Vec::with_capacity(nodes) }
    }

    pub(crate) fn link(&mut self, sgf: NodeId, tree: TreeId) {
        fn put<T: Copy>(list: &mut Vec<Option<T>>, index: usize, value: T) {
            if list.len() <= index {
                list.resize(index + 1, None);
            }
            if let Some(slot) = list.get_mut(index) {
                *slot = Some(value);
            }
        }
        put(&mut self.to_tree, sgf.index(), tree);
        put(&mut self.to_sgf, tree.index(), sgf);
    }

    /// The go-core node of SGF node `sgf`.
    #[must_use]
    pub fn tree_node(&self, sgf: NodeId) -> Option<TreeId> {
        self.to_tree.get(sgf.index()).copied().flatten()
    }

    /// The SGF node of go-core node `tree`.
    #[must_use]
    pub fn sgf_node(&self, tree: TreeId) -> Option<NodeId> {
        self.to_sgf.get(tree.index()).copied().flatten()
    }
}

/// One game: its SGF tree (what is saved) and its go-core tree (what is shown).
#[derive(Clone, Debug)]
pub struct Record {
    sgf: GameTree,
    tree: TreeRecord,
    map: NodeMap,
    warnings: Vec<ConvertWarning>,
}

impl Record {
    /// Reads an SGF game; the SGF tree is kept as it is.
    pub fn from_sgf(sgf: GameTree) -> Result<Record, ConvertError> {
        let Converted { tree, map, warnings } = read_record(&sgf)?;
        Ok(Record { sgf, tree, map, warnings })
    }

    /// A game played in LoGo, as a fresh FF[4] SGF with `AP[LoGo:<version>]`
    /// unless `details` names the application.
    pub fn from_played(record: &TimedGameRecord, details: &PlayedDetails) -> Result<Record, RecordError> {
        let mut tree = TreeRecord::from_played(record, details)?;
        if tree.info().application.is_none() {
            tree.info_mut().application = Some(logo_application());
        }
        let (sgf, map) = write::write_with_map(&tree);
        Ok(Record { sgf, tree, map, warnings: Vec::new() })
    }

    /// A record of `tree` (a teacher's new board: game information and an
    /// empty root), written as a fresh `FF[4]` SGF tree. Its go-core tree is that
    /// SGF tree as read, so it is exactly what saving and opening again give
    /// (the texts of `RU` and `KM` filled in, ids in document order).
    pub fn from_tree(tree: &TreeRecord) -> Result<Record, ConvertError> {
        Record::from_sgf(write::write_record(tree))
    }

    /// The SGF tree, as read or written.
    #[must_use]
    pub fn sgf(&self) -> &GameTree {
        &self.sgf
    }

    /// The game as go-core's tree: information, nodes, positions.
    #[must_use]
    pub fn tree(&self) -> &TreeRecord {
        &self.tree
    }

    /// Which go-core node each SGF node is.
    #[must_use]
    pub fn map(&self) -> &NodeMap {
        &self.map
    }

    /// What could not be read as written.
    #[must_use]
    pub fn warnings(&self) -> &[ConvertWarning] {
        &self.warnings
    }

    /// The game as saved: its SGF tree with `GM[1]FF[4]CA[UTF-8]`, nothing else changed.
    #[must_use]
    pub fn to_sgf_text(&self) -> String {
        save(std::slice::from_ref(self))
    }
}

/// `LoGo:<version>`, LoGo's `AP` value.
#[must_use]
pub fn logo_application() -> String {
    format!("LoGo:{}", env!("CARGO_PKG_VERSION"))
}

/// A game LoGo cannot show (a board beyond 25x25, another game than Go), with its SGF tree.
#[derive(Clone, Debug)]
pub struct Refused {
    /// The game as read.
    pub sgf: GameTree,
    /// Why it cannot be shown.
    pub error: ConvertError,
}

/// A file as opened: each game converted (or why not), and what the reader repaired.
#[derive(Clone, Debug)]
pub struct Opened {
    /// The games in file order; a game LoGo cannot show is refused, the others still open.
    pub games: Vec<Result<Record, Box<Refused>>>,
    /// What the SGF reader repaired or ignored (see [`parse`]).
    pub warnings: Vec<Warning>,
    /// The encoding used and why.
    pub encoding: EncodingReport,
}

/// Reads SGF bytes and converts every game; fails only when the bytes hold no game tree.
pub fn open(bytes: &[u8]) -> Result<Opened, SgfError> {
    let parsed = parse(bytes)?;
    let games = parsed.collection.into_games().into_iter().map(convert).collect();
    Ok(Opened { games, warnings: parsed.warnings, encoding: parsed.encoding })
}

fn convert(sgf: GameTree) -> Result<Record, Box<Refused>> {
    match read_record(&sgf) {
        Ok(Converted { tree, map, warnings }) => Ok(Record { sgf, tree, map, warnings }),
        Err(error) => Err(Box::new(Refused { sgf, error })),
    }
}

/// The games as one SGF file: each SGF tree marked FF[4]/UTF-8, nothing dropped.
#[must_use]
pub fn save(records: &[Record]) -> String {
    let games: Vec<GameTree> = records
        .iter()
        .map(|r| {
            let mut sgf = r.sgf.clone();
            sgf.set_ff4_utf8();
            sgf
        })
        .collect();
    crate::write::write(&Collection::from(games))
}
