//! Commands of the library screen's table and details: counts and pages of
//! the filtered, sorted games, one game's details, tags, notes, delete and
//! undo, and the duplicate groups. The service checks every argument.

use crate::dto::{
    AppError, DuplicateGroupView, LibraryFilterInput, LibraryGameDetails, LibraryPageRequest, LibraryRow,
};
use crate::state::AppState;
use logo_store::TagCount;
use tauri::State;

/// How many games pass the filter.
#[tauri::command]
pub async fn library_count(filter: LibraryFilterInput, state: State<'_, AppState>) -> Result<u64, AppError> {
    state.library.count(&filter).await
}

/// One page of the filtered games in the order asked.
#[tauri::command]
pub async fn library_page(
    request: LibraryPageRequest,
    state: State<'_, AppState>,
) -> Result<Vec<LibraryRow>, AppError> {
    state.library.page(&request).await
}

/// Everything the details panel shows about one game.
#[tauri::command]
pub async fn library_game(id: i64, state: State<'_, AppState>) -> Result<LibraryGameDetails, AppError> {
    state.library.details(id).await
}

/// Every tag with its number of games.
#[tauri::command]
pub async fn library_tags(state: State<'_, AppState>) -> Result<Vec<TagCount>, AppError> {
    state.library.tags().await
}

/// The sides of the square boards the library's games are played on, smallest first.
#[tauri::command]
pub async fn library_board_sizes(state: State<'_, AppState>) -> Result<Vec<u8>, AppError> {
    state.library.board_sizes().await
}

/// The rules texts the library's games carry, one spelling of each.
#[tauri::command]
pub async fn library_rules(state: State<'_, AppState>) -> Result<Vec<String>, AppError> {
    state.library.rules_texts().await
}

/// Puts a tag on a game; returns the game's details.
#[tauri::command]
pub async fn library_add_tag(id: i64, tag: String, state: State<'_, AppState>) -> Result<LibraryGameDetails, AppError> {
    state.library.add_tag(id, &tag).await
}

/// Takes a tag off a game; returns the game's details.
#[tauri::command]
pub async fn library_remove_tag(
    id: i64,
    tag: String,
    state: State<'_, AppState>,
) -> Result<LibraryGameDetails, AppError> {
    state.library.remove_tag(id, &tag).await
}

/// Sets a game's note ("" removes it).
#[tauri::command]
pub async fn library_set_note(id: i64, note: String, state: State<'_, AppState>) -> Result<(), AppError> {
    state.library.set_note(id, &note).await
}

/// Deletes games (the last delete can be undone); returns how many.
#[tauri::command]
pub async fn library_delete(ids: Vec<i64>, state: State<'_, AppState>) -> Result<u64, AppError> {
    state.library.delete(&ids).await
}

/// Brings back the games of the last delete; returns how many.
#[tauri::command]
pub async fn library_undo_delete(state: State<'_, AppState>) -> Result<u64, AppError> {
    state.library.undo_delete().await
}

/// A page of the groups of games that look like the same game.
#[tauri::command]
pub async fn library_duplicates(
    offset: u32,
    limit: u32,
    state: State<'_, AppState>,
) -> Result<Vec<DuplicateGroupView>, AppError> {
    state.library.duplicate_groups(offset, limit).await
}

/// Keeps every copy of a game's duplicate group; returns how many games that marks.
#[tauri::command]
pub async fn library_keep_duplicates(id: i64, state: State<'_, AppState>) -> Result<u64, AppError> {
    state.library.keep_duplicates(id).await
}
