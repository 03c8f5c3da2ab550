//! Where an exercise starts besides its diagram: the rules, who plays, the
//! moves before the learner's turn, and what the count needs (dead stones,
//! earlier prisoners). Both the exercise kinds and the expectations computed
//! from the position (`crate::expr`) read it.

use go_core::score::{DeadSet, Score, ScoreInput, score};
use go_core::{Color, Game, Move, PerColor, Point, Rules};

/// Everything about the position an exercise starts from besides the diagram.
#[derive(Clone, Debug, PartialEq)]
pub struct Setup {
    /// The rules (a preset with optional changes; Japanese by default).
    pub rules: Rules,
    /// Who the learner plays (and who is to move when the learner begins).
    pub to_play: Color,
    /// Moves played on the diagram before the learner's turn (to create a
    /// ko ban, for example), each with its colour.
    pub before: Vec<(Color, Move)>,
    /// Stones the count treats as dead: each point stands for its chain.
    pub dead: Vec<Point>,
    /// Prisoners taken earlier in the game, for the count.
    pub captures: PerColor<u32>,
}

impl Setup {
    /// The count of `game`'s position with this setup's dead stones, prisoners
    /// and rules.
    pub(crate) fn score(&self, game: &Game) -> Result<Score, String> {
        self.score_with(game, &self.dead)
    }

    /// The count of `game`'s position with the chains through `dead` removed
    /// instead of this setup's dead stones (prisoners and rules as set up).
    pub(crate) fn score_with(&self, game: &Game, dead: &[Point]) -> Result<Score, String> {
        let board = game.board();
        let dead = DeadSet::chains_at(board, dead)
            .map_err(|e| format!("dead: there is no stone on {}", crate::names::display(e.0, board.size())))?;
        let taken = game.captures();
        let captures = PerColor::new(
            self.captures.black.saturating_add(taken.black),
            self.captures.white.saturating_add(taken.white),
        );
        Ok(score(&ScoreInput { board, captures, handicap: 0, rules: self.rules, dead: &dead }))
    }
}
