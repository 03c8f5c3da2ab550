//! GNU Go 3.8 as LoGo's built-in opponent: its command line, its levels with
//! names for beginners, and how each of LoGo's rule axes maps to its flags.
//!
//! GNU Go has a flag for every ko and suicide rule LoGo knows, counts by
//! territory (`--japanese-rules`) or by area (`--chinese-rules`), and captures
//! every dead stone before passing on request (`--capture-all-dead`, for rules
//! that keep dead stones on the board). What it cannot be told: seki points
//! that differ from its counting method's custom (its territory counting
//! leaves seki eyes neutral, its area counting counts them). Its handicap
//! compensation (none by territory, one point per stone by area) is matched
//! exactly by adjusting the komi LoGo tells it ([`GnuGo::engine_komi`]).

use super::EngineIdentity;
use super::command::EngineCommand;
use super::rules_fit::{RuleGap, RulesFit};
use go_core::{
    BoardSize, DeadStones, HandicapCompensation, KoRule, Komi, Rules, ScoringMethod, SekiPoints, SuicideRule,
};
use serde::{Deserialize, Serialize};
use std::path::PathBuf;

/// GNU Go on a board up to this side (its compile-time limit).
pub const GNUGO_MAX_SIDE: u8 = 19;

/// One of GNU Go's strength levels, 1 (weakest, fastest) to 10 (strongest).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct GnuGoLevel(u8);

/// The i18n keys of the levels' names, weakest first.
const LEVEL_NAMES: [&str; 10] = [
    "engine.level.first_steps",
    "engine.level.gentle",
    "engine.level.easy",
    "engine.level.relaxed",
    "engine.level.moderate",
    "engine.level.steady",
    "engine.level.challenging",
    "engine.level.tough",
    "engine.level.strong",
    "engine.level.strongest",
];

/// A level outside 1..=10.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("GNU Go's levels run from 1 to 10, not {0}")]
pub struct LevelError(pub u8);

impl GnuGoLevel {
    /// The weakest level.
    pub const WEAKEST: GnuGoLevel = GnuGoLevel(1);

    /// Every level, weakest first.
    pub fn all() -> impl Iterator<Item = GnuGoLevel> {
        (1..=10).map(GnuGoLevel)
    }

    /// The level as GNU Go numbers it.
    #[must_use]
    pub fn number(self) -> u8 {
        self.0
    }

    /// The i18n key of the level's name for beginners (the UI translates it).
    #[must_use]
    pub fn name_key(self) -> &'static str {
        LEVEL_NAMES.get(usize::from(self.0).saturating_sub(1)).copied().unwrap_or("engine.level.strongest")
    }
}

impl TryFrom<u8> for GnuGoLevel {
    type Error = LevelError;

    fn try_from(level: u8) -> Result<Self, Self::Error> {
        if (1..=10).contains(&level) { Ok(GnuGoLevel(level)) } else { Err(LevelError(level)) }
    }
}

impl From<GnuGoLevel> for u8 {
    fn from(level: GnuGoLevel) -> u8 {
        level.0
    }
}

/// GNU Go at a level.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GnuGo {
    /// The `gnugo` program.
    pub program: PathBuf,
    /// Its strength.
    pub level: GnuGoLevel,
}

impl GnuGo {
    /// GNU Go where it is installed ([`super::find_gnugo`]), at `level`.
    #[must_use]
    pub fn find(level: GnuGoLevel) -> Option<GnuGo> {
        super::find_gnugo().map(|program| GnuGo { program, level })
    }

    /// The command that starts it in GTP mode under `rules`. The level is
    /// also its ceiling (`--max-level`): once GNU Go has a clock it adjusts its
    /// level to the time it has, and without a ceiling a generous per-move
    /// budget would make the beginner's opponent play far above the chosen
    /// strength. A short clock may still make it weaker, never stronger.
    #[must_use]
    pub fn command(&self, rules: &Rules) -> EngineCommand {
        let level = self.level.0.to_string();
        let mut args = vec!["--mode".to_owned(), "gtp".to_owned(), "--level".to_owned(), level.clone()];
        args.extend(["--max-level".to_owned(), level]);
        args.extend(rules_flags(rules).into_iter().map(str::to_owned));
        EngineCommand { program: self.program.clone(), args }
    }

    /// How well GNU Go follows `rules`.
    #[must_use]
    pub fn rules_fit(rules: &Rules) -> RulesFit {
        let customary_seki = match rules.scoring {
            ScoringMethod::Territory => SekiPoints::Neutral,
            ScoringMethod::Area => SekiPoints::Counted,
        };
        let gaps = if rules.seki == customary_seki { Vec::new() } else { vec![RuleGap::Seki] };
        RulesFit::from_gaps(gaps)
    }

    /// The komi to tell GNU Go so that its count matches `rules` with
    /// `handicap` stones: the rules' komi plus the difference between the
    /// compensation the rules give White and the one GNU Go adds by itself.
    #[must_use]
    pub fn engine_komi(rules: &Rules, handicap: u8) -> Komi {
        let gnugo_adds = match rules.scoring {
            ScoringMethod::Territory => HandicapCompensation::None,
            ScoringMethod::Area => HandicapCompensation::PerStone,
        };
        let wanted = i64::from(rules.handicap_compensation.points(handicap));
        let given = i64::from(gnugo_adds.points(handicap));
        let halves = i64::from(rules.komi.half_points()) + 2 * (wanted - given);
        i32::try_from(halves).map_or(rules.komi, Komi::from_half_points)
    }

