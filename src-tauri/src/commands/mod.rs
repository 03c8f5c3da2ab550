//! The Tauri commands: thin adapters that pull the state, call a service and
//! map its errors. Each returns `Result<_, AppError>` so errors reach the UI
//! as `{code, ...}` data.

pub mod about;
pub mod board;
pub mod engines;
pub mod game;
pub mod language;
pub mod learn;
pub mod library;
pub mod library_games;
pub mod mine;
pub mod opponent;
pub mod review;
pub mod status;
pub mod teach;
