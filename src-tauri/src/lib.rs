//! logo-app: the Tauri wiring of LoGo. Commands here are thin adapters: they
//! pull state, call a service of logo-services, and return its result or
//! error. Dialogs, window events and the clock's events live here too.

pub mod about;
pub mod clock_task;
pub mod commands;
pub mod dto;
pub mod instance;
pub mod logging;
pub mod review;
pub mod state;
pub mod webview;

use logo_services::database;
use logo_services::review::ReviewService;
use state::AppState;
use tauri::Manager;

/// Builds and runs the app until its window closes. A second start hands its
/// file to the running LoGo and exits (see [`instance`]).
pub fn run() {
    let built = tauri::Builder::default()
        .plugin(instance::single_instance())
        .plugin(logging::plugin())
        .plugin(tauri_plugin_dialog::init())
        .manage(ReviewService::new(review::command_line_request(std::env::args_os())))
        .on_window_event(review::window::on_window_event)
        .setup(|app| {
            if let Some(window) = app.get_webview_window("main") {
                webview::tune(&window);
            }
            let data_dir = app.path().app_data_dir()?;
            log::info!("LoGo {} starts; data folder {}", app.package_info().version, data_dir.display());
            let state = tauri::async_runtime::block_on(async {
                let (store, status) = database::open_or_fallback(&data_dir).await?;
                Ok::<_, store::OpenError>(AppState::new(store, status).await)
            })?;
            app.manage(state);
            tauri::async_runtime::spawn(clock_task::run(app.handle().clone()));
            Ok(())
        })
        .invoke_handler(tauri::generate_handler![
            commands::about::about_app,
            commands::about::show_app_folder,
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
            commands::learn::learn_course,
            commands::learn::learn_page,
            commands::learn::learn_answer,
            commands::learn::learn_reset,
            commands::learn::learn_solution,
            commands::learn::learn_count_marking,
            commands::learn::glossary_list,
            commands::learn::glossary_search,
            commands::learn::glossary_entry,
        ])
        .build(tauri::generate_context!());
    match built {
        Ok(app) => app.run(|app, event| instance::on_run_event(app, &event)),
        Err(err) => {
            eprintln!("LoGo could not start: {err}");
            std::process::exit(1);
        }
    }
}
