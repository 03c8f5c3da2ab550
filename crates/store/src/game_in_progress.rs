//! The one game in progress: an opaque JSON document (the app's serialized
//! game record, which the store never interprets) and when it was saved.
//!
//! The app saves after every move, so a save is one statement — one short
//! transaction. If it fails (a full disk, a lock), SQLite rolls it back and
//! the previously saved game stays as it was.
//!
//! A document the app cannot read (a newer LoGo wrote it, or it is damaged)
//! is never overwritten: [`Store::set_aside_game_in_progress`] moves it, byte
//! for byte, into a table of its own before a fresh game takes the slot.

use serde_json::Value;

use crate::error::StoreError;
use crate::{Store, UnixMillis};

/// The game in progress as last saved.
#[derive(Clone, Debug, PartialEq)]
pub struct SavedGame {
    /// The document exactly as the app saved it.
    pub document: Value,
    /// When it was saved.
    pub updated_at: UnixMillis,
}

/// The game in progress as the text stored, not interpreted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SavedText {
    /// The document's text, byte for byte.
    pub text: String,
    /// When it was saved.
    pub updated_at: UnixMillis,
}

/// A game in progress the app could not read, kept byte for byte.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetAsideGame {
    /// Its row.
    pub id: i64,
    /// The document's text exactly as it was in the slot.
    pub document: String,
    /// Why it was set aside (the app's code, e.g. `newer_version`).
    pub reason: String,
    /// When the app had saved it.
    pub saved_at: UnixMillis,
    /// When it was set aside.
    pub set_aside_at: UnixMillis,
}

impl Store {
    /// Saves `document` as the game in progress, replacing the previous one
    /// atomically. Returns the time recorded with it.
    pub async fn save_game_in_progress(&self, document: &Value) -> Result<UnixMillis, StoreError> {
        let now = UnixMillis::now();
        sqlx::query(
            "INSERT INTO game_in_progress (slot, document, updated_at) VALUES (1, ?1, ?2) \
             ON CONFLICT (slot) DO UPDATE SET document = excluded.document, updated_at = excluded.updated_at",
        )
        .bind(document.to_string())
        .bind(now.0)
        .execute(&self.pool)
        .await?;
        Ok(now)
    }

    /// The saved game in progress, or `None` if there is none.
    pub async fn load_game_in_progress(&self) -> Result<Option<SavedGame>, StoreError> {
        let row: Option<(String, i64)> =
            sqlx::query_as("SELECT document, updated_at FROM game_in_progress WHERE slot = 1")
                .fetch_optional(&self.pool)
                .await?;
        let Some((text, updated_at)) = row else {
            return Ok(None);
        };
        let document = serde_json::from_str(&text)
            .map_err(|err| StoreError::corrupt(format!("saved game in progress is not JSON: {err}")))?;
        Ok(Some(SavedGame { document, updated_at: UnixMillis(updated_at) }))
    }

    /// The saved game in progress as the text stored, byte for byte (even
    /// text that is no JSON), or `None` if there is none.
    pub async fn load_game_in_progress_text(&self) -> Result<Option<SavedText>, StoreError> {
        let row: Option<(String, i64)> =
            sqlx::query_as("SELECT document, updated_at FROM game_in_progress WHERE slot = 1")
                .fetch_optional(&self.pool)
                .await?;
        Ok(row.map(|(text, updated_at)| SavedText { text, updated_at: UnixMillis(updated_at) }))
    }

    /// Moves the game in progress, exactly as stored, into the set-aside
    /// table with `reason` (a short code), and empties the slot — both in one
    /// transaction, so the document is never lost in between. Returns the
    /// set-aside row's id, or `None` if there was no game in progress.
    pub async fn set_aside_game_in_progress(&self, reason: &str) -> Result<Option<i64>, StoreError> {
        let mut tx = self.pool.begin().await?;
        let inserted = sqlx::query(
            "INSERT INTO game_in_progress_set_aside (document, reason, saved_at, set_aside_at) \
             SELECT document, ?1, updated_at, ?2 FROM game_in_progress WHERE slot = 1",
        )
        .bind(reason)
        .bind(UnixMillis::now().0)
        .execute(&mut *tx)
        .await?;
        if inserted.rows_affected() == 0 {
            return Ok(None);
        }
        let id = inserted.last_insert_rowid();
        sqlx::query("DELETE FROM game_in_progress WHERE slot = 1").execute(&mut *tx).await?;
        tx.commit().await?;
        Ok(Some(id))
    }

    /// Every game in progress that was set aside, oldest first.
    pub async fn set_aside_games(&self) -> Result<Vec<SetAsideGame>, StoreError> {
        let rows: Vec<(i64, String, String, i64, i64)> = sqlx::query_as(
            "SELECT id, document, reason, saved_at, set_aside_at FROM game_in_progress_set_aside ORDER BY id",
        )
        .fetch_all(&self.pool)
        .await?;
        let game = |(id, document, reason, saved_at, set_aside_at)| SetAsideGame {
            id,
            document,
            reason,
            saved_at: UnixMillis(saved_at),
            set_aside_at: UnixMillis(set_aside_at),
        };
        Ok(rows.into_iter().map(game).collect())
    }

    /// Forgets the game in progress (after it ended and went to the library,
    /// or was abandoned). Clearing when there is none is not an error.
    pub async fn clear_game_in_progress(&self) -> Result<(), StoreError> {
        sqlx::query("DELETE FROM game_in_progress WHERE slot = 1").execute(&self.pool).await?;
        Ok(())
    }
}
