//! logo-app: the Tauri wiring of LoGo. Commands here are thin adapters: they
//! pull state, call a service in go-core, go-sgf or store, and map errors.

pub mod dto;

/// Builds and runs the app until its window closes.
pub fn run() {
    tauri::Builder::default()
        .plugin(tauri_plugin_dialog::init())
        .run(tauri::generate_context!())
        .expect("the Tauri runtime failed to start");
}
