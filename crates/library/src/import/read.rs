//! One file, read for the import: its bytes, its games with their facts,
//! split into parts of at most a batch each. Runs on a blocking thread; it
//! checks the cancel token between games.

use std::collections::HashMap;
use std::ops::Range;
use std::path::Path;
use std::sync::Arc;

use go_sgf::{Parsed, Record};
use logo_store::{FileImport, ImportedGame, SourceFile, content_hash};

use super::report::{CancelToken, ImportOptions};
use crate::FileProblem;
use crate::facts::facts;
use crate::span::game_ranges;

/// What reading a file gave.
pub(super) enum FileRead {
    /// The same bytes were imported completely before: its games are identical copies.
    Known {
        /// How many games the file holds.
        games: u64,
    },
    /// The file was read.
    Read {
        /// Its games, a batch at most per part (none if every game was refused).
        parts: Vec<FileImport>,
        /// Games of the file that LoGo cannot hold.
        refused: Vec<FileProblem>,
        /// What the reader repaired in the file (empty if nothing).
        repairs: Vec<go_sgf::Warning>,
    },
    /// The file cannot be imported.
    Failed(FileProblem),
}

/// Reads the file at `path`; `known` maps the hashes of files imported
/// completely before to their number of games.
pub(super) fn read_file(
    path: &Path,
    known: &HashMap<String, u32>,
    options: &ImportOptions,
    cancel: &CancelToken,
) -> FileRead {
    let bytes = match read_bytes(path, options.max_file_bytes) {
        Ok(bytes) => bytes,
        Err(problem) => return FileRead::Failed(problem),
    };
    let hash = content_hash(&bytes);
    if let Some(&games) = known.get(&hash) {
        return FileRead::Known { games: u64::from(games) };
    }
    match go_sgf::parse(&bytes) {
        Ok(parsed) => read_games(path, bytes, hash, parsed, options, cancel),
        Err(err) => FileRead::Failed(FileProblem::of_sgf(&err)),
    }
}

fn read_bytes(path: &Path, limit: u64) -> Result<Vec<u8>, FileProblem> {
    let io = |err: std::io::Error| FileProblem::of_io(&err);
    let meta = std::fs::metadata(path).map_err(io)?;
    if !meta.is_file() {
        return Err(FileProblem::NotAFile);
    }
    if meta.len() > limit {
        return Err(FileProblem::TooLarge { limit_bytes: limit, bytes: Some(meta.len()) });
    }
    std::fs::read(path).map_err(io)
}

fn read_games(
    path: &Path,
    bytes: Vec<u8>,
    hash: String,
    parsed: Parsed,
    options: &ImportOptions,
    cancel: &CancelToken,
) -> FileRead {
    let games = parsed.collection.into_games();
    let count = games.len();
    let starts: Vec<_> = games.iter().map(|g| g.root_node().position()).collect();
    let roots: Vec<_> = starts.iter().flatten().copied().collect();
    let ranges =
        if count > 1 && roots.len() == count { game_ranges(&bytes, parsed.encoding.encoding, &roots) } else { None };
    let file = Arc::new(SourceFile {
        hash,
        bytes: Arc::new(bytes),
        path: path.display().to_string(),
        encoding: Some(parsed.encoding.encoding.to_owned()),
        game_count: u32::try_from(count).unwrap_or(u32::MAX),
        warnings_json: serde_json::to_string(&parsed.warnings).unwrap_or_else(|_| "[]".to_owned()),
    });
    let batch = options.batch_games.max(1);
    let mut parts: Vec<FileImport> = Vec::new();
    let mut refused = Vec::new();
    let mut finished = true;
    for (index, tree) in games.into_iter().enumerate() {
        if cancel.is_cancelled() {
            finished = false;
            break;
        }
        let number = u32::try_from(index).unwrap_or(u32::MAX);
        match Record::from_sgf(tree) {
            Ok(record) => {
                let range = ranges.as_ref().and_then(|r| r.get(index)).cloned();
                let game = imported_game(&file, number, range, &record);
                match parts.last_mut() {
                    Some(part) if part.games.len() < batch => part.games.push(game),
                    _ => parts.push(FileImport { file: Arc::clone(&file), games: vec![game], completes_file: false }),
                }
            }
            Err(err) => {
                let at = starts.get(index).copied().flatten();
                refused.push(FileProblem::game_refused(number + 1, at, err));
            }
        }
    }
    if let Some(last) = parts.last_mut() {
        last.completes_file = finished;
    }
    FileRead::Read { parts, refused, repairs: parsed.warnings }
}

fn imported_game(file: &SourceFile, index: u32, range: Option<Range<u64>>, record: &Record) -> ImportedGame {
    let own_bytes = range.as_ref().and_then(|r| file.bytes.get(r.start as usize..r.end as usize));
    let content_hash = match own_bytes {
        Some(bytes) => content_hash(bytes),
        None if file.game_count == 1 => file.hash.clone(),
        None => content_hash(format!("{}#{index}", file.hash).as_bytes()),
    };
    let facts = facts(record);
    ImportedGame {
        game_index: index,
        byte_range: range,
        content_hash,
        meta: facts.meta,
        signature: facts.signature,
        comment_terms: facts.comment_terms,
        warnings_json: serde_json::to_string(record.warnings()).unwrap_or_else(|_| "[]".to_owned()),
    }
}
