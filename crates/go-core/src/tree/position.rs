//! The position at any node, replayed from the root, and what the record did wrong on the way.
//!
//! Records break the rules: moves on occupied points, suicides, ko retakes,
//! moves out of turn, setup stones in the middle of a game. A [`Cursor`]
//! applies each node with [`Replay`], which plays all of it, and notes per
//! node what would have been refused ([`NodeIssue`]); nothing is refused and
//! nothing panics. Who is to move after setup without `PL` is not known from
//! the rules, so the next move decides (a handicap game's first White move is
//! not out of turn).

use super::{GameTree, NodeId, TreeNode};
use crate::board::Board;
use crate::color::{Color, PerColor};
use crate::game::{IllegalPoint, PlayedMove};
use crate::moves::IllegalMove;
use crate::point::{BoardSize, Point};
use crate::replay::{PlayEnd, Replay};
use crate::rules::Rules;
use serde::{Deserialize, Serialize};

/// Something a node does that the rules or the SGF standard would not allow. Shown, not refused.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "code", rename_all = "snake_case")]
pub enum NodeIssue {
    /// The node's move breaks a rule: `occupied` and `off_board` moves change
    /// nothing, `suicide`, `ko` and `superko` are played anyway.
    Illegal {
        /// Which rule.
        reason: IllegalMove,
    },
    /// The node's move is by the player who was not to move.
    OutOfTurn,
    /// Setup stones or `PL` after the first move.
    SetupAfterMove,
    /// Setup stones or `PL` and a move in one node (SGF keeps them apart).
    SetupWithMove,
    /// Setup points off the board, which were skipped.
    SetupOffBoard {
        /// The points.
        points: Vec<Point>,
    },
    /// After the setup, these stones have no liberty (setup captures nothing).
    StonesWithoutLiberties {
        /// Every stone of the chains without liberties, row by row.
        points: Vec<Point>,
    },
}

/// The position at a node, with the board itself for scoring and further play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NodePosition {
    /// The node.
    pub node: NodeId,
    /// The stones.
    pub board: Board,
    /// The player to move: by `PL`, by the moves, or after setup by the next move.
    pub to_play: Color,
    /// Stones captured *by* each colour.
    pub captures: PerColor<u32>,
    /// Moves from the root to here (passes and flagged moves count).
    pub move_number: u32,
    /// The latest move on the way here (this node's, if it has one).
    pub last_move: Option<PlayedMove>,
    /// Every empty point where the player to move may not play (suicide, ko, superko).
    pub illegal: Vec<IllegalPoint>,
    /// What this node does against the rules.
    pub issues: Vec<NodeIssue>,
    /// Where play would first have ended on the way here (two passes, a third repetition).
    pub end: Option<PlayEnd>,
    /// Points shown dimmed (SGF `DD` in force here).
    pub dimmed: Vec<Point>,
}

/// A position as the app shows it: points instead of a board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct PositionView {
    /// The node.
    pub node: NodeId,
    /// The board's size.
    pub size: BoardSize,
    /// Black stones, row by row.
    pub black: Vec<Point>,
    /// White stones, row by row.
    pub white: Vec<Point>,
    /// The player to move.
    pub to_play: Color,
    /// Stones captured *by* each colour.
    pub captures: PerColor<u32>,
    /// Moves from the root to here.
    pub move_number: u32,
    /// The latest move on the way here.
    pub last_move: Option<PlayedMove>,
    /// Empty points where the player to move may not play, with the reason.
    pub illegal: Vec<IllegalPoint>,
    /// The points of `illegal` banned by ko or superko.
    pub ko: Vec<Point>,
    /// What this node does against the rules.
    pub issues: Vec<NodeIssue>,
    /// Where play would first have ended.
    pub end: Option<PlayEnd>,
    /// Points shown dimmed.
    pub dimmed: Vec<Point>,
}

