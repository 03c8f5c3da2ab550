//! Deleting games so that the last delete can be undone.
//!
//! A delete marks the games (`deleted_at`, `delete_batch`); every listing
//! reads live games only. The next delete, and the start of an import, purge
//! what was marked before for good (with the files no game points to any
//! more, and unused tags), so exactly the last delete can be undone. A file
//! that keeps some of its games loses its `complete` mark when the others
//! are purged, so that importing it again reads it and brings them back (an
//! undone delete leaves the mark as it was).

use serde::Serialize;

use super::annotations::remove_unused_tags;
use super::types::GameId;
use crate::error::StoreError;
use crate::{Store, UnixMillis};

/// What a delete did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct DeleteReceipt {
    /// How many live games were deleted.
    pub games: u64,
}

impl Store {
    /// Deletes the games (unknown or already deleted ids are ignored), so that
    /// [`Store::undo_delete`] can bring them back until the next delete or import.
    pub async fn delete_games(&self, ids: &[GameId]) -> Result<DeleteReceipt, StoreError> {
        let list = serde_json::to_string(&ids.iter().map(|id| id.0).collect::<Vec<_>>())
            .map_err(|e| StoreError::invalid(format!("ids: {e}")))?;
        let mut tx = self.pool.begin().await?;
        purge(&mut tx).await?;
        let now = UnixMillis::now().0;
        let done = sqlx::query(
            "UPDATE games SET deleted_at = ?, delete_batch = ? \
             WHERE id IN (SELECT value FROM json_each(?)) AND deleted_at IS NULL",
        )
        .bind(now)
        .bind(now)
        .bind(list)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(DeleteReceipt { games: done.rows_affected() })
    }

    /// Brings back the games of the last delete; returns how many.
    pub async fn undo_delete(&self) -> Result<u64, StoreError> {
        let done = sqlx::query(
            "UPDATE games SET deleted_at = NULL, delete_batch = NULL \
             WHERE delete_batch = (SELECT max(delete_batch) FROM games)",
        )
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected())
    }

    /// Removes deleted games for good; returns how many. Undo is then no longer possible.
    pub async fn purge_deleted(&self) -> Result<u64, StoreError> {
        let mut tx = self.pool.begin().await?;
        let purged = purge(&mut tx).await?;
        tx.commit().await?;
        Ok(purged)
    }
}

async fn purge(tx: &mut sqlx::SqliteConnection) -> Result<u64, StoreError> {
    sqlx::query(
        "UPDATE source_files SET complete = 0 WHERE complete = 1 AND id IN \
         (SELECT source_file_id FROM games WHERE deleted_at IS NOT NULL)",
    )
    .execute(&mut *tx)
    .await?;
    let done = sqlx::query("DELETE FROM games WHERE deleted_at IS NOT NULL").execute(&mut *tx).await?;
    if done.rows_affected() > 0 {
        sqlx::query(
            "DELETE FROM source_files WHERE NOT EXISTS (SELECT 1 FROM games WHERE source_file_id = source_files.id)",
        )
        .execute(&mut *tx)
        .await?;
        remove_unused_tags(tx).await?;
        sqlx::query(
            "DELETE FROM duplicate_signatures WHERE \
             (SELECT count(*) FROM games WHERE signature = duplicate_signatures.signature) < 2",
        )
        .execute(&mut *tx)
        .await?;
    }
    Ok(done.rows_affected())
}
