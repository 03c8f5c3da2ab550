//! Chains joined into groups, the unit a player judges life and death by.
//!
//! Two chains of one colour that share a liberty (a diagonal or a one-point
//! jump along an empty point) are one group for the proposal: the opponent
//! cannot cut them without a stone that is in atari or can be answered, and
//! at the end of a game they live or die together. Regions that only one
//! colour borders (eyes) join their chains into groups for the eye-shape
//! analysis the same way.

use super::layout::{Layout, NONE, neighbours};
use crate::color::Color;
use std::collections::BTreeMap;

/// A union-find over chain labels.
pub(crate) struct Joins(Vec<usize>);

impl Joins {
    /// Every chain of `layout` on its own.
    pub(crate) fn new(layout: &Layout) -> Joins {
        Joins((0..layout.chains.len()).collect())
    }

    /// The representative of chain `c`'s group.
    pub(crate) fn root(&mut self, mut c: usize) -> usize {
        while let Some(&p) = self.0.get(c) {
            if p == c {
                break;
            }
            let grand = self.0.get(p).copied().unwrap_or(p);
            if let Some(slot) = self.0.get_mut(c) {
                *slot = grand;
            }
            c = p;
        }
        c
    }

    /// Puts chains `a` and `b` into one group.
    pub(crate) fn join(&mut self, a: usize, b: usize) {
        let (a, b) = (self.root(a), self.root(b));
        if let Some(slot) = self.0.get_mut(a) {
            *slot = b;
        }
    }

    /// The groups of `color`'s chains, each ascending, by their first chain.
    pub(crate) fn groups(&mut self, layout: &Layout, color: Color) -> Vec<Vec<usize>> {
        let mut by_root: BTreeMap<usize, Vec<usize>> = BTreeMap::new();
        for (c, chain) in layout.chains.iter().enumerate() {
            if chain.color == color {
                by_root.entry(self.root(c)).or_default().push(c);
            }
        }
        let mut groups: Vec<Vec<usize>> = by_root.into_values().collect();
        groups.sort_unstable();
        groups
    }
}

/// The chains of `color` joined through the regions only `color` borders
/// (their eyes and territory); the chains `left_out` flags join nothing and
/// stay on their own.
pub(crate) fn joined_through_own_regions(layout: &Layout, color: Color, left_out: &[bool]) -> Joins {
    let mut joins = Joins::new(layout);
    let joins_in = |c: &&u32| !left_out.get(**c as usize).copied().unwrap_or(false);
    for region in layout.regions.iter().filter(|r| r.owner() == Some(color)) {
        let mut members = region.chains.iter().filter(joins_in);
        if let Some(&first) = members.next() {
            for &c in members {
                joins.join(first as usize, c as usize);
            }
        }
    }
    joins
}

/// The chains of each colour joined through shared liberties.
pub(crate) fn loose_groups(layout: &Layout) -> Vec<Vec<usize>> {
    let mut joins = Joins::new(layout);
    for point in 0..layout.size.area() {
        if layout.stone_at(point).is_some() {
            continue;
        }
        let mut around = [NONE; 4];
        for (slot, n) in around.iter_mut().zip(neighbours(layout.size, point)) {
            *slot = layout.chain_label(n);
        }
        for (k, &a) in around.iter().enumerate() {
            for &b in around.iter().skip(k + 1) {
                if a != NONE && b != NONE && color_of(layout, a) == color_of(layout, b) {
                    joins.join(a as usize, b as usize);
                }
            }
        }
    }
    Color::BOTH.iter().flat_map(|&color| joins.groups(layout, color)).collect()
}

fn color_of(layout: &Layout, c: u32) -> Option<Color> {
    layout.chain(c).map(|chain| chain.color)
}

/// The distinct liberties of the chains `members`, ascending.
pub(crate) fn liberties(layout: &Layout, members: &[usize]) -> Vec<usize> {
    let mut liberties: Vec<usize> = members
        .iter()
        .filter_map(|&c| layout.chains.get(c))
        .flat_map(|chain| chain.liberties.iter().copied())
        .collect();
    liberties.sort_unstable();
    liberties.dedup();
    liberties
}
