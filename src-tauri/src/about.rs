//! "About LoGo": the version, the folders LoGo keeps its data and log in, and
//! the licences of the third-party components built into it. The component
//! list is generated from Cargo's and npm's metadata by `scripts/licences.mjs`
//! into `src-tauri/licences.json` (CI fails when it is out of date) and
//! compiled into the app, so it needs no file or network at run time.

use crate::dto::{About, AppError, AppFolder, Component};
use std::path::PathBuf;
use tauri::{AppHandle, Manager, Runtime};

/// The generated component list (all desktop systems).
const COMPONENTS_JSON: &str = include_str!("../licences.json");

/// The components built into LoGo on the operating system `os` (`linux`, `macos`, `windows`).
pub fn components_for(os: &str) -> Result<Vec<Component>, serde_json::Error> {
    let all: Vec<Component> = serde_json::from_str(COMPONENTS_JSON)?;
    Ok(all.into_iter().filter(|c| c.os.iter().any(|o| o == os)).collect())
}

/// What "About LoGo" shows on this system.
pub fn about<R: Runtime>(app: &AppHandle<R>) -> Result<About, AppError> {
    let components = components_for(std::env::consts::OS).unwrap_or_else(|err| {
        log::error!("the built-in component list cannot be read: {err}");
        Vec::new()
    });
    Ok(About {
        version: app.package_info().version.to_string(),
        data_dir: folder(app, AppFolder::Data)?.display().to_string(),
        log_dir: folder(app, AppFolder::Logs)?.display().to_string(),
        components,
    })
}

/// Where `which` lives on this system.
pub fn folder<R: Runtime>(app: &AppHandle<R>, which: AppFolder) -> Result<PathBuf, AppError> {
    let paths = app.path();
    let found = match which {
        AppFolder::Data => paths.app_data_dir(),
        AppFolder::Logs => paths.app_log_dir(),
    };
    found.map_err(|err| {
        log::warn!("no {which:?} folder on this system: {err}");
        AppError::FolderNotShown { folder: which }
    })
}

/// Shows the folder `which` in the system's file manager (creating it first if
/// it does not exist yet). Only LoGo's own folders can be shown this way.
pub fn show_folder<R: Runtime>(app: &AppHandle<R>, which: AppFolder) -> Result<(), AppError> {
    let path = folder(app, which)?;
    let shown = std::fs::create_dir_all(&path)
        .map_err(|err| err.to_string())
        .and_then(|()| tauri_plugin_opener::open_path(&path, None::<&str>).map_err(|err| err.to_string()));
    shown.map_err(|err| {
        log::warn!("the file manager did not show the {which:?} folder: {err}");
        AppError::FolderNotShown { folder: which }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dto::ComponentKind;

    #[test]
    fn the_component_list_names_the_frameworks_of_each_system() {
        for os in ["linux", "macos", "windows"] {
            let components = components_for(os).unwrap();
            let has = |name: &str, kind| components.iter().any(|c| c.name == name && c.kind == kind);
            assert!(has("tauri", ComponentKind::Crate), "{os}: tauri");
            assert!(has("preact", ComponentKind::Npm), "{os}: preact");
            assert!(components.iter().all(|c| !c.licence.is_empty() && c.licence != "unknown"), "{os}");
        }
    }

    #[test]
    fn each_system_gets_only_its_own_platform_crates() {
        let names = |os| components_for(os).unwrap().into_iter().map(|c| c.name).collect::<Vec<_>>();
        assert!(names("linux").iter().any(|n| n == "webkit2gtk"));
        assert!(!names("windows").iter().any(|n| n == "webkit2gtk"));
        assert!(names("windows").iter().any(|n| n == "webview2-com"));
        assert!(names("macos").iter().any(|n| n.starts_with("objc2")));
    }

    #[test]
    fn our_own_crates_and_build_time_tools_are_not_listed() {
        let names: Vec<String> = components_for("linux").unwrap().into_iter().map(|c| c.name).collect();
        for absent in ["go-core", "logo-app", "logo-store", "serde_derive", "tauri-build", "ts-rs-macros"] {
            assert!(!names.iter().any(|n| n == absent), "{absent} is listed");
        }
    }
}