    /// Whether GNU Go can play on a board of `size`.
    #[must_use]
    pub fn supports_size(size: BoardSize) -> bool {
        size.is_square() && size.width <= GNUGO_MAX_SIDE
    }

    /// How players and records name it: `GNU Go 3.8 (level 1)`.
    #[must_use]
    pub fn display_name(&self, identity: &EngineIdentity) -> String {
        format!("{} {} (level {})", identity.name, identity.version, self.level.0).trim_start().to_owned()
    }
}

/// GNU Go's flags for `rules`.
fn rules_flags(rules: &Rules) -> Vec<&'static str> {
    let mut flags = vec![
        match rules.scoring {
            ScoringMethod::Territory => "--japanese-rules",
            ScoringMethod::Area => "--chinese-rules",
        },
        match rules.ko {
            KoRule::Simple => "--simple-ko",
            KoRule::Positional => "--positional-superko",
            KoRule::Situational => "--situational-superko",
        },
        match rules.suicide {
            SuicideRule::Forbidden => "--forbid-suicide",
            SuicideRule::MultiStone => "--allow-suicide",
            SuicideRule::Any => "--allow-all-suicide",
        },
    ];
    if rules.dead_stones == DeadStones::Kept {
        flags.push("--capture-all-dead");
    }
    flags
}

#[cfg(test)]
mod tests {
    use super::*;
    use go_core::RulesPreset;

    fn gnugo(level: u8) -> GnuGo {
        GnuGo { program: PathBuf::from("/usr/games/gnugo"), level: GnuGoLevel(level) }
    }

    #[test]
    fn every_preset_has_its_flags() {
        let flags = |preset: RulesPreset| gnugo(3).command(&preset.rules()).args.join(" ");
        let common = "--mode gtp --level 3 --max-level 3";
        assert_eq!(flags(RulesPreset::Japanese), format!("{common} --japanese-rules --simple-ko --forbid-suicide"));
        assert_eq!(
            flags(RulesPreset::Chinese),
            format!("{common} --chinese-rules --positional-superko --forbid-suicide")
        );
        assert_eq!(flags(RulesPreset::Aga), format!("{common} --chinese-rules --situational-superko --forbid-suicide"));
        assert_eq!(
            flags(RulesPreset::NewZealand),
            format!("{common} --chinese-rules --situational-superko --allow-suicide")
        );
        assert_eq!(
            flags(RulesPreset::TrompTaylor),
            format!("{common} --chinese-rules --positional-superko --allow-all-suicide --capture-all-dead")
        );
    }

    #[test]
    fn every_preset_fits_but_unusual_seki_points_do_not() {
        for preset in RulesPreset::ALL {
            assert_eq!(GnuGo::rules_fit(&preset.rules()), RulesFit::Exact, "{preset:?}");
        }
        let odd = Rules { seki: SekiPoints::Counted, ..RulesPreset::Japanese.rules() };
        assert_eq!(GnuGo::rules_fit(&odd), RulesFit::Partial { gaps: vec![RuleGap::Seki] });
    }

    #[test]
    fn komi_absorbs_the_compensation_gnugo_gets_wrong() {
        let komi = |preset: RulesPreset, handicap| GnuGo::engine_komi(&preset.rules(), handicap).to_string();
        assert_eq!(komi(RulesPreset::Japanese, 0), "6.5");
        assert_eq!(komi(RulesPreset::Chinese, 4), "7.5", "n: GNU Go adds the same by area");
        assert_eq!(komi(RulesPreset::Aga, 4), "6.5", "n-1: one point less than GNU Go adds");
        assert_eq!(komi(RulesPreset::NewZealand, 3), "4", "none: GNU Go's three points taken off");
        let chinese_by_territory = Rules { scoring: ScoringMethod::Territory, ..RulesPreset::Chinese.rules() };
        assert_eq!(GnuGo::engine_komi(&chinese_by_territory, 2).to_string(), "9.5");
    }

    #[test]
    fn levels_run_from_one_to_ten_with_a_name_each() {
        assert_eq!(GnuGoLevel::try_from(0), Err(LevelError(0)));
        assert_eq!(GnuGoLevel::try_from(11), Err(LevelError(11)));
        let keys: Vec<&str> = GnuGoLevel::all().map(GnuGoLevel::name_key).collect();
        assert_eq!(keys.len(), 10);
        assert_eq!(keys.iter().collect::<std::collections::BTreeSet<_>>().len(), 10, "distinct names");
        assert_eq!(GnuGoLevel::WEAKEST.name_key(), "engine.level.first_steps");
        assert_eq!(serde_json::to_value(gnugo(7).level).unwrap(), 7);
        assert!(serde_json::from_value::<GnuGoLevel>(serde_json::json!(12)).is_err());
    }

    #[test]
    fn names_sizes_and_display() {
        let identity = EngineIdentity { name: "GNU Go".into(), version: "3.8".into() };
        assert_eq!(gnugo(1).display_name(&identity), "GNU Go 3.8 (level 1)");
        assert!(GnuGo::supports_size(BoardSize::square(19).unwrap()));
        assert!(!GnuGo::supports_size(BoardSize::square(21).unwrap()));
        assert!(!GnuGo::supports_size(BoardSize::new(9, 13).unwrap()));
    }
}
