//! What a choice option says about the count of the exercise's position
//! ("White wins by 2 points", "jigo"), so that go-core can confirm the
//! author's key instead of trusting it.
//!
//! The count is the one number exercises use ([`Setup::score`]): the
//! position when the learner begins, with the exercise's rules and komi,
//! dead stones and prisoners.

use super::Setup;
use crate::why::Why;
use go_core::score::HalfPoints;
use go_core::{Color, Game, GameResult};
use serde::Deserialize;
use std::cmp::Ordering;

/// Who wins the count, as a choice option says it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Winner {
    /// Black has more points.
    Black,
    /// White has more points.
    White,
    /// Nobody: both have the same number of points (jigo). Written `"none"`.
    #[serde(rename = "none")]
    Nobody,
}

impl Winner {
    /// The winner of a count's result.
    #[must_use]
    pub fn of(result: GameResult) -> Winner {
        match result.winner() {
            Some(Color::Black) => Winner::Black,
            Some(Color::White) => Winner::White,
            None => Winner::Nobody,
        }
    }
}

/// A choice option's statement about the count: who wins, and optionally by
/// how much.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CountClaim {
    /// Who wins.
    pub winner: Winner,
    /// By how many points, if the option says (never with [`Winner::Nobody`]).
    pub margin: Option<HalfPoints>,
}

/// go-core's verdict on a [`CountClaim`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct ClaimVerdict {
    /// The count's result in SGF notation (`W+2`, `0`), for messages to authors.
    pub(crate) result: String,
    /// The fact that contradicts the claim; `None` when the claim is true.
    pub(crate) contradiction: Option<Why>,
}

impl CountClaim {
    /// A claim as written: `winner` and an optional `margin`, which must be
    /// positive and needs a winner.
    pub(crate) fn new(winner: Winner, margin: Option<HalfPoints>) -> Result<CountClaim, String> {
        match margin {
            Some(_) if winner == Winner::Nobody => {
                Err("`margin` makes no sense for a tie (`winner = \"none\"`)".into())
            }
            Some(m) if m <= HalfPoints::ZERO => Err(format!("`margin` must be more than 0, not {m}")),
            _ => Ok(CountClaim { winner, margin }),
        }
    }

    /// Checks the claim against the count of `game` under `setup`; an error
    /// names content whose count cannot be made (a dead stone on an empty point).
    pub(crate) fn check(&self, game: &Game, setup: &Setup) -> Result<ClaimVerdict, String> {
        let result = setup.score(game)?.count.result;
        Ok(ClaimVerdict { result: result.to_sgf(), contradiction: self.against(result) })
    }

    /// `None` when the claim agrees with `result`; otherwise the wrong
    /// winner, or a margin too low or too high.
    fn against(&self, result: GameResult) -> Option<Why> {
        if Winner::of(result) != self.winner {
            return Some(Why::WrongWinner);
        }
        let said = self.margin?;
        let right = match result {
            GameResult::Score { margin_halves, .. } => HalfPoints::from_halves(i64::from(margin_halves)),
            _ => HalfPoints::ZERO,
        };
        match said.cmp(&right) {
            Ordering::Less => Some(Why::TooLow { color: None }),
            Ordering::Greater => Some(Why::TooHigh { color: None }),
            Ordering::Equal => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn white_by(halves: u32) -> GameResult {
        GameResult::Score { winner: Color::White, margin_halves: halves }
    }

    #[test]
    fn a_claim_names_the_winner_and_may_name_the_margin() {
        let white = CountClaim::new(Winner::White, None).unwrap();
        assert_eq!(white.against(white_by(4)), None);
        assert_eq!(white.against(GameResult::Draw), Some(Why::WrongWinner));
        let by_two = CountClaim::new(Winner::White, Some(HalfPoints::from_points(2))).unwrap();
        assert_eq!(by_two.against(white_by(4)), None);
        assert_eq!(by_two.against(white_by(10)), Some(Why::TooLow { color: None }));
        assert_eq!(by_two.against(white_by(1)), Some(Why::TooHigh { color: None }));
        let tie = CountClaim::new(Winner::Nobody, None).unwrap();
        assert_eq!(tie.against(GameResult::Draw), None);
        assert_eq!(tie.against(white_by(1)), Some(Why::WrongWinner));
    }

    #[test]
    fn a_margin_needs_a_winner_and_must_be_positive() {
        assert!(CountClaim::new(Winner::Nobody, Some(HalfPoints::from_points(1))).is_err());
        assert!(CountClaim::new(Winner::Black, Some(HalfPoints::ZERO)).is_err());
        assert!(CountClaim::new(Winner::Black, Some(HalfPoints::from_halves(1))).is_ok());
    }
}
