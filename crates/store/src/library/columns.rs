//! The columns a game's metadata fills, and the values the store derives
//! from it (folded names, date range, winner and kind of result), in one
//! place for every statement that writes a game.
//!
//! Statements use unnumbered `?` parameters, bound in text order, so the
//! metadata's placeholders can be appended to any column list.

use super::dates::DateRange;
use super::outcome::Outcome;
use super::types::GameMeta;
use crate::text::fold;

/// A query with SQLite arguments.
pub(super) type SqliteQuery<'q> = sqlx::query::Query<'q, sqlx::Sqlite, sqlx::sqlite::SqliteArguments>;

/// The metadata columns, in the order of [`bind_meta`] (a macro, so that queries stay literal SQL).
macro_rules! meta_columns {
    () => {
        "black, white, black_folded, white_folded, black_rank, white_rank, result, winner, result_kind, \
         date, date_iso, date_first, date_last, board_width, board_height, komi_half_points, handicap, rules, \
         move_count, event, round, place, game_name, has_variations, has_comments, kind"
    };
}

/// One `?` per column of [`meta_columns`].
macro_rules! meta_values {
    () => {
        "?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?"
    };
}
pub(super) use {meta_columns, meta_values};

/// Binds `meta` and what the store derives from it, in the order of [`meta_columns`].
pub(super) fn bind_meta<'q>(query: SqliteQuery<'q>, meta: &'q GameMeta) -> SqliteQuery<'q> {
    let range = meta.date_range.clone().or_else(|| meta.date.as_deref().and_then(DateRange::from_sgf));
    let outcome = meta.result.as_deref().map(Outcome::from_sgf);
    query
        .bind(meta.black.as_deref())
        .bind(meta.white.as_deref())
        .bind(folded(meta.black.as_deref()))
        .bind(folded(meta.white.as_deref()))
        .bind(meta.black_rank.as_deref())
        .bind(meta.white_rank.as_deref())
        .bind(meta.result.as_deref())
        .bind(outcome.and_then(|o| o.winner).map(|w| w.letter()))
        .bind(outcome.map(|o| o.kind.code()))
        .bind(meta.date.as_deref())
        .bind(range.as_ref().map(|r| r.iso.clone()))
        .bind(range.as_ref().map(|r| r.first))
        .bind(range.as_ref().map(|r| r.last))
        .bind(i64::from(meta.board_width))
        .bind(i64::from(meta.board_height))
        .bind(meta.komi_half_points.map(i64::from))
        .bind(i64::from(meta.handicap))
        .bind(meta.rules.as_deref())
        .bind(i64::from(meta.move_count))
        .bind(meta.event.as_deref())
        .bind(meta.round.as_deref())
        .bind(meta.place.as_deref())
        .bind(meta.game_name.as_deref())
        .bind(meta.has_variations)
        .bind(meta.has_comments)
        .bind(meta.kind.code())
}

/// A player's name as the player filter compares it.
pub(super) fn folded(name: Option<&str>) -> String {
    name.map(fold).unwrap_or_default()
}
