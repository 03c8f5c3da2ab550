//! Opening a record for the replaying commands: the first game of the file
//! that LoGo can show.

use crate::failure::Failure;
use go_sgf::Record;
use logo_services::files;
use std::path::Path;

/// Reads `path` (a regular file of sane size, as the app reads it) and
/// returns its first game LoGo can show.
pub fn first_game(path: &Path) -> Result<Record, Failure> {
    let shown = path.display();
    let bytes = read(path)?;
    let opened = go_sgf::open(&bytes).map_err(|e| Failure::new(format!("{shown}: {e}")))?;
    let mut refusal = None;
    for game in opened.games {
        match game {
            Ok(record) => return Ok(record),
            Err(refused) => refusal = refusal.or(Some(refused.error)),
        }
    }
    Err(Failure::new(match refusal {
        Some(error) => format!("{shown}: {error}"),
        None => format!("{shown}: no game in the file"),
    }))
}

/// Reads a whole file as the app does (see [`files::read`]), with its path in the error.
pub fn read(path: &Path) -> Result<Vec<u8>, Failure> {
    files::read(path).map_err(|problem| Failure::new(format!("{}: cannot read: {problem}", path.display())))
}
