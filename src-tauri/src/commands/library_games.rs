//! Commands that take games into or out of the library: importing files or
//! folders (chosen in the native dialog or dropped on the window), exporting
//! a game where the user chooses, opening it on the review screen, and
//! continuing it as a new game on the play screen.

use crate::dialog;
use crate::dto::{AppError, DialogTexts, ExportFormat, GameView, ImportPick, OpenedFile, SavedFile};
use crate::library::{DroppedFiles, start_import};
use crate::state::AppState;
use logo_services::files::write_file;
use logo_services::review::ReviewService;
use tauri::{AppHandle, State, WebviewWindow};

/// Asks for files or folders to import and starts importing them; the
/// import's number, or `None` if the user cancelled. Progress and the
/// summary come as events.
#[tauri::command]
pub async fn library_import_dialog(
    pick: ImportPick,
    texts: DialogTexts,
    window: WebviewWindow,
    app: AppHandle,
    state: State<'_, AppState>,
) -> Result<Option<u32>, AppError> {
    let Some(paths) = dialog::choose_to_import(&window, &texts, pick).await? else { return Ok(None) };
    start_import(&app, &state.library, paths).map(Some)
}

/// Imports the files and folders last dropped on the window (instead of
/// opening the first for review); `None` if nothing waits.
#[tauri::command]
pub async fn library_import_dropped(
    app: AppHandle,
    dropped: State<'_, DroppedFiles>,
    review: State<'_, ReviewService>,
    state: State<'_, AppState>,
) -> Result<Option<u32>, AppError> {
    let paths = dropped.take();
    if paths.is_empty() {
        return Ok(None);
    }
    review.forget_request();
    start_import(&app, &state.library, paths).map(Some)
}

/// Asks the running import to stop (what it imported stays); false if none runs.
#[tauri::command]
pub fn library_cancel_import(state: State<'_, AppState>) -> bool {
    state.library.cancel_import()
}

/// Asks where to export a game and writes it there; `None` if the user cancels.
#[tauri::command]
pub async fn library_export(
    id: i64,
    format: ExportFormat,
    texts: DialogTexts,
    window: WebviewWindow,
    state: State<'_, AppState>,
) -> Result<Option<SavedFile>, AppError> {
    let exported = state.library.export(id, format).await?;
    let Some(path) = dialog::choose_save(&window, &texts, &exported.name, None).await? else { return Ok(None) };
    let bytes = exported.bytes;
    write_file(path, move || Some(bytes)).await.map(Some)
}

/// Opens a library game on the review screen.
#[tauri::command]
pub async fn library_open_review(
    id: i64,
    review: State<'_, ReviewService>,
    state: State<'_, AppState>,
) -> Result<OpenedFile, AppError> {
    state.library.open_in_review(id, &review).await
}

/// Replaces the game in progress by a library game continued after `moves` moves.
#[tauri::command]
pub async fn library_continue(id: i64, moves: u32, state: State<'_, AppState>) -> Result<GameView, AppError> {
    state.library.continue_game(id, moves, &state.play).await
}
