//! What the UI asks once at start: the database's state and the rule presets.

use crate::dto::{AppStatus, PresetRules};
use crate::state::AppState;
use go_core::RulesPreset;
use tauri::State;

/// Whether the database could be opened (and why not).
#[tauri::command]
pub fn app_status(state: State<'_, AppState>) -> AppStatus {
    AppStatus { db: state.db_status().clone() }
}

/// The five named rule sets with their axes and default komi.
#[tauri::command]
pub fn rule_presets() -> Vec<PresetRules> {
    RulesPreset::ALL.into_iter().map(|preset| PresetRules { preset, rules: preset.rules() }).collect()
}
