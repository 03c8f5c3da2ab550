//! What a replay workload asks of an engine: games, moves, captures and the
//! size of the chains that moves build, counted with go-core and printed by
//! the replay benchmark so that its numbers can be read against the games.

use crate::records::RecordLine;
use go_core::{Move, RulesPreset};
use std::fmt;

/// Counts over a set of game lines.
#[derive(Clone, Copy, Debug, Default)]
pub struct Shape {
    /// Number of games.
    pub games: usize,
    /// Moves of all games, passes included.
    pub moves: usize,
    /// Fewest and most moves in one game.
    pub moves_range: (usize, usize),
    /// Passes.
    pub passes: usize,
    /// Moves that captured something.
    pub capturing_moves: usize,
    /// Stones captured.
    pub captured: usize,
    /// Sum over the stones played of the size of the chain each one stands in right after its move.
    pub chain_sizes: usize,
    /// The largest chain any move made.
    pub largest_chain: usize,
}

impl Shape {
    /// Replays `lines` with go-core (Japanese preset) and counts.
    #[must_use]
    pub fn of(lines: &[RecordLine]) -> Shape {
        let mut shape = Shape { moves_range: (usize::MAX, 0), ..Shape::default() };
        for line in lines {
            let Some(mut game) = line.start(RulesPreset::Japanese.rules()) else { continue };
            shape.games += 1;
            shape.moves += line.moves.len();
            shape.moves_range = (shape.moves_range.0.min(line.moves.len()), shape.moves_range.1.max(line.moves.len()));
            for &mv in &line.moves {
                let Ok(outcome) = game.play(mv) else { break };
                shape.capturing_moves += usize::from(!outcome.captured.is_empty());
                shape.captured += outcome.captured.len();
                let Move::Play(p) = mv else {
                    shape.passes += 1;
                    continue;
                };
                let chain = game.board().chain(p).map_or(0, |c| c.stones.len());
                shape.chain_sizes += chain;
                shape.largest_chain = shape.largest_chain.max(chain);
            }
        }
        shape
    }
}

impl fmt::Display for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let per_game = self.moves as f64 / self.games.max(1) as f64;
        let stones = (self.moves - self.passes).max(1) as f64;
        write!(
            f,
            "{} games, {} moves ({per_game:.0} a game, {}-{}), {} passes, {} capturing moves ({:.1} a game), \
             {} stones captured, chain of the played stone {:.1} stones on average, largest {}",
            self.games,
            self.moves,
            self.moves_range.0,
            self.moves_range.1,
            self.passes,
            self.capturing_moves,
            self.capturing_moves as f64 / self.games.max(1) as f64,
            self.captured,
            self.chain_sizes as f64 / stones,
            self.largest_chain
        )
    }
}