impl NodePosition {
    /// The position as the app shows it.
    #[must_use]
    pub fn view(&self) -> PositionView {
        let ko = self.illegal.iter().filter(|p| matches!(p.reason, IllegalMove::Ko | IllegalMove::Superko));
        PositionView {
            node: self.node,
            size: self.board.size(),
            black: self.board.points_of(Color::Black),
            white: self.board.points_of(Color::White),
            to_play: self.to_play,
            captures: self.captures,
            move_number: self.move_number,
            last_move: self.last_move,
            illegal: self.illegal.clone(),
            ko: ko.map(|p| p.point).collect(),
            issues: self.issues.clone(),
            end: self.end,
            dimmed: self.dimmed.clone(),
        }
    }
}

/// A walk through a tree that keeps the replayed position of one node; stepping
/// to a child costs one node, going anywhere else replays from the root.
#[derive(Clone, Debug)]
pub struct Cursor<'t> {
    tree: &'t GameTree,
    rules: Rules,
    replay: Replay,
    node: NodeId,
    /// Whether the player to move follows from a move or `PL` (not from setup).
    turn_known: bool,
    moved: bool,
    last_move: Option<PlayedMove>,
    dimmed: Vec<Point>,
    issues: Vec<NodeIssue>,
}

impl<'t> Cursor<'t> {
    /// A cursor on the root of `tree`, replaying under `rules`.
    #[must_use]
    pub fn new(tree: &'t GameTree, rules: Rules) -> Cursor<'t> {
        let mut cursor = Cursor {
            tree,
            rules,
            replay: Replay::new(tree.info().size, rules),
            node: tree.root(),
            turn_known: false,
            moved: false,
            last_move: None,
            dimmed: Vec::new(),
            issues: Vec::new(),
        };
        cursor.enter(tree.root());
        cursor
    }

    /// The node the cursor is on.
    #[must_use]
    pub fn node(&self) -> NodeId {
        self.node
    }

    /// The replay at the current node (board, captures, history).
    #[must_use]
    pub fn replay(&self) -> &Replay {
        &self.replay
    }

    /// Moves to `id`: one step if it is a child of the current node, else
    /// replayed from the root. `false` (and no move) for an unknown id.
    pub fn goto(&mut self, id: NodeId) -> bool {
        if !self.tree.contains(id) {
            return false;
        }
        if id == self.node {
            return true;
        }
        if self.tree.parent(id) != Some(self.node) {
            *self = Cursor::new(self.tree, self.rules);
            let path = self.tree.path_to(id);
            for &step in path.iter().skip(1) {
                self.enter(step);
            }
        } else {
            self.enter(id);
        }
        true
    }

    /// The position at the current node.
    #[must_use]
    pub fn position(&self) -> NodePosition {
        let inferred = self.inferred_to_play();
        let (board, illegal) = match inferred {
            Some(color) if color != self.replay.to_play() => {
                let mut turned = self.replay.clone();
                turned.set_to_play(color);
                (turned.board().clone(), turned.illegal_points())
            }
            _ => (self.replay.board().clone(), self.replay.illegal_points()),
        };
        NodePosition {
            node: self.node,
            board,
            to_play: inferred.unwrap_or(self.replay.to_play()),
            captures: self.replay.captures(),
            move_number: self.replay.move_number(),
            last_move: self.last_move,
            illegal,
            issues: self.issues.clone(),
            end: self.replay.end(),
            dimmed: self.dimmed.clone(),
        }
    }

    /// After setup without `PL`: the colour of the next move, or White in a
    /// handicap game before any move.
    fn inferred_to_play(&self) -> Option<Color> {
        if self.turn_known {
            return None;
        }
        let next = self.tree.children(self.node).find_map(|c| self.tree.node(c).and_then(|n| n.mv));
        match next {
            Some(m) => Some(m.color),
            None if !self.moved && self.tree.info().handicap_stones() > 0 => Some(Color::White),
            None => None,
        }
    }

    /// Applies node `id` (a child of the current node, or the root of a fresh cursor).
    fn enter(&mut self, id: NodeId) {
        let tree = self.tree;
        let Some(node) = tree.node(id) else { return };
        self.node = id;
        self.issues.clear();
        if node.has_setup() {
            self.apply_setup(node);
        }
        if let Some(dimmed) = &node.markup.dimmed {
            self.dimmed.clone_from(dimmed);
        }
        if let Some(played) = node.mv {
            self.apply_move(played);
        }
    }

    fn apply_setup(&mut self, node: &TreeNode) {
        if self.moved {
            self.issues.push(NodeIssue::SetupAfterMove);
        }
        if node.mv.is_some() {
            self.issues.push(NodeIssue::SetupWithMove);
        }
        if !node.setup.is_empty() {
            let off_board = self.replay.setup(&node.setup.to_replay());
            if !off_board.is_empty() {
                self.issues.push(NodeIssue::SetupOffBoard { points: off_board });
            }
            let touched = node.setup.black.iter().chain(&node.setup.white).copied();
            let points = without_liberties(self.replay.board(), touched);
            if !points.is_empty() {
                self.issues.push(NodeIssue::StonesWithoutLiberties { points });
            }
            self.turn_known = false;
        }
        if let Some(color) = node.to_play {
            self.replay.set_to_play(color);
            self.turn_known = true;
        }
    }

    fn apply_move(&mut self, played: PlayedMove) {
        if !self.turn_known && self.replay.to_play() != played.color {
            self.replay.set_to_play(played.color);
        }
        let step = self.replay.play(played.color, played.played);
        if let Some(reason) = step.violation {
            self.issues.push(NodeIssue::Illegal { reason });
        }
        if step.out_of_turn {
            self.issues.push(NodeIssue::OutOfTurn);
        }
        self.turn_known = true;
        self.moved = true;
        self.last_move = Some(played);
    }
}

/// The stones of every chain without liberties that includes or touches one of `points`, row by row.
fn without_liberties(board: &Board, points: impl Iterator<Item = Point>) -> Vec<Point> {
    let size = board.size();
    let mut seen = vec![false; size.area()];
    let mut dead = Vec::new();
    for p in points.filter(|&p| size.contains(p)) {
        for q in std::iter::once(p).chain(neighbours(p, size)) {
            if seen.get(size.index(q)).copied().unwrap_or(true) || board.get(q).is_none() {
                continue;
            }
            let Some(chain) = board.chain(q) else { continue };
            for &s in &chain.stones {
                if let Some(slot) = seen.get_mut(size.index(s)) {
                    *slot = true;
                }
            }
            if chain.liberties.is_empty() {
                dead.extend(chain.stones);
            }
        }
    }
    dead.sort_by_key(|p| (p.y, p.x));
    dead
}

fn neighbours(p: Point, size: BoardSize) -> impl Iterator<Item = Point> {
    let candidates = [
        p.x.checked_sub(1).map(|x| Point::new(x, p.y)),
        Some(Point::new(p.x.saturating_add(1), p.y)),
        p.y.checked_sub(1).map(|y| Point::new(p.x, y)),
        Some(Point::new(p.x, p.y.saturating_add(1))),
    ];
    candidates.into_iter().flatten().filter(move |&q| size.contains(q))
}

impl GameTree {
    /// The position at `id` under the record's rules; `None` for an unknown id.
    #[must_use]
    pub fn position_at(&self, id: NodeId) -> Option<NodePosition> {
        self.position_with(id, self.info().rules.rules)
    }

    /// The position at `id` replayed under `rules` (e.g. `logo board --rules`).
    #[must_use]
    pub fn position_with(&self, id: NodeId, rules: Rules) -> Option<NodePosition> {
        let mut cursor = Cursor::new(self, rules);
        cursor.goto(id).then(|| cursor.position())
    }
}
