//! The computer opponent of a game: what the New game dialog asks for
//! ([`OpponentSettings`]), what the game keeps so it survives a restart
//! ([`Opponent`]: which engine, how to start it, its colour, hints and time
//! budget), and what can go wrong with it as data ([`EngineProblem`]).

use go_core::rng::SplitMix64;
use go_core::{Color, IllegalMove, Point};
use logo_gtp::{EngineProfile, GtpError};
use serde::{Deserialize, Serialize};

/// The id of GNU Go in the engine list (configured engines have others).
pub const GNUGO_ID: &str = "gnugo";

/// Which engine the user picked.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum EngineChoice {
    /// GNU Go where LoGo found it, at a level from 1 (weakest) to 10.
    GnuGo {
        /// Its level.
        level: u8,
    },
    /// An engine the user configured in the settings, by its id.
    Custom {
        /// The id from the engine list.
        id: String,
    },
}

/// The colour the learner takes against the computer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum ColorChoice {
    /// The learner plays Black (and gets the handicap stones).
    Black,
    /// The learner plays White.
    White,
    /// Chance decides, as a nigiri would.
    Nigiri,
}

impl ColorChoice {
    /// The learner's colour; a nigiri draws it from `seed`.
    #[must_use]
    pub fn resolve(self, seed: u64) -> Color {
        match self {
            ColorChoice::Black => Color::Black,
            ColorChoice::White => Color::White,
            ColorChoice::Nigiri if SplitMix64::new(seed).below(2) == 0 => Color::Black,
            ColorChoice::Nigiri => Color::White,
        }
    }
}

/// A computer opponent as the New game dialog chooses it.
#[derive(Clone, Debug, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct OpponentSettings {
    /// The engine.
    pub engine: EngineChoice,
    /// The learner's colour.
    pub learner_color: ColorChoice,
    /// The learner's name (may be empty).
    pub learner_name: String,
    /// How records name the engine, in the user's language (e.g. "GNU Go 3.8
    /// (Stufe 3)"); empty: the engine's own name and version.
    pub engine_name: String,
    /// Whether the learner may ask the engine for hints in this game.
    pub hints: bool,
    /// A fixed time per engine move, in seconds, for quick games; `None`:
    /// the engine takes what the clock (if any) gives it.
    pub move_seconds: Option<u32>,
}

/// The computer opponent of a game in progress, stored with the game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Opponent {
    /// The engine the user picked.
    pub choice: EngineChoice,
    /// How to start it (GNU Go's program and level, or a configured command).
    pub profile: EngineProfile,
    /// The engine's colour.
    pub color: Color,
    /// Whether hints are on.
    pub hints: bool,
    /// The fixed time per engine move, in seconds, if any.
    pub move_seconds: Option<u32>,
}

impl Opponent {
    /// The engine's name when the dialog gave none: GNU Go with its level, or
    /// the name the user gave an added engine, or its program's file name.
    #[must_use]
    pub fn default_name(&self) -> String {
        match &self.profile {
            EngineProfile::GnuGo(gnugo) => format!("GNU Go ({})", gnugo.level.number()),
            EngineProfile::Custom(custom) if !custom.name.trim().is_empty() => custom.name.trim().to_owned(),
            EngineProfile::Custom(custom) => {
                custom.command.program.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default()
            }
        }
    }
}

/// Why the engine's turn ended without a move: the game stays as it was and
/// can go on with the same engine, another one, or two players.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "code", rename_all = "snake_case")]
pub enum EngineProblem {
    /// The engine failed: it could not start, crashed, hung, or broke the protocol.
    Failed {
        /// What went wrong.
        error: GtpError,
    },
    /// The engine chose a move the rules forbid; it was not played.
    IllegalMove {
        /// The point it chose (`None` for a pass).
        point: Option<Point>,
        /// Why go-core refused it.
        reason: IllegalMove,
    },
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_chosen_colour_is_kept_and_a_nigiri_draws_either_colour_by_its_seed() {
        for seed in 0..64 {
            assert_eq!(ColorChoice::Black.resolve(seed), Color::Black);
            assert_eq!(ColorChoice::White.resolve(seed), Color::White);
            assert_eq!(
                ColorChoice::Nigiri.resolve(seed),
                ColorChoice::Nigiri.resolve(seed),
                "the same seed, the same draw"
            );
        }
        let black = (0..1000).filter(|&seed| ColorChoice::Nigiri.resolve(seed) == Color::Black).count();
        assert!((400..=600).contains(&black), "a fair draw: Black {black} times in 1000");
    }
}
