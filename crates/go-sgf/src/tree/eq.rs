//! Comparing game trees by content, and showing them as SGF in test failures.
//!
//! Two trees are equal when they have the same shape and the same properties
//! in the same order with the same raw values; node ids, positions in the file
//! and left-over arena entries from edits do not count.

use super::GameTree;
use std::fmt;

impl PartialEq for GameTree {
    fn eq(&self, other: &Self) -> bool {
        // Document order plus each node's child count fixes the shape of a tree.
        let mut mine = self.nodes();
        let mut theirs = other.nodes();
        loop {
            match (mine.next(), theirs.next()) {
                (None, None) => return true,
                (Some(a), Some(b)) => {
                    if a.child_count() != b.child_count() || !a.properties().eq(b.properties()) {
                        return false;
                    }
                }
                _ => return false,
            }
        }
    }
}

impl Eq for GameTree {}

impl fmt::Debug for GameTree {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crate::write::write_game(self))
    }
}
