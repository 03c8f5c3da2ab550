//! What the library screen sends and receives: a table row per game, the
//! filters and the page asked for, a game's details, the duplicate groups,
//! and an import's progress and summary. Plain data for the IPC (the `ts`
//! feature derives their TypeScript bindings).

use go_sgf::{ConvertError, Warning};
use serde::{Deserialize, Serialize};
use store::{GameKind, GameOrigin, PlayerColor, ResultKind, SortKey, Winner};

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
    #[cfg_attr(feature = "ts", ts(as = "Vec<Warning>"))]
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

/// Where a running import stands; sent as an event at a bounded rate.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ImportStatus {
    /// The import's number (each import started gets the next).
    pub import: u32,
    /// Files to read in all.
    pub files_total: u64,
    /// Files read so far.
    pub files_done: u64,
    /// Games stored so far.
    pub games_imported: u64,
    /// Duplicates recognised so far.
    pub duplicates: u64,
    /// Files or games that could not be imported so far.
    pub failures: u64,
}

/// Why a file, or one game of it, was not imported.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "code", rename_all = "snake_case")]
pub enum ImportProblem {
    /// There is no such file or folder.
    NotFound,
    /// LoGo may not read it.
    PermissionDenied,
    /// It is a device, a pipe or a socket.
    NotAFile,
    /// Reading it failed.
    Unreadable,
    /// It is larger than an import takes.
    TooLarge {
        /// The limit, in megabytes.
        limit_mb: u64,
    },
    /// No SGF game was found; reading stopped at this line and column.
    NotSgf {
        /// The line, from 1.
        line: u32,
        /// The column, from 1.
        column: u32,
    },
    /// One game of the file is one LoGo cannot hold.
    GameRefused {
        /// The game's number in the file, from 1.
        game: u32,
        /// The line where the game starts, from 1, if known.
        line: Option<u32>,
        /// The column where the game starts, from 1, if known.
        column: Option<u32>,
        /// Why.
        reason: ConvertError,
    },
}

/// A file, or a game of it, that was not imported.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ImportFailureView {
    /// The file, as named or found.
    pub path: String,
    /// Why.
    pub problem: ImportProblem,
}

/// A file imported with repairs, and what the reader repaired.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct RepairedFileView {
    /// The file.
    pub path: String,
    /// The reader's warnings, each at its line and column.
    pub warnings: Vec<Warning>,
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
    pub failed: Vec<ImportFailureView>,
    /// The repaired files, the first [`ImportSummary::MAX_LISTED`] of them.
    pub repaired_files: Vec<RepairedFileView>,
    /// Whether the import was cancelled before the end (what was imported stays).
    pub cancelled: bool,
    /// Set when the database stopped the import; what was written before stays.
    pub error: Option<AppError>,
}

impl ImportSummary {
    /// The most failures and repaired files a summary lists.
    pub const MAX_LISTED: usize = 1000;
}
