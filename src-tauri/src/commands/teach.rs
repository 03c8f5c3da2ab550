//! Commands of the teaching board (TEACH and SAVE). Boards start from an
//! empty board, the game in progress (whose clocks rest meanwhile), the
//! reviewed game or a lesson's diagram; each is a copy, its source stays as
//! it was. Files are written only where the user chose in a native dialog;
//! the clipboard is written here, so the page needs no clipboard permission.

use crate::dialog;
use crate::dto::{AppError, DialogTexts, GameView, SavedFile};
use crate::state::AppState;
use go_core::tree::NodeId;
use logo_diagram::{ImageFormat, ImageOptions};
use logo_services::files::write_file;
use logo_services::review::ReviewService;
use logo_services::teach::action::TeachAction;
use logo_services::teach::image::{Image, image};
use logo_services::teach::save::{self, LibrarySaved, SaveScope};
use logo_services::teach::start;
use logo_services::teach::views::{DiagramStart, TeachOrigin, TeachView};
use tauri::{AppHandle, State, WebviewWindow};
use tauri_plugin_clipboard_manager::ClipboardExt;

/// An empty board of `size` x `size` to teach on.
#[tauri::command]
pub async fn teach_new_board(size: u32, state: State<'_, AppState>) -> Result<TeachView, AppError> {
    state.teach.start(TeachOrigin::Empty, start::empty_board(size)?)
}

/// A copy of the game in progress at its current move; the game's clocks rest until it is shown again.
#[tauri::command]
pub async fn teach_from_game(state: State<'_, AppState>) -> Result<TeachView, AppError> {
    let copy = state.play.read(start::game).await?;
    state.play.rest().await?;
    state.teach.start(TeachOrigin::Game, copy)
}

/// The game's teaching copy shown again (after a look at the game itself):
/// the game's clocks rest once more.
#[tauri::command]
pub async fn rest_game(state: State<'_, AppState>) -> Result<(), AppError> {
    state.play.rest().await
}

/// The game in progress shown again: its clocks run on from where they rested.
#[tauri::command]
pub async fn resume_game(state: State<'_, AppState>) -> Result<GameView, AppError> {
    state
        .play
        .change(|session, now| {
            session.resume_clocks(now);
            Ok(())
        })
        .await
}

/// A copy of game `game` of the reviewed file `doc`, at node `node`.
#[tauri::command]
pub async fn teach_from_review(
    doc: u32,
    game: u32,
    node: NodeId,
    review: State<'_, ReviewService>,
    state: State<'_, AppState>,
) -> Result<TeachView, AppError> {
    let record = review.record_copy(doc, game).await?;
    state.teach.start(TeachOrigin::Review, start::copy(record, node))
}

/// A lesson's diagram to teach on.
#[tauri::command]
pub async fn teach_from_diagram(diagram: DiagramStart, state: State<'_, AppState>) -> Result<TeachView, AppError> {
    state.teach.start(TeachOrigin::Diagram, start::diagram(&diagram)?)
}

/// The teaching board `doc` as shown now.
#[tauri::command]
pub async fn teach_view(doc: u32, state: State<'_, AppState>) -> Result<TeachView, AppError> {
    state.teach.view(doc)
}

/// One teaching step on board `doc`.
#[tauri::command]
pub async fn teach_act(doc: u32, action: TeachAction, state: State<'_, AppState>) -> Result<TeachView, AppError> {
    state.teach.act(doc, &action)
}

/// Closes board `doc`; says where it came from.
#[tauri::command]
pub async fn teach_close(doc: u32, state: State<'_, AppState>) -> Result<TeachOrigin, AppError> {
    state.teach.close(doc)
}

/// Asks where to save `scope` of board `doc` as SGF (titled `title`, if not
/// empty) and writes it; `None` if the user cancels.
#[tauri::command]
pub async fn teach_save_sgf(
    doc: u32,
    scope: SaveScope,
    title: Option<String>,
    texts: DialogTexts,
    window: WebviewWindow,
    state: State<'_, AppState>,
) -> Result<Option<SavedFile>, AppError> {
    let file = state.teach.sgf_file(doc, scope, title.as_deref())?;
    let Some(path) = dialog::choose_save(&window, &texts, &file.name, None).await? else { return Ok(None) };
    let saved = write_file(path, move || Some(file.bytes)).await?;
    state.teach.record_kept(doc, scope)?;
    Ok(Some(saved))
}

/// Keeps `scope` of board `doc` in the library as `title` with `tags`; the
/// whole record kept there counts as saved.
#[tauri::command]
pub async fn teach_save_library(
    doc: u32,
    scope: SaveScope,
    title: String,
    tags: Vec<String>,
    state: State<'_, AppState>,
) -> Result<LibrarySaved, AppError> {
    let entry = state.teach.with_editor(doc, |editor| save::library_entry(editor, scope, &title, &tags))?;
    let saved = save::keep_in_library(&state.store, &entry, &tags).await?;
    state.teach.record_kept(doc, scope)?;
    Ok(saved)
}

/// Asks where to save the node shown as an image and writes it; `None` if the user cancels.
#[tauri::command]
pub async fn teach_save_image(
    doc: u32,
    options: ImageOptions,
    format: ImageFormat,
    texts: DialogTexts,
    window: WebviewWindow,
    state: State<'_, AppState>,
) -> Result<Option<SavedFile>, AppError> {
    let file = state.teach.image_file(doc, &options, format)?;
    let Some(path) = dialog::choose_save_typed(&window, &texts, &file.name, format.extension()).await? else {
        return Ok(None);
    };
    write_file(path, move || Some(file.bytes)).await.map(Some)
}

/// Puts the node shown on the clipboard as a PNG image.
#[tauri::command]
pub async fn teach_copy_image(
    doc: u32,
    options: ImageOptions,
    app: AppHandle,
    state: State<'_, AppState>,
) -> Result<(), AppError> {
    let Image::Png(png) = state.teach.with_editor(doc, |editor| image(editor, &options, ImageFormat::Png))? else {
        return Err(AppError::ImageFailed);
    };
    let picture = tauri::image::Image::new_owned(png.rgba, png.width, png.height);
    app.clipboard().write_image(&picture).map_err(|_| AppError::ImageFailed)
}
