//! logo-app: the Tauri wiring of LoGo. Commands here are thin adapters: they
//! pull state, call a service in go-core, go-sgf or store, and map errors.

pub mod about;
pub mod clock_task;
pub mod commands;
pub mod db;
pub mod dto;
pub mod instance;
pub mod library;
pub mod logging;
pub mod review;
pub mod session;
pub mod state;
pub mod view;
pub mod webview;

use state::AppState;
use tauri::Manager;

/// Builds and runs the app until its window closes. A second start hands its
/// file to the running LoGo and exits (see [`instance`]).
pub fn run() {
    let built = tauri::Builder::default()
        .plugin(instance::single_instance())
        .plugin(logging::plugin())
        .plugin(tauri_plugin_dialog::init())
        .manage(review::ReviewState::new(review::command_line_request(std::env::args_os())))
        .on_window_event(review::window::on_window_event)
        .setup(|app| {
            if let Some(window) = app.get_webview_window("main") {
                webview::tune(&window);
            }
            let data_dir = app.path().app_data_dir()?;
            log::info!("LoGo {} starts; data folder {}", app.package_info().version, data_dir.display());
            let state = tauri::async_runtime::block_on(async {
                let (store, status) = db::open_or_fallback(&data_dir).await?;
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
