//! Seki: living groups that share liberties no one can fill.
//!
//! After the dead stones are off, an empty region bordered by both colours is
//! either ordinary dame (some player can fill a point of it safely, so it is
//! just unfinished business) or the shared liberties of a seki: every point
//! of it, filled by either colour, leaves the filling chain in atari without
//! capturing anything. The chains bordering shared liberties are in seki.
//!
//! A seki is a matter of groups, not of single chains: the stones on the
//! shared liberties often stand apart from the rest of their group, which
//! they touch only through common eyes (a single stone on the edge between
//! the shared liberty and an eye of a larger chain, say). So the other chains
//! of a colour are joined into groups through the regions only that colour
//! borders, and a group that shares an eye with a seki chain is in seki as
//! well unless it can make two eyes without the seki: two eyes no seki chain
//! touches, or one eye space too large to be a single eye. An empty region
//! surrounded only by chains in seki is a seki eye; one that a group living
//! on its own also borders stays that group's territory.
//!
//! Under territory counting neither kind of point is territory
//! (`SekiPoints::Neutral`); under area counting seki eyes count for their
//! owner (`SekiPoints::Counted`) and shared liberties for nobody. This is also
//! how GNU Go 3.8 counts (see the referee test): it counts as territory only
//! what stones that cannot be captured surround.

use super::groups::joined_through_own_regions;
use super::layout::{Layout, Region, neighbours};
use super::shapes::is_one_eye;
use crate::color::Color;
use std::collections::BTreeMap;

/// Which regions and chains of a layout belong to a seki.
#[derive(Clone, Debug)]
pub(crate) struct Seki {
    /// Per region: shared liberties of a seki.
    pub(crate) shared: Vec<bool>,
    /// Per region: an eye of a group living in seki.
    pub(crate) eye: Vec<bool>,
    /// Per chain: alive in seki.
    pub(crate) chain: Vec<bool>,
}

impl Seki {
    /// Whether region `r` is inside a seki (shared liberty or seki eye).
    pub(crate) fn in_seki(&self, r: usize) -> bool {
        self.shared.get(r).copied().unwrap_or(false) || self.eye.get(r).copied().unwrap_or(false)
    }
}

/// Finds the seki of a layout whose dead stones are already removed.
pub(crate) fn find_seki(layout: &Layout) -> Seki {
    let shared: Vec<bool> = layout
        .regions
        .iter()
        .map(|region| {
            region.touches == [true, true]
                && region.points.iter().all(|&p| Color::BOTH.iter().all(|&c| !safe_to_fill(layout, c, p)))
        })
        .collect();
    let mut on_shared = vec![false; layout.chains.len()];
    for (region, _) in layout.regions.iter().zip(&shared).filter(|(_, s)| **s) {
        for &c in &region.chains {
            if let Some(flag) = on_shared.get_mut(c as usize) {
                *flag = true;
            }
        }
    }
    let mut chain = on_shared.clone();
    for color in Color::BOTH {
        for c in leaning_on_seki(layout, color, &on_shared) {
            if let Some(flag) = chain.get_mut(c) {
                *flag = true;
            }
        }
    }
    let eye = layout
        .regions
        .iter()
        .map(|region| {
            region.owner().is_some()
                && !region.chains.is_empty()
                && region.chains.iter().all(|&c| chain.get(c as usize).copied().unwrap_or(false))
        })
        .collect();
    Seki { shared, eye, chain }
}

/// The eye space of one group of chains, as far as a seki matters to it.
#[derive(Default)]
struct EyeSpace<'a> {
    /// Whether a chain on shared liberties borders one of its eyes.
    shares_an_eye: bool,
    /// Its eyes no chain on shared liberties borders, and those too large
    /// to be a single eye: what it has to live on without the seki.
    own: Vec<&'a Region>,
}

impl EyeSpace<'_> {
    /// Whether the group can make two eyes without the seki.
    fn lives_alone(&self, layout: &Layout) -> bool {
        match self.own.as_slice() {
            [] => false,
            [only] => !is_one_eye(layout.size, &only.points),
            _ => true,
        }
    }
}

/// The chains of `color` off the shared liberties (`on_shared` flags the
/// chains on them) that live only through a seki: their group shares an eye
/// with a chain on shared liberties and cannot make two eyes without it.
fn leaning_on_seki(layout: &Layout, color: Color, on_shared: &[bool]) -> Vec<usize> {
    let is_on_shared = |c: u32| on_shared.get(c as usize).copied().unwrap_or(false);
    let mut joins = joined_through_own_regions(layout, color, on_shared);
    let mut spaces: BTreeMap<usize, EyeSpace<'_>> = BTreeMap::new();
    for region in layout.regions.iter().filter(|r| r.owner() == Some(color)) {
        let Some(&member) = region.chains.iter().find(|&&c| !is_on_shared(c)) else { continue };
        let space = spaces.entry(joins.root(member as usize)).or_default();
        let shared_eye = region.chains.iter().any(|&c| is_on_shared(c));
        space.shares_an_eye |= shared_eye;
        if !shared_eye || !is_one_eye(layout.size, &region.points) {
            space.own.push(region);
        }
    }
    let leaning: Vec<usize> = spaces
        .iter()
        .filter(|(_, space)| space.shares_an_eye && !space.lives_alone(layout))
        .map(|(&root, _)| root)
        .collect();
    (0..layout.chains.len())
        .filter(|&c| layout.chains.get(c).is_some_and(|ch| ch.color == color) && !is_on_shared(c as u32))
        .filter(|&c| leaning.contains(&joins.root(c)))
        .collect()
}

/// Whether a stone of `color` on the empty point `p` captures something or
/// keeps at least two liberties (so filling `p` is no sacrifice).
pub(crate) fn safe_to_fill(layout: &Layout, color: Color, p: usize) -> bool {
    let mut liberties: Vec<usize> = Vec::new();
    for n in neighbours(layout.size, p) {
        match layout.stone_at(n) {
            None => liberties.push(n),
            Some(c) => {
                let Some(chain) = layout.chain(layout.chain_label(n)) else { continue };
                if c != color && chain.liberties == [p] {
                    return true;
                }
                if c == color {
                    liberties.extend(chain.liberties.iter().copied().filter(|&l| l != p));
                }
            }
        }
        if count_distinct(&mut liberties) >= 2 {
            return true;
        }
    }
    false
}

fn count_distinct(items: &mut Vec<usize>) -> usize {
    items.sort_unstable();
    items.dedup();
    items.len()
}
