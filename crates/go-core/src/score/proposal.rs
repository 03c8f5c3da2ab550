//! Which stones are dead at the end of a game: an offline, deterministic proposal.
//!
//! Three steps, cheapest and surest first:
//! 1. Benson's unconditional life: chains that cannot be captured even if
//!    their owner passes forever are alive, with full confidence.
//! 2. Seeded playouts: the position is played to the end many times (half
//!    the games with Black to move first, half with White), never filling a
//!    true eye and never putting a chain of two or more stones in atari, and
//!    each point remembers who owned it. A chain whose points mostly end up
//!    the opponent's is dead. Because shared liberties of a seki stay empty,
//!    both sides of a seki survive the playouts and are not killed.
//! 3. Regions: as a person marks (see [`super::Marking`]), all chains of one
//!    colour inside one region bounded by the other colour's living stones
//!    share one verdict, taken by their stone-weighted ownership, unless a
//!    chain's own ownership is clear (beyond ±0.5). This is repeated once,
//!    since killing a chain can merge regions.
//!
//! The confidence of a verdict is how one-sided the ownership was (100 for
//! Benson-alive chains). Chains left in seki by the verdicts are reported as
//! such.
//!
//! 4. Eye shapes: a surrounded group whose only eye space is a killing shape
//!    (bulky five, …) or whose liberties lie in a bent four in the corner is
//!    dead, as under the Japanese rules' confirmation (see `eyes`), even when
//!    random playouts let it live.

use super::benson::unconditionally_alive;
use super::dead::DeadSet;
use super::eyes::dead_by_shape;
use super::layout::{Layout, NONE, neighbours};
use super::playout::{PlayBoard, Rng};
use super::seki::find_seki;
use crate::board::Board;
use crate::color::Color;
use crate::point::Point;
use serde::{Deserialize, Serialize};

/// How hard to look.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ProposalOptions {
    /// Playouts to run (more is steadier and slower).
    pub playouts: u32,
    /// The seed: the same seed on the same board gives the same proposal.
    pub seed: u64,
}

impl Default for ProposalOptions {
    /// 128 playouts with LoGo's fixed seed: under 50 ms on a 19x19 board.
    fn default() -> Self {
        ProposalOptions { playouts: 128, seed: 0x4c6f_476f_5363_6f72 }
    }
}

/// What the proposal thinks of a chain.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum GroupStatus {
    /// Alive with territory or eyes.
    Alive,
    /// Dead: to be removed.
    Dead,
    /// Alive in seki.
    Seki,
}

/// The verdict on one chain.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct GroupVerdict {
    /// The chain's colour.
    pub color: Color,
    /// Its stones, row by row.
    pub stones: Vec<Point>,
    /// Alive, dead or seki.
    pub status: GroupStatus,
    /// How sure, in percent (50: a coin toss, 100: certain).
    pub confidence: u8,
}

/// A proposal: the dead stones and a verdict per chain.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Proposal {
    /// Every stone proposed dead.
    pub dead: DeadSet,
    /// One verdict per chain, in the order of the chains' first stones.
    pub groups: Vec<GroupVerdict>,
}

/// Proposes the dead stones of the final position `board`.
#[must_use]
pub fn propose_dead(board: &Board, options: &ProposalOptions) -> Proposal {
    let layout = Layout::new(board, &[]);
    let ownership = ownership(board, options);
    let certain = unconditionally_alive(&layout);
    // How much each chain's points belong to the chain's colour, in -1..=1.
    let own: Vec<f64> = layout
        .chains
        .iter()
        .zip(&certain)
        .map(|(chain, &sure)| {
            if sure {
                return 1.0;
            }
            let sign = if chain.color == Color::Black { 1.0 } else { -1.0 };
            let sum: f64 = chain.stones.iter().map(|&s| f64::from(ownership.get(s).copied().unwrap_or(0))).sum();
            sign * sum / (chain.stones.len().max(1) as f64 * f64::from(options.playouts.max(1)))
        })
        .collect();
    let mut dead: Vec<bool> = own.iter().map(|&o| o < 0.0).collect();
    let mut share = own.clone();
    for _ in 0..2 {
        share = regional_shares(&layout, &dead, &own, &certain);
        dead = share.iter().zip(&certain).map(|(&s, &sure)| !sure && s < 0.0).collect();
    }
    let after = Layout::new(board, &removed_stones(&layout, &dead));
    for stone in dead_by_shape(&after) {
        let c = layout.chain_label(stone) as usize;
        if !certain.get(c).copied().unwrap_or(false)
            && let Some(flag) = dead.get_mut(c)
        {
            *flag = true;
        }
    }
    verdicts(board, &layout, &dead, &share)
}

