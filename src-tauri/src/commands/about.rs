//! "About LoGo": the version, LoGo's folders and the component licences, and
//! showing one of those folders in the file manager. The page names the folder
//! by kind; it never sends or receives a path to open.

use crate::about;
use crate::dto::{About, AppError, AppFolder};
use tauri::{AppHandle, Runtime};

/// Version, folders and component licences.
#[tauri::command]
pub fn about_app<R: Runtime>(app: AppHandle<R>) -> Result<About, AppError> {
    about::about(&app)
}

/// Shows LoGo's data or log folder in the system's file manager.
#[tauri::command]
pub fn show_app_folder<R: Runtime>(folder: AppFolder, app: AppHandle<R>) -> Result<(), AppError> {
    about::show_folder(&app, folder)
}
