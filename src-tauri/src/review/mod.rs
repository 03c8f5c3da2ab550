//! The app's side of the review screen: where the file to open comes from.
//! The review service itself (reading, walking, saving) is
//! [`logo_services::review::ReviewService`], managed as Tauri state.
//!
//! Which file to open always comes from the user outside the web page: the
//! native dialog ([`crate::dialog`]), a file dropped on the window ([`window`]), or
//! the command line (`logo-app game.sgf`, as a file manager's "Open with"
//! starts it). Each of them files a request with the service.

pub mod window;

use std::ffi::OsString;
use std::path::PathBuf;

/// The event sent to the page when a file was dropped on the window: it asks
/// to open the requested file.
pub const OPEN_REQUESTED_EVENT: &str = "open-requested";
/// The event sent while files are dragged over the window (`true`) and when they leave (`false`).
pub const FILE_DRAG_EVENT: &str = "file-drag";

/// The file named on the command line (`logo-app game.sgf`): the first
/// argument that is not an option, made absolute.
pub fn command_line_request(args: impl IntoIterator<Item = OsString>) -> Option<PathBuf> {
    let arg = args.into_iter().skip(1).find(|a| !a.to_string_lossy().starts_with('-'))?;
    let path = PathBuf::from(arg);
    Some(std::path::absolute(&path).unwrap_or(path))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_command_line_names_a_file_made_absolute() {
        let args = |list: &[&str]| list.iter().map(OsString::from).collect::<Vec<_>>();
        assert_eq!(command_line_request(args(&["logo-app"])), None);
        assert_eq!(command_line_request(args(&["logo-app", "/a/b.sgf"])), Some(PathBuf::from("/a/b.sgf")));
        let relative = command_line_request(args(&["logo-app", "--flag", "b.sgf"])).unwrap();
        assert!(relative.is_absolute() && relative.ends_with("b.sgf"));
    }
}
