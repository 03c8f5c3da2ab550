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
//! again and reports those games as they are. Deleting one of its games for
//! good takes the mark away again (see the `trash` module).

use std::collections::HashMap;
use std::ops::Range;
use std::sync::Arc;

use sqlx::{Row, SqliteConnection};

use super::check_meta;
use super::columns::{bind_meta, meta_columns, meta_values};
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
        let mut outcomes = Vec::with_capacity(files.len());
        for part in files {
            outcomes.push(import_part(&mut tx, part, now).await?);
        }
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

async fn import_part(
    tx: &mut SqliteConnection,
    part: &FileImport,
    now: i64,
) -> Result<Vec<ImportedOutcome>, StoreError> {
    let (file_id, stored_before) = source_file_id(tx, part, now).await?;
    let mut outcomes = Vec::with_capacity(part.games.len());
    for game in &part.games {
        outcomes.push(import_game(tx, file_id, &part.file.path, game, now).await?);
    }
    let all_added = outcomes.iter().all(|o| matches!(o, ImportedOutcome::Added { .. }));
    if part.completes_file && (stored_before || !all_added || !whole_file(part)) {
        // Complete only when every game of the file is stored from it: a file with a game
        // refused, or identical to a game stored before, is read by the next import again,
        // whose report then finds each of its games as it is.
        sqlx::query(
            "UPDATE source_files SET complete = \
             ((SELECT count(*) FROM games WHERE source_file_id = ?1) = game_count) WHERE id = ?1",
        )
        .bind(file_id)
        .execute(&mut *tx)
        .await?;
    }
    if !outcomes.iter().any(|o| matches!(o, ImportedOutcome::Added { .. })) {
        // Every game was there already, from other files: keep no bytes nobody points to.
        sqlx::query(
            "DELETE FROM source_files WHERE id = ? AND NOT EXISTS (SELECT 1 FROM games WHERE source_file_id = ?)",
        )
        .bind(file_id)
        .bind(file_id)
        .execute(&mut *tx)
        .await?;
    }
    Ok(outcomes)
}

/// Whether the part holds every game of its file (none was refused).
fn whole_file(part: &FileImport) -> bool {
    u32::try_from(part.games.len()).is_ok_and(|games| games == part.file.game_count)
}

/// The id of the part's file, and whether its row was there before: a new
/// row is inserted already marked complete if the part holds the whole file
/// (a single-game file costs one statement here, not three); whether it
/// stays so is settled once its games are written.
async fn source_file_id(tx: &mut SqliteConnection, part: &FileImport, now: i64) -> Result<(i64, bool), StoreError> {
    let file = &part.file;
    let inserted: Option<i64> = sqlx::query_scalar(
        "INSERT INTO source_files (hash, bytes, path, encoding, game_count, warnings, added_at, complete) \
         VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (hash) DO NOTHING RETURNING id",
    )
    .bind(&file.hash)
    .bind(file.bytes.as_slice())
    .bind(&file.path)
    .bind(file.encoding.as_deref())
    .bind(i64::from(file.game_count))
    .bind(&file.warnings_json)
    .bind(now)
    .bind(part.completes_file && whole_file(part))
    .fetch_optional(&mut *tx)
    .await?;
    if let Some(id) = inserted {
        return Ok((id, false));
    }
    let id = sqlx::query_scalar("SELECT id FROM source_files WHERE hash = ?").bind(&file.hash).fetch_one(&mut *tx);
    Ok((id.await?, true))
}

async fn import_game(
    tx: &mut SqliteConnection,
    file_id: i64,
    path: &str,
    game: &ImportedGame,
    now: i64,
) -> Result<ImportedOutcome, StoreError> {
    let sql = concat!(
        "INSERT INTO games (content_hash, source_path, added_at, played_in_logo, source_file_id, game_index, \
         byte_start, byte_end, signature, ",
        meta_columns!(),
        ") VALUES (?, ?, ?, 0, ?, ?, ?, ?, ?, ",
        meta_values!(),
        ") ON CONFLICT (content_hash) DO NOTHING RETURNING id"
    );
    let range = game.byte_range.as_ref().map(|r| (offset(r.start), offset(r.end)));
    let query = sqlx::query(sql)
        .bind(&game.content_hash)
        .bind(path)
        .bind(now)
        .bind(file_id)
        .bind(i64::from(game.game_index))
        .bind(range.map(|r| r.0))
        .bind(range.map(|r| r.1))
        .bind(game.signature);
    let Some(row) = bind_meta(query, &game.meta).fetch_optional(&mut *tx).await? else {
        let id = sqlx::query_scalar("SELECT id FROM games WHERE content_hash = ?").bind(&game.content_hash);
        return Ok(ImportedOutcome::Identical(GameId(id.fetch_one(&mut *tx).await?)));
    };
    let id: i64 = row.try_get(0)?;
    if game.warnings_json != "[]" && !game.warnings_json.is_empty() {
        sqlx::query("INSERT INTO game_texts (game_id, warnings) VALUES (?, ?)")
            .bind(id)
            .bind(&game.warnings_json)
            .execute(&mut *tx)
            .await?;
    }
    if !game.comment_terms.is_empty() {
        sqlx::query("INSERT INTO games_comments_fts (rowid, terms) VALUES (?, ?)")
            .bind(id)
            .bind(&game.comment_terms)
            .execute(&mut *tx)
            .await?;
    }
    let similar_to = match game.signature {
        Some(signature) => sqlx::query_scalar(
            "SELECT id FROM games WHERE signature = ? AND deleted_at IS NULL AND id <> ? ORDER BY id LIMIT 1",
        )
        .bind(signature)
        .bind(id)
        .fetch_optional(&mut *tx)
        .await?
        .map(GameId),
        None => None,
    };
    if let (Some(signature), Some(_)) = (game.signature, similar_to) {
        sqlx::query("INSERT INTO duplicate_signatures (signature) VALUES (?) ON CONFLICT DO NOTHING")
            .bind(signature)
            .execute(&mut *tx)
            .await?;
    }
    Ok(ImportedOutcome::Added { id: GameId(id), similar_to })
}

/// A byte offset as SQLite stores it (files are far below 2^63 bytes).
fn offset(value: u64) -> i64 {
    i64::try_from(value).unwrap_or(i64::MAX)
}
