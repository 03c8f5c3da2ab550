//! logo-app: the Tauri wiring of LoGo. Commands here are thin adapters: they
//! pull state, call a service of logo-services, and return its result or
//! error. Dialogs, window events and the clock's events live here too.

pub mod clock_task;
pub mod commands;
pub mod dialog;
pub mod dto;
pub mod library;
pub mod review;
pub mod state;

use library::DroppedFiles;
use logo_services::database;
use logo_services::review::ReviewService;
use state::AppState;
use tauri::Manager;

/// Builds and runs the app until its window closes.
pub fn run() {
    let built = tauri::Builder::default()
        .plugin(tauri_plugin_dialog::init())
        .manage(ReviewService::new(review::command_line_request(std::env::args_os())))
        .manage(DroppedFiles::default())
        .on_window_event(review::window::on_window_event)
        .setup(|app| {
            let data_dir = app.path().app_data_dir()?;
            let state = tauri::async_runtime::block_on(async {
                let (store, status) = database::open_or_fallback(&data_dir).await?;
                Ok::<_, store::OpenError>(AppState::new(store, status).await)
            })?;
            app.manage(state);
            tauri::async_runtime::spawn(clock_task::run(app.handle().clone()));
            Ok(())
        })
        .invoke_handler(tauri::generate_handler![
            commands::status::app_status,
            commands::status::rule_presets,
            commands::status::game_limits,
            commands::game::current_game,
            commands::game::new_game,
            commands::game::play,
            commands::game::pass,
            commands::game::resign,
            commands::game::undo,
            commands::game::redo,
            commands::game::scoring_toggle,
            commands::game::scoring_undo,
            commands::game::continue_playing,
            commands::game::confirm_score,
            commands::review::open_sgf_dialog,
            commands::review::open_requested_file,
            commands::review::review_game,
            commands::review::review_node,
            commands::review::save_review,
            commands::review::save_review_as,
            commands::review::save_played_game,
            commands::library::library_count,
            commands::library::library_page,
            commands::library::library_game,
            commands::library::library_tags,
            commands::library::library_add_tag,
            commands::library::library_remove_tag,
            commands::library::library_set_note,
            commands::library::library_delete,
            commands::library::library_undo_delete,
            commands::library::library_duplicates,
            commands::library::library_keep_duplicates,
            commands::library_games::library_import_dialog,
            commands::library_games::library_import_dropped,
            commands::library_games::library_cancel_import,
            commands::library_games::library_export,
            commands::library_games::library_open_review,
            commands::library_games::library_continue,
        ])
        .run(tauri::generate_context!());
    if let Err(err) = built {
        eprintln!("LoGo could not start: {err}");
        std::process::exit(1);
    }
}
