//! An SGF file as the review screen holds it: every game of the file (those
//! LoGo cannot show included, so saving drops nothing), the reader's
//! warnings, and the answers to the screen's questions about one game and
//! one node. Pure: bytes in, DTOs and SGF text out; no file, no Tauri.

use super::shape::tree_shape;
use super::views::{GameEntry, OpenedFile, ReviewGame, ReviewNode};
use crate::error::{AppError, ArgumentName};
use crate::files::FileProblem;
use go_core::tree::NodeId;
use go_sgf::{Collection, ErrorKind, GameTree as SgfTree, Record, Refused, Warning};

/// The games of one file and what reading it found.
#[derive(Debug)]
pub struct Document {
    games: Vec<Result<Record, Box<Refused>>>,
    warnings: Vec<Warning>,
    encoding: &'static str,
}

impl Document {
    /// Reads SGF bytes. Refused when they hold no game tree, or when no game
    /// in them can be shown (the first game's reason is given).
    pub fn read(bytes: &[u8]) -> Result<Document, FileProblem> {
        let opened = go_sgf::open(bytes).map_err(|e| match e.kind {
            ErrorKind::NoGameTree => FileProblem::NoSgf,
            ErrorKind::TooLarge { .. } => FileProblem::too_large(),
        })?;
        if let Some(Err(first)) = opened.games.first()
            && opened.games.iter().all(Result::is_err)
        {
            return Err(FileProblem::Refused { reason: first.error.clone() });
        }
        if opened.games.is_empty() {
            return Err(FileProblem::NoSgf);
        }
        Ok(Document { games: opened.games, warnings: opened.warnings, encoding: opened.encoding.encoding })
    }

    /// The file as the review screen first sees it, named `name`, found at
    /// `path` (as shown), from the library's game `library_game` if it is one.
    pub fn opened(&self, doc: u32, name: &str, path: &str, library_game: Option<i64>) -> OpenedFile {
        OpenedFile {
            doc,
            file_name: name.to_owned(),
            path: path.to_owned(),
            library_game,
            games: self.entries(),
            warnings: self.warnings.clone(),
            encoding: self.encoding.to_owned(),
        }
    }

    fn entries(&self) -> Vec<GameEntry> {
        let index = |i: usize| u32::try_from(i).unwrap_or(u32::MAX);
        let entry = |(i, game): (usize, &Result<Record, Box<Refused>>)| match game {
            Ok(record) => GameEntry {
                index: index(i),
                info: Some(record.tree().info().clone()),
                moves: record.tree().main_line_moves(),
                refused: None,
            },
            Err(refused) => GameEntry { index: index(i), info: None, moves: 0, refused: Some(refused.error.clone()) },
        };
        self.games.iter().enumerate().map(entry).collect()
    }

    /// Game `game` with its tree's shape, its warnings and its root node.
    pub fn game(&self, doc: u32, game: u32) -> Result<ReviewGame, AppError> {
        let record = self.record(game)?;
        Ok(ReviewGame {
            doc,
            game,
            info: record.tree().info().clone(),
            tree: tree_shape(record.tree()),
            warnings: record.warnings().to_vec(),
            start: self.node(doc, game, NodeId::ROOT)?,
        })
    }

    /// The position at node `node` of game `game`, and the node's content.
    pub fn node(&self, doc: u32, game: u32, node: NodeId) -> Result<ReviewNode, AppError> {
        let tree = self.record(game)?.tree();
        let content = tree.node(node).ok_or_else(|| invalid(ArgumentName::Node))?.clone();
        let position = tree.position_at(node).ok_or_else(|| invalid(ArgumentName::Node))?.view();
        Ok(ReviewNode { doc, game, position, content })
    }

    fn record(&self, game: u32) -> Result<&Record, AppError> {
        let slot = usize::try_from(game).ok().and_then(|i| self.games.get(i));
        slot.and_then(|g| g.as_ref().ok()).ok_or_else(|| invalid(ArgumentName::Game))
    }

    /// The whole file as saved: every game, shown or not, as read, marked
    /// `GM[1]FF[4]CA[UTF-8]`.
    pub fn to_sgf_text(&self) -> String {
        let trees: Vec<SgfTree> = self
            .games
            .iter()
            .map(|game| {
                let mut sgf = match game {
                    Ok(record) => record.sgf().clone(),
                    Err(refused) => refused.sgf.clone(),
                };
                sgf.set_ff4_utf8();
                sgf
            })
            .collect();
        go_sgf::write(&Collection::from(trees))
    }
}

fn invalid(argument: ArgumentName) -> AppError {
    AppError::InvalidArgument { argument }
}
