//! The library screen's searches: any combination of filters, sorted by any
//! column, a page at a time, and the number of matches.
//!
//! Every sort key is a column of a partial index over the live games (see the
//! migration `library_at_scale`), with "missing" first in the key: games
//! without the value come last in both directions. Ascending walks the index
//! forwards; descending walks the games with a value backwards, then those
//! without, so the first page of any sort is an index walk. Text filters go through
//! indexes too: names through a trigram index (any part of three characters
//! or more; shorter parts scan the folded names), comment words through the
//! stemmed word index. Every equality filter has an index of its own too
//! (migration `library_rare_filters` for origin, kind and rules), so that
//! SQLite's planner, from the statistics ANALYZE keeps (with STAT4 samples
//! of the values), collects the few games a rare value matches and sorts
//! them, and walks the sort index only when most games pass.
//! The SQL is put together from fixed pieces only;
//! everything the user typed is bound as a parameter.

use serde::{Deserialize, Serialize};
use sqlx::AssertSqlSafe;

use super::dates::DayNumber;
use super::duplicates::listed_group;
use super::fts;
use super::outcome::{ResultKind, Winner};
use super::rows::{self, summary_columns};
use super::types::{GameKind, GameOrigin, GameSummary};
use crate::Store;
use crate::error::StoreError;
use crate::text::{fold, search_terms};

/// The column a listing is sorted by; ties are broken by id.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum SortKey {
    /// When the game entered the library.
    #[default]
    Added,
    /// Black's name (folded).
    Black,
    /// White's name (folded).
    White,
    /// The result text.
    Result,
    /// The first day of the date, then the last.
    Date,
    /// The game's name (GN).
    Title,
    /// Board width, then height.
    Size,
    /// Handicap stones.
    Handicap,
    /// Komi.
    Komi,
    /// The rules text.
    Rules,
    /// Moves of the main line.
    Moves,
    /// The event.
    Event,
    /// The file it was imported from.
    Source,
}

impl SortKey {
    /// The condition a game without this column's value meets, when the
    /// column can be missing; it is the first of [`SortKey::terms`].
    fn missing(self) -> Option<&'static str> {
        let first = self.terms().first().copied()?;
        (first.ends_with(" IS NULL") || first.ends_with(" = ''")).then_some(first)
    }

    /// The ORDER BY terms, equal to the index expressions of the migration.
    fn terms(self) -> &'static [&'static str] {
        match self {
            SortKey::Added => &["g.added_at", "g.id"],
            SortKey::Black => &["g.black_folded = ''", "g.black_folded", "g.id"],
            SortKey::White => &["g.white_folded = ''", "g.white_folded", "g.id"],
            SortKey::Result => &["g.result IS NULL", "g.result", "g.id"],
            SortKey::Date => &["g.date_first IS NULL", "g.date_first", "g.date_last", "g.id"],
            SortKey::Title => &["g.game_name IS NULL", "g.game_name", "g.id"],
            SortKey::Size => &["g.board_width", "g.board_height", "g.id"],
            SortKey::Handicap => &["g.handicap", "g.id"],
            SortKey::Komi => &["g.komi_half_points IS NULL", "g.komi_half_points", "g.id"],
            SortKey::Rules => &["g.rules IS NULL", "g.rules", "g.id"],
            SortKey::Moves => &["g.move_count", "g.id"],
            SortKey::Event => &["g.event IS NULL", "g.event", "g.id"],
            SortKey::Source => &["g.source_path IS NULL", "g.source_path", "g.id"],
        }
    }
}

/// Which player a name filter looks at.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum PlayerColor {
    /// Black or White.
    #[default]
    Either,
    /// Black only.
    Black,
    /// White only.
    White,
}

/// Games where a player's name contains `name`, ignoring case and diacritics.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PlayerFilter {
    /// Any part of the name (`Go Seigen` finds `Go Seigen 9p`).
    pub name: String,
    /// Which player.
    pub color: PlayerColor,
}

/// Games whose date overlaps these days (either end may be open).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DateBounds {
    /// The first day, as `yyyymmdd`.
    pub from: Option<DayNumber>,
    /// The last day, as `yyyymmdd`.
    pub to: Option<DayNumber>,
}

/// Filters, all of which a game must pass; the default passes every live game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LibraryFilter {
    /// A player's name; blank means no filter.
    pub player: Option<PlayerFilter>,
    /// The date; games without a readable date fail a date filter.
    pub dates: Option<DateBounds>,
    /// The winner.
    pub winner: Option<Winner>,
    /// How the game ended.
    pub result_kind: Option<ResultKind>,
    /// The board, square (`19` is 19x19).
    pub board_size: Option<u8>,
    /// Handicap stones (0 for even games).
    pub handicap: Option<u8>,
    /// The rules text, ignoring ASCII case (`japanese`).
    pub rules: Option<String>,
    /// Played in LoGo or imported.
    pub origin: Option<GameOrigin>,
    /// Game record, position or teaching record.
    pub kind: Option<GameKind>,
    /// A tag, ignoring case and diacritics.
    pub tag: Option<String>,
    /// Words in the comments: each must occur, inflections and diacritics ignored.
    pub comment_text: Option<String>,
    /// Words in the players, event or game name (each a prefix, all must match).
    pub text: Option<String>,
    /// Only games that have a copy elsewhere in the library the user has not chosen to keep.
    pub duplicates_only: bool,
}

