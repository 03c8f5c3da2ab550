//! What the play screen shows: the position, whose turn, captures, clocks.

use super::{DbProblem, ScoringView};
use go_core::score::Score;
use go_core::{BoardSize, ClockView, Color, PerColor, Phase, Point, Rules, RulesPreset};
use serde::Serialize;
use ts_rs::TS;

/// The game in progress, as the play screen draws it.
#[derive(Clone, Debug, Serialize, TS)]
#[ts(export)]
pub struct GameView {
    /// Board dimensions.
    pub size: BoardSize,
    /// Black stones on the board.
    pub black: Vec<Point>,
    /// White stones on the board.
    pub white: Vec<Point>,
    /// Star points (hoshi) to draw on the empty board.
    pub star_points: Vec<Point>,
    /// The side to move (or to place a handicap stone).
    pub to_play: Color,
    /// Number of moves played so far (passes count; handicap placement does not).
    pub move_number: u32,
    /// Stones captured *by* each colour.
    pub captures: PerColor<u32>,
    /// The most recent move, if any.
    pub last_move: Option<LastMove>,
    /// Empty points the side to move may not play because of ko or superko.
    pub ko_points: Vec<Point>,
    /// Where the game stands.
    pub phase: Phase,
    /// Whether a move can be taken back.
    pub can_undo: bool,
    /// Whether a taken-back move can be replayed.
    pub can_redo: bool,
    /// Players' names.
    pub players: PerColor<String>,
    /// The rules in force.
    pub rules: Rules,
    /// The preset those rules equal, if any.
    pub preset: Option<RulesPreset>,
    /// Number of handicap stones.
    pub handicap: u8,
    /// Both clocks, or `None` for a game without time limit.
    pub clock: Option<ClockView>,
    /// Set when the latest change could not be saved to the database (the game
    /// goes on in memory; the UI says why).
    pub unsaved: Option<DbProblem>,
    /// The count being agreed on, while the game is in its scoring phase.
    pub scoring: Option<ScoringView>,
    /// The count both players confirmed, once the game ended by counting
    /// (`None` after a resignation, a loss on time or a repetition).
    pub final_score: Option<Score>,
}

/// The latest move: who played and where (`None` for a pass).
#[derive(Clone, Debug, Serialize, TS)]
#[ts(export)]
pub struct LastMove {
    /// Who moved.
    pub color: Color,
    /// Where, or `None` for a pass.
    pub point: Option<Point>,
}
