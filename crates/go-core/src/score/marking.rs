//! Marking dead stones after play, with undo.
//!
//! The marking is its own value on top of a copy of the final board: toggling
//! never touches the game or its recorded moves. As is common practice, one
//! toggle flips every chain of the clicked colour in the same enclosed region
//! (the area reachable from the clicked stone without crossing the other
//! colour's living stones), so one click takes a whole dead group off.
//! Every toggle remembers exactly which stones it changed, so undoing a stack
//! of toggles restores every earlier marking.

use super::dead::{DeadSet, NoStone};
use super::layout::neighbours;
use crate::board::Board;
use crate::point::Point;
use serde::{Deserialize, Serialize};

/// What a toggle made of the stones it changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Mark {
    /// Marked dead (to be removed).
    Dead,
    /// Marked alive again.
    Alive,
}

/// One toggle: where it was made and which stones it changed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Toggle {
    /// The stone clicked.
    pub point: Point,
    /// What the clicked stone's colour in the region became.
    pub mark: Mark,
    /// The stones whose mark changed, row by row from the top left.
    pub changed: Vec<Point>,
}

/// Dead-stone marks on a final board, with a stack of toggles to undo.
#[derive(Clone, Debug)]
pub struct Marking {
    board: Board,
    dead: DeadSet,
    toggles: Vec<Toggle>,
}

impl Marking {
    /// No stone marked dead on `board` (a copy of the position after the last move).
    #[must_use]
    pub fn new(board: Board) -> Marking {
        Marking { board, dead: DeadSet::new(), toggles: Vec::new() }
    }

    /// Starts from a proposal (or any set): points without a stone are dropped.
    #[must_use]
    pub fn with_dead(board: Board, dead: &DeadSet) -> Marking {
        let kept = DeadSet::from_points(dead.points().filter(|&p| board.get(p).is_some()));
        Marking { board, dead: kept, toggles: Vec::new() }
    }

    /// The board being marked.
    #[must_use]
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The stones marked dead now.
    #[must_use]
    pub fn dead(&self) -> &DeadSet {
        &self.dead
    }

    /// The toggles made so far, oldest first.
    #[must_use]
    pub fn toggles(&self) -> &[Toggle] {
        &self.toggles
    }

    /// Flips the stone on `p` and every stone of its colour in the same
    /// enclosed region: dead if the clicked stone was alive, alive otherwise.
    pub fn toggle(&mut self, p: Point) -> Result<Toggle, NoStone> {
        let color = self.board.get(p).ok_or(NoStone(p))?;
        let mark = if self.dead.contains(p) { Mark::Alive } else { Mark::Dead };
        let size = self.board.size();
        let area = size.area();
        let mut seen = vec![false; area];
        let mut stack = vec![size.index(p)];
        let mut changed = Vec::new();
        if let Some(flag) = seen.get_mut(size.index(p)) {
            *flag = true;
        }
        while let Some(i) = stack.pop() {
            let q = size.point_at(i);
            if self.board.get(q) == Some(color) && self.dead.contains(q) != (mark == Mark::Dead) {
                changed.push(q);
            }
            for n in neighbours(size, i) {
                let point = size.point_at(n);
                let blocks = self.board.get(point).is_some_and(|c| c != color && !self.dead.contains(point));
                if !blocks && !seen.get(n).copied().unwrap_or(true) {
                    if let Some(flag) = seen.get_mut(n) {
                        *flag = true;
                    }
                    stack.push(n);
                }
            }
        }
        changed.sort_unstable_by_key(|q| (q.y, q.x));
        self.apply(&changed, mark);
        let toggle = Toggle { point: p, mark, changed };
        self.toggles.push(toggle.clone());
        Ok(toggle)
    }

    /// Takes back the most recent toggle; `None` when there is none.
    pub fn undo(&mut self) -> Option<Toggle> {
        let toggle = self.toggles.pop()?;
        let back = match toggle.mark {
            Mark::Dead => Mark::Alive,
            Mark::Alive => Mark::Dead,
        };
        self.apply(&toggle.changed, back);
        Some(toggle)
    }

    fn apply(&mut self, points: &[Point], mark: Mark) {
        for &q in points {
            match mark {
                Mark::Dead => self.dead.insert(q),
                Mark::Alive => self.dead.remove(q),
            };
        }
    }
}
