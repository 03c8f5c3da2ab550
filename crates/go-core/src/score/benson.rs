//! Benson's unconditional life: chains no sequence of opponent moves can
//! capture, even if their owner always passes.
//!
//! For one colour, the "small regions" are the maximal connected sets of
//! points without that colour's stones. A region is vital to a chain when
//! every empty point of it is a liberty of the chain. Repeatedly drop the
//! chains with fewer than two vital regions among the regions all of whose
//! bordering chains are still in; what remains lives unconditionally. The
//! proposal takes these chains as alive without asking the playouts.

use super::layout::{Layout, NONE, neighbours};
use crate::color::Color;

/// Per chain of `layout`: whether it is unconditionally alive.
pub(crate) fn unconditionally_alive(layout: &Layout) -> Vec<bool> {
    let mut alive = vec![false; layout.chains.len()];
    for color in Color::BOTH {
        for (c, flag) in alive_of(layout, color).into_iter().enumerate() {
            if flag && let Some(slot) = alive.get_mut(c) {
                *slot = true;
            }
        }
    }
    alive
}

/// A region enclosed by one colour's stones.
struct Enclosed {
    /// The enclosing chains.
    chains: Vec<u32>,
    /// The chains every empty point of the region is a liberty of.
    vital_to: Vec<u32>,
}

fn alive_of(layout: &Layout, color: Color) -> Vec<bool> {
    let regions = enclosed_regions(layout, color);
    let mut alive: Vec<bool> = layout.chains.iter().map(|c| c.color == color).collect();
    let mut healthy = vec![true; regions.len()];
    loop {
        let mut changed = false;
        for (r, region) in regions.iter().enumerate() {
            let all_in = region.chains.iter().all(|&c| alive.get(c as usize).copied().unwrap_or(false));
            if healthy.get(r).copied().unwrap_or(false) && !all_in {
                healthy[r] = false;
                changed = true;
            }
        }
        let mut vital = vec![0u8; layout.chains.len()];
        for (region, _) in regions.iter().zip(&healthy).filter(|(_, h)| **h) {
            for &c in &region.vital_to {
                if let Some(v) = vital.get_mut(c as usize) {
                    *v = v.saturating_add(1);
                }
            }
        }
        for (c, flag) in alive.iter_mut().enumerate() {
            if *flag && vital.get(c).copied().unwrap_or(0) < 2 {
                *flag = false;
                changed = true;
            }
        }
        if !changed {
            return alive;
        }
    }
}

/// The regions of points without `color`'s stones, with their enclosing
/// chains and the chains they are vital to.
fn enclosed_regions(layout: &Layout, color: Color) -> Vec<Enclosed> {
    let area = layout.size.area();
    let mut seen = vec![false; area];
    let mut regions = Vec::new();
    for start in 0..area {
        if layout.stone_at(start) == Some(color) || seen.get(start).copied().unwrap_or(true) {
            continue;
        }
        let mut points = vec![start];
        seen[start] = true;
        let mut chains = Vec::new();
        let mut k = 0;
        while let Some(&p) = points.get(k) {
            for n in neighbours(layout.size, p) {
                if layout.stone_at(n) == Some(color) {
                    chains.push(layout.chain_label(n));
                } else if !seen.get(n).copied().unwrap_or(true) {
                    seen[n] = true;
                    points.push(n);
                }
            }
            k += 1;
        }
        chains.sort_unstable();
        chains.dedup();
        chains.retain(|&c| c != NONE);
        let empties: Vec<usize> = points.iter().copied().filter(|&p| layout.stone_at(p).is_none()).collect();
        let vital_to = if empties.is_empty() {
            Vec::new()
        } else {
            chains
                .iter()
                .copied()
                .filter(|&c| {
                    layout
                        .chain(c)
                        .is_some_and(|chain| empties.iter().all(|e| chain.liberties.binary_search(e).is_ok()))
                })
                .collect()
        };
        regions.push(Enclosed { chains, vital_to });
    }
    regions
}
