//! Tests of scoring that read like diagrams: ASCII boards in, scores out.
//!
//! Diagrams use `Board::from_ascii`'s letters, plus one convention of these
//! tests: a lowercase `x` or `o` is a stone marked dead.

mod counting;
mod marking;
mod positions;
mod proposal;
mod seki;
mod seki_boards;

use super::{DeadSet, Score, ScoreInput, score};
use crate::board::Board;
use crate::color::PerColor;
use crate::point::Point;
use crate::rules::{Rules, RulesPreset};

/// The board of a diagram and its stones marked dead (lowercase letters).
pub(super) fn position(diagram: &str) -> (Board, DeadSet) {
    let board = Board::from_ascii(diagram).expect("test diagram");
    let rows = diagram.lines().map(str::trim).filter(|l| !l.is_empty());
    let dead = rows.enumerate().flat_map(|(y, row)| {
        row.chars()
            .filter(|c| !c.is_whitespace())
            .enumerate()
            .filter(|(_, c)| matches!(c, 'x' | 'o'))
            .map(move |(x, _)| Point::new(x as u8, y as u8))
    });
    (board, DeadSet::from_points(dead))
}

/// Rules of a preset with a komi in half points.
pub(super) fn rules(preset: RulesPreset, komi_halves: i32) -> Rules {
    Rules { komi: crate::komi::Komi::from_half_points(komi_halves), ..preset.rules() }
}

/// Counts a diagram under `rules` with `captured` stones taken *by* Black and White during play.
pub(super) fn count(diagram: &str, rules: Rules, captured: [u32; 2]) -> Score {
    let (board, dead) = position(diagram);
    let captures = PerColor::new(captured[0], captured[1]);
    score(&ScoreInput { board: &board, captures, handicap: 0, rules, dead: &dead })
}

/// Points in SGF notation, for comparing point lists at a glance.
pub(super) fn sgf(points: &[Point]) -> Vec<String> {
    points.iter().filter_map(|p| p.to_sgf()).collect()
}
