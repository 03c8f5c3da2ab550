//! The native open and save dialogs, opened by the app itself (never by the
//! web page), so every path LoGo reads or writes is one the user picked:
//! SGF files to review, files or folders to import into the library, an
//! engine's program, and where to save (SGF, or an image of a board). The
//! page only supplies the dialog's texts in the user's language, checked here.

use crate::dto::{AppError, ArgumentName, DialogTexts, ImportPick};
use std::path::PathBuf;
use tauri::{Manager, WebviewWindow};
use tauri_plugin_dialog::{DialogExt, FileDialogBuilder, FilePath};

/// Longest title or filter name accepted, in characters.
const MAX_TEXT_CHARS: usize = 120;

/// Whether a dialog text is short, single-line and printable.
fn fine_text(s: &str) -> bool {
    !s.trim().is_empty() && s.chars().count() <= MAX_TEXT_CHARS && !s.chars().any(char::is_control)
}

/// The texts if they are short, single-line and printable.
pub fn checked(texts: &DialogTexts) -> Result<&DialogTexts, AppError> {
    if fine_text(&texts.title) && fine_text(&texts.filter) {
        Ok(texts)
    } else {
        Err(AppError::InvalidArgument { argument: ArgumentName::Texts })
    }
}

/// A dialog over `window` titled by `texts`, showing SGF files.
fn builder(window: &WebviewWindow, texts: &DialogTexts) -> FileDialogBuilder<tauri::Wry> {
    bare_builder(window, texts).add_filter(&texts.filter, &["sgf", "SGF"])
}

/// A dialog over `window` titled by `texts`, without a filter.
fn bare_builder(window: &WebviewWindow, texts: &DialogTexts) -> FileDialogBuilder<tauri::Wry> {
    window.dialog().file().set_parent(window).set_title(&texts.title)
}

/// Asks where to save a file of type `extension` (`"png"`, `"svg"`), offering
/// `name`; `None` when the user cancels. The texts' filter names the file type.
pub async fn choose_save_typed(
    window: &WebviewWindow,
    texts: &DialogTexts,
    name: &str,
    extension: &str,
) -> Result<Option<PathBuf>, AppError> {
    let upper = extension.to_uppercase();
    let dialog = bare_builder(window, checked(texts)?)
        .add_filter(&texts.filter, &[extension, upper.as_str()])
        .set_file_name(name)
        .set_can_create_directories(true);
    let (send, receive) = tokio::sync::oneshot::channel();
    dialog.save_file(move |chosen| {
        let _ = send.send(chosen);
    });
    Ok(receive.await.ok().flatten().and_then(local_path))
}

/// Asks for a file to open; `None` when the user cancels.
pub async fn choose_open(window: &WebviewWindow, texts: &DialogTexts) -> Result<Option<PathBuf>, AppError> {
    let dialog = builder(window, checked(texts)?);
    let (send, receive) = tokio::sync::oneshot::channel();
    dialog.pick_file(move |chosen| {
        let _ = send.send(chosen);
    });
    Ok(receive.await.ok().flatten().and_then(local_path))
}

/// Asks for SGF files (several may be chosen) or a folder to import; `None` when the user cancels.
pub async fn choose_to_import(
    window: &WebviewWindow,
    texts: &DialogTexts,
    pick: ImportPick,
) -> Result<Option<Vec<PathBuf>>, AppError> {
    let texts = checked(texts)?;
    let mut dialog = if pick == ImportPick::Files { builder(window, texts) } else { bare_builder(window, texts) };
    // Start in the user's folder, not in GTK's list of recent files, where no folder can be chosen.
    if let Ok(home) = window.path().home_dir() {
        dialog = dialog.set_directory(home);
    }
    let (send, receive) = tokio::sync::oneshot::channel::<Option<Vec<FilePath>>>();
    match pick {
        ImportPick::Files => dialog.pick_files(move |chosen| {
            let _ = send.send(chosen);
        }),
        ImportPick::Folder => dialog.pick_folder(move |chosen| {
            let _ = send.send(chosen.map(|folder| vec![folder]));
        }),
    }
    let chosen = receive.await.ok().flatten().unwrap_or_default();
    let paths: Vec<PathBuf> = chosen.into_iter().filter_map(local_path).collect();
    Ok(Some(paths).filter(|p| !p.is_empty()))
}

/// Asks where to save, offering `name` (and `folder` if given); `None` when the user cancels.
pub async fn choose_save(
    window: &WebviewWindow,
    texts: &DialogTexts,
    name: &str,
    folder: Option<PathBuf>,
) -> Result<Option<PathBuf>, AppError> {
    let mut dialog = builder(window, checked(texts)?).set_file_name(name).set_can_create_directories(true);
    if let Some(folder) = folder {
        dialog = dialog.set_directory(folder);
    }
    let (send, receive) = tokio::sync::oneshot::channel();
    dialog.save_file(move |chosen| {
        let _ = send.send(chosen);
    });
    Ok(receive.await.ok().flatten().and_then(local_path))
}

/// Asks for an engine's program (any file: programs have no common extension
/// on every system); `None` when the user cancels.
pub async fn choose_program(window: &WebviewWindow, title: &str) -> Result<Option<PathBuf>, AppError> {
    if !fine_text(title) {
        return Err(AppError::InvalidArgument { argument: ArgumentName::Texts });
    }
    let dialog = window.dialog().file().set_parent(window).set_title(title);
    let (send, receive) = tokio::sync::oneshot::channel();
    dialog.pick_file(move |chosen| {
        let _ = send.send(chosen);
    });
    Ok(receive.await.ok().flatten().and_then(local_path))
}

fn local_path(chosen: FilePath) -> Option<PathBuf> {
    chosen.into_path().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(title: &str, filter: &str) -> DialogTexts {
        DialogTexts { title: title.to_owned(), filter: filter.to_owned() }
    }

    #[test]
    fn dialog_texts_must_be_short_printable_lines() {
        assert!(checked(&texts("SGF-Datei öffnen", "SGF-Partien")).is_ok());
        assert!(checked(&texts("", "SGF")).is_err());
        assert!(checked(&texts("two\nlines", "SGF")).is_err());
        assert!(checked(&texts(&"x".repeat(121), "SGF")).is_err());
    }
}
