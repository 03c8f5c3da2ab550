//! The JSON shape of `logo score --json` (DESIGN §3), as a view of a [`Score`].
//!
//! ```json
//! {"rules":"japanese","komi":6.5,"scoring":"territory",
//!  "black":{"territory":10,"stones":30,"prisoners":3,"captured_in_play":2,"dead_removed":1,"score":13},
//!  "white":{"territory":15,"stones":28,"prisoners":0,"captured_in_play":0,"dead_removed":0,
//!           "komi":6.5,"handicap_bonus":0,"score":21.5},
//!  "dead":["dd"],"seki":[],"dame":["ee"],"result":"W+8.5",
//!  "other":{"scoring":"area","result":"W+3.5"}}
//! ```
//! `stones` and `prisoners` are present under both methods; `scoring` says
//! which of them `score` counts (area: stones + territory; territory:
//! territory + prisoners).

use super::halves::HalfPoints;
use super::report::{Count, Score, SideScore};
use crate::komi::Komi;
use crate::point::Point;
use crate::rules::ScoringMethod;
use serde::{Deserialize, Serialize};

/// One side's line of `score --json`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct SideView {
    /// Empty points (and removed dead stones' points) counted for the side.
    pub territory: u32,
    /// The side's stones on the board after dead stones are removed.
    pub stones: u32,
    /// Prisoners: `captured_in_play` + `dead_removed`.
    pub prisoners: u32,
    /// Stones the side captured during play.
    pub captured_in_play: u32,
    /// The opponent's dead stones removed at the end.
    pub dead_removed: u32,
    /// Komi (White only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub komi: Option<HalfPoints>,
    /// Handicap compensation in points (White only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub handicap_bonus: Option<u32>,
    /// The side's total under `scoring`.
    pub score: HalfPoints,
}

/// The other counting method's verdict, for a line like "nach chinesischer Zählung: W+1.5".
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct OtherView {
    /// The other method.
    pub scoring: ScoringMethod,
    /// Its result in SGF notation.
    pub result: String,
}

/// The whole `score --json` object.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ScoreView {
    /// The preset id (`japanese`, …) or `custom` when the axes match none.
    pub rules: String,
    /// Komi in points.
    pub komi: Komi,
    /// Which terms `score` counts.
    pub scoring: ScoringMethod,
    /// Black's terms.
    pub black: SideView,
    /// White's terms.
    pub white: SideView,
    /// Stones removed as dead (SGF points).
    pub dead: Vec<Point>,
    /// Empty points inside a seki.
    pub seki: Vec<Point>,
    /// Empty points that count for nobody outside seki.
    pub dame: Vec<Point>,
    /// SGF `RE`: `B+3.5`, `W+0.5`, `0`.
    pub result: String,
    /// The other method's result.
    pub other: OtherView,
}

impl SideView {
    fn of(side: &SideScore, white: bool) -> SideView {
        SideView {
            territory: side.territory,
            stones: side.stones,
            prisoners: side.prisoners.total(),
            captured_in_play: side.prisoners.captured,
            dead_removed: side.prisoners.dead,
            komi: white.then_some(side.komi),
            handicap_bonus: white.then_some(side.handicap_bonus),
            score: side.total,
        }
    }
}

impl From<&Score> for ScoreView {
    fn from(score: &Score) -> ScoreView {
        let count: &Count = &score.count;
        ScoreView {
            rules: score.rules.matching_preset().map_or("custom", |p| p.id()).to_owned(),
            komi: score.rules.komi,
            scoring: count.method,
            black: SideView::of(&count.black, false),
            white: SideView::of(&count.white, true),
            dead: score.points.dead.clone(),
            seki: score.points.seki.clone(),
            dame: score.points.dame.clone(),
            result: count.result.to_sgf(),
            other: OtherView { scoring: score.other.method, result: score.other.result.to_sgf() },
        }
    }
}