/// A page of a sorted, filtered listing.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LibraryQuery {
    /// Which games.
    pub filter: LibraryFilter,
    /// By which column.
    pub sort: SortKey,
    /// Largest first (and the listing's exact reverse).
    pub descending: bool,
    /// How many matches to skip.
    pub offset: u32,
    /// How many to return at most.
    pub limit: u32,
}

/// A bound parameter.
enum Arg {
    Int(i64),
    Text(String),
}

/// A WHERE clause and its parameters, in order.
#[derive(Default)]
struct Clause {
    sql: String,
    args: Vec<Arg>,
    /// Whether a condition reads a column of the row (not only its id).
    reads_columns: bool,
}

impl Clause {
    /// Adds a condition on the row's columns.
    fn and(&mut self, sql: &str, args: impl IntoIterator<Item = Arg>) {
        self.reads_columns = true;
        self.push(sql, args);
    }

    /// Adds a condition on the game's id being in the set `subquery` selects.
    ///
    /// Written `+g.id IN (…)`: the `+` keeps SQLite from fetching each
    /// member by id and sorting them all; it walks the sort key's index
    /// instead, testing ids (which every index holds) against the set, and
    /// stops at the end of the page. The cost is bounded by the size of the
    /// index, however many games the set holds.
    fn id_in(&mut self, subquery: &str, arg: Arg) {
        self.push(&format!("+g.id IN ({subquery})"), [arg]);
    }

    fn push(&mut self, sql: &str, args: impl IntoIterator<Item = Arg>) {
        self.sql.push_str(" AND ");
        self.sql.push_str(sql);
        self.args.extend(args);
    }
}

impl Store {
    /// One page of the games matching `query.filter`, in the order asked;
    /// games without the sorted value come last in both directions.
    pub async fn search_games(&self, query: &LibraryQuery) -> Result<Vec<GameSummary>, StoreError> {
        let Some(missing) = query.sort.missing().filter(|_| query.descending) else {
            return self.search_part(query, None, query.offset, query.limit).await;
        };
        let with_value = Part { missing, holds: false };
        let mut games = self.search_part(query, Some(with_value), query.offset, query.limit).await?;
        let room = query.limit.saturating_sub(u32::try_from(games.len()).unwrap_or(u32::MAX));
        if room > 0 {
            // The page reaches past the games with a value: those without follow.
            let skip = if games.is_empty() && query.offset > 0 {
                let valued = self.count_part(&query.filter, Some(with_value)).await?;
                query.offset.saturating_sub(u32::try_from(valued).unwrap_or(u32::MAX))
            } else {
                0
            };
            let without = Part { missing, holds: true };
            games.extend(self.search_part(query, Some(without), skip, room).await?);
        }
        Ok(games)
    }

    /// A page of the matches sorted by `query`, only those in `part` if given.
    async fn search_part(
        &self,
        query: &LibraryQuery,
        part: Option<Part>,
        offset: u32,
        limit: u32,
    ) -> Result<Vec<GameSummary>, StoreError> {
        let clause = part_clause(&query.filter, part);
        let direction = if query.descending { " DESC" } else { "" };
        // Within a part the "missing" term is constant: left out of ORDER BY,
        // SQLite sees that the index seeks to the part and walks it in order.
        let terms = query.sort.terms().iter().skip(usize::from(part.is_some()));
        let order: Vec<String> = terms.map(|t| format!("{t}{direction}")).collect();
        let sql = format!(
            "SELECT {} FROM games g WHERE g.deleted_at IS NULL{} ORDER BY {} LIMIT ? OFFSET ?",
            summary_columns!(),
            clause.sql,
            order.join(", ")
        );
        let mut q = sqlx::query(AssertSqlSafe(sql));
        for arg in clause.args {
            q = match arg {
                Arg::Int(v) => q.bind(v),
                Arg::Text(v) => q.bind(v),
            };
        }
        let rows = q.bind(i64::from(limit)).bind(i64::from(offset)).fetch_all(&self.pool).await?;
        rows.iter().map(rows::summary).collect()
    }

    /// How many games match `filter`.
    pub async fn count_games(&self, filter: &LibraryFilter) -> Result<u64, StoreError> {
        self.count_part(filter, None).await
    }

    /// How many games match `filter`, only those in `part` if given.
    async fn count_part(&self, filter: &LibraryFilter, part: Option<Part>) -> Result<u64, StoreError> {
        let clause = part_clause(filter, part);
        // Without conditions on columns, count the entries of a narrow index, not the rows.
        let narrow = if clause.reads_columns { "" } else { " INDEXED BY games_by_added" };
        let sql = format!("SELECT count(*) FROM games g{narrow} WHERE g.deleted_at IS NULL{}", clause.sql);
        let mut q = sqlx::query_scalar::<_, i64>(AssertSqlSafe(sql));
        for arg in clause.args {
            q = match arg {
                Arg::Int(v) => q.bind(v),
                Arg::Text(v) => q.bind(v),
            };
        }
        Ok(u64::try_from(q.fetch_one(&self.pool).await?).unwrap_or(0))
    }
}

