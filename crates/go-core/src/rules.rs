//! Rule sets as independent axes, with LoGo's five named presets.
//!
//! Each axis is its own type so that a rule set reads as a sentence and no
//! caller passes a bare bool. Presets are only starting points: every axis
//! may be changed afterwards, and [`Rules::matching_preset`] tells whether
//! a set still equals one of them.

use crate::komi::Komi;
use serde::{Deserialize, Serialize};

/// Which repetitions of the whole board a move may not create.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum KoRule {
    /// Only the immediate recapture of a single stone is forbidden; a pass lifts the ban.
    Simple,
    /// Positional superko: no whole-board position may repeat.
    Positional,
    /// Situational superko: no position may repeat with the same player to move.
    Situational,
}

/// Which moves that leave the moved stones without liberties are allowed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum SuicideRule {
    /// No suicide at all (Japanese, Chinese, AGA).
    Forbidden,
    /// A chain of two or more stones may be sacrificed; a lone stone may not (New Zealand).
    MultiStone,
    /// Every suicide is a legal move (Tromp-Taylor).
    Any,
}

/// What a player's score is made of.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum ScoringMethod {
    /// Surrounded empty points plus prisoners (Japanese).
    Territory,
    /// Stones on the board plus surrounded empty points (Chinese and the others).
    Area,
}

/// Whether empty points inside a seki that only one colour surrounds (seki eyes) score.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum SekiPoints {
    /// Seki eyes are nobody's (Japanese).
    Neutral,
    /// Seki eyes count for the colour that surrounds them (area rules).
    Counted,
}

/// How many extra points White receives for Black's handicap stones.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum HandicapCompensation {
    /// Nothing (Japanese, New Zealand, Tromp-Taylor).
    #[serde(rename = "0")]
    None,
    /// One point per handicap stone (Chinese).
    #[serde(rename = "n")]
    PerStone,
    /// One point per handicap stone after the first (AGA).
    #[serde(rename = "n-1")]
    PerStoneAfterFirst,
}

impl HandicapCompensation {
    /// White's bonus, in whole points, for `stones` handicap stones.
    #[must_use]
    pub fn points(self, stones: u8) -> u32 {
        let n = u32::from(stones);
        match self {
            HandicapCompensation::None => 0,
            HandicapCompensation::PerStone => n,
            HandicapCompensation::PerStoneAfterFirst => n.saturating_sub(1),
        }
    }
}

/// How handicap stones reach the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum HandicapPlacement {
    /// On the star points, placed by the program.
    Fixed,
    /// Black chooses the points, one placement after another.
    Free,
}

/// What it means when a position with the same player to move occurs a third
/// time under simple ko (triple ko, eternal life).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum RepetitionOutcome {
    /// The game ends without a result (SGF `RE[Void]`).
    NoResult,
    /// The game ends as a draw (SGF `RE[0]`).
    Draw,
}

/// Whether dead stones are taken off before counting.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum DeadStones {
    /// The players agree on dead stones, which are removed (and, under territory
    /// counting, become prisoners).
    Removed,
    /// Nothing is removed: what is on the board counts (Tromp-Taylor).
    Kept,
}

/// A complete rule set: one value per axis.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Rules {
    /// Repetition ban.
    pub ko: KoRule,
    /// Suicide allowance.
    pub suicide: SuicideRule,
    /// Territory or area counting.
    pub scoring: ScoringMethod,
    /// Whether seki eyes score.
    pub seki: SekiPoints,
    /// White's bonus per handicap stone.
    pub handicap_compensation: HandicapCompensation,
    /// Fixed or free handicap placement.
    pub handicap_placement: HandicapPlacement,
    /// Points White receives; a half-integer, may be negative.
    pub komi: Komi,
    /// How endless repetition under simple ko ends the game.
    pub repetition: RepetitionOutcome,
    /// Whether dead stones are removed before counting.
    pub dead_stones: DeadStones,
}

