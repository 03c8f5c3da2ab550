//! The board: stones, chains, liberties and captures, nothing else.
//!
//! Mechanics only (DESIGN §4.2): a [`Board`] knows which stones stand where,
//! which chains they form and what a stone placed on a point would capture.
//! Turns, ko and superko belong to `game`.
//!
//! Layout, chosen for speed: the points live in a padded one-dimensional array
//! with a border cell around the board, so a point's four neighbours are
//! `i - stride`, `i - 1`, `i + 1`, `i + stride` and never need a bounds test.
//! Each chain is a circular linked list of its stones; every stone knows the
//! head of its chain, and the head keeps the chain's size and its
//! pseudo-liberty count (empty neighbours counted once per adjacent stone).
//! A chain's pseudo-liberties are zero exactly when it has no liberty, and an
//! adjacent chain is captured by a stone at `p` exactly when all its
//! pseudo-liberties are contributions of `p`. A Zobrist hash and a packed copy
//! of the position (two bits a cell) are kept up to date with every change.

mod ascii;
mod chains;
mod moves;
#[cfg(test)]
mod tests;

pub use ascii::AsciiBoardError;
pub(crate) use moves::Analysis;
pub use moves::Placement;

use crate::color::Color;
use crate::point::{BoardSize, Point};
use std::fmt;

/// What a cell of the padded array holds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) enum Content {
    /// No stone.
    #[default]
    Empty,
    /// A black stone.
    Black,
    /// A white stone.
    White,
    /// Outside the board.
    Border,
}

impl Content {
    fn of(color: Color) -> Content {
        match color {
            Color::Black => Content::Black,
            Color::White => Content::White,
        }
    }

    fn color(self) -> Option<Color> {
        match self {
            Content::Black => Some(Color::Black),
            Content::White => Some(Color::White),
            Content::Empty | Content::Border => None,
        }
    }
}

/// One cell of the padded array. `libs` and `size` are meaningful only at a
/// chain's head.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Cell {
    pub(crate) content: Content,
    pub(crate) head: u16,
    pub(crate) next: u16,
    pub(crate) libs: u16,
    pub(crate) size: u16,
}

/// A chain of connected stones of one colour, with its liberties.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chain {
    /// The chain's colour.
    pub color: Color,
    /// Its stones, row by row from the top left.
    pub stones: Vec<Point>,
    /// Its liberties (adjacent empty points), row by row from the top left.
    pub liberties: Vec<Point>,
}

/// A setup change refused because the point is not on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("point ({}, {}) is off the board", .0.x, .0.y)]
pub struct OffBoard(pub Point);

/// A Go board of any size from 2x2 to 25x25, square or not.
#[derive(Clone)]
pub struct Board {
    size: BoardSize,
    stride: usize,
    cells: Vec<Cell>,
    hash: u64,
    packed: Vec<u64>,
    stone_counts: [u32; 2],
}

impl Board {
    /// An empty board.
    #[must_use]
    pub fn new(size: BoardSize) -> Board {
        let stride = usize::from(size.width) + 1;
        let len = (usize::from(size.height) + 2) * stride;
        let mut cells = vec![Cell { content: Content::Border, ..Cell::default() }; len];
        for p in size.points() {
            if let Some(cell) = cells.get_mut(Self::index_in(stride, p)) {
                cell.content = Content::Empty;
            }
        }
        let words = (len * 2).div_ceil(64);
        Board { size, stride, cells, hash: 0, packed: vec![0; words], stone_counts: [0; 2] }
    }

    /// The board's dimensions.
    #[must_use]
    pub fn size(&self) -> BoardSize {
        self.size
    }

    /// The colour of the stone on `p`; `None` for an empty point or one off the board.
    #[must_use]
    pub fn get(&self, p: Point) -> Option<Color> {
        self.index(p).and_then(|i| self.cells.get(i)).and_then(|c| c.content.color())
    }

    /// Whether `p` is on the board and empty.
    #[must_use]
    pub fn is_empty_point(&self, p: Point) -> bool {
        self.index(p).is_some_and(|i| self.content(i) == Content::Empty)
    }

    /// The Zobrist hash of the position (stones only; 0 for an empty board).
    #[must_use]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// Number of stones of `color` on the board.
    #[must_use]
    pub fn stone_count(&self, color: Color) -> u32 {
        self.stone_counts[color.index()]
    }

