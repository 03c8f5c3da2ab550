//! Commands of the play screen. Each applies one change to the game in
//! progress through the play service (which saves it) and returns the view.

use crate::dto::{AppError, GameView, NewGameSettings};
use crate::state::AppState;
use go_core::Color;
use tauri::State;

/// The game in progress (restored after a restart).
#[tauri::command]
pub async fn current_game(state: State<'_, AppState>) -> Result<GameView, AppError> {
    Ok(state.play.view().await)
}

/// Starts a new game (against the engine the settings name, if any), replacing the one in progress.
#[tauri::command]
pub async fn new_game(settings: NewGameSettings, state: State<'_, AppState>) -> Result<GameView, AppError> {
    state.play.new_game(&settings, &state.engines).await
}

/// Plays a stone for the side to move on the SGF point `point`.
#[tauri::command]
pub async fn play(point: String, state: State<'_, AppState>) -> Result<GameView, AppError> {
    state.play.change(|session, now| session.play(&point, now)).await
}

/// The side to move passes.
#[tauri::command]
pub async fn pass(state: State<'_, AppState>) -> Result<GameView, AppError> {
    state.play.change(|session, now| session.pass(now)).await
}

/// `color` resigns.
#[tauri::command]
pub async fn resign(color: Color, state: State<'_, AppState>) -> Result<GameView, AppError> {
    state.play.change(|session, now| session.resign(color, now)).await
}

/// Takes back the latest move.
#[tauri::command]
pub async fn undo(state: State<'_, AppState>) -> Result<GameView, AppError> {
    state.play.change(|session, now| session.undo(now)).await
}

/// Replays the latest taken-back move.
#[tauri::command]
pub async fn redo(state: State<'_, AppState>) -> Result<GameView, AppError> {
    state.play.change(|session, now| session.redo(now)).await
}

/// While counting: toggles the group of the stone on the SGF point `point` between dead and alive.
#[tauri::command]
pub async fn scoring_toggle(point: String, state: State<'_, AppState>) -> Result<GameView, AppError> {
    state.play.change(|session, _| session.scoring_toggle(&point)).await
}

/// While counting: takes back the latest toggle.
#[tauri::command]
pub async fn scoring_undo(state: State<'_, AppState>) -> Result<GameView, AppError> {
    state.play.change(|session, _| session.scoring_undo()).await
}

/// Leaves counting and plays on; the player who passed first moves.
#[tauri::command]
pub async fn continue_playing(state: State<'_, AppState>) -> Result<GameView, AppError> {
    state.play.change(|session, now| session.continue_playing(now)).await
}

/// `color` accepts the count as marked; the second confirmation ends the game.
#[tauri::command]
pub async fn confirm_score(color: Color, state: State<'_, AppState>) -> Result<GameView, AppError> {
    state.play.change(|session, now| session.confirm_score(color, now)).await
}
