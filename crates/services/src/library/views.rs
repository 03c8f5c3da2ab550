//! What the library screen sends and receives: a table row per game, the
//! filters and the page asked for, a game's details, the duplicate groups,
//! and an import's summary (its progress, failures and repaired files are
//! the library crate's own types, sent as they are). Plain data for the IPC
//! (the `ts` feature derives their TypeScript bindings).

use logo_library::{ImportFailure, RepairedFile};
use logo_store::{GameKind, GameOrigin, PlayerColor, ResultKind, SortKey, Winner};
use serde::{Deserialize, Serialize};

use crate::error::AppError;

/// One game as a row of the library's table.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct LibraryRow {
    /// The game's id in the library.
    pub id: i64,
    /// Black's name.
    pub black: Option<String>,
    /// Black's rank.
    pub black_rank: Option<String>,
    /// White's name.
    pub white: Option<String>,
    /// White's rank.
    pub white_rank: Option<String>,
    /// The result in SGF notation, as written (`B+R`, `W+3.5`).
    pub result: Option<String>,
    /// Who won, as far as the result says.
    pub winner: Option<Winner>,
    /// How the game ended, if it has a result.
    pub result_kind: Option<ResultKind>,
    /// A win on points' margin in half points (`B+3.5` → 7), read from the
    /// result; `None` for other results.
    pub margin_halves: Option<u32>,
    /// The date as written (the details and the cell's tooltip show it).
    pub date: Option<String>,
    /// The date in ISO form as the table shows and sorts it (`1933-10-16,17`
    /// for `16-10-1933,17-10-1933` too); `None` when the date cannot be read.
    pub date_iso: Option<String>,
    /// Board width.
    pub width: u8,
    /// Board height.
    pub height: u8,
    /// Handicap stones (0 for an even game).
    pub handicap: u8,
    /// Komi, if the record gives one.
    pub komi: Option<f64>,
    /// The rules: a preset's id (`japanese`, …) or the text as written.
    pub rules: Option<String>,
    /// Moves of the main line.
    pub moves: u32,
    /// The event.
    pub event: Option<String>,
    /// The name of the file it was imported from.
    pub source: Option<String>,
    /// Imported or played in LoGo.
    pub origin: GameOrigin,
    /// Game record, position or teaching record.
    pub kind: GameKind,
    /// The record's own name (SGF `GN`): the title a position or teaching
    /// record was saved under.
    pub title: Option<String>,
    /// How many other games look like the same game (0 when kept on purpose).
    pub duplicates: u32,
    /// The game's tags, sorted.
    pub tags: Vec<String>,
}

/// The library's filters as the screen sends them; an empty text or `None`
/// is no filter. Every filter given must hold.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct LibraryFilterInput {
    /// Any part of a player's name, ignoring case and diacritics.
    pub player: String,
    /// Which player the name filter looks at.
    pub player_color: PlayerColor,
    /// Games on or after this date: `yyyy`, `yyyy-mm` or `yyyy-mm-dd`.
    pub date_from: String,
    /// Games on or before this date, written like `date_from`.
    pub date_to: String,
    /// The winner.
    pub winner: Option<Winner>,
    /// How the game ended.
    pub result_kind: Option<ResultKind>,
    /// The board's side (square boards).
    pub board_size: Option<u8>,
    /// Handicap stones (0: even games).
    pub handicap: Option<u8>,
    /// The rules: a preset's id, or a text as written in the records.
    pub rules: String,
    /// Played in LoGo or imported.
    pub origin: Option<GameOrigin>,
    /// Game record, position or teaching record.
    pub kind: Option<GameKind>,
    /// A tag.
    pub tag: String,
    /// Words in the comments.
    pub comment_text: String,
}

/// A game as `logo library list` lists it: the table's row and the whole
/// path of the file it came from.
#[derive(Clone, Debug, PartialEq)]
pub struct ListedGame {
    /// The row the library's table shows.
    pub row: LibraryRow,
    /// The file it was imported from, as named then.
    pub source_path: Option<String>,
}

/// A page of the sorted, filtered table.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct LibraryPageRequest {
    /// Which games.
    pub filter: LibraryFilterInput,
    /// By which column.
    pub sort: SortKey,
    /// Largest first.
    pub descending: bool,
    /// Matches to skip.
    pub offset: u32,
    /// Matches to return at most (at most [`LibraryPageRequest::MAX_LIMIT`]).
    pub limit: u32,
}

impl LibraryPageRequest {
    /// The most games one page holds.
    pub const MAX_LIMIT: u32 = 500;
}

/// One game with everything the details panel shows.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct LibraryGameDetails {
    /// The game as its table row shows it.
    pub row: LibraryRow,
    /// The full path of the file it was imported from.
    pub source_path: Option<String>,
    /// The game's name (`GN`).
    pub game_name: Option<String>,
    /// The round (`RO`).
    pub round: Option<String>,
    /// Where it was played (`PC`).
    pub place: Option<String>,
    /// The user's note ("" for none).
    pub note: String,
    /// What the reader repaired in the game's file, each at its line and column.
    #[cfg_attr(feature = "ts", ts(as = "Vec<go_sgf::Warning>"))]
    pub file_warnings: serde_json::Value,
    /// What could not be read as written in the game itself.
    #[cfg_attr(feature = "ts", ts(as = "Vec<go_sgf::ConvertWarning>"))]
    pub game_warnings: serde_json::Value,
}

/// Games that look like the same game, oldest first.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct DuplicateGroupView {
    /// The copies, the one imported first first.
    pub games: Vec<LibraryRow>,
}

/// How a game is exported.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum ExportFormat {
    /// The bytes as imported.
    Original,
    /// The game alone as clean FF[4] in UTF-8.
    Normalized,
}

/// What the user picks to import in the native dialog.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum ImportPick {
    /// One or more SGF files.
    Files,
    /// A folder, read recursively.
    Folder,
}

/// What an import did; sent as an event when it ends.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ImportSummary {
    /// The import's number.
    pub import: u32,
    /// Files read.
    pub files: u64,
    /// Games found in the files read: `imported + identical + refused_games`.
    pub games: u64,
    /// Games stored.
    pub imported: u64,
    /// Games already in the library (not stored again).
    pub identical: u64,
    /// Games stored and marked as copies of games already there (a part of `imported`).
    pub similar: u64,
    /// Files read with repairs.
    pub repaired: u64,
    /// Files or games not imported, in all: `refused_games` and the files that could not be read.
    pub failures: u64,
    /// Games found that LoGo cannot hold (a part of `failures`).
    pub refused_games: u64,
    /// The failures, the first [`ImportSummary::MAX_LISTED`] of them.
    pub failed: Vec<ImportFailure>,
    /// The repaired files, the first [`ImportSummary::MAX_LISTED`] of them.
    pub repaired_files: Vec<RepairedFile>,
    /// Whether the import was cancelled before the end (what was imported stays).
    pub cancelled: bool,
    /// Set when the database stopped the import; what was written before stays.
    pub error: Option<AppError>,
}

impl ImportSummary {
    /// The most failures and repaired files a summary lists.
    pub const MAX_LISTED: usize = 1000;
}