    /// Every stone, row by row from the top left.
    pub fn stones(&self) -> impl Iterator<Item = (Point, Color)> + '_ {
        self.size.points().filter_map(|p| self.get(p).map(|c| (p, c)))
    }

    /// The points holding stones of `color`, row by row from the top left.
    #[must_use]
    pub fn points_of(&self, color: Color) -> Vec<Point> {
        self.stones().filter(|&(_, c)| c == color).map(|(p, _)| p).collect()
    }

    /// Every empty point, row by row from the top left.
    pub fn empty_points(&self) -> impl Iterator<Item = Point> + '_ {
        self.size.points().filter(|&p| self.is_empty_point(p))
    }

    /// The chain that the stone on `p` belongs to; `None` if `p` holds no stone.
    #[must_use]
    pub fn chain(&self, p: Point) -> Option<Chain> {
        let i = self.index(p)?;
        let color = self.content(i).color()?;
        let mut stones: Vec<Point> = self.chain_stones(i).into_iter().map(|s| self.point_of(s)).collect();
        stones.sort_unstable_by_key(|q| (q.y, q.x));
        let mut liberties: Vec<Point> = self.chain_liberties(i).into_iter().map(|s| self.point_of(s)).collect();
        liberties.sort_unstable_by_key(|q| (q.y, q.x));
        Some(Chain { color, stones, liberties })
    }

    /// The number of liberties of the chain on `p`; `None` if `p` holds no stone.
    #[must_use]
    pub fn liberty_count(&self, p: Point) -> Option<usize> {
        let i = self.index(p)?;
        self.content(i).color()?;
        Some(self.chain_liberties(i).len())
    }

    /// The liberties of the chain on `p`, row by row; `None` if `p` holds no stone.
    #[must_use]
    pub fn liberties(&self, p: Point) -> Option<Vec<Point>> {
        self.chain(p).map(|c| c.liberties)
    }

    /// Puts a stone on `p` or clears it, as SGF setup (`AB`, `AW`, `AE`) does:
    /// nothing is captured, and chains without liberties may result.
    pub fn set(&mut self, p: Point, stone: Option<Color>) -> Result<(), OffBoard> {
        let i = self.index(p).ok_or(OffBoard(p))?;
        let new = stone.map_or(Content::Empty, Content::of);
        let old = self.content(i);
        if old == new {
            return Ok(());
        }
        if let Some(c) = old.color() {
            self.note_removed(i, c);
        }
        if let Some(c) = new.color() {
            self.note_added(i, c);
        }
        if let Some(cell) = self.cells.get_mut(i) {
            cell.content = new;
        }
        self.rebuild_chains();
        Ok(())
    }

    /// The padded index of `p`, if it is on the board.
    pub(crate) fn index(&self, p: Point) -> Option<usize> {
        self.size.contains(p).then(|| Self::index_in(self.stride, p))
    }

    fn index_in(stride: usize, p: Point) -> usize {
        (usize::from(p.y) + 1) * stride + usize::from(p.x) + 1
    }

    /// The point at padded index `i` (which must be on the board).
    pub(crate) fn point_of(&self, i: usize) -> Point {
        // i < 702, so both coordinates fit in u8.
        Point { x: (i % self.stride).saturating_sub(1) as u8, y: (i / self.stride).saturating_sub(1) as u8 }
    }

    /// The four neighbours of on-board index `i`.
    pub(crate) fn neighbours(&self, i: usize) -> [usize; 4] {
        [i - self.stride, i - 1, i + 1, i + self.stride]
    }

    pub(crate) fn content(&self, i: usize) -> Content {
        self.cells.get(i).map_or(Content::Border, |c| c.content)
    }

    /// The packed position: two bits a padded cell (01 black, 10 white).
    pub(crate) fn packed(&self) -> &[u64] {
        &self.packed
    }

    /// Padded indices of the on-board points, row by row.
    pub(crate) fn point_indices(&self) -> impl Iterator<Item = usize> + '_ {
        let stride = self.stride;
        self.size.points().map(move |p| Self::index_in(stride, p))
    }

    /// Records in the hash, the packed copy and the counts that a stone of
    /// `color` now stands on cell `i`; the caller sets the cell itself.
    pub(crate) fn note_added(&mut self, i: usize, color: Color) {
        self.flip_stone_bits(i, color);
        self.stone_counts[color.index()] += 1;
    }

    /// Records that the stone of `color` on cell `i` is gone; the caller clears the cell.
    pub(crate) fn note_removed(&mut self, i: usize, color: Color) {
        self.flip_stone_bits(i, color);
        let count = &mut self.stone_counts[color.index()];
        *count = count.saturating_sub(1);
    }

    fn flip_stone_bits(&mut self, i: usize, color: Color) {
        self.hash ^= crate::zobrist::KEYS.get(i).map_or(0, |k| k[color.index()]);
        let bits: u64 = match color {
            Color::Black => 1,
            Color::White => 2,
        };
        if let Some(word) = self.packed.get_mut(i / 32) {
            *word ^= bits << ((i % 32) * 2);
        }
    }
}

impl PartialEq for Board {
    /// Two boards are equal when they have the same size and the same stones.
    fn eq(&self, other: &Board) -> bool {
        self.size == other.size && self.hash == other.hash && self.packed == other.packed
    }
}

impl Eq for Board {}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Board {}\n{}", self.size, self.to_ascii())
    }
}