/// Summed ownership per point (row-major): +1 per playout Black owned it, −1 per White.
fn ownership(board: &Board, options: &ProposalOptions) -> Vec<i32> {
    let base = PlayBoard::new(board);
    let size = board.size();
    let cells: Vec<usize> = (0..size.area()).map(|k| base.cell(k)).collect();
    let mut sum = vec![0i32; size.area()];
    let mut rng = Rng::new(options.seed);
    for n in 0..options.playouts {
        let mut play = base.clone();
        let first = if n % 2 == 0 { Color::Black } else { Color::White };
        play.play_out(first, &mut rng);
        for (total, &cell) in sum.iter_mut().zip(&cells) {
            *total += match play.owner(cell) {
                1 => 1,
                2 => -1,
                _ => 0,
            };
        }
    }
    sum
}

/// Ownership beyond which a chain keeps its own verdict instead of its region's:
/// pooling settles doubtful chains but must not drag a clearly dead invader
/// along with a living group in an open, unfinished position.
const CONFIDENT: f64 = 0.5;

/// Each chain's share after pooling the chains of its colour that lie in one
/// region bounded by the other colour's living stones (stone-weighted).
fn regional_shares(layout: &Layout, dead: &[bool], own: &[f64], certain: &[bool]) -> Vec<f64> {
    let mut share = own.to_vec();
    for color in Color::BOTH {
        let blocked = |i: usize| {
            layout
                .stone_at(i)
                .is_some_and(|c| c != color && !dead.get(layout.chain_label(i) as usize).copied().unwrap_or(false))
        };
        for members in components(layout, color, blocked) {
            let weight: f64 = members.iter().map(|&c| stones(layout, c)).sum();
            let pooled: f64 = members.iter().map(|&c| own.get(c).copied().unwrap_or(0.0) * stones(layout, c)).sum();
            let pooled = pooled / weight.max(1.0);
            for &c in &members {
                let unsure = own.get(c).is_some_and(|o| o.abs() < CONFIDENT);
                if unsure
                    && !certain.get(c).copied().unwrap_or(false)
                    && let Some(s) = share.get_mut(c)
                {
                    *s = pooled;
                }
            }
        }
    }
    share
}

fn stones(layout: &Layout, c: usize) -> f64 {
    layout.chains.get(c).map_or(0.0, |chain| chain.stones.len() as f64)
}

/// The chains of `color` grouped by the regions `blocked` points bound.
fn components(layout: &Layout, color: Color, blocked: impl Fn(usize) -> bool) -> Vec<Vec<usize>> {
    let area = layout.size.area();
    let mut seen = vec![false; area];
    let mut groups = Vec::new();
    for start in 0..area {
        if layout.stone_at(start) != Some(color) || seen.get(start).copied().unwrap_or(true) {
            continue;
        }
        let mut stack = vec![start];
        seen[start] = true;
        let mut members = Vec::new();
        while let Some(i) = stack.pop() {
            if layout.stone_at(i) == Some(color) {
                members.push(layout.chain_label(i) as usize);
            }
            for n in neighbours(layout.size, i) {
                if !blocked(n) && !seen.get(n).copied().unwrap_or(true) {
                    seen[n] = true;
                    stack.push(n);
                }
            }
        }
        members.sort_unstable();
        members.dedup();
        members.retain(|&c| c != NONE as usize);
        groups.push(members);
    }
    groups
}

/// Row-major flags of the stones of dead chains.
fn removed_stones(layout: &Layout, dead: &[bool]) -> Vec<bool> {
    (0..layout.size.area()).map(|i| dead.get(layout.chain_label(i) as usize).copied().unwrap_or(false)).collect()
}

/// The proposal from per-chain death flags and shares.
fn verdicts(board: &Board, layout: &Layout, dead: &[bool], share: &[f64]) -> Proposal {
    let after = Layout::new(board, &removed_stones(layout, dead));
    let seki = find_seki(&after);
    let mut proposal = Proposal { dead: DeadSet::new(), groups: Vec::new() };
    for (c, chain) in layout.chains.iter().enumerate() {
        let is_dead = dead.get(c).copied().unwrap_or(false);
        let first = chain.stones.first().copied().unwrap_or(0);
        let in_seki = seki.chain.get(after.chain_label(first) as usize).copied().unwrap_or(false);
        let status = match (is_dead, in_seki) {
            (true, _) => GroupStatus::Dead,
            (false, true) => GroupStatus::Seki,
            (false, false) => GroupStatus::Alive,
        };
        let points: Vec<Point> = chain.stones.iter().map(|&s| layout.point(s)).collect();
        if is_dead {
            for &p in &points {
                proposal.dead.insert(p);
            }
        }
        let s = share.get(c).copied().unwrap_or(0.0).clamp(-1.0, 1.0);
        // |s| in 0..=1 maps to 50..=100 percent.
        let confidence = (50.0 + 50.0 * s.abs()).round() as u8;
        proposal.groups.push(GroupVerdict { color: chain.color, stones: points, status, confidence });
    }
    proposal
}
