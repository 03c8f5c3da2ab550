//! Builds the play screen's [`GameView`] from the session: a mapping, no rules.

use crate::dto::{DbProblem, GameView, LastMove, ScoringView};
use crate::session::PlaySession;
use go_core::score::Agreement;
use go_core::{Color, Move, star_points};

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
    }
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
