//! The main line by move numbers: which node shows the position after N
//! moves, and every such position in one walk (what `logo board --all` prints).

use super::position::{Cursor, NodePosition};
use super::{GameTree, NodeId};
use crate::rules::Rules;

impl GameTree {
    /// The last node of the main line reached after `moves` moves (0: before the
    /// first move, setup nodes included); `None` if the main line is shorter.
    #[must_use]
    pub fn main_line_node(&self, moves: u32) -> Option<NodeId> {
        let mut count = 0u32;
        let mut found = None;
        for id in self.main_line() {
            count += u32::from(self.has_move(id));
            match count.cmp(&moves) {
                std::cmp::Ordering::Equal => found = Some(id),
                std::cmp::Ordering::Greater => break,
                std::cmp::Ordering::Less => {}
            }
        }
        found
    }

    /// How many moves the main line has.
    #[must_use]
    pub fn main_line_moves(&self) -> u32 {
        let moves = self.main_line().filter(|&id| self.has_move(id)).count();
        u32::try_from(moves).unwrap_or(u32::MAX)
    }

    /// The position after every move of the main line, from move 0 (the
    /// starting position, setup included) to the last, replayed once under `rules`:
    /// element `n` is the position at [`GameTree::main_line_node`]`(n)`. (A
    /// record whose root holds a move has no move 0: it starts with move 1.)
    #[must_use]
    pub fn main_line_positions(&self, rules: Rules) -> Vec<NodePosition> {
        let mut cursor = Cursor::new(self, rules);
        let mut positions = Vec::new();
        let mut line = self.main_line().peekable();
        while let Some(id) = line.next() {
            cursor.goto(id);
            if line.peek().is_none_or(|&next| self.has_move(next)) {
                positions.push(cursor.position());
            }
        }
        positions
    }

    fn has_move(&self, id: NodeId) -> bool {
        self.node(id).is_some_and(|n| n.mv.is_some())
    }
}
