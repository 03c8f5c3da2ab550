//! One line per node for the review screen's tree view: what the node is
//! (a move, setup, a comment) and where it hangs, without its full content.

use super::node::{MoveAnnotation, PositionAnnotation};
use super::{GameTree, NodeId};
use crate::game::PlayedMove;
use serde::{Deserialize, Serialize};

/// A node as the tree view shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct NodeSummary {
    /// The node.
    pub id: NodeId,
    /// Its parent; `None` for the root.
    pub parent: Option<NodeId>,
    /// Its children; the first continues the line, the others are variations.
    pub children: Vec<NodeId>,
    /// Distance from the root (the root is 0).
    pub depth: u32,
    /// Moves from the root to here, this node's included.
    pub move_number: u32,
    /// The node's move.
    #[serde(rename = "move")]
    pub mv: Option<PlayedMove>,
    /// Whether the node has setup stones or `PL`.
    pub setup: bool,
    /// Whether the node has a comment.
    pub comment: bool,
    /// Whether the node draws markup.
    pub markup: bool,
    /// The node's name.
    pub name: Option<String>,
    /// A judgement of the move.
    pub move_annotation: Option<MoveAnnotation>,
    /// A judgement of the position.
    pub position_annotation: Option<PositionAnnotation>,
    /// Whether the node lies on the main line.
    pub main_line: bool,
}

impl GameTree {
    /// Every node's summary, in arena order (parents before children; for a
    /// record read from a file that is document order; deleted nodes left out).
    /// Sibling order is given by each summary's `children`.
    #[must_use]
    pub fn summaries(&self) -> Vec<NodeSummary> {
        let mut out: Vec<NodeSummary> = Vec::with_capacity(self.node_count());
        // Where each id's summary stands in `out`, for finding a parent's.
        let mut at: Vec<Option<usize>> = vec![None; self.id_bound()];
        for index in 0..self.id_bound() {
            let Some(id) = NodeId::from_index(index) else { break };
            let Some(node) = self.node(id) else { continue };
            let parent = self.parent(id);
            // Parents come first in the arena, so their summary is already there.
            let above = parent.and_then(|p| at.get(p.index()).copied().flatten()).and_then(|i| out.get(i));
            let (depth, moves_before, parent_main) =
                above.map_or((0, 0, true), |s| (s.depth + 1, s.move_number, s.main_line));
            let first = parent.is_none_or(|p| self.first_child(p) == Some(id));
            if let Some(slot) = at.get_mut(index) {
                *slot = Some(out.len());
            }
            out.push(NodeSummary {
                id,
                parent,
                children: self.children(id).collect(),
                depth,
                move_number: moves_before + u32::from(node.mv.is_some()),
                mv: node.mv,
                setup: node.has_setup(),
                comment: node.comment.is_some(),
                markup: !node.markup.is_empty(),
                name: node.name.clone(),
                move_annotation: node.move_annotation,
                position_annotation: node.position_annotation,
                main_line: parent_main && first,
            });
        }
        out
    }
}
