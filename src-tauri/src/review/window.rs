//! Files dragged onto the window: while they hover the page is told (so it can
//! say "drop to open"); a drop files the first path as the open request,
//! keeps all of them for the library screen's import, and asks the page to
//! open them (the page decides which of the two). The paths never pass through the page.

use super::{FILE_DRAG_EVENT, OPEN_REQUESTED_EVENT};
use crate::library::DroppedFiles;
use logo_services::review::ReviewService;
use tauri::{DragDropEvent, Emitter, Manager, Runtime, Window, WindowEvent};

/// Handles the window's drag-and-drop events; other events pass by.
pub fn on_window_event<R: Runtime>(window: &Window<R>, event: &WindowEvent) {
    let WindowEvent::DragDrop(drag) = event else { return };
    let sent = match drag {
        DragDropEvent::Enter { .. } => window.emit(FILE_DRAG_EVENT, true),
        DragDropEvent::Leave => window.emit(FILE_DRAG_EVENT, false),
        DragDropEvent::Drop { paths, .. } => {
            if let Some(first) = paths.first() {
                window.state::<ReviewService>().request(first.clone());
            }
            window.state::<DroppedFiles>().put(paths.clone());
            window.emit(FILE_DRAG_EVENT, false).and_then(|()| window.emit(OPEN_REQUESTED_EVENT, ()))
        }
        _ => Ok(()),
    };
    if let Err(err) = sent {
        log::warn!("could not tell the window about dropped files: {err}");
    }
}
