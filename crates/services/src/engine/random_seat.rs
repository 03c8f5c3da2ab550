//! Seeded random play: a uniformly chosen legal move that does not fill one
//! of the player's own eyes, or a pass when there is none. A weak opponent
//! that makes every game different yet reproducible from its seed.

use super::seat::Seat;
use go_core::rng::SplitMix64;
use go_core::{Color, Game, IllegalMove, Move, Point, SuicideRule};
use logo_gtp::{EngineMove, GtpError};
use std::collections::BTreeSet;

/// A random player.
pub struct RandomSeat {
    rng: SplitMix64,
    seed: u64,
}

impl RandomSeat {
    /// A random player whose choices follow from `seed`.
    pub fn new(seed: u64) -> RandomSeat {
        RandomSeat { rng: SplitMix64::new(seed), seed }
    }
}

/// The legal moves of the player to move that do not fill one of its eyes
/// (a point where the opponent could only commit suicide), row by row.
fn sensible_points(game: &Game) -> Vec<Point> {
    let board = game.board();
    let color = game.to_play();
    let illegal: BTreeSet<Point> = game.illegal_points().iter().map(|p| p.point).collect();
    let own_eye = |p: Point| board.check(color.opponent(), p, SuicideRule::Forbidden) == Err(IllegalMove::Suicide);
    board.empty_points().filter(|p| !illegal.contains(p) && !own_eye(*p)).collect()
}

impl Seat for RandomSeat {
    fn name(&self) -> String {
        format!("Random (seed {})", self.seed)
    }

    fn choose(&mut self, game: &Game) -> Result<EngineMove, GtpError> {
        let points = sensible_points(game);
        if points.is_empty() {
            return Ok(EngineMove::Pass);
        }
        let pick = self.rng.below(points.len());
        Ok(points.get(pick).map_or(EngineMove::Pass, |&point| EngineMove::Play { point }))
    }

    fn observe(&mut self, _color: Color, _mv: Move) -> Result<(), GtpError> {
        Ok(())
    }

    fn take_back(&mut self, _moves: u32) -> Result<(), GtpError> {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use go_core::{Board, GameSettings, Rules};

    fn game(diagram: &str) -> Game {
        let board = Board::from_ascii(diagram).unwrap();
        Game::new(GameSettings::new(board.size(), Rules::default()).with_start(&board, Color::Black)).unwrap()
    }

    #[test]
    fn random_play_neither_fills_its_eyes_nor_commits_suicide() {
        let position = game(
            "
            . X . . .
            X X . . .
            . . . O O
            . . . O .
            . . . O O",
        );
        let offered: Vec<String> = sensible_points(&position).iter().filter_map(|p| p.to_sgf()).collect();
        assert_eq!(offered.len(), 15, "17 empty points but Black's eye and White's eye");
        assert!(!offered.contains(&"aa".to_owned()), "Black keeps its eye");
        assert!(!offered.contains(&"ed".to_owned()), "White's eye is suicide for Black");
    }

    #[test]
    fn the_same_seed_plays_the_same_moves() {
        let position = game(
            "
            . . . . .
            . . . . .
            . . . . .
            . . . . .
            . . . . .",
        );
        let moves = |seed| {
            let mut seat = RandomSeat::new(seed);
            (0..5).map(|_| seat.choose(&position).unwrap()).collect::<Vec<_>>()
        };
        assert_eq!(moves(7), moves(7));
        assert_ne!(moves(7), moves(8));
    }
}
