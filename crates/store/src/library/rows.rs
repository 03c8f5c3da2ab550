//! Turning `games` rows into library types, checking every number on the
//! way: a value out of range means the file was damaged or edited by hand,
//! and is reported as `corrupt` rather than trusted.

use sqlx::Row;
use sqlx::sqlite::SqliteRow;

use super::types::{GameId, GameMeta, GameOrigin, GameSummary, StoredGame};
use crate::UnixMillis;
use crate::error::StoreError;

/// The columns [`summary`] reads, for `SELECT` lists.
macro_rules! summary_columns {
    () => {
        "id, black, white, black_rank, white_rank, result, date, board_width, board_height, \
         komi_half_points, handicap, rules, move_count, event, game_name, played_in_logo, \
         source_path, added_at"
    };
}
pub(super) use summary_columns;

/// Reads a [`GameSummary`] from a row holding [`summary_columns`].
pub(super) fn summary(row: &SqliteRow) -> Result<GameSummary, StoreError> {
    let meta = GameMeta {
        black: row.try_get("black")?,
        white: row.try_get("white")?,
        black_rank: row.try_get("black_rank")?,
        white_rank: row.try_get("white_rank")?,
        result: row.try_get("result")?,
        date: row.try_get("date")?,
        board_width: int(row, "board_width")?,
        board_height: int(row, "board_height")?,
        komi_half_points: row.try_get::<Option<i64>, _>("komi_half_points")?.map(in_range).transpose()?,
        handicap: int(row, "handicap")?,
        rules: row.try_get("rules")?,
        move_count: int(row, "move_count")?,
        event: row.try_get("event")?,
        game_name: row.try_get("game_name")?,
    };
    let origin =
        if row.try_get::<bool, _>("played_in_logo")? { GameOrigin::PlayedInLogo } else { GameOrigin::Imported };
    Ok(GameSummary {
        id: GameId(row.try_get("id")?),
        meta,
        origin,
        source_path: row.try_get("source_path")?,
        added_at: UnixMillis(row.try_get("added_at")?),
    })
}

/// Reads a [`StoredGame`] from a row holding [`summary_columns`] plus
/// `sgf`, `original_bytes` and `content_hash`.
pub(super) fn stored(row: &SqliteRow) -> Result<StoredGame, StoreError> {
    Ok(StoredGame {
        summary: summary(row)?,
        sgf: row.try_get("sgf")?,
        original_bytes: row.try_get("original_bytes")?,
        content_hash: row.try_get("content_hash")?,
    })
}

fn int<T: TryFrom<i64>>(row: &SqliteRow, column: &str) -> Result<T, StoreError> {
    let value: i64 = row.try_get(column)?;
    T::try_from(value).map_err(|_| StoreError::corrupt(format!("games.{column} out of range: {value}")))
}

fn in_range<T: TryFrom<i64>>(value: i64) -> Result<T, StoreError> {
    T::try_from(value).map_err(|_| StoreError::corrupt(format!("games value out of range: {value}")))
}
