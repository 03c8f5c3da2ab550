//! Commands of the play screen in a game against the computer: a hint, what
//! to do after the engine's turn failed, adopting the engine's dead stones,
//! and "what if?" (the hint as a variation on the review screen).

use crate::dto::{AppError, EngineChoice, GameView, OpenedVariation};
use crate::state::AppState;
use logo_services::played;
use logo_services::review::ReviewService;
use tauri::State;

/// Asks the engine for a hint; it arrives with the `game` event.
#[tauri::command]
pub async fn engine_hint(state: State<'_, AppState>) -> Result<GameView, AppError> {
    state.play.hint().await
}

/// After a failed turn: the same engine tries again.
#[tauri::command]
pub async fn engine_retry(state: State<'_, AppState>) -> Result<GameView, AppError> {
    state.play.engine_retry().await
}

/// After a failed turn: another engine takes over; `name` is how records name it.
#[tauri::command]
pub async fn engine_change(
    choice: EngineChoice,
    name: String,
    state: State<'_, AppState>,
) -> Result<GameView, AppError> {
    state.play.change_engine(&choice, &name, &state.engines).await
}

/// The game goes on between two people; the engine stops.
#[tauri::command]
pub async fn engine_play_without(state: State<'_, AppState>) -> Result<GameView, AppError> {
    state.play.play_without_engine().await
}

/// While counting: marks the stones the engine considers dead.
#[tauri::command]
pub async fn scoring_adopt_engine(state: State<'_, AppState>) -> Result<GameView, AppError> {
    state.play.change(|session, _| session.adopt_engine_opinion()).await
}

/// Opens the game in progress on the review screen with the engine's hint played as a variation.
#[tauri::command]
pub async fn open_what_if(
    state: State<'_, AppState>,
    review: State<'_, ReviewService>,
) -> Result<OpenedVariation, AppError> {
    let date = played::today();
    let (record, mv) = state.play.read(|session| played::what_if(session, date)).await?;
    review.open_variation(record, mv, played::suggested_name(date)).await
}