/// The games with (`holds` false) or without (`holds` true) a sort column's
/// value: `missing` is that column's [`SortKey::missing`] condition, written
/// as the index has it, so that the index seeks to the part.
#[derive(Clone, Copy)]
struct Part {
    missing: &'static str,
    holds: bool,
}

fn part_clause(filter: &LibraryFilter, part: Option<Part>) -> Clause {
    let mut clause = where_clause(filter);
    if let Some(Part { missing, holds }) = part {
        clause.and(&format!("({missing}) = {}", u8::from(holds)), []);
    }
    clause
}

fn where_clause(filter: &LibraryFilter) -> Clause {
    let mut clause = Clause::default();
    if let Some(player) = &filter.player {
        player_clause(&mut clause, player);
    }
    if let Some(bounds) = filter.dates {
        if let Some(from) = bounds.from {
            clause.and("g.date_last >= ?", [Arg::Int(i64::from(from))]);
        }
        if let Some(to) = bounds.to {
            clause.and("g.date_first <= ?", [Arg::Int(i64::from(to))]);
        }
    }
    if let Some(winner) = filter.winner {
        clause.and("g.winner = ?", [Arg::Text(winner.letter().to_owned())]);
    }
    if let Some(kind) = filter.result_kind {
        clause.and("g.result_kind = ?", [Arg::Text(kind.code().to_owned())]);
    }
    if let Some(size) = filter.board_size {
        clause.and("g.board_width = ? AND g.board_height = ?", [Arg::Int(size.into()), Arg::Int(size.into())]);
    }
    if let Some(handicap) = filter.handicap {
        clause.and("g.handicap = ?", [Arg::Int(handicap.into())]);
    }
    if let Some(rules) = filter.rules.as_deref().map(str::trim).filter(|r| !r.is_empty()) {
        clause.and("g.rules = ? COLLATE NOCASE", [Arg::Text(rules.to_owned())]);
    }
    if let Some(origin) = filter.origin {
        clause.and("g.played_in_logo = ?", [Arg::Int(i64::from(origin == GameOrigin::PlayedInLogo))]);
    }
    if let Some(kind) = filter.kind {
        clause.and("g.kind = ?", [Arg::Text(kind.code().to_owned())]);
    }
    text_clauses(&mut clause, filter);
    if filter.duplicates_only {
        clause.and(
            concat!(
                "g.signature IN (SELECT d.signature FROM duplicate_signatures d WHERE ",
                listed_group!("d.signature"),
                ")"
            ),
            [],
        );
    }
    clause
}

/// The tag, comment and word filters.
fn text_clauses(clause: &mut Clause, filter: &LibraryFilter) {
    if let Some(tag) = filter.tag.as_deref().map(str::trim).filter(|t| !t.is_empty()) {
        clause.id_in(
            "SELECT gt.game_id FROM game_tags gt JOIN tags t ON t.id = gt.tag_id WHERE t.folded = ?",
            Arg::Text(fold(tag)),
        );
    }
    if let Some(words) = filter.comment_text.as_deref().and_then(comment_match) {
        clause.id_in("SELECT rowid FROM games_comments_fts WHERE games_comments_fts MATCH ?", Arg::Text(words));
    }
    if let Some(words) = filter.text.as_deref().and_then(fts::match_query) {
        clause.id_in("SELECT rowid FROM games_fts WHERE games_fts MATCH ?", Arg::Text(words));
    }
}

fn player_clause(clause: &mut Clause, player: &PlayerFilter) {
    let name = fold(player.name.trim());
    if name.is_empty() {
        return;
    }
    if name.chars().count() >= 3 {
        let phrase = format!("\"{}\"", name.replace('"', "\"\""));
        let query = match player.color {
            PlayerColor::Either => phrase,
            PlayerColor::Black => format!("black_folded : {phrase}"),
            PlayerColor::White => format!("white_folded : {phrase}"),
        };
        clause.id_in("SELECT rowid FROM games_players_fts WHERE games_players_fts MATCH ?", Arg::Text(query));
        return;
    }
    match player.color {
        PlayerColor::Either => clause.and(
            "(instr(g.black_folded, ?) > 0 OR instr(g.white_folded, ?) > 0)",
            [Arg::Text(name.clone()), Arg::Text(name)],
        ),
        PlayerColor::Black => clause.and("instr(g.black_folded, ?) > 0", [Arg::Text(name)]),
        PlayerColor::White => clause.and("instr(g.white_folded, ?) > 0", [Arg::Text(name)]),
    }
}

/// The comment index's query for `text`: every stemmed word as a quoted prefix, all required.
fn comment_match(text: &str) -> Option<String> {
    let terms: Vec<String> = search_terms(text).iter().map(|t| format!("\"{}\"*", t.replace('"', "\"\""))).collect();
    if terms.is_empty() { None } else { Some(terms.join(" ")) }
}
