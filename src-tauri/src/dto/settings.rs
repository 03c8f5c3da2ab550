//! What the New game dialog sends.

use go_core::{PerColor, Rules};
use serde::Deserialize;
use ts_rs::TS;

/// Settings for a new game, validated by the backend before the game starts.
#[derive(Clone, Debug, Deserialize, TS)]
#[ts(export)]
pub struct NewGameSettings {
    /// Board side (5–25; the dialog offers 7–19).
    pub size: u32,
    /// The rule set, komi included.
    pub rules: Rules,
    /// Handicap stones, 0 or 2–9.
    pub handicap: u32,
    /// Players' names (may be empty).
    pub players: PerColor<String>,
    /// Time control, or `None` for no clock.
    pub time: Option<TimeSettings>,
}

/// Main time per player plus byo-yomi.
#[derive(Clone, Debug, Deserialize, TS)]
#[ts(export)]
pub struct TimeSettings {
    /// Main time per player, in seconds (may differ).
    pub main_seconds: PerColor<u32>,
    /// Length of one byo-yomi period in seconds; 0 means sudden death.
    pub period_seconds: u32,
    /// Number of byo-yomi periods (1 for LoGo's single restarting period).
    pub periods: u32,
}

/// A named rule set with its axes, so the dialog shows what a preset means
/// without deciding any rule itself.
#[derive(Clone, Debug, serde::Serialize, TS)]
#[ts(export)]
pub struct PresetRules {
    /// The preset.
    pub preset: go_core::RulesPreset,
    /// Its axes and default komi.
    pub rules: Rules,
}
