//! The game library: games with their searchable facts, the files they were
//! imported from (kept once, byte for byte), tags, notes, duplicates, and a
//! delete that can be undone.
//!
//! This module holds the first floor the app uses for games played in LoGo
//! (add, fetch, list newest first, replace, delete); the rooms beside it hold
//! the batch import ([`import`]), the searches of the library screen
//! ([`search`]), tags and notes ([`tags`]), soft deletes ([`trash`]) and the
//! duplicate groups ([`duplicates`]). The store has no SGF parser: the
//! library crate reads files with go-sgf and passes the facts here.

mod annotations;
mod columns;
pub mod dates;
mod duplicates;
mod facets;
pub(crate) mod fts;
mod import;
mod import_write;
mod imported;
pub mod outcome;
mod rows;
mod search;
mod trash;
mod types;

use sha2::{Digest, Sha256};
use sqlx::Row;

pub use annotations::{GameWarnings, TagCount};
pub use duplicates::DuplicateGroup;
pub use imported::{FileImport, ImportedGame, ImportedOutcome, SourceFile};
pub use search::{DateBounds, LibraryFilter, LibraryQuery, PlayerColor, PlayerFilter, SortKey};
pub use trash::DeleteReceipt;
pub use types::{AddOutcome, GameId, GameKind, GameMeta, GameOrigin, GameQuery, GameSummary, NewGame, StoredGame};

use crate::error::StoreError;
use crate::{Store, UnixMillis};
use columns::{bind_meta, meta_columns, meta_values};
use rows::summary_columns;

/// The largest board side SGF allows.
const MAX_BOARD_SIDE: u8 = 52;

impl Store {
    /// Adds `game` to the library, or reports the id of the game with the
    /// same SGF text already there. Refuses (`invalid_input`) an empty SGF
    /// text or a board side outside 1 to 52.
    pub async fn add_game(&self, game: &NewGame) -> Result<AddOutcome, StoreError> {
        check_new_game(game)?;
        let hash = content_hash(game.sgf.as_bytes());
        let mut tx = self.pool.begin().await?;
        // A deleted game waiting for undo gives way to the same game added again.
        sqlx::query("DELETE FROM games WHERE content_hash = ? AND deleted_at IS NOT NULL")
            .bind(&hash)
            .execute(&mut *tx)
            .await?;
        let sql = concat!(
            "INSERT INTO games (content_hash, source_path, added_at, played_in_logo, ",
            meta_columns!(),
            ") VALUES (?, ?, ?, ?, ",
            meta_values!(),
            ") ON CONFLICT (content_hash) DO NOTHING RETURNING id"
        );
        let query = sqlx::query(sql)
            .bind(&hash)
            .bind(game.source_path.as_deref())
            .bind(UnixMillis::now().0)
            .bind(game.origin == GameOrigin::PlayedInLogo);
        let inserted = bind_meta(query, &game.meta).fetch_optional(&mut *tx).await?;
        let outcome = match inserted {
            Some(row) => {
                let id = GameId(row.try_get(0)?);
                write_texts(&mut tx, id, game).await?;
                AddOutcome::Added(id)
            }
            None => {
                let id = sqlx::query_scalar("SELECT id FROM games WHERE content_hash = ?").bind(&hash);
                AddOutcome::Duplicate(GameId(id.fetch_one(&mut *tx).await?))
            }
        };
        tx.commit().await?;
        Ok(outcome)
    }

