//! What the play screen shows, built from the session: the position, whose
//! turn, captures, clocks and the count being agreed on. A mapping, no rules.

use crate::database::DbProblem;
use crate::engine::opponent::{EngineChoice, EngineProblem};
use crate::session::PlaySession;
use crate::session::opponent::EngineWork;
use go_core::score::{Agreement, GroupVerdict, Score, Toggle};
use go_core::{BoardSize, ClockView, Color, Move, PerColor, Phase, Point, Rules, RulesPreset, star_points};
use logo_gtp::EngineMove;
use serde::Serialize;

/// The game in progress, as the play screen draws it.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
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
    /// The computer opponent, in a game against one.
    pub opponent: Option<OpponentView>,
    /// Grows with every view the service hands out: a view with a smaller
    /// revision than one already shown is older and is dropped (the engine's
    /// move may arrive as an event before the answer to the command that
    /// started it).
    pub revision: u64,
}

/// The computer opponent as the play screen shows it.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct OpponentView {
    /// The engine's colour (the learner plays the other).
    pub color: Color,
    /// The engine the user picked.
    pub choice: EngineChoice,
    /// What the engine is doing now, if anything (the "thinking" indicator).
    pub working: Option<EngineWork>,
    /// Whether the learner may ask for hints in this game.
    pub hints: bool,
    /// Whether a hint can be asked for now.
    pub hint_allowed: bool,
    /// The engine's suggestion for the position on the board, once asked for.
    pub hint: Option<EngineMove>,
    /// While counting: the stones the engine considers dead (its second opinion).
    pub opinion: Option<Vec<Point>>,
    /// Why the engine's last turn ended without a move; the user chooses how to go on.
    pub problem: Option<EngineProblem>,
    /// The engine's fixed time per move, in seconds, if it has one.
    pub move_seconds: Option<u32>,
}

/// The latest move: who played and where (`None` for a pass).
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct LastMove {
    /// Who moved.
    pub color: Color,
    /// Where, or `None` for a pass.
    pub point: Option<Point>,
}

/// The count in progress: the marking, the live count and who has confirmed.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ScoringView {
    /// The count with the current marking: the dead stones, territory, seki
    /// and neutral points to draw, and both methods' totals.
    pub score: Score,
    /// Whether stones can be marked dead (false under rules that keep every
    /// stone on the board, such as Tromp-Taylor).
    pub can_mark: bool,
    /// Groups the proposal was unsure of, with its verdict and confidence.
    pub unsure: Vec<GroupVerdict>,
    /// Who has accepted the current marking; a toggle withdraws both.
    pub confirmed: PerColor<bool>,
    /// Whether a toggle can be taken back.
    pub can_undo: bool,
    /// The latest toggle still in effect, if any.
    pub last_toggle: Option<Toggle>,
}

/// What the play screen shows at `now_ms`; `unsaved` says why the latest
/// change could not be written to the database, if it could not.
pub fn game_view(session: &PlaySession, now_ms: u64, unsaved: Option<DbProblem>) -> GameView {
    let game = session.game();
    let board = game.board();
    let rules = *game.rules();
    GameView {
        size: board.size(),
        black: board.points_of(Color::Black),
        white: board.points_of(Color::White),
        star_points: star_points(board.size()),
        to_play: game.to_play(),
        move_number: game.move_number(),
        captures: game.captures(),
        last_move: game.last_move().map(|m| LastMove {
            color: m.color,
            point: match m.played {
                Move::Play(p) => Some(p),
                Move::Pass => None,
            },
        }),
        ko_points: game.ko_points(),
        phase: game.phase(),
        can_undo: game.can_undo(),
        can_redo: session.can_redo(),
        players: session.players().clone(),
        rules,
        preset: rules.matching_preset(),
        handicap: game.settings().handicap,
        clock: session.timed().clock_view(now_ms),
        unsaved,
        scoring: session.scoring().map(scoring_view),
        final_score: session.final_score().cloned(),
        opponent: opponent_view(session),
        revision: 0,
    }
}

fn opponent_view(session: &PlaySession) -> Option<OpponentView> {
    let opponent = session.opponent()?;
    let state = session.engine_state();
    Some(OpponentView {
        color: opponent.color,
        choice: opponent.choice.clone(),
        working: state.working,
        hints: opponent.hints,
        hint_allowed: session.hint_allowed(),
        hint: session.current_hint(),
        opinion: session.current_opinion().map(<[Point]>::to_vec),
        problem: state.problem.clone(),
        move_seconds: opponent.move_seconds,
    })
}

fn scoring_view(agreement: &Agreement) -> ScoringView {
    ScoringView {
        score: agreement.score(),
        can_mark: agreement.can_mark(),
        unsure: agreement.unsure().cloned().collect(),
        confirmed: agreement.confirmed(),
        can_undo: agreement.can_undo(),
        last_toggle: agreement.last_toggle().cloned(),
    }
}
