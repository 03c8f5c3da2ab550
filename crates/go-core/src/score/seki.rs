//! Seki: living groups that share liberties no one can fill.
//!
//! After the dead stones are off, an empty region bordered by both colours is
//! either ordinary dame (some player can fill a point of it safely, so it is
//! just unfinished business) or the shared liberties of a seki: every point
//! of it, filled by either colour, leaves the filling chain in atari without
//! capturing anything. The chains bordering shared liberties are in seki, and
//! an empty region surrounded only by seki chains of one colour is a seki eye.
//! Under territory counting neither kind of point is territory
//! (`SekiPoints::Neutral`); under area counting seki eyes count for their
//! owner (`SekiPoints::Counted`) and shared liberties for nobody. This is also
//! how GNU Go 3.8 counts (see the referee test).

use super::layout::{Layout, neighbours};
use crate::color::Color;

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
    let mut chain = vec![false; layout.chains.len()];
    for (region, _) in layout.regions.iter().zip(&shared).filter(|(_, s)| **s) {
        for &c in &region.chains {
            if let Some(flag) = chain.get_mut(c as usize) {
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
