//! The groups of games that look like the same game: equal move-sequence
//! signatures (computed by the library crate at import), looked for among the
//! signatures that ever had a copy imported (`duplicate_signatures`). A group is listed
//! while at least one of its games has not been kept on purpose; the user
//! keeps all copies ([`Store::keep_duplicates`]) or deletes the ones not wanted.

use serde::Serialize;

use super::rows::{self, summary_columns};
use super::types::{GameId, GameSummary};
use crate::Store;
use crate::error::StoreError;

/// The condition for the signature `$sig` to be a listed group: two live
/// games or more, not all kept on purpose (a macro, so queries stay literal).
macro_rules! listed_group {
    ($sig:literal) => {
        concat!(
            "(SELECT count(*) FROM games WHERE signature = ",
            $sig,
            " AND deleted_at IS NULL) > 1 AND (SELECT min(duplicate_kept) FROM games WHERE signature = ",
            $sig,
            " AND deleted_at IS NULL) = 0"
        )
    };
}
pub(super) use listed_group;

/// Games with one signature, oldest first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DuplicateGroup {
    /// The shared signature.
    pub signature: i64,
    /// The games, by id (the first is the one imported first).
    pub games: Vec<GameSummary>,
}

impl Store {
    /// A page of the duplicate groups, the group whose first game is oldest first.
    pub async fn duplicate_groups(&self, offset: u32, limit: u32) -> Result<Vec<DuplicateGroup>, StoreError> {
        let signatures: Vec<i64> = sqlx::query_scalar(concat!(
            "SELECT d.signature FROM duplicate_signatures d WHERE ",
            listed_group!("d.signature"),
            " ORDER BY (SELECT min(id) FROM games WHERE signature = d.signature AND deleted_at IS NULL) \
             LIMIT ? OFFSET ?"
        ))
        .bind(i64::from(limit))
        .bind(i64::from(offset))
        .fetch_all(&self.pool)
        .await?;
        let mut groups = Vec::with_capacity(signatures.len());
        for signature in signatures {
            groups.push(DuplicateGroup { signature, games: self.signature_games(signature).await? });
        }
        Ok(groups)
    }

    /// Marks every copy of the game's group as kept: the group is no longer
    /// listed (until another copy arrives). Returns how many games were marked.
    pub async fn keep_duplicates(&self, game: GameId) -> Result<u64, StoreError> {
        let done = sqlx::query(
            "UPDATE games SET duplicate_kept = 1 WHERE deleted_at IS NULL \
             AND signature = (SELECT signature FROM games WHERE id = ?)",
        )
        .bind(game.0)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected())
    }

    async fn signature_games(&self, signature: i64) -> Result<Vec<GameSummary>, StoreError> {
        let rows = sqlx::query(concat!(
            "SELECT ",
            summary_columns!(),
            " FROM games g WHERE g.signature = ? AND g.deleted_at IS NULL ORDER BY g.id"
        ))
        .bind(signature)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(rows::summary).collect()
    }
}
