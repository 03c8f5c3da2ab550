//! Which files an import reads.
//!
//! A file named by the user is always read (and reported if it is no SGF).
//! In folders, searched recursively: every file ending in `.sgf` in any case,
//! and any other file whose first bytes look like SGF — a `(` and then `;`
//! after optional white space, in UTF-8 (with or without byte-order mark),
//! a single-byte charset or UTF-16 — so that collections saved as `.txt` or
//! without an extension are found while pictures and notes are not opened
//! further. Hidden files and folders (names starting with `.`) are skipped;
//! symbolic links to folders are not followed (no loops), and only regular
//! files are opened (never a pipe or a device). Files come sorted
//! by path within each folder tree, so imports are repeatable. The listing
//! checks the import's cancel token before every entry (sniffing opens
//! files, which on a slow or network disk takes its time) and, cancelled,
//! returns what it found so far.

use std::fs;
use std::io::Read;
use std::path::{Path, PathBuf};

use crate::CancelToken;

/// How many leading bytes the sniffing looks at.
const SNIFF_BYTES: u64 = 512;

/// The files to read for `paths`, and the named paths that do not exist;
/// stops early (with what it has) once `cancel` is cancelled.
pub fn collect(paths: &[PathBuf], cancel: &CancelToken) -> (Vec<PathBuf>, Vec<(PathBuf, std::io::Error)>) {
    let mut files = Vec::new();
    let mut missing = Vec::new();
    for path in paths {
        if cancel.is_cancelled() {
            break;
        }
        match fs::metadata(path) {
            Ok(meta) if meta.is_dir() => {
                let mut found = Vec::new();
                walk(path, &mut found, cancel);
                found.sort();
                files.extend(found);
            }
            Ok(_) => files.push(path.clone()),
            Err(err) => missing.push((path.clone(), err)),
        }
    }
    (files, missing)
}

/// Walks a folder tree without recursion, collecting the files to read.
fn walk(root: &Path, found: &mut Vec<PathBuf>, cancel: &CancelToken) {
    let mut pending = vec![root.to_path_buf()];
    while let Some(dir) = pending.pop() {
        let Ok(entries) = fs::read_dir(&dir) else { continue };
        for entry in entries.flatten() {
            if cancel.is_cancelled() {
                return;
            }
            if entry.file_name().to_string_lossy().starts_with('.') {
                continue;
            }
            let Ok(kind) = entry.file_type() else { continue };
            let path = entry.path();
            let is_file = kind.is_file() || (kind.is_symlink() && fs::metadata(&path).is_ok_and(|m| m.is_file()));
            if kind.is_dir() {
                pending.push(path);
            } else if is_file && (has_sgf_extension(&path) || sniffs_as_sgf(&path)) {
                found.push(path);
            }
        }
    }
}

/// Whether the path ends in `.sgf`, in any case.
pub fn has_sgf_extension(path: &Path) -> bool {
    path.extension().is_some_and(|e| e.eq_ignore_ascii_case("sgf"))
}

/// Whether the file's first bytes look like an SGF game tree.
pub fn sniffs_as_sgf(path: &Path) -> bool {
    let mut head = Vec::with_capacity(SNIFF_BYTES as usize);
    let Ok(file) = fs::File::open(path) else { return false };
    if file.take(SNIFF_BYTES).read_to_end(&mut head).is_err() {
        return false;
    }
    looks_like_sgf(&head)
}

/// Whether `head` starts (after a byte-order mark and white space) with `(` and then `;`.
pub fn looks_like_sgf(head: &[u8]) -> bool {
    let head = head.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(head);
    let narrow: Vec<u8> = if head.starts_with(b"\xFF\xFE") || head.starts_with(b"\xFE\xFF") {
        head.get(2..).unwrap_or_default().iter().copied().filter(|&b| b != 0).collect()
    } else if head.len() >= 2 && (head.first() == Some(&0) || head.get(1) == Some(&0)) {
        head.iter().copied().filter(|&b| b != 0).collect()
    } else {
        head.to_vec()
    };
    let mut meaningful = narrow.iter().copied().filter(|b| !b.is_ascii_whitespace());
    meaningful.next() == Some(b'(') && meaningful.next() == Some(b';')
}

#[cfg(test)]
mod tests {
    use super::looks_like_sgf;

    #[test]
    fn sgf_is_recognised_by_its_first_bytes() {
        assert!(looks_like_sgf(b"(;GM[1]"));
        assert!(looks_like_sgf(b"\n  ( \n ;FF[4]"));
        assert!(looks_like_sgf(b"\xEF\xBB\xBF(;"));
        assert!(looks_like_sgf(b"\xFF\xFE(\0;\0G\0"));
        assert!(looks_like_sgf(b"(\0;\0G\0M\0"));
        assert!(!looks_like_sgf(b"\x89PNG\r\n"));
        assert!(!looks_like_sgf(b"Notes (;not a game"));
        assert!(!looks_like_sgf(b""));
        assert!(!looks_like_sgf(b"(FF[4]"), "a tree without ';' is read when named, not sniffed");
    }
}
