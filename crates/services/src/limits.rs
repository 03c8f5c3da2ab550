//! The limits of a new game's settings, defined once: the services check
//! them, and the New game dialog receives them as data ([`GameLimits`]) so
//! it offers and checks the same ranges without repeating them.

use go_core::{Komi, MIN_SIDE, Rules, RulesPreset};
use serde::Serialize;

/// Smallest board side the app offers (go-core itself goes down to 2x2).
pub const MIN_BOARD_SIDE: u32 = 5;
/// Largest board side (go-core's largest board).
pub const MAX_BOARD_SIDE: u32 = go_core::MAX_SIDE as u32;
/// Board sides the dialog offers directly; any other within the limits is "custom".
pub const OFFERED_BOARD_SIDES: [u32; 7] = [7, 9, 11, 13, 15, 17, 19];
/// Fewest stones of a handicap game (0 stones is an even game; 1 is not a handicap).
pub const MIN_HANDICAP: u32 = 2;
/// Most handicap stones.
pub const MAX_HANDICAP: u32 = 9;
/// Longest main time a player may get: 24 hours.
pub const MAX_MAIN_SECONDS: u32 = 24 * 60 * 60;
/// Longest byo-yomi period: one hour.
pub const MAX_PERIOD_SECONDS: u32 = 60 * 60;
/// Most byo-yomi periods.
pub const MAX_PERIODS: u32 = 99;
/// Shortest fixed time per engine move, in seconds.
pub const MIN_ENGINE_MOVE_SECONDS: u32 = 1;
/// Longest fixed time per engine move, in seconds.
pub const MAX_ENGINE_MOVE_SECONDS: u32 = 600;
/// Fixed times per engine move the dialog offers, in seconds, shortest first.
pub const OFFERED_ENGINE_MOVE_SECONDS: [u32; 5] = [1, 2, 5, 10, 30];
/// Longest player name, in characters.
pub const MAX_NAME_CHARS: u32 = 60;

const _: () = assert!(MIN_BOARD_SIDE >= MIN_SIDE as u32);

/// A range of whole numbers, both ends included.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct WholeRange {
    /// The smallest value allowed.
    pub min: u32,
    /// The largest value allowed.
    pub max: u32,
}

impl WholeRange {
    /// Whether `value` lies in the range.
    #[must_use]
    pub fn contains(self, value: u32) -> bool {
        (self.min..=self.max).contains(&value)
    }
}

/// The komi a game may have: from `min` to `max` in steps of `step` points.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct KomiRange {
    /// The smallest komi.
    pub min: Komi,
    /// The largest komi.
    pub max: Komi,
    /// Every komi is a multiple of this.
    pub step: Komi,
}

/// The komi a handicap game starts with under one rule set.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct PresetKomi {
    /// The rule set.
    pub preset: RulesPreset,
    /// Its komi for a game with handicap stones.
    pub komi: Komi,
}

/// Everything the New game dialog offers and allows.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct GameLimits {
    /// Board sides offered directly, smallest first.
    pub offered_sizes: Vec<u32>,
    /// Every board side allowed.
    pub size: WholeRange,
    /// Every side of a new empty teaching board: any square board go-core plays on.
    pub teaching_size: WholeRange,
    /// Handicap stones of a handicap game (0, no handicap, is always allowed).
    pub handicap: WholeRange,
    /// The komi allowed.
    pub komi: KomiRange,
    /// The komi a handicap game starts with, per rule set.
    pub handicap_komi: Vec<PresetKomi>,
    /// A player's main time, in seconds (0 only with byo-yomi).
    pub main_seconds: WholeRange,
    /// One byo-yomi period, in seconds (0 means sudden death).
    pub period_seconds: WholeRange,
    /// The number of byo-yomi periods.
    pub periods: WholeRange,
    /// A player's name, in characters after trimming.
    pub name_chars: WholeRange,
    /// The computer's fixed time per move, in seconds (no fixed time is always allowed).
    pub engine_move_seconds: WholeRange,
    /// The fixed times per move the dialog offers, shortest first.
    pub offered_engine_move_seconds: Vec<u32>,
}

