//! go-core: the game of Go as LoGo plays it.
//!
//! Points and their notations, boards with chains, liberties and captures,
//! rule sets as independent axes with named presets, games with turns, ko,
//! superko, handicap, undo/redo and endings, scoring and clocks, and game
//! records with variations (`tree`).
//! Pure by contract: no I/O, no wall clock (time is passed in), no app types.

pub mod board;
pub mod clock;
pub mod color;
pub mod game;
pub mod handicap;
pub mod komi;
pub mod moves;
pub mod notation;
pub mod point;
pub mod replay;
pub mod result;
pub mod rng;
pub mod rules;
pub mod score;
pub mod timed;
pub mod tree;
#[cfg(feature = "ts")]
mod ts;
mod zobrist;

pub use board::{AsciiBoardError, Board, Chain, OffBoard, Placement};
pub use clock::{Clock, ClockView, SideClockView, SideTime, TimeControl};
pub use color::{Color, PerColor};
pub use game::{
    ActionError, Game, GameEvent, GameRecord, GameSettings, IllegalPoint, MoveOutcome, Phase, PlayedMove, RecordError,
    SetupError, StartPosition,
};
pub use handicap::{HandicapError, fixed_handicap, star_points};
pub use komi::{Komi, KomiError};
pub use moves::{IllegalMove, Move};
pub use notation::Notation;
pub use point::{BoardSize, BoardSizeError, MAX_SIDE, MIN_SIDE, Point};
pub use replay::{EndReason, PlayEnd, Replay, ReplayStep, Setup};
pub use result::GameResult;
pub use rules::{
    DeadStones, HandicapCompensation, HandicapPlacement, KoRule, RepetitionOutcome, Rules, RulesPreset, ScoringMethod,
    SekiPoints, SuicideRule,
};
pub use timed::{TimedGame, TimedGameRecord};
pub use tree::{GameInfo, GameTree, NodeId, NodePosition, TreeNode};
