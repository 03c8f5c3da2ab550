//! Groups that cannot make two eyes when the opponent moves first.
//!
//! Playouts are random, so a group with one large eye space left open at the
//! end (a bulky five, say) often survives them although the opponent, moving
//! first, kills it. LoGo follows the Japanese rules' confirmation (the
//! opponent moves first): a group entirely surrounded by the opponent's
//! living stones, whose only eye space is a killing shape, is dead; so is a
//! group whose only liberties lie in a bent four in the corner (Japanese
//! 1989 rules, article 7: dead, as the opponent can remove all ko threats
//! before starting the ko). These refine the playouts' verdicts.

use super::groups::joined_through_own_regions;
use super::layout::Layout;
use super::shapes::{is_bent_four_in_the_corner, is_one_eye};
use crate::color::Color;

/// Row-major stones of the groups that are dead by their eye shape.
pub(crate) fn dead_by_shape(layout: &Layout) -> Vec<usize> {
    let mut dead = Vec::new();
    for color in Color::BOTH {
        for members in groups(layout, color) {
            if one_eyed(layout, color, &members) {
                for &c in &members {
                    dead.extend(layout.chains.get(c).map(|ch| ch.stones.clone()).unwrap_or_default());
                }
            }
        }
        dead.extend(bent_four_victims(layout, color));
    }
    dead.sort_unstable();
    dead.dedup();
    dead
}

/// The chains of `color` joined through the regions only `color` borders.
fn groups(layout: &Layout, color: Color) -> Vec<Vec<usize>> {
    joined_through_own_regions(layout, color, &[]).groups(layout, color)
}

/// Whether the group `members` touches the opponent, has every liberty in
/// one region of its own, and that region makes one eye.
fn one_eyed(layout: &Layout, color: Color, members: &[usize]) -> bool {
    let mut eye_regions = Vec::new();
    let mut touches_opponent = false;
    for chain in members.iter().filter_map(|&c| layout.chains.get(c)) {
        for &l in &chain.liberties {
            let r = layout.region_label(l);
            match layout.regions.get(r as usize) {
                Some(region) if region.owner() == Some(color) => eye_regions.push(r),
                _ => return false,
            }
        }
        touches_opponent |= chain
            .stones
            .iter()
            .any(|&s| super::layout::neighbours(layout.size, s).any(|n| layout.stone_at(n) == Some(color.opponent())));
    }
    eye_regions.sort_unstable();
    eye_regions.dedup();
    match eye_regions.as_slice() {
        [r] => {
            touches_opponent && layout.regions.get(*r as usize).is_some_and(|reg| is_one_eye(layout.size, &reg.points))
        }
        _ => false,
    }
}

/// Stones of `color` whose every liberty lies in a bent four in the corner
/// that also holds opponent stones.
fn bent_four_victims(layout: &Layout, color: Color) -> Vec<usize> {
    let mut victims = Vec::new();
    for corner in corner_points(layout) {
        if layout.stone_at(corner) != Some(color.opponent()) {
            continue;
        }
        let space = space_without(layout, color, corner, 5);
        if !is_bent_four_in_the_corner(layout.size, &space) {
            continue;
        }
        let enclosing: Vec<usize> = (0..layout.chains.len())
            .filter(|&c| {
                layout.chains.get(c).is_some_and(|ch| {
                    ch.color == color
                        && ch.liberties.iter().any(|l| space.contains(l))
                        && ch.liberties.iter().all(|l| space.contains(l))
                })
            })
            .collect();
        for c in enclosing {
            victims.extend(layout.chains.get(c).map(|ch| ch.stones.clone()).unwrap_or_default());
        }
    }
    victims
}

fn corner_points(layout: &Layout) -> [usize; 4] {
    let (w, h) = (usize::from(layout.size.width), usize::from(layout.size.height));
    [0, w - 1, (h - 1) * w, h * w - 1]
}

/// The points without `color`'s stones connected to `start`, or fewer than
/// `limit` of them (the search stops at `limit`).
fn space_without(layout: &Layout, color: Color, start: usize, limit: usize) -> Vec<usize> {
    let mut space = vec![start];
    let mut k = 0;
    while let Some(&p) = space.get(k) {
        for n in super::layout::neighbours(layout.size, p) {
            if layout.stone_at(n) != Some(color) && !space.contains(&n) {
                space.push(n);
                if space.len() >= limit {
                    return space;
                }
            }
        }
        k += 1;
    }
    space.sort_unstable();
    space
}
