//! Reading and writing the files the user chose, and nothing else.
//!
//! Reading refuses what is not a regular file (a folder, a device, a pipe
//! that would block) and what is larger than [`MAX_FILE_BYTES`], before a byte
//! is read. Writing goes to a new file beside the target, which replaces the
//! target only once it is complete: a full disk or a missing permission leaves
//! the old file as it was, and the caller keeps everything in memory.

use crate::blocking::run_blocking;
use crate::error::AppError;
use logo_library::FileProblem;
use serde::Serialize;
use std::fs::{self, File, OpenOptions};
use std::io::{self, ErrorKind, Read, Write};
use std::path::{Path, PathBuf};

/// Where a file was written.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct SavedFile {
    /// The full path.
    pub path: String,
    /// The file's name without its folder.
    pub file_name: String,
}

/// Makes `text` and writes it to `path` on a blocking thread; the caller
/// keeps whatever it wrote from if this fails.
pub async fn write_text(
    path: PathBuf,
    text: impl FnOnce() -> Option<String> + Send + 'static,
) -> Result<SavedFile, AppError> {
    write_file(path, move || text().map(String::into_bytes)).await
}

/// Makes `bytes` and writes them to `path` on a blocking thread (see [`write_text`]).
pub async fn write_file(
    path: PathBuf,
    bytes: impl FnOnce() -> Option<Vec<u8>> + Send + 'static,
) -> Result<SavedFile, AppError> {
    let name = file_name(&path);
    let failed = |problem| AppError::SaveFailed { file: name.clone(), problem };
    let target = path.clone();
    let written =
        run_blocking(move || bytes().ok_or(FileProblem::Io { detail: None }).and_then(|b| write_bytes(&target, &b)))
            .await;
    written.map_err(failed)?;
    Ok(SavedFile { file_name: file_name(&path), path: path.display().to_string() })
}

/// The largest file LoGo reads: 100 MB (game records are kilobytes; the
/// largest commented collections a few megabytes).
pub const MAX_FILE_BYTES: u64 = 100 * 1024 * 1024;

/// The file's name without its folder, for messages.
pub fn file_name(path: &Path) -> String {
    path.file_name().map_or_else(|| path.display().to_string(), |n| n.to_string_lossy().into_owned())
}

/// Reads a whole file after checking it is a regular file of sane size.
pub fn read(path: &Path) -> Result<Vec<u8>, FileProblem> {
    check_regular(&fs::metadata(path).map_err(|e| FileProblem::of_io(&e))?)?;
    let file = File::open(path).map_err(|e| FileProblem::of_io(&e))?;
    // The path could have been swapped between the two looks: check the handle too.
    check_regular(&file.metadata().map_err(|e| FileProblem::of_io(&e))?)?;
    let mut bytes = Vec::new();
    file.take(MAX_FILE_BYTES + 1).read_to_end(&mut bytes).map_err(|e| FileProblem::of_io(&e))?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(too_large(None));
    }
    Ok(bytes)
}

fn check_regular(meta: &fs::Metadata) -> Result<(), FileProblem> {
    if !meta.is_file() {
        return Err(FileProblem::NotAFile);
    }
    if meta.len() > MAX_FILE_BYTES {
        return Err(too_large(Some(meta.len())));
    }
    Ok(())
}

/// The file, of `bytes` where known, is larger than [`MAX_FILE_BYTES`].
fn too_large(bytes: Option<u64>) -> FileProblem {
    FileProblem::TooLarge { limit_bytes: MAX_FILE_BYTES, bytes }
}

/// Writes `text` to `path`, replacing the file there only once the new one is
/// complete. A symbolic link is followed, so the file it points to is replaced.
pub fn write(path: &Path, text: &str) -> Result<(), FileProblem> {
    write_bytes(path, text.as_bytes())
}

/// Writes `bytes` to `path` as [`write`] writes text.
pub fn write_bytes(path: &Path, bytes: &[u8]) -> Result<(), FileProblem> {
    let target = fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
    if let Ok(existing) = fs::metadata(&target) {
        if !existing.is_file() {
            return Err(FileProblem::NotAFile);
        }
        // Replacing goes through the folder, which would get past a file marked read-only.
        if existing.permissions().readonly() {
            return Err(FileProblem::PermissionDenied);
        }
    }
    let folder = target.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(Path::new("."));
    let (temp, mut file) = create_beside(folder, &target)?;
    let written = fill(&mut file, bytes, &target).and_then(|()| fs::rename(&temp, &target));
    if let Err(err) = written {
        // The half-written file is ours; the user's file was never touched.
        let _ = fs::remove_file(&temp);
        return Err(FileProblem::of_io(&err));
    }
    Ok(())
}

