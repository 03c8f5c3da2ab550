//! Counting a finished position: territory (Japanese) or area (Chinese, AGA,
//! New Zealand, Tromp-Taylor), itemised per side.
//!
//! One pass finds the regions and seki after the dead stones are off; both
//! methods are then read from the same tallies, so the "other method" line
//! can never disagree with the main count about what lies where.

use super::dead::DeadSet;
use super::halves::HalfPoints;
use super::layout::Layout;
use super::report::{Count, Prisoners, Score, ScoredPoints, SideScore, result_of};
use super::seki::{Seki, find_seki};
use crate::board::Board;
use crate::color::{Color, PerColor};
use crate::point::Point;
use crate::rules::{DeadStones, Rules, ScoringMethod, SekiPoints};

/// Everything a count needs.
#[derive(Clone, Copy, Debug)]
pub struct ScoreInput<'a> {
    /// The position after the last move.
    pub board: &'a Board,
    /// Stones captured *by* each colour during play (`Game::captures`).
    pub captures: PerColor<u32>,
    /// Black's handicap stones (0 in an even game).
    pub handicap: u8,
    /// The rules, komi included.
    pub rules: Rules,
    /// The stones agreed dead. Ignored under `DeadStones::Kept` (Tromp-Taylor),
    /// where everything on the board counts as it stands.
    pub dead: &'a DeadSet,
}

/// Counts the position: both methods, every term, and the points to draw.
#[must_use]
pub fn score(input: &ScoreInput<'_>) -> Score {
    let removed = match input.rules.dead_stones {
        DeadStones::Removed => input.dead.flags(input.board),
        DeadStones::Kept => Vec::new(),
    };
    let layout = Layout::new(input.board, &removed);
    let seki = find_seki(&layout);
    let tally = Tally::new(input.board, &layout, &seki, &removed);
    let count = tally.count(input, input.rules.scoring, input.rules.seki);
    let other_method = match input.rules.scoring {
        ScoringMethod::Territory => ScoringMethod::Area,
        ScoringMethod::Area => ScoringMethod::Territory,
    };
    let other = tally.count(input, other_method, customary_seki(other_method));
    let points = tally.points(&layout, &seki, input.rules.seki);
    Score { rules: input.rules, count, other, points }
}

/// How a method usually treats seki eyes: Japanese rules leave them neutral,
/// area rules count them.
fn customary_seki(method: ScoringMethod) -> SekiPoints {
    match method {
        ScoringMethod::Territory => SekiPoints::Neutral,
        ScoringMethod::Area => SekiPoints::Counted,
    }
}

/// Per-colour counts read off the layout once.
struct Tally {
    /// Empty points in regions only one colour borders, seki eyes excluded.
    territory: PerColor<u32>,
    /// Empty points in seki eyes.
    seki_eyes: PerColor<u32>,
    /// Stones left on the board.
    stones: PerColor<u32>,
    /// Stones removed as dead, by their colour.
    dead: PerColor<u32>,
    /// The removed points, row by row.
    dead_points: Vec<Point>,
}

impl Tally {
    fn new(board: &Board, layout: &Layout, seki: &Seki, removed: &[bool]) -> Tally {
        let mut tally = Tally {
            territory: PerColor::default(),
            seki_eyes: PerColor::default(),
            stones: PerColor::default(),
            dead: PerColor::default(),
            dead_points: Vec::new(),
        };
        for (r, region) in layout.regions.iter().enumerate() {
            let Some(owner) = region.owner() else { continue };
            let n = region.points.len() as u32;
            let slot = if seki.in_seki(r) { tally.seki_eyes.get_mut(owner) } else { tally.territory.get_mut(owner) };
            *slot += n;
        }
        for (i, p) in layout.size.points().enumerate() {
            if let Some(color) = layout.stone_at(i) {
                *tally.stones.get_mut(color) += 1;
            } else if removed.get(i).copied().unwrap_or(false)
                && let Some(color) = board.get(p)
            {
                *tally.dead.get_mut(color) += 1;
                tally.dead_points.push(p);
            }
        }
        tally
    }

    /// The count under `method`, with seki eyes treated as `seki_points` says.
    fn count(&self, input: &ScoreInput<'_>, method: ScoringMethod, seki_points: SekiPoints) -> Count {
        let side = |color: Color| {
            let eyes = if seki_points == SekiPoints::Counted { *self.seki_eyes.get(color) } else { 0 };
            let territory = self.territory.get(color) + eyes;
            let stones = *self.stones.get(color);
            let prisoners = Prisoners { captured: *input.captures.get(color), dead: *self.dead.get(color.opponent()) };
            let (komi, handicap_bonus) = match color {
                Color::Black => (HalfPoints::ZERO, 0),
                Color::White => {
                    (HalfPoints::from(input.rules.komi), input.rules.handicap_compensation.points(input.handicap))
                }
            };
            let counted = match method {
                ScoringMethod::Territory => territory.saturating_add(prisoners.total()),
                ScoringMethod::Area => territory.saturating_add(stones),
            };
            let total = HalfPoints::from_points(counted) + komi + HalfPoints::from_points(handicap_bonus);
            SideScore { territory, stones, prisoners, komi, handicap_bonus, total }
        };
        let (black, white) = (side(Color::Black), side(Color::White));
        let white_minus_black = white.total - black.total;
        Count { method, black, white, white_minus_black, result: result_of(white_minus_black) }
    }

    /// The point sets to draw under the main rules.
    fn points(&self, layout: &Layout, seki: &Seki, seki_points: SekiPoints) -> ScoredPoints {
        let mut points = ScoredPoints { dead: self.dead_points.clone(), ..ScoredPoints::default() };
        let at = |list: &[usize]| -> Vec<Point> { list.iter().map(|&i| layout.point(i)).collect() };
        for (r, region) in layout.regions.iter().enumerate() {
            let in_seki = seki.in_seki(r);
            if in_seki {
                points.seki.extend(at(&region.points));
            }
            match region.owner() {
                Some(owner) if !in_seki || seki_points == SekiPoints::Counted => {
                    points.territory.get_mut(owner).extend(at(&region.points));
                }
                None if !in_seki => points.dame.extend(at(&region.points)),
                _ => {}
            }
        }
        for (chain, _) in layout.chains.iter().zip(&seki.chain).filter(|(_, s)| **s) {
            points.seki_stones.extend(at(&chain.stones));
        }
        for list in [&mut points.territory.black, &mut points.territory.white, &mut points.seki, &mut points.dame] {
            list.sort_unstable_by_key(|p| (p.y, p.x));
        }
        points.seki_stones.sort_unstable_by_key(|p| (p.y, p.x));
        points
    }
}
