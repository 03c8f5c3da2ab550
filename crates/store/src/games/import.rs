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

use super::check_meta;
use super::import_write::write_batch;
use super::imported::{FileImport, ImportedOutcome};
use crate::error::StoreError;
use crate::{Store, UnixMillis};

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
