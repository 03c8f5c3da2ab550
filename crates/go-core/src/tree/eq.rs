//! Comparing game records by what they say: the same information, the same
//! shape and the same content in every node. Ids do not count (an edited tree
//! and its copy read back from a file number their nodes differently), nor do
//! deleted nodes.

use super::GameTree;

impl PartialEq for GameTree {
    fn eq(&self, other: &Self) -> bool {
        if self.info() != other.info() || self.node_count() != other.node_count() {
            return false;
        }
        // Document order plus each node's child count fixes the shape of a tree.
        self.preorder()
            .zip(other.preorder())
            .all(|(a, b)| self.node(a) == other.node(b) && self.children(a).count() == other.children(b).count())
    }
}
