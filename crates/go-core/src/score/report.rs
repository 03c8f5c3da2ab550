//! What a count produces: every term per side, the result, the other
//! counting method's verdict, and the point sets the board draws.

use super::halves::HalfPoints;
use crate::color::{Color, PerColor};
use crate::point::Point;
use crate::result::GameResult;
use crate::rules::{Rules, ScoringMethod};
use serde::{Deserialize, Serialize};

/// The stones one side has taken.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Prisoners {
    /// Stones captured during play.
    pub captured: u32,
    /// The opponent's dead stones removed at the end.
    pub dead: u32,
}

impl Prisoners {
    /// Both kinds together.
    #[must_use]
    pub fn total(self) -> u32 {
        self.captured.saturating_add(self.dead)
    }
}

/// One side's terms. Every term is always filled in; which of them make up
/// `total` depends on the counting method (see [`Count::method`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct SideScore {
    /// Empty points (and points of removed dead stones) that count for this side.
    pub territory: u32,
    /// This side's stones left on the board (counted under area counting only).
    pub stones: u32,
    /// Stones this side took (counted under territory counting only).
    pub prisoners: Prisoners,
    /// Komi received (White only; zero for Black).
    pub komi: HalfPoints,
    /// Handicap compensation received, in points (White only; zero for Black).
    pub handicap_bonus: u32,
    /// The side's score under the method.
    pub total: HalfPoints,
}

/// One counting method's verdict.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Count {
    /// Territory (territory + prisoners) or area (stones + territory).
    pub method: ScoringMethod,
    /// Black's terms.
    pub black: SideScore,
    /// White's terms.
    pub white: SideScore,
    /// White's total minus Black's: positive when White wins.
    pub white_minus_black: HalfPoints,
    /// `Score` or `Draw` (a tie; under the simple rules both players win).
    pub result: GameResult,
}

impl Count {
    /// The terms of `color`.
    #[must_use]
    pub fn side(&self, color: Color) -> &SideScore {
        match color {
            Color::Black => &self.black,
            Color::White => &self.white,
        }
    }
}

/// The points a scoring board draws, each list row by row from the top left.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ScoredPoints {
    /// Points counted for each side as territory: empty points and the points
    /// of removed dead stones.
    pub territory: PerColor<Vec<Point>>,
    /// Stones removed as dead.
    pub dead: Vec<Point>,
    /// Empty points inside a seki: shared liberties and seki eyes.
    pub seki: Vec<Point>,
    /// Stones alive in seki.
    pub seki_stones: Vec<Point>,
    /// Empty points that count for nobody and are not part of a seki.
    pub dame: Vec<Point>,
}

/// A finished count under a rule set, with the other method alongside.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Score {
    /// The rules counted under (komi included).
    pub rules: Rules,
    /// The count under `rules`.
    pub count: Count,
    /// The count under the other method (area if `rules` count territory and
    /// vice versa; seki eyes as that method usually treats them), for a line
    /// like "nach chinesischer Zählung: W+1.5".
    pub other: Count,
    /// What to draw.
    pub points: ScoredPoints,
}

impl Score {
    /// The result in SGF `RE` notation: `B+3.5`, `W+0.5`, `0`.
    #[must_use]
    pub fn result_sgf(&self) -> String {
        self.count.result.to_sgf()
    }
}

/// The result for a margin: the side ahead wins by it, a zero margin is a draw.
#[must_use]
pub fn result_of(white_minus_black: HalfPoints) -> GameResult {
    let halves = white_minus_black.halves();
    let margin_halves = u32::try_from(halves.unsigned_abs()).unwrap_or(u32::MAX);
    match halves.signum() {
        1 => GameResult::Score { winner: Color::White, margin_halves },
        -1 => GameResult::Score { winner: Color::Black, margin_halves },
        _ => GameResult::Draw,
    }
}
