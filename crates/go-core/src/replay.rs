//! Replaying a game record as it was played, rules or no rules.
//!
//! The SGF reader and `logo board` need to walk records that break the rules:
//! moves out of turn, ko retakes, suicides, moves after the game would have
//! ended, setup stones in the middle. [`Replay`] applies all of it, flags what
//! the rules would have refused, and remembers why and after which move play
//! would have ended. It never refuses and never panics.

use crate::board::Board;
use crate::color::{Color, PerColor};
use crate::game::IllegalPoint;
use crate::game::state::PlayState;
use crate::moves::{IllegalMove, Move};
use crate::point::{BoardSize, Point};
use crate::rules::Rules;
use serde::{Deserialize, Serialize};

/// Why play would have stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    /// Two passes in a row.
    TwoPasses,
    /// The same position with the same player to move occurred a third time
    /// (under simple ko).
    Repetition,
}

/// Where the rules would have ended play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct PlayEnd {
    /// Why.
    pub reason: EndReason,
    /// The number of the move after which play would have ended.
    pub after_move: u32,
}

/// Setup changes at one node (SGF `AB`, `AW`, `AE`), applied together.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Setup {
    /// Points that get a black stone.
    pub black: Vec<Point>,
    /// Points that get a white stone.
    pub white: Vec<Point>,
    /// Points that are cleared.
    pub empty: Vec<Point>,
}

/// What one replayed move did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayStep {
    /// Opponent stones captured, row by row.
    pub captured: Vec<Point>,
    /// Own stones removed by suicide (counted as captured by the opponent).
    pub self_captured: Vec<Point>,
    /// The rule the move broke: `occupied` and `off_board` left the board
    /// unchanged; `suicide`, `ko` and `superko` were applied anyway.
    pub violation: Option<IllegalMove>,
    /// Whether the other player was to move.
    pub out_of_turn: bool,
    /// Set when this very move is where play would have ended.
    pub ended: Option<PlayEnd>,
}

/// A record being replayed.
#[derive(Clone, Debug)]
pub struct Replay {
    state: PlayState,
    end: Option<PlayEnd>,
}

impl Replay {
    /// An empty board of `size` with Black to move.
    #[must_use]
    pub fn new(size: BoardSize, rules: Rules) -> Replay {
        Replay { state: PlayState::new(Board::new(size), Color::Black, rules), end: None }
    }

    /// The current position.
    #[must_use]
    pub fn board(&self) -> &Board {
        &self.state.board
    }

    /// The player to move: the opponent of the last mover, or as set.
    #[must_use]
    pub fn to_play(&self) -> Color {
        self.state.to_play
    }

    /// Stones captured *by* each colour.
    #[must_use]
    pub fn captures(&self) -> PerColor<u32> {
        self.state.captures
    }

    /// Number of moves replayed (passes and flagged moves count).
    #[must_use]
    pub fn move_number(&self) -> u32 {
        self.state.moves
    }

    /// Where play would first have ended, if it would have.
    #[must_use]
    pub fn end(&self) -> Option<PlayEnd> {
        self.end
    }

    /// Every empty point where the player to move may not play (suicide, ko,
    /// superko), row by row, whether or not play would have ended.
    #[must_use]
    pub fn illegal_points(&self) -> Vec<IllegalPoint> {
        self.state.illegal_points(self.state.to_play)
    }

    /// Applies setup changes (no captures; chains without liberties may
    /// remain) and lifts any ko ban. Returns the points off the board, which
    /// are skipped.
    pub fn setup(&mut self, setup: &Setup) -> Vec<Point> {
        let changes: Vec<(Point, Option<Color>)> = setup
            .empty
            .iter()
            .map(|&p| (p, None))
            .chain(setup.black.iter().map(|&p| (p, Some(Color::Black))))
            .chain(setup.white.iter().map(|&p| (p, Some(Color::White))))
            .collect();
        self.state.setup(&changes, self.state.to_play)
    }

    /// Sets the player to move (SGF `PL`).
    pub fn set_to_play(&mut self, color: Color) {
        self.state.setup(&[], color);
    }

