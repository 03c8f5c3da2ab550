//! Files the system hands to a running LoGo. A second start
//! (`logo-app game.sgf`, as a file manager's "Open with" or `xdg-open` runs it)
//! finds the running LoGo, hands it its command line and exits at once; the
//! running window comes to the front and opens the file. On macOS, Finder
//! sends files as `Opened` events of the run loop instead. Either way the file
//! is filed as the open request and the page is asked to open it, the same
//! path a file named on the command line or dropped on the window takes.
//!
//! One LoGo runs per user session (tauri-plugin-single-instance: a D-Bus name
//! on Linux, a named mutex on Windows, a socket on macOS). Without a session
//! bus (a bare X server in tests) each start runs on its own.

use crate::library::DroppedFiles;
use crate::logging;
use crate::review::OPEN_REQUESTED_EVENT;
use logo_services::review::ReviewService;
use std::path::{Path, PathBuf};
use tauri::plugin::TauriPlugin;
use tauri::{AppHandle, Emitter, Manager, RunEvent, Runtime};

/// The label of LoGo's one window.
const MAIN_WINDOW: &str = "main";

/// The plugin that makes a second start hand its command line over and exit.
/// Register it before every other plugin, so a second start does nothing else.
pub fn single_instance<R: Runtime>() -> TauriPlugin<R> {
    tauri_plugin_single_instance::init(|app, argv, cwd| on_second_start(app, &argv, Path::new(&cwd)))
}

fn on_second_start<R: Runtime>(app: &AppHandle<R>, argv: &[String], cwd: &Path) {
    bring_to_front(app);
    match forwarded_file(argv, cwd) {
        Some(path) => {
            log::info!("a second start handed over {}", logging::file_name(&path));
            open(app, path);
        }
        None => log::info!("a second start brought the window to the front"),
    }
}

/// The file a second start names: its first argument that is not an option,
/// taken relative to the folder that start ran in.
pub fn forwarded_file(argv: &[String], cwd: &Path) -> Option<PathBuf> {
    let arg = argv.iter().skip(1).find(|a| !a.starts_with('-'))?;
    Some(cwd.join(arg))
}

/// Files `path` as the open request and asks the page to open it. An
/// earlier drop still kept for the library is forgotten: this file is to be
/// opened, not imported (the library screen opens it for review when no drop waits).
pub fn open<R: Runtime>(app: &AppHandle<R>, path: PathBuf) {
    app.state::<ReviewService>().request(path);
    drop(app.state::<DroppedFiles>().take());
    if let Err(err) = app.emit_to(MAIN_WINDOW, OPEN_REQUESTED_EVENT, ()) {
        log::warn!("could not ask the window to open a file: {err}");
    }
}

fn bring_to_front<R: Runtime>(app: &AppHandle<R>) {
    let Some(window) = app.get_webview_window(MAIN_WINDOW) else { return };
    let shown = window.unminimize().and_then(|()| window.show()).and_then(|()| window.set_focus());
    if let Err(err) = shown {
        log::warn!("could not bring the window to the front: {err}");
    }
}

/// Handles the run loop's events: on macOS, the files Finder opens with LoGo
/// (the first one is opened; LoGo shows one file at a time).
pub fn on_run_event<R: Runtime>(app: &AppHandle<R>, event: &RunEvent) {
    #[cfg(target_os = "macos")]
    if let RunEvent::Opened { urls } = event
        && let Some(path) = urls.iter().find_map(|url| url.to_file_path().ok())
    {
        log::info!("the system asked to open {}", logging::file_name(&path));
        open(app, path);
    }
    #[cfg(not(target_os = "macos"))]
    let _ = (app, event);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(list: &[&str]) -> Vec<String> {
        list.iter().map(|a| (*a).to_owned()).collect()
    }

    #[test]
    fn a_relative_file_is_taken_from_the_second_starts_folder() {
        let cwd = Path::new("/home/anna/Go");
        assert_eq!(
            forwarded_file(&args(&["logo-app", "partie.sgf"]), cwd),
            Some(PathBuf::from("/home/anna/Go/partie.sgf"))
        );
        assert_eq!(
            forwarded_file(&args(&["logo-app", "--verbose", "/tmp/b.sgf"]), cwd),
            Some(PathBuf::from("/tmp/b.sgf"))
        );
    }

    #[test]
    fn a_start_without_a_file_forwards_none() {
        assert_eq!(forwarded_file(&args(&["logo-app"]), Path::new("/")), None);
        assert_eq!(forwarded_file(&args(&["logo-app", "--flag"]), Path::new("/")), None);
        assert_eq!(forwarded_file(&[], Path::new("/")), None);
    }
}
