//! The WebKitGTK settings LoGo picks on Linux, for memory and robustness.
//!
//! LoGo draws in software: its pages are SVG and CSS without animation, video
//! or WebGL, so GPU compositing buys nothing a player would see. It costs
//! memory (without a GPU, Mesa's software renderer keeps the layer buffers in
//! the web process: LoGo measured 324 MiB with WebKit's defaults and 240 MiB
//! with these settings, see bench/README.md) and is where some GPU drivers
//! give WebKitGTK blank or flickering windows. The cache model is the one for
//! a viewer of local documents: no back/forward page cache and small memory
//! caches, since LoGo shows one page that never navigates. Other systems keep
//! their webview's defaults.
//!
//! WebKitWebDriver cannot take screenshots of a view drawn this way; the
//! end-to-end tests take theirs from the X server (tests/e2e/xshot.mjs).

use tauri::{Runtime, WebviewWindow};

/// Applies LoGo's webview settings to `window` (Linux only; elsewhere nothing).
pub fn tune<R: Runtime>(window: &WebviewWindow<R>) {
    #[cfg(target_os = "linux")]
    if let Err(err) = window.with_webview(|webview| software_rendering(&webview.inner())) {
        log::warn!("could not tune the webview: {err}");
    }
    #[cfg(not(target_os = "linux"))]
    let _ = window;
}

#[cfg(target_os = "linux")]
fn software_rendering(webview: &webkit2gtk::WebView) {
    use webkit2gtk::{CacheModel, HardwareAccelerationPolicy, SettingsExt, WebContextExt, WebViewExt};
    if let Some(settings) = WebViewExt::settings(webview) {
        settings.set_hardware_acceleration_policy(HardwareAccelerationPolicy::Never);
        settings.set_enable_webgl(false);
        settings.set_enable_page_cache(false);
    }
    if let Some(context) = webview.context() {
        context.set_cache_model(CacheModel::DocumentViewer);
    }
}
