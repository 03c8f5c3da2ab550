//! The boards' look (KOORD and the notation), remembered in the settings.

use crate::dto::{AppError, BoardSettings};
use crate::state::AppState;
use logo_services::board_settings;
use tauri::State;

/// Whether boards show coordinates, and in which notation.
#[tauri::command]
pub async fn board_settings(state: State<'_, AppState>) -> Result<BoardSettings, AppError> {
    Ok(board_settings::load(&state.store).await)
}

/// Remembers the boards' look; returns it as stored.
#[tauri::command]
pub async fn set_board_settings(
    settings: BoardSettings,
    state: State<'_, AppState>,
) -> Result<BoardSettings, AppError> {
    board_settings::save(&state.store, settings).await
}
