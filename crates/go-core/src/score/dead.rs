//! The set of stones the players agreed are dead.
//!
//! A separate value on top of a board: marking stones dead never touches the
//! game or its recorded moves. Whole chains are the unit wherever a person
//! names stones (`logo score --dead dd,pp`), so a named point stands for its
//! chain.

use crate::board::Board;
use crate::point::Point;
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;

/// Stones marked dead, by point, in row-major order from the top left.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct DeadSet(#[cfg_attr(feature = "ts", ts(as = "Vec<Point>"))] BTreeSet<RowMajor>);

/// A point ordered row by row (the order every point list of LoGo uses).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
struct RowMajor(Point);

impl PartialOrd for RowMajor {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for RowMajor {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        (self.0.y, self.0.x).cmp(&(other.0.y, other.0.x))
    }
}

/// A point given as dead that holds no stone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("there is no stone on ({}, {})", .0.x, .0.y)]
pub struct NoStone(pub Point);

impl DeadSet {
    /// Nothing dead.
    #[must_use]
    pub fn new() -> DeadSet {
        DeadSet::default()
    }

    /// Exactly these points (no chain expansion; points without a stone are
    /// ignored by the count).
    pub fn from_points(points: impl IntoIterator<Item = Point>) -> DeadSet {
        DeadSet(points.into_iter().map(RowMajor).collect())
    }

    /// Every stone of the chains through `points`, as `--dead dd,pp` means it;
    /// refuses a point that holds no stone.
    pub fn chains_at(board: &Board, points: &[Point]) -> Result<DeadSet, NoStone> {
        let mut set = DeadSet::new();
        for &p in points {
            let chain = board.chain(p).ok_or(NoStone(p))?;
            set.0.extend(chain.stones.into_iter().map(RowMajor));
        }
        Ok(set)
    }

    /// Whether `p` is marked dead.
    #[must_use]
    pub fn contains(&self, p: Point) -> bool {
        self.0.contains(&RowMajor(p))
    }

    /// Marks `p` dead; returns whether it was not marked before.
    pub fn insert(&mut self, p: Point) -> bool {
        self.0.insert(RowMajor(p))
    }

    /// Marks `p` alive again; returns whether it was marked.
    pub fn remove(&mut self, p: Point) -> bool {
        self.0.remove(&RowMajor(p))
    }

    /// The marked points, row by row from the top left.
    pub fn points(&self) -> impl Iterator<Item = Point> + '_ {
        self.0.iter().map(|r| r.0)
    }

    /// How many points are marked.
    #[must_use]
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether nothing is marked.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Row-major flags for `board`: true where a marked point holds a stone.
    pub(crate) fn flags(&self, board: &Board) -> Vec<bool> {
        let size = board.size();
        size.points().map(|p| self.contains(p) && board.get(p).is_some()).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_named_point_stands_for_its_whole_chain() {
        let board = Board::from_ascii(
            "
            . X X .
            . . X .
            O . . .
            . . . .
            ",
        )
        .unwrap();
        let dead = DeadSet::chains_at(&board, &[Point::new(2, 1)]).unwrap();
        let named: Vec<String> = dead.points().filter_map(Point::to_sgf).collect();
        assert_eq!(named, ["ba", "ca", "cb"]);
        assert_eq!(DeadSet::chains_at(&board, &[Point::new(3, 3)]), Err(NoStone(Point::new(3, 3))));
        assert_eq!(serde_json::to_string(&dead).unwrap(), r#"["ba","ca","cb"]"#);
    }
}
