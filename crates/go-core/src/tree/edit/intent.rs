//! What a board editor means, as edits: "this point shows a black stone
//! here" becomes the one setup value that makes it so, given what the node
//! inherits; "play here" finds the variation that already holds the move.

use super::{SetupPoint, TreeEdit, TreeEditError};
use crate::color::Color;
use crate::game::PlayedMove;
use crate::point::Point;
use crate::tree::{GameTree, NodeId};

impl GameTree {
    /// The [`TreeEdit::SetSetup`] that makes `point` show `stone` (`None`:
    /// empty) after `node`'s setup: no setup value where the position before
    /// the node already shows it (a stone inherited stays inherited), else
    /// `AB`, `AW` or `AE`.
    pub fn setup_edit_for(&self, node: NodeId, point: Point, stone: Option<Color>) -> Result<TreeEdit, TreeEditError> {
        if !self.contains(node) {
            return Err(TreeEditError::UnknownNode { node });
        }
        if !self.info().size.contains(point) {
            return Err(TreeEditError::OffBoard { point });
        }
        let inherited = self.parent(node).and_then(|p| self.position_at(p)).and_then(|p| p.board.get(point));
        let value = match stone {
            _ if stone == inherited => None,
            Some(Color::Black) => Some(SetupPoint::Black),
            Some(Color::White) => Some(SetupPoint::White),
            None => Some(SetupPoint::Empty),
        };
        Ok(TreeEdit::SetSetup { node, point, stone: value })
    }

    /// The child of `parent` that holds exactly `mv`, if one does (to go
    /// there instead of adding the same variation twice).
    #[must_use]
    pub fn child_with_move(&self, parent: NodeId, mv: PlayedMove) -> Option<NodeId> {
        self.children(parent).find(|&c| self.node(c).and_then(|n| n.mv) == Some(mv))
    }
}