impl GameLimits {
    /// LoGo's limits.
    #[must_use]
    pub fn get() -> GameLimits {
        GameLimits {
            offered_sizes: OFFERED_BOARD_SIDES.to_vec(),
            size: WholeRange { min: MIN_BOARD_SIDE, max: MAX_BOARD_SIDE },
            teaching_size: WholeRange { min: MIN_SIDE as u32, max: MAX_BOARD_SIDE },
            handicap: WholeRange { min: MIN_HANDICAP, max: MAX_HANDICAP },
            komi: KomiRange { min: Komi::MIN, max: Komi::MAX, step: Komi::STEP },
            handicap_komi: RulesPreset::ALL.map(|preset| PresetKomi { preset, komi: preset.handicap_komi() }).to_vec(),
            main_seconds: WholeRange { min: 0, max: MAX_MAIN_SECONDS },
            period_seconds: WholeRange { min: 0, max: MAX_PERIOD_SECONDS },
            periods: WholeRange { min: 1, max: MAX_PERIODS },
            name_chars: WholeRange { min: 0, max: MAX_NAME_CHARS },
            engine_move_seconds: WholeRange { min: MIN_ENGINE_MOVE_SECONDS, max: MAX_ENGINE_MOVE_SECONDS },
            offered_engine_move_seconds: OFFERED_ENGINE_MOVE_SECONDS.to_vec(),
        }
    }
}

/// A named rule set with its axes, so the dialog shows what a preset means
/// without deciding any rule itself.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct PresetRules {
    /// The preset.
    pub preset: RulesPreset,
    /// Its axes and default komi.
    pub rules: Rules,
}

/// The five named rule sets with their axes and default komi, in display order.
#[must_use]
pub fn rule_presets() -> Vec<PresetRules> {
    RulesPreset::ALL.into_iter().map(|preset| PresetRules { preset, rules: preset.rules() }).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_limits_hold_what_the_dialog_offers() {
        let limits = GameLimits::get();
        assert!(limits.offered_sizes.iter().all(|&side| limits.size.contains(side)));
        assert_eq!((limits.size.min, limits.size.max), (5, 25));
        assert_eq!((limits.handicap.min, limits.handicap.max), (2, 9));
        assert_eq!(
            (limits.komi.min.as_f64(), limits.komi.max.as_f64(), limits.komi.step.as_f64()),
            (-1000.0, 1000.0, 0.5)
        );
        assert_eq!(limits.handicap_komi.len(), RulesPreset::ALL.len());
        assert!(limits.handicap_komi.iter().all(|k| k.komi.as_f64() == 0.5));
        assert_eq!((limits.main_seconds.max, limits.period_seconds.max, limits.periods.max), (86_400, 3_600, 99));
        assert_eq!(limits.name_chars.max, 60);
        assert_eq!((limits.engine_move_seconds.min, limits.engine_move_seconds.max), (1, 600));
        assert!(!limits.offered_engine_move_seconds.is_empty());
        assert!(limits.offered_engine_move_seconds.iter().all(|&s| limits.engine_move_seconds.contains(s)));
        assert!(limits.offered_engine_move_seconds.is_sorted(), "shortest first");
    }

    #[test]
    fn the_limits_reach_the_ui_as_plain_numbers() {
        let json = serde_json::to_value(GameLimits::get()).unwrap();
        assert_eq!(json["komi"], serde_json::json!({"min": -1000.0, "max": 1000.0, "step": 0.5}));
        assert_eq!(json["handicap_komi"][0], serde_json::json!({"preset": "japanese", "komi": 0.5}));
        assert_eq!(json["offered_sizes"], serde_json::json!([7, 9, 11, 13, 15, 17, 19]));
    }
}
