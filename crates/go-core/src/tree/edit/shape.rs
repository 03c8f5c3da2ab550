//! Edits of the tree's shape: new nodes, deleting and restoring subtrees,
//! reordering variations, promoting a line to the main line.

use super::{Direction, Edited, TreeEdit, TreeEditError};
use crate::game::PlayedMove;
use crate::moves::Move;
use crate::tree::{GameTree, NodeId, TreeError, TreeNode};

impl GameTree {
    /// Makes an edit of the tree's shape; a content edit never gets here, so
    /// the only other edit is a batch inside a batch.
    pub(super) fn edit_shape(&mut self, edit: &TreeEdit) -> Result<Edited, TreeEditError> {
        match *edit {
            TreeEdit::AddMove { parent, mv } => self.add_move(parent, mv),
            TreeEdit::AddSetupNode { parent } => self.add_node(parent, TreeNode::default()),
            TreeEdit::DeleteSubtree { node } => {
                let parent = self.parent(node);
                let index = self.delete_subtree(node).map_err(|e| self.refused(e, node, 0))?;
                Ok(Edited { inverse: TreeEdit::RestoreSubtree { node, index: count(index) }, focus: parent })
            }
            TreeEdit::RestoreSubtree { node, index } => {
                let at = usize::try_from(index).unwrap_or(usize::MAX);
                self.restore_subtree(node, at).map_err(|e| self.refused(e, node, index))?;
                Ok(Edited { inverse: TreeEdit::DeleteSubtree { node }, focus: Some(node) })
            }
            TreeEdit::MoveVariation { node, direction } => self.shift_variation(node, direction),
            TreeEdit::PlaceVariation { node, index } => {
                let at = usize::try_from(index).unwrap_or(usize::MAX);
                let old = self.move_variation(node, at).map_err(|e| self.refused(e, node, index))?;
                Ok(Edited { inverse: TreeEdit::PlaceVariation { node, index: count(old) }, focus: Some(node) })
            }
            TreeEdit::PromoteToMainLine { node } => self.promote(node),
            _ => Err(TreeEditError::NestedBatch),
        }
    }

    fn add_move(&mut self, parent: NodeId, mv: PlayedMove) -> Result<Edited, TreeEditError> {
        if let Move::Play(point) = mv.played
            && !self.info().size.contains(point)
        {
            return Err(TreeEditError::OffBoard { point });
        }
        self.add_node(parent, TreeNode { mv: Some(mv), ..TreeNode::default() })
    }

    fn add_node(&mut self, parent: NodeId, node: TreeNode) -> Result<Edited, TreeEditError> {
        let id = self.add_child(parent, node).map_err(|e| self.refused(e, parent, 0))?;
        Ok(Edited { inverse: TreeEdit::DeleteSubtree { node: id }, focus: Some(id) })
    }

    fn shift_variation(&mut self, node: NodeId, direction: Direction) -> Result<Edited, TreeEditError> {
        let (index, siblings) = self.place_of(node)?;
        let to = match direction {
            Direction::Up => index.checked_sub(1),
            Direction::Down => index.checked_add(1).filter(|&i| i < siblings),
        };
        let to = to.ok_or(TreeEditError::AtEdge { direction })?;
        self.move_variation(node, to).map_err(|e| self.refused(e, node, count(to)))?;
        Ok(Edited { inverse: TreeEdit::MoveVariation { node, direction: direction.opposite() }, focus: Some(node) })
    }

    /// Puts every node on the way from the root to `node` first among its
    /// siblings; the inverse puts back those that moved, deepest first.
    fn promote(&mut self, node: NodeId) -> Result<Edited, TreeEditError> {
        if !self.contains(node) {
            return Err(TreeEditError::UnknownNode { node });
        }
        if self.is_main_line(node) {
            return Err(TreeEditError::AlreadyMainLine { node });
        }
        let mut inverses = Vec::new();
        for step in self.path_to(node).into_iter().skip(1) {
            let old = self.move_variation(step, 0).map_err(|e| self.refused(e, step, 0))?;
            if old != 0 {
                inverses.push(TreeEdit::PlaceVariation { node: step, index: count(old) });
            }
        }
        inverses.reverse();
        Ok(Edited { inverse: TreeEdit::Batch { edits: inverses }, focus: Some(node) })
    }

    /// The place of `node` among its siblings, and how many siblings there are (itself included).
    fn place_of(&self, node: NodeId) -> Result<(usize, usize), TreeEditError> {
        if !self.contains(node) {
            return Err(TreeEditError::UnknownNode { node });
        }
        let parent = self.parent(node).ok_or(TreeEditError::Root)?;
        let index = self.child_index(node).ok_or(TreeEditError::UnknownNode { node })?;
        Ok((index, self.children(parent).count()))
    }

    /// The edit error for a refused change of `node`'s place (`index` as asked).
    fn refused(&self, error: TreeError, node: NodeId, index: u32) -> TreeEditError {
        match error {
            TreeError::UnknownNode => TreeEditError::UnknownNode { node },
            TreeError::Full => TreeEditError::Full,
            TreeError::Root => TreeEditError::Root,
            TreeError::NotDeleted => TreeEditError::NotDeleted { node },
            TreeError::IndexOutOfRange => {
                let siblings = self.attached_parent(node).map_or(0, |p| self.children(p).count());
                TreeEditError::IndexOutOfRange { index, count: count(siblings) }
            }
        }
    }
}

fn count(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}
