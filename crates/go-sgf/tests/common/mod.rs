//! Finding the real-world SGF samples beside the repository
//! (`../shared/sgf-samples`), which CI has and users' clones do not.

use std::path::{Path, PathBuf};

/// The sample folder; it may not exist.
pub fn samples_dir() -> PathBuf {
    // crates/go-sgf -> repository root -> ../shared/sgf-samples
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/sgf-samples")
}

/// Every `.sgf` file below `dir` (any case), sorted; walked without recursion.
pub fn sgf_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else { continue };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                todo.push(path);
            } else if path.extension().is_some_and(|e| e.eq_ignore_ascii_case("sgf")) {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}
