//! Engine profiles: which engine to start, how, and how well it can follow
//! the rules of the game about to start.
//!
//! GNU Go is found and configured by LoGo ([`GnuGo`]); any other GTP engine
//! (KataGo, Leela Zero, Pachi, …) is a [`CustomEngine`]: a name and a command.
//! What a custom engine can do is learned from its `list_commands`: an engine
//! that offers KGS's `kgs-rules` is told the rules when they are one of the
//! sets KGS names; any other plays by its own rules, and LoGo still checks
//! every move it makes.

mod command;
mod discovery;
mod gnugo;
mod rules_fit;

pub use command::{CommandLineError, EngineCommand};
pub use discovery::find_gnugo;
pub use gnugo::{GNUGO_MAX_SIDE, GnuGo, GnuGoLevel, LevelError};
pub use rules_fit::{GapConsequence, RuleGap, RulesFit};

use go_core::{Komi, Rules, RulesPreset};
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;

/// Who the engine says it is (GTP's `name` and `version`): what a profile is
/// chosen by.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct EngineIdentity {
    /// `name`, e.g. `GNU Go`.
    pub name: String,
    /// `version`, e.g. `3.8`.
    pub version: String,
}

/// Any GTP engine the user configured.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CustomEngine {
    /// The name the user gave it (empty: use the engine's own `name` and `version`).
    pub name: String,
    /// How to start it in GTP mode.
    pub command: EngineCommand,
}

/// An engine LoGo can start.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum EngineProfile {
    /// GNU Go, configured by LoGo.
    GnuGo(GnuGo),
    /// Any other GTP engine.
    Custom(CustomEngine),
}

/// How to bring an engine to the rules of a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RulesPlan {
    /// How well the engine will follow the rules.
    pub fit: RulesFit,
    /// The komi to tell it (see [`GnuGo::engine_komi`]).
    pub komi: Komi,
    /// The argument of `kgs-rules` to send after `komi`, for engines that offer it.
    pub kgs_rules: Option<&'static str>,
}

impl EngineProfile {
    /// The command that starts the engine for a game under `rules`.
    #[must_use]
    pub fn command(&self, rules: &Rules) -> EngineCommand {
        match self {
            EngineProfile::GnuGo(gnugo) => gnugo.command(rules),
            EngineProfile::Custom(custom) => custom.command.clone(),
        }
    }

    /// How the engine is brought to `rules` with `handicap` stones, given the
    /// commands it listed (ignored for GNU Go, whose flags LoGo knows).
    #[must_use]
    pub fn rules_plan(&self, rules: &Rules, handicap: u8, listed: &BTreeSet<String>) -> RulesPlan {
        match self {
            EngineProfile::GnuGo(_) => {
                RulesPlan { fit: GnuGo::rules_fit(rules), komi: GnuGo::engine_komi(rules, handicap), kgs_rules: None }
            }
            EngineProfile::Custom(_) => {
                let kgs_rules = kgs_rules_name(rules).filter(|_| listed.contains("kgs-rules"));
                let fit = if kgs_rules.is_some() { RulesFit::Exact } else { RulesFit::Unknown };
                RulesPlan { fit, komi: rules.komi, kgs_rules }
            }
        }
    }

    /// How players and records name the engine: `GNU Go 3.8 (level 1)`, or a
    /// custom engine's configured name, else its own `name version`.
    #[must_use]
    pub fn display_name(&self, identity: &EngineIdentity) -> String {
        match self {
            EngineProfile::GnuGo(gnugo) => gnugo.display_name(identity),
            EngineProfile::Custom(custom) if !custom.name.trim().is_empty() => custom.name.trim().to_owned(),
            EngineProfile::Custom(_) => format!("{} {}", identity.name, identity.version).trim().to_owned(),
        }
    }
}

/// KGS's name for `rules`, when they are (komi aside) a preset KGS knows.
fn kgs_rules_name(rules: &Rules) -> Option<&'static str> {
    match rules.matching_preset()? {
        RulesPreset::Japanese => Some("japanese"),
        RulesPreset::Chinese => Some("chinese"),
        RulesPreset::Aga => Some("aga"),
        RulesPreset::NewZealand => Some("new_zealand"),
        RulesPreset::TrompTaylor => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn custom(name: &str) -> EngineProfile {
        EngineProfile::Custom(CustomEngine { name: name.into(), command: EngineCommand::new("katago", ["gtp"]) })
    }

    fn listed(commands: &[&str]) -> BTreeSet<String> {
        commands.iter().map(|c| (*c).to_owned()).collect()
    }

    #[test]
    fn custom_engines_with_kgs_rules_are_told_the_preset() {
        let plan = custom("").rules_plan(&RulesPreset::NewZealand.rules(), 0, &listed(&["kgs-rules", "genmove"]));
        assert_eq!((plan.fit, plan.kgs_rules), (RulesFit::Exact, Some("new_zealand")));
        let tromp = custom("").rules_plan(&RulesPreset::TrompTaylor.rules(), 0, &listed(&["kgs-rules"]));
        assert_eq!((tromp.fit, tromp.kgs_rules), (RulesFit::Unknown, None));
    }

    #[test]
    fn custom_engines_without_a_rules_command_play_by_their_own() {
        let plan = custom("").rules_plan(&RulesPreset::Japanese.rules(), 2, &listed(&["genmove", "play"]));
        assert_eq!(plan.fit, RulesFit::Unknown);
        assert_eq!(plan.komi, RulesPreset::Japanese.rules().komi, "komi is passed on unchanged");
    }

    #[test]
    fn display_names() {
        let identity = EngineIdentity { name: "KataGo".into(), version: "1.15.3".into() };
        assert_eq!(custom("  ").display_name(&identity), "KataGo 1.15.3");
        assert_eq!(custom("My KataGo").display_name(&identity), "My KataGo");
    }

    #[test]
    fn profiles_serialize_for_the_settings() {
        let json = serde_json::to_value(custom("K")).unwrap();
        assert_eq!(
            json,
            serde_json::json!({"kind": "custom", "name": "K", "command": {"program": "katago", "args": ["gtp"]}})
        );
        let back: EngineProfile = serde_json::from_value(json).unwrap();
        assert_eq!(back, custom("K"));
    }
}