fn fill(file: &mut File, bytes: &[u8], target: &Path) -> io::Result<()> {
    file.write_all(bytes)?;
    file.sync_all()?;
    if let Ok(old) = fs::metadata(target) {
        file.set_permissions(old.permissions())?;
    }
    Ok(())
}

/// A new, empty file in `folder` named after `target`, created exclusively.
fn create_beside(folder: &Path, target: &Path) -> Result<(PathBuf, File), FileProblem> {
    let stem = file_name(target);
    let mut last = FileProblem::Io { detail: None };
    for attempt in 0..100u32 {
        let temp = folder.join(format!(".{stem}.logo-{}-{attempt}.tmp", std::process::id()));
        match OpenOptions::new().write(true).create_new(true).open(&temp) {
            Ok(file) => return Ok((temp, file)),
            Err(err) if err.kind() == ErrorKind::AlreadyExists => last = FileProblem::of_io(&err),
            Err(err) => return Err(FileProblem::of_io(&err)),
        }
    }
    Err(last)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_regular_file_is_read_whole() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("game.sgf");
        fs::write(&path, b"(;SZ[9])").unwrap();
        assert_eq!(read(&path).unwrap(), b"(;SZ[9])");
    }

    #[test]
    fn folders_missing_files_and_huge_files_are_refused() {
        let dir = tempfile::tempdir().unwrap();
        assert_eq!(read(dir.path()), Err(FileProblem::NotAFile));
        assert_eq!(read(&dir.path().join("nothing.sgf")), Err(FileProblem::NotFound));
        let huge = dir.path().join("huge.sgf");
        File::create(&huge).unwrap().set_len(MAX_FILE_BYTES + 1).unwrap();
        assert_eq!(read(&huge), Err(too_large(Some(MAX_FILE_BYTES + 1))));
    }

    #[cfg(unix)]
    #[test]
    fn a_pipe_is_refused_without_blocking() {
        let dir = tempfile::tempdir().unwrap();
        let fifo = dir.path().join("pipe.sgf");
        let made = std::process::Command::new("mkfifo").arg(&fifo).status();
        if made.is_ok_and(|s| s.success()) {
            assert_eq!(read(&fifo), Err(FileProblem::NotAFile));
        }
    }

    #[test]
    fn writing_replaces_the_file_and_leaves_no_temporary_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("game.sgf");
        fs::write(&path, "old").unwrap();
        write(&path, "(;GM[1])").unwrap();
        assert_eq!(fs::read_to_string(&path).unwrap(), "(;GM[1])");
        assert_eq!(fs::read_dir(dir.path()).unwrap().count(), 1);
    }

    #[test]
    fn writing_into_a_missing_folder_or_onto_a_folder_fails_cleanly() {
        let dir = tempfile::tempdir().unwrap();
        assert_eq!(write(&dir.path().join("gone/game.sgf"), "x"), Err(FileProblem::NotFound));
        assert_eq!(write(dir.path(), "x"), Err(FileProblem::NotAFile));
    }

    #[test]
    fn a_file_marked_read_only_is_not_replaced() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("game.sgf");
        fs::write(&path, "old").unwrap();
        let mut permissions = fs::metadata(&path).unwrap().permissions();
        permissions.set_readonly(true);
        fs::set_permissions(&path, permissions).unwrap();
        assert_eq!(write(&path, "new"), Err(FileProblem::PermissionDenied));
        assert_eq!(fs::read_to_string(&path).unwrap(), "old");
    }

    #[cfg(unix)]
    #[test]
    fn a_folder_without_write_permission_keeps_the_old_file() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("game.sgf");
        fs::write(&path, "old").unwrap();
        fs::set_permissions(dir.path(), fs::Permissions::from_mode(0o555)).unwrap();
        let result = write(&path, "new");
        fs::set_permissions(dir.path(), fs::Permissions::from_mode(0o755)).unwrap();
        // Root may write anywhere; everyone else is refused.
        if result.is_err() {
            assert_eq!(result, Err(FileProblem::PermissionDenied));
            assert_eq!(fs::read_to_string(&path).unwrap(), "old");
        }
    }
}
