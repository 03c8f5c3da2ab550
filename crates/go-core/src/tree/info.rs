//! Game information: who played, when, under which rules, with what result.
//!
//! Each field LoGo understands is typed (`Rules`, `Komi`, `GameResult`, a
//! date, a time control), and where files in the wild write things a typed
//! reading cannot hold exactly (`KM[750]`, `RE[B]`, `RU[GOE]`, `DT[24-12-2025]`)
//! the text as written is kept beside it. Writers prefer the typed value and
//! fall back to the text only where there is none.

use super::time::TimeInfo;
use crate::color::{Color, PerColor};
use crate::komi::Komi;
use crate::point::BoardSize;
use crate::result::GameResult;
use crate::rules::{Rules, RulesPreset};
use serde::{Deserialize, Serialize};
use std::fmt;

/// One player.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Player {
    /// The name (SGF `PB`/`PW`).
    pub name: Option<String>,
    /// The rank, e.g. `3k` or `2d` (SGF `BR`/`WR`).
    pub rank: Option<String>,
    /// The team (SGF `BT`/`WT`).
    pub team: Option<String>,
}

/// The rule set in force and how the record named it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct RulesInfo {
    /// The rules for replaying and scoring; their komi is the game's komi (0 when unknown).
    pub rules: Rules,
    /// The preset the record names, if it names a known one.
    pub preset: Option<RulesPreset>,
    /// The rules as written (SGF `RU`).
    pub text: Option<String>,
    /// LoGo's description of rule axes that differ from the preset (private SGF `LR`).
    pub axes: Option<String>,
    /// Whether the record names no known rule set, so `rules` are LoGo's default.
    pub assumed: bool,
}

impl RulesInfo {
    /// Rules known exactly (a game played in LoGo).
    #[must_use]
    pub fn known(rules: Rules) -> RulesInfo {
        RulesInfo { rules, preset: rules.matching_preset(), text: None, axes: None, assumed: false }
    }
}

impl Default for RulesInfo {
    /// No rules named: LoGo's default, assumed.
    fn default() -> Self {
        let rules = Rules { komi: Komi::default(), ..Rules::default() };
        RulesInfo { assumed: true, ..RulesInfo::known(rules) }
    }
}

/// Komi, typed where readable, with the text as written.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct KomiInfo {
    /// The komi, if the record gives one LoGo can read.
    pub komi: Option<Komi>,
    /// The komi as written (SGF `KM`), e.g. `750` for 7.5.
    pub text: Option<String>,
}

/// The result, typed where readable, with the text as written.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ResultInfo {
    /// The result, if LoGo can read it (`B+R`, `W+3.5`, `0`, `Void`, …).
    pub result: Option<GameResult>,
    /// The winner, also when the result says no more (`RE[B]`, `RE[W+F]`).
    pub winner: Option<Color>,
    /// The result as written (SGF `RE`).
    pub text: Option<String>,
}

/// A calendar date, as precise as the record gives it (year, month, day).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct GameDate {
    /// The year, e.g. 2025.
    pub year: u16,
    /// The month 1–12, if known.
    pub month: Option<u8>,
    /// The day 1–31, if known (only with a month).
    pub day: Option<u8>,
}

impl GameDate {
    /// A checked date: month 1–12, day 1–31 and only with a month, year 1–9999.
    #[must_use]
    pub fn new(year: u16, month: Option<u8>, day: Option<u8>) -> Option<GameDate> {
        let month_ok = month.is_none_or(|m| (1..=12).contains(&m));
        let day_ok = match (month, day) {
            (_, None) => true,
            (Some(_), Some(d)) => (1..=31).contains(&d),
            (None, Some(_)) => false,
        };
        ((1..=9999).contains(&year) && month_ok && day_ok).then_some(GameDate { year, month, day })
    }
}

impl fmt::Display for GameDate {
    /// ISO form as SGF writes it: `2025-12-24`, `2025-12` or `2025`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}", self.year)?;
        if let Some(m) = self.month {
            write!(f, "-{m:02}")?;
        }
        if let Some(d) = self.day {
            write!(f, "-{d:02}")?;
        }
        Ok(())
    }
}

/// The date, typed where readable, with the text as written.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct DateInfo {
    /// The (first) date the game was played, if readable.
    pub date: Option<GameDate>,
    /// The date as written (SGF `DT`), e.g. `24-12-2025` in LoGo's old files.
    pub text: Option<String>,
}

/// Everything known about a game as a whole.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct GameInfo {
    /// The board (SGF `SZ`).
    pub size: BoardSize,
    /// The rules (SGF `RU`, LoGo's `LR`).
    pub rules: RulesInfo,
    /// Komi (SGF `KM`).
    pub komi: KomiInfo,
    /// Handicap stones as the record states (SGF `HA`); the stones are the root's setup.
    pub handicap: Option<u8>,
    /// Both players.
    pub players: PerColor<Player>,
    /// The result (SGF `RE`).
    pub result: ResultInfo,
    /// The date (SGF `DT`).
    pub date: DateInfo,
    /// The time control and LoGo's start time (SGF `TM`, `OT`, LoGo's `TB`/`TW`).
    pub time: TimeInfo,
    /// The event or tournament (SGF `EV`).
    pub event: Option<String>,
    /// The round (SGF `RO`).
    pub round: Option<String>,
    /// Where the game was played (SGF `PC`).
    pub place: Option<String>,
    /// The game's name (SGF `GN`).
    pub game_name: Option<String>,
    /// The program that wrote the record, `name:version` (SGF `AP`).
    pub application: Option<String>,
    /// The copyright (SGF `CP`).
    pub copyright: Option<String>,
    /// The source (SGF `SO`).
    pub source: Option<String>,
    /// Who entered the record (SGF `US`).
    pub user: Option<String>,
    /// Who commented the game (SGF `AN`).
    pub annotator: Option<String>,
    /// The opening (SGF `ON`).
    pub opening: Option<String>,
    /// A comment on the whole game (SGF `GC`).
    pub comment: Option<String>,
}

impl GameInfo {
    /// Information on a game of `size` under `rules` (known exactly), nothing else known.
    #[must_use]
    pub fn new(size: BoardSize, rules: Rules) -> GameInfo {
        GameInfo {
            size,
            rules: RulesInfo::known(rules),
            komi: KomiInfo { komi: Some(rules.komi), text: None },
            handicap: None,
            players: PerColor::default(),
            result: ResultInfo::default(),
            date: DateInfo::default(),
            time: TimeInfo::default(),
            event: None,
            round: None,
            place: None,
            game_name: None,
            application: None,
            copyright: None,
            source: None,
            user: None,
            annotator: None,
            opening: None,
            comment: None,
        }
    }

    /// The handicap as a count of stones: 0 for none (`HA[0]`, `HA[1]` or no `HA`).
    #[must_use]
    pub fn handicap_stones(&self) -> u8 {
        self.handicap.filter(|&h| h >= 2).unwrap_or(0)
    }
}

impl Default for GameInfo {
    /// 19x19, nothing known: LoGo's default rules assumed, no komi.
    fn default() -> Self {
        GameInfo {
            rules: RulesInfo::default(),
            komi: KomiInfo::default(),
            ..GameInfo::new(BoardSize::STANDARD, Rules::default())
        }
    }
}
