//! logo-gtp: LoGo's client for the Go Text Protocol (GTP, version 2), through
//! which it plays against GNU Go or any engine the user configures.
//!
//! - [`Engine`] runs an engine as a child process (program and arguments, no
//!   shell), speaks to it one command at a time with typed arguments and
//!   answers, and kills and reaps it when it is dropped, quits, times out,
//!   breaks the protocol or is cancelled through an [`EngineKiller`];
//!   [`end_engines_on_termination`] ends every engine when LoGo is told to stop.
//! - [`GtpError`] says what went wrong, as data with stable codes.
//! - [`EngineProfile`] says which engine to start and how well it can follow
//!   a rule set ([`RulesFit`]); [`find_gnugo`] finds GNU Go.
//!
//! The engine's moves are not checked here: its callers check every move
//! with go-core before it reaches a game.

mod answer;
mod commands;
mod engine;
mod error;
#[cfg(windows)]
mod job;
mod lines;
mod process;
pub mod profile;
mod reaper;
mod stderr_tail;
mod vertex;

pub use commands::{StoneStatus, TimeSettings};
pub use engine::{Engine, EngineKiller, EngineOptions, EngineProbe, Timeouts, probe};
pub use error::{ExitInfo, Expected, GtpError, ProtocolProblem, SpawnCause};
pub use profile::{
    CommandLineError, CustomEngine, EngineCommand, EngineIdentity, EngineProfile, GnuGo, GnuGoLevel, RuleGap, RulesFit,
    RulesPlan, find_gnugo,
};
pub use reaper::{end_all_engines, end_engines_on_termination};
pub use vertex::EngineMove;