    /// Replays `color`'s move `mv`, whatever the rules say.
    pub fn play(&mut self, color: Color, mv: Move) -> ReplayStep {
        let out_of_turn = color != self.state.to_play;
        let mut step =
            ReplayStep { captured: Vec::new(), self_captured: Vec::new(), violation: None, out_of_turn, ended: None };
        let mut reason = None;
        match mv {
            Move::Pass => {
                self.state.pass(color);
                if self.state.passes_in_a_row >= 2 {
                    reason = Some(EndReason::TwoPasses);
                }
            }
            Move::Play(p) => match self.state.judge_leniently(color, p) {
                Err(unplayable) => {
                    step.violation = Some(unplayable);
                    self.state.void_move(color);
                }
                Ok((analysis, violation)) => {
                    step.violation = violation;
                    let done = self.state.play_stone(&analysis);
                    step.captured = done.placement.captured;
                    step.self_captured = done.placement.self_captured;
                    if done.third_repetition {
                        reason = Some(EndReason::Repetition);
                    }
                }
            },
        }
        if let (Some(reason), None) = (reason, self.end) {
            let end = PlayEnd { reason, after_move: self.state.moves };
            self.end = Some(end);
            step.ended = Some(end);
        }
        step
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::RulesPreset;

    fn pt(label: &str, size: BoardSize) -> Point {
        Point::from_display(label, size).expect("test point")
    }

    #[test]
    fn a_record_is_replayed_past_its_end_with_every_violation_flagged() {
        let size = BoardSize::square(4).unwrap();
        let mut replay = Replay::new(size, RulesPreset::Japanese.rules());
        let setup = Setup { black: vec![pt("B4", size), pt("A3", size), pt("B2", size)], ..Setup::default() };
        assert!(replay.setup(&setup).is_empty());
        let white =
            Setup { white: vec![pt("C4", size), pt("B3", size), pt("D3", size), pt("C2", size)], ..Setup::default() };
        replay.setup(&white);
        let play = |r: &mut Replay, color, label: &str| r.play(color, Move::Play(pt(label, size)));

        let take = play(&mut replay, Color::Black, "C3");
        assert_eq!((take.captured.len(), take.violation), (1, None));
        let retake = play(&mut replay, Color::White, "B3");
        assert_eq!((retake.captured.len(), retake.violation), (1, Some(IllegalMove::Ko)));
        let occupied = play(&mut replay, Color::White, "B3");
        assert_eq!((occupied.violation, occupied.out_of_turn), (Some(IllegalMove::Occupied), true));
        let suicide = play(&mut replay, Color::Black, "D4");
        assert_eq!((suicide.self_captured.len(), suicide.violation), (1, Some(IllegalMove::Suicide)));
        assert_eq!(replay.captures(), PerColor::new(1, 2));

        assert_eq!(replay.play(Color::White, Move::Pass).ended, None);
        let second = replay.play(Color::Black, Move::Pass);
        let end = PlayEnd { reason: EndReason::TwoPasses, after_move: 6 };
        assert_eq!(second.ended, Some(end));
        let later = play(&mut replay, Color::White, "D1");
        assert_eq!((later.violation, later.ended, replay.end()), (None, None, Some(end)));
        assert_eq!(replay.move_number(), 7);
        assert_eq!(replay.board().get(pt("D1", size)), Some(Color::White));
    }

    #[test]
    fn off_board_points_are_flagged_and_skipped() {
        let size = BoardSize::square(3).unwrap();
        let mut replay = Replay::new(size, RulesPreset::Chinese.rules());
        let far = Point::new(7, 7);
        assert_eq!(replay.setup(&Setup { black: vec![far], ..Setup::default() }), [far]);
        let step = replay.play(Color::Black, Move::Play(far));
        assert_eq!(step.violation, Some(IllegalMove::OffBoard));
        assert_eq!(replay.to_play(), Color::White);
        replay.set_to_play(Color::Black);
        assert_eq!(replay.to_play(), Color::Black);
        assert!(replay.illegal_points().is_empty());
    }
}
