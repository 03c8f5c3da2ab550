//! Commands of the review screen and of saving games as SGF. Paths never
//! come from the page: a dialog opened here, a dropped file or the command
//! line files an open request, and saving writes where the user chose.

use crate::dialog;
use crate::dto::{AppError, DialogTexts, OpenedFile, ReviewGame, ReviewNode, SavedFile};
use crate::state::AppState;
use go_core::tree::NodeId;
use logo_services::files::write_text;
use logo_services::played;
use logo_services::review::ReviewService;
use tauri::{State, WebviewWindow};

/// Asks for an SGF file to open; true if one was chosen (then open it with `open_requested_file`).
#[tauri::command]
pub async fn open_sgf_dialog(
    texts: DialogTexts,
    window: WebviewWindow,
    review: State<'_, ReviewService>,
) -> Result<bool, AppError> {
    let chosen = dialog::choose_open(&window, &texts).await?;
    Ok(chosen.map(|path| review.request(path)).is_some())
}

/// Opens the file chosen, dropped or named on the command line; `None` if there is none.
#[tauri::command]
pub async fn open_requested_file(review: State<'_, ReviewService>) -> Result<Option<OpenedFile>, AppError> {
    review.open_requested().await
}

/// Game `game` of the open file `doc`: its information, tree and first node.
#[tauri::command]
pub async fn review_game(doc: u32, game: u32, review: State<'_, ReviewService>) -> Result<ReviewGame, AppError> {
    review.game(doc, game).await
}

/// The position and content of node `node` of game `game`.
#[tauri::command]
pub async fn review_node(
    doc: u32,
    game: u32,
    node: NodeId,
    review: State<'_, ReviewService>,
) -> Result<ReviewNode, AppError> {
    review.node(doc, game, node).await
}

/// Writes the open file back where it came from (FF[4], UTF-8, nothing
/// dropped); `not_now` for a game that lives in no file yet (use "save as").
#[tauri::command]
pub async fn save_review(doc: u32, review: State<'_, ReviewService>) -> Result<SavedFile, AppError> {
    let path = review.path(doc).await?.ok_or(AppError::NotNow)?;
    review.save(doc, path).await
}

/// Asks where to save the open file and writes it there; `None` if the user cancels.
#[tauri::command]
pub async fn save_review_as(
    doc: u32,
    texts: DialogTexts,
    window: WebviewWindow,
    review: State<'_, ReviewService>,
) -> Result<Option<SavedFile>, AppError> {
    let (name, folder) = review.save_as_start(doc).await?;
    let chosen = dialog::choose_save(&window, &texts, &name, folder).await?;
    let Some(target) = chosen else { return Ok(None) };
    review.save(doc, target).await.map(Some)
}

/// Asks where to save the game in progress as SGF and writes it; `None` if the user cancels.
#[tauri::command]
pub async fn save_played_game(
    texts: DialogTexts,
    window: WebviewWindow,
    state: State<'_, AppState>,
) -> Result<Option<SavedFile>, AppError> {
    let date = played::today();
    let text = state.play.read(|session| played::played_sgf(session, date)).await;
    let Some(path) = dialog::choose_save(&window, &texts, &played::suggested_name(date), None).await? else {
        return Ok(None);
    };
    write_text(path, move || text).await.map(Some)
}