    /// Makes game `id` findable by its comment words `terms` (space-separated
    /// [`crate::text::search_terms`], as an import stores them), replacing any
    /// it had. For games added with [`Store::add_game`], which stores no words.
    pub async fn set_comment_terms(&self, id: GameId, terms: &str) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        sqlx::query("DELETE FROM games_comments_fts WHERE rowid = ?").bind(id.0).execute(&mut *tx).await?;
        if !terms.trim().is_empty() {
            sqlx::query("INSERT INTO games_comments_fts (rowid, terms) VALUES (?, ?)")
                .bind(id.0)
                .bind(terms)
                .execute(&mut *tx)
                .await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// The whole game with this id, or `None` if there is none (or it was deleted).
    pub async fn game(&self, id: GameId) -> Result<Option<StoredGame>, StoreError> {
        let row = sqlx::query(concat!(
            "SELECT ",
            summary_columns!(),
            ", t.sgf, g.content_hash, \
             CASE WHEN g.byte_start IS NULL THEN coalesce(g.game_index, 0) ELSE 0 END AS game_index, \
             coalesce(t.original_bytes, CASE WHEN g.byte_start IS NULL THEN f.bytes \
                ELSE substr(f.bytes, g.byte_start + 1, g.byte_end - g.byte_start) END) AS original_bytes \
             FROM games g LEFT JOIN game_texts t ON t.game_id = g.id \
             LEFT JOIN source_files f ON f.id = g.source_file_id \
             WHERE g.id = ? AND g.deleted_at IS NULL"
        ))
        .bind(id.0)
        .fetch_optional(&self.pool)
        .await?;
        row.as_ref().map(rows::stored).transpose()
    }

    /// The games matching `query`, newest first (by time added, then id).
    pub async fn list_games(&self, query: &GameQuery) -> Result<Vec<GameSummary>, StoreError> {
        let player = query.player.as_deref().map(str::trim).filter(|p| !p.is_empty()).map(crate::text::fold);
        let text = query.text.as_deref().and_then(fts::match_query);
        let limit = query.limit.map_or(-1, i64::from);
        let rows = sqlx::query(concat!(
            "SELECT ",
            summary_columns!(),
            " FROM games g \
             WHERE g.deleted_at IS NULL \
               AND (?1 IS NULL OR instr(g.black_folded, ?1) > 0 OR instr(g.white_folded, ?1) > 0) \
               AND (?2 IS NULL OR g.id IN (SELECT rowid FROM games_fts WHERE games_fts MATCH ?2)) \
             ORDER BY g.added_at DESC, g.id DESC LIMIT ?3"
        ))
        .bind(player)
        .bind(text)
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(rows::summary).collect()
    }

    /// Removes the game with this id for good (no undo; see
    /// [`Store::delete_games`] for the library screen's delete). Returns
    /// whether there was one. Its file, if other games keep it, is no longer
    /// complete: importing it again brings the game back.
    pub async fn delete_game(&self, id: GameId) -> Result<bool, StoreError> {
        let mut tx = self.pool.begin().await?;
        let file: Option<Option<i64>> = sqlx::query_scalar("DELETE FROM games WHERE id = ? RETURNING source_file_id")
            .bind(id.0)
            .fetch_optional(&mut *tx)
            .await?;
        if let Some(Some(file)) = file {
            sqlx::query(
                "DELETE FROM source_files WHERE id = ? AND NOT EXISTS (SELECT 1 FROM games WHERE source_file_id = ?)",
            )
            .bind(file)
            .bind(file)
            .execute(&mut *tx)
            .await?;
            sqlx::query("UPDATE source_files SET complete = 0 WHERE id = ?").bind(file).execute(&mut *tx).await?;
        }
        tx.commit().await?;
        Ok(file.is_some())
    }

    /// Replaces the game with this id by `game` (SGF text, bytes and metadata;
    /// its time becomes now). Returns whether there was such a game. Refuses
    /// (`invalid_input`) what [`Store::add_game`] refuses, and a text that
    /// another game of the library already has.
    pub async fn update_game(&self, id: GameId, game: &NewGame) -> Result<bool, StoreError> {
        check_new_game(game)?;
        let hash = content_hash(game.sgf.as_bytes());
        let mut tx = self.pool.begin().await?;
        let sql = concat!(
            "UPDATE games SET (content_hash, source_path, added_at, played_in_logo, ",
            meta_columns!(),
            ") = (?, ?, ?, ?, ",
            meta_values!(),
            ") WHERE id = ? AND deleted_at IS NULL"
        );
        let query = sqlx::query(sql)
            .bind(&hash)
            .bind(game.source_path.as_deref())
            .bind(UnixMillis::now().0)
            .bind(game.origin == GameOrigin::PlayedInLogo);
        let done = bind_meta(query, &game.meta).bind(id.0).execute(&mut *tx).await?;
        let found = done.rows_affected() > 0;
        if found {
            write_texts(&mut tx, id, game).await?;
        }
        tx.commit().await?;
        Ok(found)
    }
}

/// Writes (or replaces) the SGF text and bytes of a game added with [`Store::add_game`].
async fn write_texts(tx: &mut sqlx::SqliteConnection, id: GameId, game: &NewGame) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO game_texts (game_id, sgf, original_bytes) VALUES (?, ?, ?) \
         ON CONFLICT (game_id) DO UPDATE SET sgf = excluded.sgf, original_bytes = excluded.original_bytes",
    )
    .bind(id.0)
    .bind(&game.sgf)
    .bind(game.original_bytes.as_deref())
    .execute(&mut *tx)
    .await?;
    Ok(())
}

fn check_new_game(game: &NewGame) -> Result<(), StoreError> {
    if game.sgf.is_empty() {
        return Err(StoreError::invalid("empty SGF text"));
    }
    check_meta(&game.meta)
}

/// Refuses a board side outside 1 to 52.
fn check_meta(meta: &GameMeta) -> Result<(), StoreError> {
    let side_ok = |side: u8| (1..=MAX_BOARD_SIDE).contains(&side);
    if !side_ok(meta.board_width) || !side_ok(meta.board_height) {
        return Err(StoreError::invalid(format!(
            "board size {}x{} outside 1..={MAX_BOARD_SIDE}",
            meta.board_width, meta.board_height
        )));
    }
    Ok(())
}

/// Lowercase hexadecimal SHA-256 of `bytes`: the key of identical content
/// (of an SGF text, a file, or a game's bytes).
pub fn content_hash(bytes: &[u8]) -> String {
    use std::fmt::Write;
    Sha256::digest(bytes).iter().fold(String::with_capacity(64), |mut hex, byte| {
        let _ = write!(hex, "{byte:02x}");
        hex
    })
}

#[cfg(test)]
mod tests {
    use super::content_hash;

    #[test]
    fn content_hash_is_sha256_hex() {
        assert_eq!(content_hash(b"abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    }
}
