//! What the user and the reader add to a game: tags, a free note, and the
//! warnings go-sgf gave when the game was imported (kept to be shown later).
//!
//! Tag names are unique ignoring case and diacritics (`Joseki` and `joseki`
//! are one tag); the first spelling given is kept. A tag no game carries any
//! more is removed with its last game.

use serde::Serialize;
use sqlx::Row;

use super::types::GameId;
use crate::Store;
use crate::error::StoreError;
use crate::text::fold;

/// The longest tag name, in characters.
const MAX_TAG_LEN: usize = 100;

/// A tag and how many live games carry it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct TagCount {
    /// The tag as first spelled.
    pub name: String,
    /// Live games with the tag.
    pub games: u64,
}

/// The warnings kept with a game, as JSON arrays of go-sgf's warnings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameWarnings {
    /// What the reader repaired in the game's file (positions are line:column in that file).
    pub file_json: String,
    /// What could not be read as written in the game itself.
    pub game_json: String,
}

impl Store {
    /// Puts the tag `name` on the game; returns whether it was not there yet.
    /// Refuses (`invalid_input`) a blank name or one over 100 characters, and
    /// an unknown game.
    pub async fn add_tag(&self, game: GameId, name: &str) -> Result<bool, StoreError> {
        let name = name.trim();
        if name.is_empty() || name.chars().count() > MAX_TAG_LEN {
            return Err(StoreError::invalid(format!("tag name of {} characters", name.chars().count())));
        }
        let mut tx = self.pool.begin().await?;
        live_game(&mut tx, game).await?;
        let folded = fold(name);
        sqlx::query("INSERT INTO tags (name, folded) VALUES (?, ?) ON CONFLICT (folded) DO NOTHING")
            .bind(name)
            .bind(&folded)
            .execute(&mut *tx)
            .await?;
        let done = sqlx::query(
            "INSERT INTO game_tags (game_id, tag_id) SELECT ?, id FROM tags WHERE folded = ? \
             ON CONFLICT DO NOTHING",
        )
        .bind(game.0)
        .bind(&folded)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(done.rows_affected() > 0)
    }

    /// Takes the tag `name` off the game; returns whether it was there.
    pub async fn remove_tag(&self, game: GameId, name: &str) -> Result<bool, StoreError> {
        let mut tx = self.pool.begin().await?;
        let done =
            sqlx::query("DELETE FROM game_tags WHERE game_id = ? AND tag_id = (SELECT id FROM tags WHERE folded = ?)")
                .bind(game.0)
                .bind(fold(name.trim()))
                .execute(&mut *tx)
                .await?;
        remove_unused_tags(&mut tx).await?;
        tx.commit().await?;
        Ok(done.rows_affected() > 0)
    }

    /// Every tag with the number of live games carrying it, by name.
    pub async fn tags(&self) -> Result<Vec<TagCount>, StoreError> {
        let rows = sqlx::query(
            "SELECT t.name, (SELECT count(*) FROM game_tags gt JOIN games g ON g.id = gt.game_id \
                WHERE gt.tag_id = t.id AND g.deleted_at IS NULL) AS games \
             FROM tags t ORDER BY t.folded",
        )
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| Ok(TagCount { name: r.try_get("name")?, games: r.try_get::<i64, _>("games")?.unsigned_abs() }))
            .collect()
    }

    /// Sets the game's note; a blank note removes it. Returns whether the game exists.
    pub async fn set_note(&self, game: GameId, note: &str) -> Result<bool, StoreError> {
        let note = Some(note.trim()).filter(|n| !n.is_empty());
        let mut tx = self.pool.begin().await?;
        if live_game(&mut tx, game).await.is_err() {
            return Ok(false);
        }
        sqlx::query(
            "INSERT INTO game_texts (game_id, note) VALUES (?, ?) \
             ON CONFLICT (game_id) DO UPDATE SET note = excluded.note",
        )
        .bind(game.0)
        .bind(note)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(true)
    }

    /// The game's note, if it has one.
    pub async fn note(&self, game: GameId) -> Result<Option<String>, StoreError> {
        let note = sqlx::query_scalar("SELECT note FROM game_texts WHERE game_id = ?").bind(game.0);
        Ok(note.fetch_optional(&self.pool).await?.flatten())
    }

    /// The warnings kept with the game, or `None` for an unknown game.
    pub async fn game_warnings(&self, game: GameId) -> Result<Option<GameWarnings>, StoreError> {
        let row = sqlx::query(
            "SELECT coalesce(f.warnings, '[]') AS file_json, coalesce(t.warnings, '[]') AS game_json \
             FROM games g LEFT JOIN source_files f ON f.id = g.source_file_id \
             LEFT JOIN game_texts t ON t.game_id = g.id WHERE g.id = ? AND g.deleted_at IS NULL",
        )
        .bind(game.0)
        .fetch_optional(&self.pool)
        .await?;
        row.map(|r| Ok(GameWarnings { file_json: r.try_get("file_json")?, game_json: r.try_get("game_json")? }))
            .transpose()
    }
}

/// Refuses (`invalid_input`) an id that is no live game.
async fn live_game(tx: &mut sqlx::SqliteConnection, game: GameId) -> Result<(), StoreError> {
    let found: Option<i64> = sqlx::query_scalar("SELECT id FROM games WHERE id = ? AND deleted_at IS NULL")
        .bind(game.0)
        .fetch_optional(&mut *tx)
        .await?;
    found.map(drop).ok_or_else(|| StoreError::invalid(format!("no game {}", game.0)))
}

/// Removes tags that no game carries.
pub(super) async fn remove_unused_tags(tx: &mut sqlx::SqliteConnection) -> Result<(), StoreError> {
    sqlx::query("DELETE FROM tags WHERE NOT EXISTS (SELECT 1 FROM game_tags WHERE tag_id = tags.id)")
        .execute(&mut *tx)
        .await?;
    Ok(())
}
