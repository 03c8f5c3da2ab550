//! The count after two passes: go-core's dead-stone proposal and score decide
//! the result; an engine's own view (`final_status_list dead`, `final_score`)
//! is kept beside it as a second opinion.

use super::super::Opinion;
use go_core::score::{ProposalOptions, ScoreInput, propose_dead, score};
use go_core::{Game, GameResult, Point};

/// How a game that ended by two passes was counted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FinalCount {
    /// go-core's result.
    pub result: GameResult,
    /// The stones go-core's proposal removed as dead.
    pub dead: Vec<Point>,
    /// An engine's view of the same position, when one could give it.
    pub engine: Option<Opinion>,
}

impl FinalCount {
    /// Whether the engine marked exactly the stones go-core marked.
    pub fn engine_agrees_on_dead_stones(&self) -> Option<bool> {
        self.engine.as_ref().map(|opinion| {
            let mut theirs = opinion.dead.clone();
            theirs.sort_unstable();
            theirs == self.dead
        })
    }
}

/// Counts `game`'s final position under its rules with go-core's proposal of
/// dead stones.
pub fn count(game: &Game, engine: Option<Opinion>) -> FinalCount {
    let board = game.board();
    let proposal = propose_dead(board, &ProposalOptions::default());
    let input = ScoreInput {
        board,
        captures: game.captures(),
        handicap: game.settings().handicap,
        rules: *game.rules(),
        dead: &proposal.dead,
    };
    let mut dead: Vec<Point> = proposal.dead.points().collect();
    dead.sort_unstable();
    FinalCount { result: score(&input).count.result, dead, engine }
}
