//! go-core: the game of Go as LoGo plays it.
//!
//! Points and their notations, boards with chains, liberties and captures,
//! rule sets as independent axes with named presets, games with turns, ko,
//! superko, handicap, undo/redo and endings, scoring and clocks.
//! Pure by contract: no I/O, no wall clock (time is passed in), no app types.

pub mod color;
pub mod komi;
pub mod moves;
pub mod point;
pub mod result;
pub mod rules;

pub use color::{Color, PerColor};
pub use komi::{Komi, KomiError};
pub use moves::{IllegalMove, Move};
pub use point::{BoardSize, BoardSizeError, MAX_SIDE, MIN_SIDE, Point};
pub use result::GameResult;
pub use rules::{
    DeadStones, HandicapCompensation, HandicapPlacement, KoRule, RepetitionOutcome, Rules, RulesPreset, ScoringMethod,
    SekiPoints, SuicideRule,
};