/// LoGo's named rule sets.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "kebab-case")]
pub enum RulesPreset {
    /// Japanese rules: territory counting, simple ko, no result on endless repetition.
    Japanese,
    /// Chinese rules: area counting, positional superko, compensation n.
    Chinese,
    /// AGA rules: area counting, situational superko, compensation n−1.
    Aga,
    /// New Zealand rules: area counting, situational superko, multi-stone suicide.
    NewZealand,
    /// Tromp-Taylor ("simple rules"): area counting, positional superko, any suicide,
    /// no dead-stone removal.
    TrompTaylor,
}

impl RulesPreset {
    /// All presets, in the order the app offers them.
    pub const ALL: [RulesPreset; 5] = [
        RulesPreset::Japanese,
        RulesPreset::Chinese,
        RulesPreset::Aga,
        RulesPreset::NewZealand,
        RulesPreset::TrompTaylor,
    ];

    /// The preset's stable id, as used by `--rules` and in JSON.
    #[must_use]
    pub fn id(self) -> &'static str {
        match self {
            RulesPreset::Japanese => "japanese",
            RulesPreset::Chinese => "chinese",
            RulesPreset::Aga => "aga",
            RulesPreset::NewZealand => "new-zealand",
            RulesPreset::TrompTaylor => "tromp-taylor",
        }
    }

    /// The preset with the given id.
    #[must_use]
    pub fn from_id(id: &str) -> Option<RulesPreset> {
        RulesPreset::ALL.into_iter().find(|p| p.id() == id)
    }

    /// The value LoGo writes to SGF `RU`.
    #[must_use]
    pub fn sgf_ru(self) -> &'static str {
        match self {
            RulesPreset::Japanese => "Japanese",
            RulesPreset::Chinese => "Chinese",
            RulesPreset::Aga => "AGA",
            RulesPreset::NewZealand => "NZ",
            RulesPreset::TrompTaylor => "Tromp-Taylor",
        }
    }

    /// The preset an SGF `RU` value names, case-insensitively, including the
    /// spellings seen in the wild (`"GOE"` and `"Ing"` have no preset here).
    #[must_use]
    pub fn from_sgf_ru(ru: &str) -> Option<RulesPreset> {
        let key: String = ru.trim().to_ascii_lowercase().chars().filter(|c| c.is_ascii_alphanumeric()).collect();
        match key.as_str() {
            "japanese" | "jp" | "japan" | "korean" => Some(RulesPreset::Japanese),
            "chinese" | "cn" | "china" => Some(RulesPreset::Chinese),
            "aga" | "american" => Some(RulesPreset::Aga),
            "nz" | "newzealand" => Some(RulesPreset::NewZealand),
            "tromptaylor" | "tt" | "simple" => Some(RulesPreset::TrompTaylor),
            _ => None,
        }
    }

    /// The komi a game with two or more handicap stones starts with under
    /// this preset. Every preset gives half a point (the stones are Black's
    /// advantage; the half point only rules out a tie); any compensation per
    /// stone is counted apart (see [`HandicapCompensation`]).
    #[must_use]
    pub fn handicap_komi(self) -> Komi {
        Komi::from_half_points(1)
    }

    /// The preset's full rule set, with its default komi for an even game.
    #[must_use]
    pub fn rules(self) -> Rules {
        use RulesPreset::*;
        let area = |ko, suicide, handicap_compensation, handicap_placement, komi_halves| Rules {
            ko,
            suicide,
            scoring: ScoringMethod::Area,
            seki: SekiPoints::Counted,
            handicap_compensation,
            handicap_placement,
            komi: Komi::from_half_points(komi_halves),
            repetition: RepetitionOutcome::Draw,
            dead_stones: DeadStones::Removed,
        };
        match self {
            Japanese => Rules {
                ko: KoRule::Simple,
                suicide: SuicideRule::Forbidden,
                scoring: ScoringMethod::Territory,
                seki: SekiPoints::Neutral,
                handicap_compensation: HandicapCompensation::None,
                handicap_placement: HandicapPlacement::Fixed,
                komi: Komi::from_half_points(13),
                repetition: RepetitionOutcome::NoResult,
                dead_stones: DeadStones::Removed,
            },
            Chinese => area(
                KoRule::Positional,
                SuicideRule::Forbidden,
                HandicapCompensation::PerStone,
                HandicapPlacement::Free,
                15,
            ),
            Aga => area(
                KoRule::Situational,
                SuicideRule::Forbidden,
                HandicapCompensation::PerStoneAfterFirst,
                HandicapPlacement::Fixed,
                15,
            ),
            NewZealand => area(
                KoRule::Situational,
                SuicideRule::MultiStone,
                HandicapCompensation::None,
                HandicapPlacement::Free,
                14,
            ),
            TrompTaylor => Rules {
                dead_stones: DeadStones::Kept,
                ..area(KoRule::Positional, SuicideRule::Any, HandicapCompensation::None, HandicapPlacement::Fixed, 15)
            },
        }
    }
}

