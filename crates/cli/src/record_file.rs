//! Opening a record for the replaying commands: the first game of the file
//! that LoGo can show.

use crate::failure::Failure;
use go_sgf::Record;
use std::path::Path;

/// Reads `path` and returns its first game LoGo can show.
pub fn first_game(path: &Path) -> Result<Record, Failure> {
    let shown = path.display();
    let bytes = std::fs::read(path).map_err(|e| Failure::new(format!("{shown}: cannot read: {e}")))?;
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
