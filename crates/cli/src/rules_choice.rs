//! Which rules a replaying command uses: the record's, or a preset and axes
//! given on the command line.

use crate::args::{Ko, Preset, RulesArgs, Suicide};
use go_core::{KoRule, Rules, RulesPreset, SuicideRule};

impl Preset {
    /// The go-core preset.
    pub fn preset(self) -> RulesPreset {
        match self {
            Preset::Japanese => RulesPreset::Japanese,
            Preset::Chinese => RulesPreset::Chinese,
            Preset::Aga => RulesPreset::Aga,
            Preset::NewZealand => RulesPreset::NewZealand,
            Preset::TrompTaylor => RulesPreset::TrompTaylor,
        }
    }
}

/// The record's rules, replaced by `--rules` and then changed by `--ko` / `--suicide`.
/// A preset brings its own komi; the record's komi is kept unless the preset replaces the rules.
pub fn chosen_rules(record_rules: Rules, args: &RulesArgs) -> Rules {
    let mut rules = args.rules.map_or(record_rules, |p| Rules { komi: record_rules.komi, ..p.preset().rules() });
    if let Some(ko) = args.ko {
        rules.ko = match ko {
            Ko::Simple => KoRule::Simple,
            Ko::Positional => KoRule::Positional,
            Ko::Situational => KoRule::Situational,
        };
    }
    if let Some(suicide) = args.suicide {
        rules.suicide = match suicide {
            Suicide::Forbidden => SuicideRule::Forbidden,
            Suicide::MultiStone => SuicideRule::MultiStone,
            Suicide::Any => SuicideRule::Any,
        };
    }
    rules
}
