//! Closing LoGo's window while a teaching board holds unsaved work: the
//! window stays open and the page asks, as when the board is left (save the
//! record as an SGF file, discard it, or cancel); the page's `app_quit` then
//! ends LoGo. Without unsaved work the window closes at once.

use crate::state::AppState;
use tauri::{Emitter, Manager, Runtime, Window, WindowEvent};

/// The event that asks the page about unsaved teaching work before LoGo closes.
pub const CLOSE_REQUESTED_EVENT: &str = "close-requested";

/// Keeps the window open and asks the page when closing would lose teaching work.
pub fn on_window_event<R: Runtime>(window: &Window<R>, event: &WindowEvent) {
    let WindowEvent::CloseRequested { api, .. } = event else { return };
    let unsaved = window.try_state::<AppState>().is_some_and(|state| state.teach.has_unsaved_work());
    if !unsaved {
        return;
    }
    api.prevent_close();
    if let Err(err) = window.emit(CLOSE_REQUESTED_EVENT, ()) {
        // The page cannot be asked: the user's wish to close wins.
        log::warn!("could not ask about unsaved teaching work before closing: {err}");
        window.app_handle().exit(0);
    }
}
