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

/// Where SQLite arguments are bound in text order: a query, or one row of a
/// multi-row `VALUES` list being built.
pub(super) trait BindValue: Sized {
    /// Binds `value` as the next argument.
    fn value<'t, T: sqlx::Encode<'t, sqlx::Sqlite> + sqlx::Type<sqlx::Sqlite>>(self, value: T) -> Self;
}

impl BindValue for SqliteQuery<'_> {
    fn value<'t, T: sqlx::Encode<'t, sqlx::Sqlite> + sqlx::Type<sqlx::Sqlite>>(self, value: T) -> Self {
        self.bind(value)
    }
}

impl<Sep: std::fmt::Display> BindValue for &mut sqlx::query_builder::Separated<'_, sqlx::Sqlite, Sep> {
    fn value<'t, T: sqlx::Encode<'t, sqlx::Sqlite> + sqlx::Type<sqlx::Sqlite>>(self, value: T) -> Self {
        self.push_bind(value)
    }
}

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
pub(super) fn bind_meta<B: BindValue>(query: B, meta: &GameMeta) -> B {
    let range = meta.date_range.clone().or_else(|| meta.date.as_deref().and_then(DateRange::from_sgf));
    let outcome = meta.result.as_deref().map(Outcome::from_sgf);
    query
        .value(meta.black.as_deref())
        .value(meta.white.as_deref())
        .value(folded(meta.black.as_deref()))
        .value(folded(meta.white.as_deref()))
        .value(meta.black_rank.as_deref())
        .value(meta.white_rank.as_deref())
        .value(meta.result.as_deref())
        .value(outcome.and_then(|o| o.winner).map(|w| w.letter()))
        .value(outcome.map(|o| o.kind.code()))
        .value(meta.date.as_deref())
        .value(range.as_ref().map(|r| r.iso.clone()))
        .value(range.as_ref().map(|r| r.first))
        .value(range.as_ref().map(|r| r.last))
        .value(i64::from(meta.board_width))
        .value(i64::from(meta.board_height))
        .value(meta.komi_half_points.map(i64::from))
        .value(i64::from(meta.handicap))
        .value(meta.rules.as_deref())
        .value(i64::from(meta.move_count))
        .value(meta.event.as_deref())
        .value(meta.round.as_deref())
        .value(meta.place.as_deref())
        .value(meta.game_name.as_deref())
        .value(meta.has_variations)
        .value(meta.has_comments)
        .value(meta.kind.code())
}

/// A player's name as the player filter compares it.
pub(super) fn folded(name: Option<&str>) -> String {
    name.map(fold).unwrap_or_default()
}
