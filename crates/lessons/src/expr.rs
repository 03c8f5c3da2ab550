//! Expectations computed from the position: sets of points (for "select the
//! points") and numbers (for "type the count").
//!
//! An author writes what to compute, e.g. `expected = { liberties = "cg" }`,
//! rather than the answer itself; go-core computes it, so the answer can never
//! disagree with the board. Sets and numbers that depend on the count use the
//! exercise's dead stones, prisoners and rules.

use crate::names::{self, SgfPoint};
use crate::setup::Setup;
use go_core::score::HalfPoints;
use go_core::{BoardSize, Color, Game, IllegalMove, Point, fixed_handicap};
use serde::{Deserialize, Serialize};

/// A set of points computed from the position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum PointSet<P> {
    /// Empty points that count for nobody once the dead stones are off
    /// (neutral points between the walls and the empty points of a seki).
    Neutral,
    /// The empty points inside a seki.
    Seki,
    /// The liberties of the chain on this point.
    Liberties(P),
    /// The stones of the chain on this point.
    Chain(P),
    /// A side's territory once the dead stones are off (their points included).
    Territory(#[serde(with = "names::color")] Color),
    /// Where this many fixed handicap stones go.
    Handicap(u8),
    /// Exactly these points, for sets go-core cannot compute.
    Points(Vec<P>),
    /// Every point where `color` may not play for `reason`: the stones for
    /// `occupied` (a click on a stone is refused for that reason), empty points
    /// for the rules that refuse a move (suicide, ko, superko).
    Illegal {
        /// Who would play.
        #[serde(with = "names::color")]
        color: Color,
        /// The rule that refuses it.
        reason: IllegalMove,
    },
}

/// A number computed from the position.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Number<P> {
    /// How many liberties the chain on this point has.
    Liberties(P),
    /// How many stones the chain on this point has.
    Stones(P),
    /// How many points a set has.
    Count(PointSet<P>),
    /// A side's score in the count (komi included for White).
    Score(#[serde(with = "names::color")] Color),
    /// By how many points the winner wins (0 for a tie).
    Margin,
    /// Exactly this number (a whole or half number), for counts go-core cannot compute.
    Value(f64),
}

impl PointSet<SgfPoint> {
    /// The set on a board of `size`.
    pub(crate) fn resolve(&self, size: BoardSize) -> Result<PointSet<Point>, String> {
        let at = |p: &SgfPoint| p.resolve(size);
        Ok(match self {
            PointSet::Neutral => PointSet::Neutral,
            PointSet::Seki => PointSet::Seki,
            PointSet::Liberties(c) => PointSet::Liberties(at(c)?),
            PointSet::Chain(c) => PointSet::Chain(at(c)?),
            PointSet::Territory(color) => PointSet::Territory(*color),
            PointSet::Handicap(n) => PointSet::Handicap(*n),
            PointSet::Points(points) => PointSet::Points(points.iter().map(at).collect::<Result<_, _>>()?),
            PointSet::Illegal { color, reason } => PointSet::Illegal { color: *color, reason: *reason },
        })
    }
}

impl Number<SgfPoint> {
    /// The number on a board of `size`.
    pub(crate) fn resolve(&self, size: BoardSize) -> Result<Number<Point>, String> {
        let at = |p: &SgfPoint| p.resolve(size);
        Ok(match self {
            Number::Liberties(c) => Number::Liberties(at(c)?),
            Number::Stones(c) => Number::Stones(at(c)?),
            Number::Count(set) => Number::Count(set.resolve(size)?),
            Number::Score(color) => Number::Score(*color),
            Number::Margin => Number::Margin,
            Number::Value(v) => {
                let halves = v * 2.0;
                if !halves.is_finite() || halves.fract() != 0.0 || halves.abs() > 1.0e6 {
                    return Err(format!("{v} is not a whole or half number"));
                }
                Number::Value(*v)
            }
        })
    }
}

/// The position an expectation is computed on, with the exercise's count settings.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Position<'a> {
    /// The position when the learner begins.
    pub(crate) game: &'a Game,
    /// Dead stones, prisoners and rules for the count.
    pub(crate) setup: &'a Setup,
}

impl PointSet<Point> {
    /// The points, row by row from the top left; an error names content that
    /// asks for something the position does not have.
    pub(crate) fn eval(&self, at: Position<'_>) -> Result<Vec<Point>, String> {
        let board = at.game.board();
        let size = board.size();
        let no_stone = |p: Point| format!("there is no stone on {}", names::display(p, size));
        let mut points = match self {
            PointSet::Neutral => {
                let scored = at.setup.score(at.game)?.points;
                scored.dame.into_iter().chain(scored.seki).collect()
            }
            PointSet::Seki => at.setup.score(at.game)?.points.seki,
            PointSet::Liberties(p) => board.liberties(*p).ok_or_else(|| no_stone(*p))?,
            PointSet::Chain(p) => board.chain(*p).ok_or_else(|| no_stone(*p))?.stones,
            PointSet::Territory(color) => at.setup.score(at.game)?.points.territory.get(*color).clone(),
            PointSet::Handicap(n) => fixed_handicap(size, *n).map_err(|e| e.to_string())?,
            PointSet::Points(points) => points.clone(),
            PointSet::Illegal { color, reason } => size
                .points()
                .filter(|&p| matches!(crate::goal::refusal(at.game, p, *color), crate::why::Why::Refused { reason: r, .. } if r == *reason))
                .collect(),
        };
        points.sort_unstable_by_key(|p| (p.y, p.x));
        points.dedup();
        Ok(points)
    }
}

impl Number<Point> {
    /// The number, in half points so that half-point scores stay exact.
    pub(crate) fn eval(&self, at: Position<'_>) -> Result<HalfPoints, String> {
        let board = at.game.board();
        let whole = |n: usize| HalfPoints::from_points(u32::try_from(n).unwrap_or(u32::MAX));
        let no_stone = |p: Point| format!("there is no stone on {}", names::display(p, board.size()));
        Ok(match self {
            Number::Liberties(p) => whole(board.liberty_count(*p).ok_or_else(|| no_stone(*p))?),
            Number::Stones(p) => whole(board.chain(*p).ok_or_else(|| no_stone(*p))?.stones.len()),
            Number::Count(set) => whole(set.eval(at)?.len()),
            Number::Score(color) => at.setup.score(at.game)?.count.side(*color).total,
            Number::Margin => {
                let margin = at.setup.score(at.game)?.count.white_minus_black.halves();
                HalfPoints::from_halves(margin.abs())
            }
            // Checked to be a half-integer of moderate size when the content was loaded.
            Number::Value(v) => HalfPoints::from_halves((v * 2.0) as i64),
        })
    }
}
