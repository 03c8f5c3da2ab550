//! An SGF file as the review screen holds it: every game of the file (those
//! LoGo cannot show included, so saving drops nothing), the reader's
//! warnings, and the answers to the screen's questions about one game and
//! one node. Pure: bytes in, DTOs and SGF text out; no file, no Tauri.

use super::shape::tree_shape;
use super::views::{GameEntry, OpenedFile, ReviewGame, ReviewNode};
use crate::error::{AppError, ArgumentName};
use crate::files::file_name;
use go_core::PlayedMove;
use go_core::tree::{NodeId, TreeEdit};
use go_sgf::{Collection, GameTree as SgfTree, Position, Record, Refused, Warning};
use logo_library::FileProblem;

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
        let opened = go_sgf::open(bytes).map_err(|e| FileProblem::of_sgf(&e))?;
        if let Some(Err(first)) = opened.games.first()
            && opened.games.iter().all(Result::is_err)
        {
            return Err(FileProblem::game_refused(1, first.sgf.root_node().position(), first.error.clone()));
        }
        if opened.games.is_empty() {
            return Err(FileProblem::NotSgf { line: Position::START.line, column: Position::START.column });
        }
        Ok(Document { games: opened.games, warnings: opened.warnings, encoding: opened.encoding.encoding })
    }

    /// A document of one game LoGo made itself (the game in progress), with nothing to warn about.
    pub fn of_record(record: Record) -> Document {
        Document { games: vec![Ok(record)], warnings: Vec::new(), encoding: "UTF-8" }
    }

    /// Adds `mv` to the first game as a new variation after the last move of
    /// its main line; returns the new node.
    pub fn add_variation(&mut self, mv: PlayedMove) -> Result<NodeId, AppError> {
        let Some(Ok(record)) = self.games.first_mut() else { return Err(invalid(ArgumentName::Game)) };
        let parent = record.tree().main_line().last().unwrap_or(NodeId::ROOT);
        let edited = record.apply(&TreeEdit::AddMove { parent, mv }).map_err(|_| AppError::NotNow)?;
        edited.focus.ok_or(AppError::NotNow)
    }

    /// The file as the review screen first sees it; `path` is `None` for a
    /// document that lives in no file yet (it is then shown as `name`).
    pub fn opened(&self, doc: u32, path: Option<&std::path::Path>, name: &str) -> OpenedFile {
        OpenedFile {
            doc,
            file_name: path.map_or_else(|| name.to_owned(), file_name),
            path: path.map(|p| p.display().to_string()),
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

    /// Game `game` as go-sgf's record (for a copy to teach on).
    pub fn record(&self, game: u32) -> Result<&Record, AppError> {
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
