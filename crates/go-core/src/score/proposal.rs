//! Which stones are dead at the end of a game: an offline, deterministic proposal.
//!
//! Four steps, surest first:
//! 1. Benson's unconditional life: chains that cannot be captured even if
//!    their owner passes forever are alive, with full confidence.
//! 2. Seeded playouts: the position is played to the end many times (half
//!    the games with Black to move first, half with White), never filling a
//!    true eye and never putting a chain of two or more stones in atari, and
//!    each point remembers who owned it. Because shared liberties of a seki
//!    stay empty, both sides of a seki survive the playouts.
//! 3. Verdicts: a chain whose stones clearly survived (or died in) most
//!    playouts keeps that verdict. A doubtful chain is judged with its group
//!    (the chains of its colour it shares a liberty with, see `groups`) by
//!    who ends up owning the group's liberties. Random play lets a weak group
//!    inside the opponent's loose enclosure survive about half of the time,
//!    but the points around it still mostly end up the opponent's, as a
//!    person counting a finished game sees it.
//! 4. Eye shapes: a surrounded group whose only eye space is a killing shape
//!    (bulky five, …) or whose liberties lie in a bent four in the corner is
//!    dead, as under the Japanese rules' confirmation (see `eyes`), even when
//!    random playouts let it live.
//!
//! The confidence of a verdict is how one-sided its evidence was (100 for
//! Benson-alive chains). Chains left in seki by the verdicts are reported as
//! such.

use super::benson::unconditionally_alive;
use super::dead::DeadSet;
use super::eyes::dead_by_shape;
use super::groups::{liberties, loose_groups};
use super::layout::Layout;
use super::playout::PlayBoard;
use super::seki::find_seki;
use crate::board::Board;
use crate::color::Color;
use crate::point::Point;
use crate::rng::SplitMix64;
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
    /// 256 playouts with LoGo's fixed seed: steady verdicts on doubtful
    /// groups, and well under 50 ms on a 19x19 board (`bench/benches/score.rs`).
    fn default() -> Self {
        ProposalOptions { playouts: 256, seed: 0x4c6f_476f_5363_6f72 }
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
    let hold = holds(&layout, &ownership, options.playouts, &certain);
    let mut dead: Vec<bool> = hold.iter().map(|&h| h < 0.0).collect();
    let after = Layout::new(board, &removed_stones(&layout, &dead));
    for stone in dead_by_shape(&after) {
        let c = layout.chain_label(stone) as usize;
        if !certain.get(c).copied().unwrap_or(false)
            && let Some(flag) = dead.get_mut(c)
        {
            *flag = true;
        }
    }
    verdicts(board, &layout, &dead, &hold)
}

/// Summed ownership per point (row-major): +1 per playout Black owned it, −1 per White.
fn ownership(board: &Board, options: &ProposalOptions) -> Vec<i32> {
    let base = PlayBoard::new(board);
    let size = board.size();
    let cells: Vec<usize> = (0..size.area()).map(|k| base.cell(k)).collect();
    let mut sum = vec![0i32; size.area()];
    let mut rng = SplitMix64::new(options.seed);
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

/// Ownership beyond which a chain's own stones decide its fate: it survived
/// (or died in) clearly most playouts. Closer to zero, its group's
/// surroundings decide.
const CONFIDENT: f64 = 0.5;

/// Per chain, its verdict in -1..=1 (negative: dead): 1 for chains alive by
/// Benson; the mean ownership of its stones from its side where that is
/// clear; otherwise how much its group holds its surroundings, the mean
/// ownership of the group's liberties. A living group ends the playouts
/// owning the points around it (its eyes and territory, or its own stones
/// there); a dead one leaves them to the opponent. Random playouts let a weak
/// group in the opponent's sphere survive about half of the time, but its
/// liberties still mostly end up the opponent's.
fn holds(layout: &Layout, ownership: &[i32], playouts: u32, certain: &[bool]) -> Vec<f64> {
    let scale = f64::from(playouts.max(1));
    let mean = |points: &[usize], color: Color| {
        let sign = if color == Color::Black { 1.0 } else { -1.0 };
        let sum: f64 = points.iter().map(|&p| f64::from(ownership.get(p).copied().unwrap_or(0))).sum();
        sign * sum / (points.len().max(1) as f64 * scale)
    };
    let mut hold = vec![0.0; layout.chains.len()];
    for members in loose_groups(layout) {
        let Some(color) = members.first().and_then(|&c| layout.chains.get(c)).map(|chain| chain.color) else {
            continue;
        };
        let around = mean(&liberties(layout, &members), color);
        for &c in &members {
            let Some(chain) = layout.chains.get(c) else { continue };
            let stones = mean(&chain.stones, color);
            if let Some(slot) = hold.get_mut(c) {
                *slot = match certain.get(c) {
                    Some(true) => 1.0,
                    _ if stones.abs() >= CONFIDENT => stones,
                    _ => around,
                };
            }
        }
    }
    hold
}

/// Row-major flags of the stones of dead chains.
fn removed_stones(layout: &Layout, dead: &[bool]) -> Vec<bool> {
    (0..layout.size.area()).map(|i| dead.get(layout.chain_label(i) as usize).copied().unwrap_or(false)).collect()
}

/// The proposal from per-chain death flags and verdict values.
fn verdicts(board: &Board, layout: &Layout, dead: &[bool], hold: &[f64]) -> Proposal {
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
        let s = hold.get(c).copied().unwrap_or(0.0).clamp(-1.0, 1.0);
        // |s| in 0..=1 maps to 50..=100 percent.
        let confidence = (50.0 + 50.0 * s.abs()).round() as u8;
        proposal.groups.push(GroupVerdict { color: chain.color, stones: points, status, confidence });
    }
    proposal
}
