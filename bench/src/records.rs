//! Real game records as a replay workload: the main lines of the SGF samples
//! beside the repository (`../shared/sgf-samples`, present in CI, absent from
//! a user's clone), read with go-sgf.
//!
//! Each line is cut to what every engine compared can replay alike under the
//! Japanese preset (simple ko, no suicide): square boards up to 19x19, Black's
//! root setup stones only (a handicap: White moves first), then moves of
//! alternating colour up to the first setup node, the first move go-core
//! refuses or the second pass in a row. A line of which more than a tenth of
//! the moves are passes is no game record but a test of a limit (littlego's
//! board-filling files of 1,394 moves, half of them passes; files of passes
//! only) and is left out. The peer's own refusals are cut in the benchmark,
//! which alone knows the peer.

use crate::samples::sgf_files;
use go_core::tree::GameTree;
use go_core::{Board, BoardSize, Color, Game, GameSettings, Move, Point, Rules, RulesPreset};
use std::path::Path;

/// The main line of one record, ready to replay.
#[derive(Clone, Debug)]
pub struct RecordLine {
    /// The file it comes from, relative to the samples folder.
    pub file: String,
    /// The board (square, at most 19x19).
    pub size: BoardSize,
    /// Black's stones before the first move; when there are any, White moves first.
    pub handicap: Vec<Point>,
    /// The moves in order, colours alternating from the first player.
    pub moves: Vec<Move>,
}

impl RecordLine {
    /// A line of stones only, Black first, on an empty `size` board.
    #[must_use]
    pub fn of_stones(file: String, size: BoardSize, stones: &[Point]) -> RecordLine {
        RecordLine { file, size, handicap: Vec::new(), moves: stones.iter().map(|&p| Move::Play(p)).collect() }
    }

    /// The game before its first move, under `rules`.
    #[must_use]
    pub fn start(&self, rules: Rules) -> Option<Game> {
        let settings = GameSettings::new(self.size, rules);
        if self.handicap.is_empty() {
            return Game::new(settings).ok();
        }
        let mut board = Board::new(self.size);
        for &p in &self.handicap {
            board.set(p, Some(Color::Black)).ok()?;
        }
        Game::new(settings.with_start(&board, Color::White)).ok()
    }
}

/// Every replayable main line of the `.sgf` files under `dir`, in path order;
/// `None` when `dir` does not exist.
#[must_use]
pub fn record_lines(dir: &Path) -> Option<Vec<RecordLine>> {
    if !dir.is_dir() {
        return None;
    }
    let files = sgf_files(dir);
    let mut lines = Vec::new();
    for path in files {
        let Ok(bytes) = std::fs::read(&path) else { continue };
        let Ok(opened) = go_sgf::open(&bytes) else { continue };
        let file = path.strip_prefix(dir).unwrap_or(&path).display().to_string();
        for record in opened.games.iter().flatten() {
            if let Some(line) = main_line(record.tree(), &file) {
                lines.push(line);
            }
        }
    }
    Some(lines)
}

/// The replayable part of `tree`'s main line; `None` when no move is left or
/// too many of them are passes.
fn main_line(tree: &GameTree, file: &str) -> Option<RecordLine> {
    let size = tree.info().size;
    if size.width != size.height || size.width > 19 {
        return None;
    }
    let mut ids = tree.main_line();
    let root = tree.node(ids.next()?)?;
    if !root.setup.white.is_empty() || !root.setup.empty.is_empty() || root.mv.is_some() {
        return None;
    }
    let mut line = RecordLine { file: file.to_owned(), size, handicap: root.setup.black.clone(), moves: Vec::new() };
    let mut game = line.start(RulesPreset::Japanese.rules())?;
    for node in ids.filter_map(|id| tree.node(id)) {
        let setup = &node.setup;
        if !(setup.black.is_empty() && setup.white.is_empty() && setup.empty.is_empty()) {
            break;
        }
        let Some(played) = node.mv else { continue };
        // After two passes in a row go-core refuses the next move (the game is being scored).
        if played.color != game.to_play() || game.play(played.played).is_err() {
            break;
        }
        line.moves.push(played.played);
    }
    let passes = line.moves.iter().filter(|&&mv| mv == Move::Pass).count();
    (!line.moves.is_empty() && passes * 10 <= line.moves.len()).then_some(line)
}
