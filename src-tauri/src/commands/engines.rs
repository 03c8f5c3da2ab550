//! Commands of the engine settings and the New game dialog's engine choice.
//! An engine's program is chosen in the native dialog opened here; the page
//! never names a path.

use crate::dialog;
use crate::dto::{AppError, EngineChoice, EngineFit, EngineList, EngineTest, Rules};
use crate::state::AppState;
use tauri::{State, WebviewWindow};

/// Every engine: GNU Go if installed, then the added ones.
#[tauri::command]
pub async fn engine_list(state: State<'_, AppState>) -> Result<EngineList, AppError> {
    Ok(state.engines.list().await)
}

/// Asks (in the native dialog titled `title`) for an engine's program; its path as shown, `None` if cancelled.
#[tauri::command]
pub async fn engine_choose_program(
    title: String,
    window: WebviewWindow,
    state: State<'_, AppState>,
) -> Result<Option<String>, AppError> {
    let chosen = dialog::choose_program(&window, &title).await?;
    Ok(chosen.map(|program| state.engines.choose_program(program)))
}

/// Starts the chosen program with `args` and reports what it says about itself.
#[tauri::command]
pub async fn engine_test_chosen(args: String, state: State<'_, AppState>) -> Result<EngineTest, AppError> {
    state.engines.test_chosen(&args).await
}

/// Tests the chosen program with `args` and adds it as `name` if it answers.
#[tauri::command]
pub async fn engine_add(name: String, args: String, state: State<'_, AppState>) -> Result<EngineList, AppError> {
    state.engines.add(&name, &args).await
}

/// Tests engine `id` again.
#[tauri::command]
pub async fn engine_test(id: String, state: State<'_, AppState>) -> Result<EngineTest, AppError> {
    state.engines.test(&id).await
}

/// Removes the added engine `id`.
#[tauri::command]
pub async fn engine_remove(id: String, state: State<'_, AppState>) -> Result<EngineList, AppError> {
    state.engines.remove(&id).await
}

/// How well the engine `choice` can play a game of `size` under `rules` with `handicap` stones.
#[tauri::command]
pub async fn engine_fit(
    choice: EngineChoice,
    size: u32,
    rules: Rules,
    handicap: u8,
    state: State<'_, AppState>,
) -> Result<EngineFit, AppError> {
    Ok(state.engines.fit(&choice, size, &rules, handicap).await)
}
