//! The one game in progress: an opaque JSON document (the app's serialized
//! game record, which the store never interprets) and when it was saved.
//!
//! The app saves after every move, so a save is one statement — one short
//! transaction. If it fails (a full disk, a lock), SQLite rolls it back and
//! the previously saved game stays as it was.

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

    /// Forgets the game in progress (after it ended and went to the library,
    /// or was abandoned). Clearing when there is none is not an error.
    pub async fn clear_game_in_progress(&self) -> Result<(), StoreError> {
        sqlx::query("DELETE FROM game_in_progress WHERE slot = 1").execute(&self.pool).await?;
        Ok(())
    }
}
