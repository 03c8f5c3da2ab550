//! When LoGo's window first appears: once its page has loaded, not before.
//!
//! The main window is created hidden (`"visible": false` in tauri.conf.json).
//! Shown at once, WebKitGTK drawing without GPU compositing (see
//! [`crate::webview`]) held its first paint for half a second whenever the web
//! process was still loading the page when the window mapped: four starts in
//! ten reached the board after about 950 ms instead of 500 ms (bench/README.md).
//! Shown when the page has loaded, the web process answers at once and every
//! start paints the board in the same time. Other systems gain the same: no
//! empty window before the page.
//!
//! A page that has not finished loading after [`LATEST`] (a web process that
//! failed to start) shows its window anyway: LoGo never runs without a window.

use std::time::Duration;
use tauri::webview::{PageLoadEvent, PageLoadPayload};
use tauri::{Runtime, Webview, WebviewWindow};

/// How long a window waits for its page before it is shown regardless.
pub const LATEST: Duration = Duration::from_secs(3);

/// The page-load hook: a page that finished loading shows its window. Showing
/// a visible window again changes nothing, so a reload is harmless.
pub fn on_page_load<R: Runtime>(webview: &Webview<R>, payload: &PageLoadPayload<'_>) {
    if payload.event() == PageLoadEvent::Finished {
        report(webview.window().show());
    }
}

/// Shows `window` after [`LATEST`] if its page has not shown it by then.
pub fn at_the_latest<R: Runtime>(window: WebviewWindow<R>) {
    tauri::async_runtime::spawn(async move {
        tokio::time::sleep(LATEST).await;
        if !window.is_visible().unwrap_or(false) {
            log::warn!("the page had not loaded after {} s; the window is shown anyway", LATEST.as_secs());
            report(window.show());
        }
    });
}

fn report(shown: tauri::Result<()>) {
    if let Err(err) = shown {
        log::warn!("could not show the window: {err}");
    }
}
