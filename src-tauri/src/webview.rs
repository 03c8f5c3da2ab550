//! The WebKitGTK settings LoGo picks on Linux, for memory and robustness.
//!
//! LoGo draws in software: its pages are SVG and CSS without animation, video
//! or WebGL, so GPU compositing buys nothing a player would see, while it
//! makes both the app and WebKit's web process load the OpenGL stack (on
//! Mesa's software renderer that is LLVM, some 50 MB of memory between them)
//! and is where some GPU drivers give WebKitGTK blank or flickering windows.
//! The cache model is the one for a viewer of local documents: no
//! back/forward page cache and small memory caches, since LoGo shows one page
//! that never navigates. Other systems keep their webview's defaults.

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
