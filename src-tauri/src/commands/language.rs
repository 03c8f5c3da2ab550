//! The window's language as the user chose it in the settings: read once at
//! start (before the first paint) and written when the user picks another.

use crate::dto::AppError;
use crate::state::AppState;
use tauri::State;

/// The language chosen in the settings; `None`: follow the system.
#[tauri::command]
pub async fn language_get(state: State<'_, AppState>) -> Result<Option<String>, AppError> {
    Ok(state.language.get().await)
}

/// Remembers the language chosen (`None`: follow the system again).
#[tauri::command]
pub async fn language_set(language: Option<String>, state: State<'_, AppState>) -> Result<(), AppError> {
    state.language.set(language.as_deref()).await
}
