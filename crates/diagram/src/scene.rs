//! What a diagram shows, taken from one node of a game record: the stones of
//! its position, the node's marks, labels, lines and arrows, the points
//! dimmed there, and the numbers of the moves that placed the stones still
//! standing. Plain data, so the renderer needs no tree and tests can write a
//! scene by hand.

use go_core::tree::{GameTree, Label, Line, Mark, NodeId};
use go_core::{BoardSize, Color, Move, Point, star_points};
use std::collections::BTreeMap;

/// Everything a diagram may draw.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scene {
    /// The whole board's size (a region shows part of it).
    pub size: BoardSize,
    /// The stones, row by row.
    pub stones: Vec<(Point, Color)>,
    /// The star points of the board.
    pub star_points: Vec<Point>,
    /// One mark per point at most.
    pub marks: Vec<(Point, Mark)>,
    /// Texts on points.
    pub labels: Vec<Label>,
    /// Lines without heads.
    pub lines: Vec<Line>,
    /// Arrows, the head on `to`.
    pub arrows: Vec<Line>,
    /// Points drawn faded.
    pub dimmed: Vec<Point>,
    /// The move that placed each stone still standing, where a move placed it.
    pub move_numbers: Vec<(Point, u32)>,
}

impl Scene {
    /// An empty board of `size` with its star points.
    #[must_use]
    pub fn empty(size: BoardSize) -> Scene {
        Scene {
            size,
            stones: Vec::new(),
            star_points: star_points(size),
            marks: Vec::new(),
            labels: Vec::new(),
            lines: Vec::new(),
            arrows: Vec::new(),
            dimmed: Vec::new(),
            move_numbers: Vec::new(),
        }
    }

    /// The scene of node `node` of `tree`; `None` for an unknown node.
    #[must_use]
    pub fn at(tree: &GameTree, node: NodeId) -> Option<Scene> {
        let position = tree.position_at(node)?;
        let content = tree.node(node)?;
        let board = &position.board;
        let size = board.size();
        let stones: Vec<(Point, Color)> = size.points().filter_map(|p| board.get(p).map(|c| (p, c))).collect();
        let markup = &content.markup;
        let kinds = [
            (&markup.circle, Mark::Circle),
            (&markup.square, Mark::Square),
            (&markup.triangle, Mark::Triangle),
            (&markup.cross, Mark::Cross),
            (&markup.selected, Mark::Selected),
        ];
        let marks = kinds.into_iter().flat_map(|(points, mark)| points.iter().map(move |&p| (p, mark))).collect();
        let numbers = numbers_on_path(tree, node)
            .into_iter()
            .filter(|&(p, (_, color))| board.get(p) == Some(color))
            .map(|(p, (number, _))| (p, number))
            .collect();
        Some(Scene {
            size,
            stones,
            star_points: star_points(size),
            marks,
            labels: markup.labels.clone(),
            lines: markup.lines.clone(),
            arrows: markup.arrows.clone(),
            dimmed: position.dimmed.clone(),
            move_numbers: numbers,
        })
    }

    /// The stone on `p`, if any.
    #[must_use]
    pub fn stone(&self, p: Point) -> Option<Color> {
        self.stones.iter().find(|(q, _)| *q == p).map(|&(_, c)| c)
    }
}

/// For each point played on the way to `node`, the latest move there: its number and colour.
fn numbers_on_path(tree: &GameTree, node: NodeId) -> BTreeMap<Point, (u32, Color)> {
    let mut numbers = BTreeMap::new();
    let mut count = 0u32;
    for id in tree.path_to(node) {
        let Some(played) = tree.node(id).and_then(|n| n.mv) else { continue };
        count = count.saturating_add(1);
        if let Move::Play(p) = played.played {
            numbers.insert(p, (count, played.color));
        }
    }
    numbers
}
