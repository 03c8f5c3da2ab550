//! The real-world SGF samples beside the repository (`../shared/sgf-samples`:
//! present in CI, absent from a user's clone), found once for every benchmark
//! that reads them.

use std::path::{Path, PathBuf};

/// The samples' folder; it may not exist.
#[must_use]
pub fn samples_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/sgf-samples")
}

/// Every `.sgf` file (any case) below `dir`, sorted; empty when `dir` is missing.
#[must_use]
pub fn sgf_files(dir: &Path) -> Vec<PathBuf> {
    let (mut todo, mut found) = (vec![dir.to_path_buf()], Vec::new());
    while let Some(folder) = todo.pop() {
        for entry in std::fs::read_dir(&folder).into_iter().flatten().flatten() {
            let path = entry.path();
            if path.is_dir() {
                todo.push(path);
            } else if path.extension().is_some_and(|e| e.eq_ignore_ascii_case("sgf")) {
                found.push(path);
            }
        }
    }
    found.sort();
    found
}
