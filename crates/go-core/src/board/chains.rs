//! Chain bookkeeping: walking, merging, removing and rebuilding chains.
//!
//! Kept apart from move logic so that the invariants live in one place:
//! every stone's `head` names its chain's head, `next` links the chain's stones
//! in a cycle, and the head's `libs`/`size` hold the pseudo-liberties and the
//! number of stones.

use super::{Board, Cell, Content};
use crate::point::Point;

impl Board {
    /// The cell at `i`, or a border cell for an index outside the array.
    pub(crate) fn cell(&self, i: usize) -> Cell {
        self.cells.get(i).copied().unwrap_or(Cell { content: Content::Border, ..Cell::default() })
    }

    pub(crate) fn cell_mut(&mut self, i: usize) -> Option<&mut Cell> {
        self.cells.get_mut(i)
    }

    /// The head of the chain on stone cell `i`.
    pub(crate) fn head(&self, i: usize) -> usize {
        usize::from(self.cell(i).head)
    }

    /// One more pseudo-liberty for the chain headed at `head`.
    pub(crate) fn gain_liberty(&mut self, head: usize) {
        if let Some(cell) = self.cells.get_mut(head) {
            cell.libs = cell.libs.saturating_add(1);
        }
    }

    /// One pseudo-liberty less for the chain headed at `head`.
    pub(crate) fn lose_liberty(&mut self, head: usize) {
        if let Some(cell) = self.cells.get_mut(head) {
            cell.libs = cell.libs.saturating_sub(1);
        }
    }

    /// The stones of the chain on stone cell `i`, in list order.
    pub(crate) fn chain_stones(&self, i: usize) -> Vec<usize> {
        let mut stones = Vec::new();
        let mut s = i;
        loop {
            stones.push(s);
            s = usize::from(self.cell(s).next);
            // The length bound guards against a broken cycle instead of looping forever.
            if s == i || stones.len() > self.cells.len() {
                break;
            }
        }
        stones
    }

    /// Calls `visit` on every stone of the chain on stone cell `i`, without allocating.
    pub(crate) fn for_each_stone(&self, i: usize, mut visit: impl FnMut(usize)) {
        let mut s = i;
        let mut steps = 0;
        loop {
            visit(s);
            s = usize::from(self.cell(s).next);
            steps += 1;
            if s == i || steps > self.cells.len() {
                break;
            }
        }
    }

    /// The distinct liberties of the chain on stone cell `i`.
    pub(crate) fn chain_liberties(&self, i: usize) -> Vec<usize> {
        let mut seen = vec![false; self.cells.len()];
        let mut liberties = Vec::new();
        for s in self.chain_stones(i) {
            for n in self.neighbours(s) {
                if self.content(n) == Content::Empty && !seen.get(n).copied().unwrap_or(true) {
                    if let Some(flag) = seen.get_mut(n) {
                        *flag = true;
                    }
                    liberties.push(n);
                }
            }
        }
        liberties
    }

    /// Joins the chains headed at `a` and `b` (same colour, distinct) and
    /// returns the head of the union: the larger chain's head.
    pub(crate) fn merge(&mut self, a: usize, b: usize) -> usize {
        let (keep, absorb) = if self.cell(a).size >= self.cell(b).size { (a, b) } else { (b, a) };
        let absorbed = self.cell(absorb);
        let mut s = absorb;
        loop {
            let next = usize::from(self.cell(s).next);
            if let Some(cell) = self.cells.get_mut(s) {
                cell.head = keep as u16;
            }
            s = next;
            if s == absorb {
                break;
            }
        }
        let kept_next = self.cell(keep).next;
        if let Some(cell) = self.cells.get_mut(keep) {
            cell.next = absorbed.next;
            cell.libs = cell.libs.saturating_add(absorbed.libs);
            cell.size = cell.size.saturating_add(absorbed.size);
        }
        if let Some(cell) = self.cells.get_mut(absorb) {
            cell.next = kept_next;
        }
        keep
    }

    /// Takes the chain headed at `head` off the board, gives its points back as
    /// liberties to the adjacent chains, and appends the removed points to `removed`.
    pub(crate) fn remove_chain(&mut self, head: usize, removed: &mut Vec<Point>) {
        let Some(color) = self.content(head).color() else { return };
        let stones = self.chain_stones(head);
        for &s in &stones {
            self.note_removed(s, color);
            if let Some(cell) = self.cells.get_mut(s) {
                cell.content = Content::Empty;
            }
        }
        for &s in &stones {
            for n in self.neighbours(s) {
                if matches!(self.content(n), Content::Black | Content::White) {
                    let h = self.head(n);
                    self.gain_liberty(h);
                }
            }
            removed.push(self.point_of(s));
        }
    }

    /// Recomputes every chain from the stones alone (after setup changes).
    pub(crate) fn rebuild_chains(&mut self) {
        let indices: Vec<usize> = self.point_indices().collect();
        for &i in &indices {
            if let Some(cell) = self.cells.get_mut(i) {
                *cell = Cell { content: cell.content, head: i as u16, next: i as u16, libs: 0, size: 0 };
            }
        }
        let mut assigned = vec![false; self.cells.len()];
        for &start in &indices {
            let content = self.content(start);
            if content.color().is_none() || assigned.get(start).copied().unwrap_or(true) {
                continue;
            }
            let members = self.flood(start, content, &mut assigned);
            self.link_chain(&members);
        }
    }

    /// The stones connected to `start` that hold `content`, marking them assigned.
    fn flood(&self, start: usize, content: Content, assigned: &mut [bool]) -> Vec<usize> {
        let mut members = Vec::new();
        let mut stack = vec![start];
        if let Some(flag) = assigned.get_mut(start) {
            *flag = true;
        }
        while let Some(s) = stack.pop() {
            members.push(s);
            for n in self.neighbours(s) {
                if self.content(n) == content && !assigned.get(n).copied().unwrap_or(true) {
                    if let Some(flag) = assigned.get_mut(n) {
                        *flag = true;
                    }
                    stack.push(n);
                }
            }
        }
        members
    }

    /// Makes `members` one chain headed by its first stone.
    fn link_chain(&mut self, members: &[usize]) {
        let Some(&head) = members.first() else { return };
        let libs: usize = members
            .iter()
            .map(|&s| self.neighbours(s).iter().filter(|&&n| self.content(n) == Content::Empty).count())
            .sum();
        for (k, &s) in members.iter().enumerate() {
            let next = members.get(k + 1).copied().unwrap_or(head);
            if let Some(cell) = self.cells.get_mut(s) {
                cell.head = head as u16;
                cell.next = next as u16;
            }
        }
        if let Some(cell) = self.cells.get_mut(head) {
            cell.libs = libs as u16;
            cell.size = members.len() as u16;
        }
    }
}
