//! Finding GNU Go where it is usually installed, so a user who has it plays
//! against it without configuring anything.
//!
//! The search path comes first (what the user would run in a terminal), then
//! the places packages put it without adding them to every user's path:
//! Debian's `/usr/games`, `/usr/local/games`, Homebrew and MacPorts on macOS,
//! and the usual installation folders on Windows.

use std::env;
use std::ffi::OsStr;
use std::path::{Path, PathBuf};

/// GNU Go's program name on this system.
const GNUGO: &str = if cfg!(windows) { "gnugo.exe" } else { "gnugo" };

/// Where GNU Go is installed, if anywhere LoGo looks.
#[must_use]
pub fn find_gnugo() -> Option<PathBuf> {
    find_program(GNUGO, env::var_os("PATH").as_deref(), &usual_places())
}

/// The folders searched after the search path.
fn usual_places() -> Vec<PathBuf> {
    let mut places: Vec<PathBuf> =
        ["/usr/games", "/usr/local/games", "/usr/local/bin", "/opt/homebrew/bin", "/opt/local/bin"]
            .into_iter()
            .map(PathBuf::from)
            .collect();
    if cfg!(windows) {
        for root in ["ProgramFiles", "ProgramFiles(x86)"].iter().filter_map(env::var_os) {
            let root = PathBuf::from(root);
            places.extend([root.join("GNU Go"), root.join("gnugo")]);
        }
        places.push(PathBuf::from(r"C:\gnugo"));
    }
    places
}

/// The first executable `name` in the folders of `search_path`, then in `places`.
pub(crate) fn find_program(name: &str, search_path: Option<&OsStr>, places: &[PathBuf]) -> Option<PathBuf> {
    let on_path = search_path.map(|p| env::split_paths(p).collect::<Vec<_>>()).unwrap_or_default();
    on_path.iter().chain(places).map(|folder| folder.join(name)).find(|candidate| is_executable(candidate))
}

#[cfg(unix)]
fn is_executable(path: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    path.metadata().is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
}

#[cfg(not(unix))]
fn is_executable(path: &Path) -> bool {
    path.is_file()
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;
    use std::os::unix::fs::PermissionsExt;

    fn program(folder: &Path, name: &str, mode: u32) -> std::io::Result<PathBuf> {
        let path = folder.join(name);
        std::fs::write(&path, "#!/bin/sh\n")?;
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(mode))?;
        Ok(path)
    }

    #[test]
    fn the_search_path_comes_before_the_usual_places() {
        let (path_dir, usual) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
        let on_path = program(path_dir.path(), "gnugo", 0o755).unwrap();
        program(usual.path(), "gnugo", 0o755).unwrap();
        let search = env::join_paths([Path::new("/nonexistent"), path_dir.path()]).unwrap();
        let places = [usual.path().to_path_buf()];
        assert_eq!(find_program("gnugo", Some(&search), &places), Some(on_path));
    }

    #[test]
    fn files_that_cannot_run_are_skipped() {
        let (path_dir, usual) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
        program(path_dir.path(), "gnugo", 0o644).unwrap();
        let installed = program(usual.path(), "gnugo", 0o755).unwrap();
        let search = env::join_paths([path_dir.path()]).unwrap();
        let places = [usual.path().to_path_buf()];
        assert_eq!(find_program("gnugo", Some(&search), &places), Some(installed));
        assert_eq!(find_program("gnugo", None, &[]), None);
    }
}
