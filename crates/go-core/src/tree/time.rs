//! A record's time control: main time per player and what follows it.
//!
//! SGF says `TM` (main time in seconds) and `OT` (free text such as
//! `5x30 byo-yomi`); LoGo's own files add `TB`/`TW` (each player's main time)
//! and, in old files, wrote the time of day the game began into `TM`
//! (`TM[14:05:00]`). The typed reading lives here, the text beside it.

use crate::clock::TimeControl;
use crate::color::PerColor;
use serde::{Deserialize, Serialize};
use std::fmt;

/// What follows main time.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Overtime {
    /// Japanese byo-yomi: `periods` periods of `period_ms` each (LoGo plays these).
    ByoYomi {
        /// Number of periods (1 for LoGo's single restarting period).
        periods: u32,
        /// Length of one period in milliseconds.
        period_ms: u64,
    },
    /// Canadian overtime: `stones` moves within each `period_ms`.
    Canadian {
        /// Moves to play per period.
        stones: u32,
        /// Length of one period in milliseconds.
        period_ms: u64,
    },
}

/// A time of day, `hh:mm:ss`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct TimeOfDay {
    /// 0–23.
    pub hour: u8,
    /// 0–59.
    pub minute: u8,
    /// 0–59.
    pub second: u8,
}

impl TimeOfDay {
    /// A checked time of day.
    #[must_use]
    pub fn new(hour: u8, minute: u8, second: u8) -> Option<TimeOfDay> {
        (hour < 24 && minute < 60 && second < 60).then_some(TimeOfDay { hour, minute, second })
    }
}

impl fmt::Display for TimeOfDay {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:02}:{:02}:{:02}", self.hour, self.minute, self.second)
    }
}

/// The time control as far as the record tells it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct TimeInfo {
    /// Each player's main time in milliseconds, if given.
    pub main_ms: Option<PerColor<u64>>,
    /// What follows main time, if the record says and LoGo understands it.
    pub overtime: Option<Overtime>,
    /// When the game began (LoGo's old `TM[hh:mm:ss]`).
    pub started_at: Option<TimeOfDay>,
    /// The main time as written (SGF `TM`).
    pub main_text: Option<String>,
    /// The overtime as written (SGF `OT`).
    pub overtime_text: Option<String>,
}

impl TimeInfo {
    /// The record of a game played with `control`.
    #[must_use]
    pub fn from_control(control: TimeControl) -> TimeInfo {
        let overtime = control
            .has_byo_yomi()
            .then_some(Overtime::ByoYomi { periods: control.periods, period_ms: control.period_ms });
        TimeInfo { main_ms: Some(control.main_ms), overtime, ..TimeInfo::default() }
    }

    /// The clock settings LoGo can play with: main time and byo-yomi or
    /// sudden death (`period_ms` and `periods` 0). `None` without any time
    /// control, or for overtime LoGo's clock does not have (Canadian).
    #[must_use]
    pub fn time_control(&self) -> Option<TimeControl> {
        let (period_ms, periods) = match self.overtime {
            None => (0, 0),
            Some(Overtime::ByoYomi { periods, period_ms }) => (period_ms, periods),
            Some(Overtime::Canadian { .. }) => return None,
        };
        if self.main_ms.is_none() && self.overtime.is_none() {
            return None;
        }
        Some(TimeControl { main_ms: self.main_ms.unwrap_or_default(), period_ms, periods })
    }
}
