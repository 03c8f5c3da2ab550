//! The shape of a position as the count sees it: chains of living stones and
//! the regions of empty points between them.
//!
//! Scoring, seki detection, marking and the dead-stone proposal all ask the
//! same questions (which chains border this region, which regions does this
//! chain touch), so the answers are computed once here, on row-major indices
//! (`BoardSize::index`), with the stones marked dead already taken off.

use crate::board::Board;
use crate::color::Color;
use crate::point::{BoardSize, Point};

/// Marks "no chain" or "no region" in the per-point label arrays.
pub(crate) const NONE: u32 = u32::MAX;

/// The up to four on-board neighbours of row-major index `i`.
pub(crate) fn neighbours(size: BoardSize, i: usize) -> impl Iterator<Item = usize> {
    let (w, h) = (usize::from(size.width), usize::from(size.height));
    let (x, y) = (i % w, i / w);
    [(y > 0).then(|| i - w), (x > 0).then(|| i - 1), (x + 1 < w).then(|| i + 1), (y + 1 < h).then(|| i + w)]
        .into_iter()
        .flatten()
}

/// A chain of stones left on the board.
#[derive(Clone, Debug)]
pub(crate) struct ChainInfo {
    /// Its colour.
    pub(crate) color: Color,
    /// Its stones, ascending.
    pub(crate) stones: Vec<usize>,
    /// Its distinct liberties, ascending.
    pub(crate) liberties: Vec<usize>,
}

/// A maximal connected set of empty points (stones taken off count as empty).
#[derive(Clone, Debug)]
pub(crate) struct Region {
    /// Its points, ascending.
    pub(crate) points: Vec<usize>,
    /// Whether a black (index 0) / white (index 1) stone borders it.
    pub(crate) touches: [bool; 2],
    /// The chains bordering it, ascending and distinct.
    pub(crate) chains: Vec<u32>,
}

impl Region {
    /// The only colour bordering the region, if exactly one does.
    pub(crate) fn owner(&self) -> Option<Color> {
        match self.touches {
            [true, false] => Some(Color::Black),
            [false, true] => Some(Color::White),
            _ => None,
        }
    }
}

/// Chains and regions of a position after removing some stones.
#[derive(Clone, Debug)]
pub(crate) struct Layout {
    pub(crate) size: BoardSize,
    /// The stone on each point after the removal.
    pub(crate) stone: Vec<Option<Color>>,
    /// The chain of each stone, `NONE` on empty points.
    pub(crate) chain_of: Vec<u32>,
    /// The region of each empty point, `NONE` on stones.
    pub(crate) region_of: Vec<u32>,
    pub(crate) chains: Vec<ChainInfo>,
    pub(crate) regions: Vec<Region>,
}

impl Layout {
    /// The layout of `board` with the stones flagged in `removed` (row-major,
    /// missing entries mean "kept") taken off.
    pub(crate) fn new(board: &Board, removed: &[bool]) -> Layout {
        let size = board.size();
        let stone: Vec<Option<Color>> = size
            .points()
            .enumerate()
            .map(|(i, p)| if removed.get(i).copied().unwrap_or(false) { None } else { board.get(p) })
            .collect();
        Layout::from_stones(size, stone)
    }

    /// The layout of a stone array (row-major, one entry per point of `size`).
    pub(crate) fn from_stones(size: BoardSize, stone: Vec<Option<Color>>) -> Layout {
        let area = size.area();
        let mut layout = Layout {
            size,
            stone,
            chain_of: vec![NONE; area],
            region_of: vec![NONE; area],
            chains: Vec::new(),
            regions: Vec::new(),
        };
        for start in 0..area {
            match layout.stone_at(start) {
                Some(color) if layout.chain_of.get(start) == Some(&NONE) => layout.add_chain(start, color),
                None if layout.region_of.get(start) == Some(&NONE) => layout.add_region(start),
                _ => {}
            }
        }
        layout.label_region_chains();
        layout
    }

    /// The stone on `i`, if any.
    pub(crate) fn stone_at(&self, i: usize) -> Option<Color> {
        self.stone.get(i).copied().flatten()
    }

    /// The point of row-major index `i`.
    pub(crate) fn point(&self, i: usize) -> Point {
        self.size.point_at(i)
    }

    /// The chain with label `c`.
    pub(crate) fn chain(&self, c: u32) -> Option<&ChainInfo> {
        self.chains.get(c as usize)
    }

    /// The chain label of the stone on `i` (`NONE` if empty).
    pub(crate) fn chain_label(&self, i: usize) -> u32 {
        self.chain_of.get(i).copied().unwrap_or(NONE)
    }

    /// The region label of the empty point `i` (`NONE` if a stone).
    pub(crate) fn region_label(&self, i: usize) -> u32 {
        self.region_of.get(i).copied().unwrap_or(NONE)
    }

    fn add_chain(&mut self, start: usize, color: Color) {
        let label = self.chains.len() as u32;
        let mut stones = Vec::new();
        let mut liberties = Vec::new();
        let mut stack = vec![start];
        set(&mut self.chain_of, start, label);
        while let Some(s) = stack.pop() {
            stones.push(s);
            for n in neighbours(self.size, s) {
                match self.stone_at(n) {
                    Some(c) if c == color && self.chain_label(n) == NONE => {
                        set(&mut self.chain_of, n, label);
                        stack.push(n);
                    }
                    None => liberties.push(n),
                    _ => {}
                }
            }
        }
        stones.sort_unstable();
        liberties.sort_unstable();
        liberties.dedup();
        self.chains.push(ChainInfo { color, stones, liberties });
    }

    fn add_region(&mut self, start: usize) {
        let label = self.regions.len() as u32;
        let mut region = Region { points: Vec::new(), touches: [false; 2], chains: Vec::new() };
        let mut stack = vec![start];
        set(&mut self.region_of, start, label);
        while let Some(s) = stack.pop() {
            region.points.push(s);
            for n in neighbours(self.size, s) {
                match self.stone_at(n) {
                    Some(color) => {
                        if let Some(t) = region.touches.get_mut(color.index()) {
                            *t = true;
                        }
                        region.chains.push(n as u32);
                    }
                    None if self.region_label(n) == NONE => {
                        set(&mut self.region_of, n, label);
                        stack.push(n);
                    }
                    None => {}
                }
            }
        }
        region.points.sort_unstable();
        self.regions.push(region);
    }

    /// Turns the bordering stones recorded while flooding each region (before
    /// every chain had its label) into distinct chain labels.
    fn label_region_chains(&mut self) {
        let chain_of = &self.chain_of;
        for region in &mut self.regions {
            let mut labels: Vec<u32> =
                region.chains.iter().map(|&s| chain_of.get(s as usize).copied().unwrap_or(NONE)).collect();
            labels.sort_unstable();
            labels.dedup();
            labels.retain(|&l| l != NONE);
            region.chains = labels;
        }
    }
}

fn set(labels: &mut [u32], i: usize, label: u32) {
    if let Some(slot) = labels.get_mut(i) {
        *slot = label;
    }
}
