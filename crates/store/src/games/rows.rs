//! Turning `games` rows into library types, checking every number on the
//! way: a value out of range means the file was damaged or edited by hand,
//! and is reported as `corrupt` rather than trusted.

use sqlx::Row;
use sqlx::sqlite::SqliteRow;

use super::dates::DateRange;
use super::outcome::{Outcome, ResultKind, Winner};
use super::types::{GameId, GameKind, GameMeta, GameOrigin, GameSummary, StoredGame};
use crate::UnixMillis;
use crate::error::StoreError;

/// The columns [`summary`] reads, for `SELECT` lists over `games g`.
macro_rules! summary_columns {
    () => {
        "g.id, g.black, g.white, g.black_rank, g.white_rank, g.result, g.winner, g.result_kind, g.date, \
         g.date_iso, g.date_first, g.date_last, g.board_width, g.board_height, g.komi_half_points, g.handicap, \
         g.rules, g.move_count, g.event, g.round, g.place, g.game_name, g.has_variations, g.has_comments, g.kind, \
         g.played_in_logo, g.source_path, g.added_at, \
         CASE WHEN g.signature IS NULL OR g.duplicate_kept THEN 0 ELSE (SELECT count(*) FROM games d \
            WHERE d.signature = g.signature AND d.id <> g.id AND d.deleted_at IS NULL) END AS duplicates, \
         (SELECT json_group_array(t.name) FROM game_tags gt JOIN tags t ON t.id = gt.tag_id \
            WHERE gt.game_id = g.id) AS tags"
    };
}
pub(super) use summary_columns;

/// Reads a [`GameSummary`] from a row holding [`summary_columns`].
pub(super) fn summary(row: &SqliteRow) -> Result<GameSummary, StoreError> {
    let date_range = date_range(row)?;
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
        round: row.try_get("round")?,
        place: row.try_get("place")?,
        has_variations: row.try_get("has_variations")?,
        has_comments: row.try_get("has_comments")?,
        kind: code(row, "kind", GameKind::from_code)?,
        date_range: date_range.clone(),
    };
    let origin =
        if row.try_get::<bool, _>("played_in_logo")? { GameOrigin::PlayedInLogo } else { GameOrigin::Imported };
    Ok(GameSummary {
        id: GameId(row.try_get("id")?),
        outcome: outcome(row)?,
        meta,
        origin,
        source_path: row.try_get("source_path")?,
        added_at: UnixMillis(row.try_get("added_at")?),
        date_range,
        duplicates: int(row, "duplicates")?,
        tags: tags(row)?,
    })
}

/// Reads a [`StoredGame`] from a row holding [`summary_columns`] plus
/// `sgf`, `original_bytes`, `game_index` and `content_hash`.
pub(super) fn stored(row: &SqliteRow) -> Result<StoredGame, StoreError> {
    Ok(StoredGame {
        summary: summary(row)?,
        sgf: row.try_get::<Option<String>, _>("sgf")?.unwrap_or_default(),
        original_bytes: row.try_get("original_bytes")?,
        game_index: int(row, "game_index")?,
        content_hash: row.try_get("content_hash")?,
    })
}

fn date_range(row: &SqliteRow) -> Result<Option<DateRange>, StoreError> {
    let iso: Option<String> = row.try_get("date_iso")?;
    let first: Option<i32> = row.try_get("date_first")?;
    let last: Option<i32> = row.try_get("date_last")?;
    Ok(match (iso, first, last) {
        (Some(iso), Some(first), Some(last)) => Some(DateRange { first, last, iso }),
        _ => None,
    })
}

fn outcome(row: &SqliteRow) -> Result<Option<Outcome>, StoreError> {
    let Some(kind) = row.try_get::<Option<String>, _>("result_kind")? else { return Ok(None) };
    let kind = ResultKind::from_code(&kind).ok_or_else(|| StoreError::corrupt(format!("result kind {kind}")))?;
    let winner = row.try_get::<Option<String>, _>("winner")?.as_deref().and_then(Winner::from_letter);
    Ok(Some(Outcome { winner, kind }))
}

fn tags(row: &SqliteRow) -> Result<Vec<String>, StoreError> {
    let json: Option<String> = row.try_get("tags")?;
    let mut tags: Vec<String> = match json {
        Some(json) => serde_json::from_str(&json).map_err(|e| StoreError::corrupt(format!("tags: {e}")))?,
        None => Vec::new(),
    };
    tags.sort_by_key(|t| crate::text::fold(t));
    Ok(tags)
}

fn code<T>(row: &SqliteRow, column: &str, parse: impl Fn(&str) -> Option<T>) -> Result<T, StoreError> {
    let text: String = row.try_get(column)?;
    parse(&text).ok_or_else(|| StoreError::corrupt(format!("games.{column} unknown: {text}")))
}

pub(super) fn int<T: TryFrom<i64>>(row: &SqliteRow, column: &str) -> Result<T, StoreError> {
    let value: i64 = row.try_get(column)?;
    T::try_from(value).map_err(|_| StoreError::corrupt(format!("games.{column} out of range: {value}")))
}

fn in_range<T: TryFrom<i64>>(value: i64) -> Result<T, StoreError> {
    T::try_from(value).map_err(|_| StoreError::corrupt(format!("games value out of range: {value}")))
}
