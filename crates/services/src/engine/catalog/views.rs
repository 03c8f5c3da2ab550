//! What the settings screen and the New game dialog receive about engines.

use super::stored::StoredEngine;
use crate::engine::opponent::GNUGO_ID;
use logo_gtp::{EngineIdentity, EngineProbe, GnuGoLevel, RulesFit};
use serde::Serialize;
use std::path::Path;

/// GNU Go, found by LoGo, or an engine the user added.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum EngineKind {
    /// GNU Go where it is installed; LoGo sets its level and rules itself.
    GnuGo,
    /// An engine added in the settings.
    Custom,
}

/// One engine of the list.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct EngineEntry {
    /// `gnugo`, or the id of an added engine.
    pub id: String,
    /// Which kind it is.
    pub kind: EngineKind,
    /// The name the user gave it (empty for GNU Go and unnamed engines).
    pub name: String,
    /// Its program, as chosen or found.
    pub program: String,
    /// Its arguments (LoGo chooses GNU Go's per game).
    pub args: Vec<String>,
    /// Who it said it is; `None` when it has not answered.
    pub identity: Option<EngineIdentity>,
    /// The commands it listed.
    pub commands: Vec<String>,
}

impl EngineEntry {
    /// GNU Go at `program`, with what it answered if it did.
    pub fn gnugo(program: &Path, probed: Option<EngineProbe>) -> EngineEntry {
        let (identity, commands) =
            probed.map_or((None, Vec::new()), |p| (Some(p.identity), p.commands.into_iter().collect()));
        EngineEntry {
            id: GNUGO_ID.to_owned(),
            kind: EngineKind::GnuGo,
            name: String::new(),
            program: program.display().to_string(),
            args: Vec::new(),
            identity,
            commands,
        }
    }

    /// An engine the user added.
    pub fn custom(engine: &StoredEngine) -> EngineEntry {
        EngineEntry {
            id: engine.id.clone(),
            kind: EngineKind::Custom,
            name: engine.name.clone(),
            program: engine.command.program.display().to_string(),
            args: engine.command.args.clone(),
            identity: engine.identity.clone(),
            commands: engine.commands.clone(),
        }
    }
}

/// One of GNU Go's levels with the i18n key of its name for beginners.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct GnuGoLevelView {
    /// 1 (weakest) to 10.
    pub level: u8,
    /// The key of its name, e.g. `engine.level.first_steps`.
    pub name_key: String,
}

impl GnuGoLevelView {
    /// Every level, weakest first.
    pub fn all() -> Vec<GnuGoLevelView> {
        GnuGoLevel::all().map(|l| GnuGoLevelView { level: l.number(), name_key: l.name_key().to_owned() }).collect()
    }
}

/// The engines LoGo can play against.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct EngineList {
    /// GNU Go first (if installed), then the added engines in the order added.
    pub engines: Vec<EngineEntry>,
    /// GNU Go's levels.
    pub gnugo_levels: Vec<GnuGoLevelView>,
    /// The stored list cannot be read (a newer LoGo wrote it, or it is
    /// damaged): it is kept untouched, and engines cannot be added or removed.
    pub unreadable: bool,
    /// The program chosen in the file dialog and not yet added.
    pub chosen_program: Option<String>,
}

/// What an engine said when tested.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct EngineTest {
    /// Its `name` and `version`.
    pub identity: EngineIdentity,
    /// Its `protocol_version` (LoGo accepts only 2).
    pub protocol_version: String,
    /// Its `list_commands`, sorted.
    pub commands: Vec<String>,
}

impl From<EngineProbe> for EngineTest {
    fn from(probe: EngineProbe) -> EngineTest {
        EngineTest {
            identity: probe.identity,
            protocol_version: "2".to_owned(),
            commands: probe.commands.into_iter().collect(),
        }
    }
}

/// How well an engine can play a game with given settings, for the New game dialog.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct EngineFit {
    /// How well it follows the rules (the dialog explains each gap).
    pub rules: RulesFit,
    /// The largest board side it plays, if it has a limit LoGo knows.
    pub max_side: Option<u32>,
    /// Whether it can play on the board chosen.
    pub size_ok: bool,
}

impl EngineFit {
    /// An engine LoGo knows nothing about.
    pub fn unknown() -> EngineFit {
        EngineFit { rules: RulesFit::Unknown, max_side: None, size_ok: true }
    }
}