impl Rules {
    /// The preset whose axes (komi aside) equal these, if any.
    #[must_use]
    pub fn matching_preset(&self) -> Option<RulesPreset> {
        RulesPreset::ALL.into_iter().find(|p| Rules { komi: self.komi, ..p.rules() } == *self)
    }
}

impl Default for Rules {
    /// Japanese rules, LoGo's default.
    fn default() -> Self {
        RulesPreset::Japanese.rules()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_have_the_komi_and_compensation_of_their_sources() {
        let komi: Vec<f64> = RulesPreset::ALL.iter().map(|p| p.rules().komi.as_f64()).collect();
        assert_eq!(komi, [6.5, 7.5, 7.5, 7.0, 7.5]);
        let bonus: Vec<u32> = RulesPreset::ALL.iter().map(|p| p.rules().handicap_compensation.points(4)).collect();
        assert_eq!(bonus, [0, 4, 3, 0, 0]);
    }

    #[test]
    fn tromp_taylor_is_the_simple_rules() {
        let tt = RulesPreset::TrompTaylor.rules();
        assert_eq!(tt.scoring, ScoringMethod::Area);
        assert_eq!(tt.ko, KoRule::Positional);
        assert_eq!(tt.suicide, SuicideRule::Any);
        assert_eq!(tt.dead_stones, DeadStones::Kept);
    }

    #[test]
    fn ids_and_sgf_ru_round_trip() {
        for p in RulesPreset::ALL {
            assert_eq!(RulesPreset::from_id(p.id()), Some(p));
            assert_eq!(RulesPreset::from_sgf_ru(p.sgf_ru()), Some(p));
            assert_eq!(p.rules().matching_preset(), Some(p));
        }
        assert_eq!(RulesPreset::from_sgf_ru("New Zealand"), Some(RulesPreset::NewZealand));
        assert_eq!(RulesPreset::from_sgf_ru("GOE"), None);
    }

    #[test]
    fn changing_an_axis_leaves_the_preset() {
        let rules = Rules { ko: KoRule::Positional, ..RulesPreset::Japanese.rules() };
        assert_eq!(rules.matching_preset(), None);
        let komi_only = Rules { komi: Komi::from_half_points(1), ..RulesPreset::Japanese.rules() };
        assert_eq!(komi_only.matching_preset(), Some(RulesPreset::Japanese));
    }

    #[test]
    fn axes_serialize_with_design_names() {
        let json = serde_json::to_value(RulesPreset::Aga.rules()).unwrap();
        assert_eq!(json["ko"], "situational");
        assert_eq!(json["suicide"], "forbidden");
        assert_eq!(json["handicap_compensation"], "n-1");
        assert_eq!(json["komi"], 7.5);
        assert_eq!(serde_json::to_value(RulesPreset::NewZealand).unwrap(), "new-zealand");
    }
}
