//! What the UI asks once at start: the app's status (database, a game set
//! aside), the rule presets and the limits of a new game's settings; and the
//! end, once the page has asked about unsaved work (`closing`).

use crate::dto::{AppStatus, GameLimits, PresetRules};
use crate::state::AppState;
use logo_services::limits;
use tauri::{AppHandle, Runtime, State};

/// Whether the database could be opened (and why not), and whether a saved game had to be set aside.
#[tauri::command]
pub fn app_status(state: State<'_, AppState>) -> AppStatus {
    state.status()
}

/// The five named rule sets with their axes and default komi.
#[tauri::command]
pub fn rule_presets() -> Vec<PresetRules> {
    limits::rule_presets()
}

/// What the New game dialog offers and allows: board sizes, handicap, komi, times, names.
#[tauri::command]
pub fn game_limits() -> GameLimits {
    GameLimits::get()
}

/// Ends LoGo: the page's answer after it asked about unsaved teaching work.
#[tauri::command]
pub fn app_quit<R: Runtime>(app: AppHandle<R>) {
    app.exit(0);
}
