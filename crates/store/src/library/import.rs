//! Writing imported files and their games, a batch per transaction.
//!
//! Each file is stored once in `source_files` (keyed by the SHA-256 of its
//! bytes); each game points to it. A batch is one transaction, so a crash
//! leaves whole games or none. A file whose games span several batches is
//! marked `complete` with its last part, if every game of the file is then
//! stored from it; until then a new import of the same file reads it again
//! and adds the games still missing (a game's content hash is unique, so
//! none is stored twice). A file with a game LoGo refuses, or with a game
//! whose bytes were stored before, is never complete: each import reads it
//! again and reports those games as they are. The writing itself, a few
//! statements per batch, is in `import_write`. Deleting one of its games for
//! good takes the mark away again (see the `trash` module).

use std::collections::HashMap;
use std::ops::Range;
use std::sync::Arc;

use super::check_meta;
use super::import_write::write_batch;
use super::types::{GameId, GameMeta};
use crate::error::StoreError;
use crate::{Store, UnixMillis};

/// An imported file, as kept in the library.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SourceFile {
    /// Lowercase hexadecimal SHA-256 of `bytes` ([`super::content_hash`]).
    pub hash: String,
    /// The file's bytes, exactly as read.
    pub bytes: Arc<Vec<u8>>,
    /// Where it was read from, as shown to the user.
    pub path: String,
    /// The encoding it was read in (go-sgf's report), if known.
    pub encoding: Option<String>,
    /// How many games the file holds.
    pub game_count: u32,
    /// What the reader repaired in the file, as a JSON array (go-sgf's warnings).
    pub warnings_json: String,
}

/// One game of an imported file.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ImportedGame {
    /// Which game of the file it is, from 0.
    pub game_index: u32,
    /// The bytes of its own game tree in the file, where they are known.
    pub byte_range: Option<Range<u64>>,
    /// Lowercase hexadecimal SHA-256 of the game's own content: its bytes, or
    /// the file's hash and its index when the bytes are not known.
    pub content_hash: String,
    /// The searchable facts.
    pub meta: GameMeta,
    /// The move-sequence signature that recognises the same game in other files.
    pub signature: Option<i64>,
    /// The comment words as the comment search finds them ([`crate::text::search_terms`]), space-separated.
    pub comment_terms: String,
    /// What could not be read as written, as a JSON array (go-sgf's conversion warnings).
    pub warnings_json: String,
}

/// A file, or a part of a large one, to write in one batch.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileImport {
    /// The file.
    pub file: Arc<SourceFile>,
    /// Its games in this part.
    pub games: Vec<ImportedGame>,
    /// Whether this part holds the file's last game.
    pub completes_file: bool,
}

/// What importing one game did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ImportedOutcome {
    /// Stored under `id`; `similar_to` is an earlier game with the same signature.
    Added {
        /// The new game.
        id: GameId,
        /// The first other game of the library that looks like the same game.
        similar_to: Option<GameId>,
    },
    /// A game with the same content hash is already there; nothing was stored.
    Identical(GameId),
}

impl Store {
    /// The hashes of the files imported completely, and none of whose games
    /// has been deleted for good since, with the number of games the library
    /// holds from each: a new import skips them at once.
    pub async fn complete_source_files(&self) -> Result<HashMap<String, u32>, StoreError> {
        let rows: Vec<(String, i64)> = sqlx::query_as(
            "SELECT f.hash, (SELECT count(*) FROM games g WHERE g.source_file_id = f.id) \
             FROM source_files f WHERE f.complete = 1",
        )
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.into_iter().map(|(hash, games)| (hash, u32::try_from(games).unwrap_or(0))).collect())
    }

    /// Writes `files` in one transaction and says what became of each game
    /// (one list per file, in order). Refuses (`invalid_input`) a game with a
    /// board side outside 1 to 52 before anything is written.
    pub async fn import_files(&self, files: &[FileImport]) -> Result<Vec<Vec<ImportedOutcome>>, StoreError> {
        for game in files.iter().flat_map(|f| &f.games) {
            check_meta(&game.meta)?;
        }
        let now = UnixMillis::now().0;
        let mut tx = self.pool.begin().await?;
        let outcomes = write_batch(&mut tx, files, now).await?;
        tx.commit().await?;
        Ok(outcomes)
    }

    /// Refreshes SQLite's statistics of the library after a large change, so
    /// that each search picks the index that fits its filters (a tenth of a
    /// second for 100,000 games). With the statistics SQLite knows, for
    /// instance, that a filter on 19x19 passes most games (walk the sort
    /// index) and one on 13x13 few (collect them, then sort).
    pub async fn optimize(&self) -> Result<(), StoreError> {
        sqlx::query("ANALYZE").execute(&self.pool).await?;
        Ok(())
    }
}
