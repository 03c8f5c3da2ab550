//! The IPC contract: every type that crosses between the Rust app and the UI.
//!
//! ts-rs generates each of them into `ui/src/ipc/bindings/` when
//! `cargo test -p logo-app` runs; the generated files are committed and CI
//! fails if regenerating them changes one. Points travel as SGF strings.

pub mod about;
pub mod error;
pub mod game;
pub mod review;
pub mod score;
pub mod settings;
pub mod status;

pub use about::{About, AppFolder, Component, ComponentKind};
pub use error::AppError;
pub use game::{GameView, LastMove};
pub use review::{
    DialogTexts, FileProblem, GameEntry, GameRefusal, OpenedFile, ReadWarning, ReviewGame, ReviewNode, SavedFile,
    TreeShape, WarningCode,
};
pub use score::ScoringView;
pub use settings::{NewGameSettings, PresetRules, TimeSettings};
pub use status::{AppStatus, DbProblem, DbStatus};
