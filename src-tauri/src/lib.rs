//! logo-app: the Tauri wiring of LoGo. Commands here are thin adapters: they
//! pull state, call a service of logo-services, and return its result or
//! error. Dialogs, window events, the clock's events and the library's
//! import events live here too, and the `game` event that brings the
//! engine's moves. When LoGo exits, the
//! engine of the game in progress is ended with it.

pub mod about;
pub mod clock_task;
pub mod closing;
pub mod commands;
pub mod dialog;
pub mod dto;
pub mod first_show;
pub mod instance;
pub mod library;
pub mod logging;
pub mod review;
pub mod state;
pub mod webview;
pub mod window_place;

use library::DroppedFiles;
use logo_services::database;
use logo_services::play::GameListener;
use logo_services::review::ReviewService;
use state::AppState;
use std::path::Path;
use tauri::{AppHandle, Emitter, Manager, RunEvent, WindowEvent};

/// The event that brings the play screen a game view no command asked for.
pub const GAME_EVENT: &str = "game";

/// Sends views that change without a command (the engine moved) to the window.
fn game_listener(app: AppHandle) -> GameListener {
    Box::new(move |view| {
        if let Err(err) = app.emit(GAME_EVENT, view) {
            log::warn!("could not send the game to the window: {err}");
        }
    })
}

/// Opens the database and the services over it, and starts the clock task.
/// `requested` is the file named on the command line, if any. A termination
/// signal (SIGTERM, SIGHUP, SIGINT) ends every engine before LoGo exits.
fn setup(app: &mut tauri::App, requested: Option<&Path>) -> Result<(), Box<dyn std::error::Error>> {
    let data_dir = app.path().app_data_dir()?;
    if let Some(window) = app.get_webview_window("main") {
        webview::tune(&window);
        window_place::restore(&window, &data_dir);
        first_show::at_the_latest(window);
    }
    if let Err(error) = logo_services::engine::end_engines_on_termination() {
        log::warn!("engines will not be ended on a termination signal: {error}");
    }
    match database::adopt_former_data_folder(&data_dir) {
        Ok(true) => log::info!("the data folder of LoGo's former identifier moved to {}", data_dir.display()),
        Ok(false) => {}
        Err(err) => log::warn!("the data folder of LoGo's former identifier stays where it is: {err}"),
    }
    log::info!("LoGo {} starts; data folder {}", app.package_info().version, data_dir.display());
    if let Some(path) = requested {
        log::info!("opening {} from the command line", logging::file_name(path));
    }
    let state = tauri::async_runtime::block_on(async {
        let (store, status) = database::open_or_fallback(&data_dir).await?;
        Ok::<_, logo_store::OpenError>(AppState::new(store, status, game_listener(app.handle().clone())).await)
    })?;
    app.manage(state);
    tauri::async_runtime::spawn(clock_task::run(app.handle().clone()));
    Ok(())
}

/// When LoGo exits, the engine of the game in progress goes with it; files
/// the system asks LoGo to open (macOS) go the way of the command line's.
fn on_run_event(app: &AppHandle, event: RunEvent) {
    if let RunEvent::Exit = event {
        app.state::<AppState>().play.shutdown();
    }
    instance::on_run_event(app, &event);
}

/// Builds and runs the app until its window closes. A second start hands its
/// file to the running LoGo and exits (see [`instance`]).
pub fn run() {
    let requested = review::command_line_request(std::env::args_os());
    let built = tauri::Builder::default()
        .plugin(instance::single_instance())
        .plugin(logging::plugin())
        .plugin(tauri_plugin_dialog::init())
        .plugin(tauri_plugin_clipboard_manager::init())
        .manage(ReviewService::new(requested.clone()))
        .manage(DroppedFiles::default())
        .on_window_event(|window, event| {
            review::window::on_window_event(window, event);
            if let (WindowEvent::CloseRequested { .. }, Ok(data_dir)) = (event, window.path().app_data_dir()) {
                window_place::on_close(window, &data_dir);
            }
            closing::on_window_event(window, event);
        })
        .on_page_load(first_show::on_page_load)
        .setup(move |app| setup(app, requested.as_deref()))
        .invoke_handler(tauri::generate_handler![
            commands::about::about_app,
            commands::about::show_app_folder,
            commands::status::app_status,
            commands::status::app_quit,
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
            commands::opponent::engine_hint,
            commands::opponent::engine_retry,
            commands::opponent::engine_change,
            commands::opponent::engine_play_without,
            commands::opponent::scoring_adopt_engine,
            commands::opponent::open_what_if,
            commands::engines::engine_list,
            commands::engines::engine_choose_program,
            commands::engines::engine_test_chosen,
            commands::engines::engine_add,
            commands::engines::engine_test,
            commands::engines::engine_remove,
            commands::engines::engine_fit,
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
            commands::library::library_board_sizes,
            commands::library::library_rules,
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
            commands::board::board_settings,
            commands::board::set_board_settings,
            commands::teach::teach_new_board,
            commands::teach::teach_from_game,
            commands::teach::resume_game,
            commands::teach::rest_game,
            commands::teach::teach_from_review,
            commands::teach::teach_from_diagram,
            commands::teach::teach_view,
            commands::teach::teach_act,
            commands::teach::teach_close,
            commands::teach::teach_save_sgf,
            commands::teach::teach_save_library,
            commands::teach::teach_save_image,
            commands::teach::teach_copy_image,
            commands::mine::teach_save_exercise,
            commands::mine::my_exercises,
            commands::mine::delete_my_exercise,
            commands::learn::learn_course,
            commands::learn::learn_page,
            commands::learn::learn_answer,
            commands::learn::learn_reset,
            commands::learn::learn_solution,
            commands::learn::learn_count_marking,
            commands::learn::glossary_list,
            commands::learn::glossary_search,
            commands::learn::glossary_entry,
            commands::language::language_get,
            commands::language::language_set,
        ])
        .build(tauri::generate_context!());
    match built {
        Ok(app) => app.run(on_run_event),
        Err(err) => {
            eprintln!("LoGo could not start: {err}");
            std::process::exit(1);
        }
    }
}
