//! The shapes of the game library: what a caller hands in to add a game,
//! what comes back from a listing, and the filters a listing takes.
//!
//! The store has no SGF parser: callers (the app, `logo library import`)
//! read the SGF with go-sgf and pass the metadata here.

use serde::Serialize;

use crate::UnixMillis;

/// A game's id in the library.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(transparent)]
pub struct GameId(pub i64);

/// Where a game came from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum GameOrigin {
    /// Read from an SGF file.
    #[default]
    Imported,
    /// Played in LoGo.
    PlayedInLogo,
}

/// The searchable facts about a game, as its SGF states them (SGF property
/// in brackets). Text is kept as written; `None` where the SGF is silent.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct GameMeta {
    /// Black's name (`PB`).
    pub black: Option<String>,
    /// White's name (`PW`).
    pub white: Option<String>,
    /// Black's rank (`BR`).
    pub black_rank: Option<String>,
    /// White's rank (`WR`).
    pub white_rank: Option<String>,
    /// The result in SGF notation (`RE`): `B+3.5`, `W+R`, `0`, `Void`, ...
    pub result: Option<String>,
    /// The date text (`DT`), e.g. `2024-05-01` or `2024-05-01,02`.
    pub date: Option<String>,
    /// Board width (`SZ`), 1 to 52.
    pub board_width: u8,
    /// Board height (`SZ`), 1 to 52; equal to the width on square boards.
    pub board_height: u8,
    /// Komi in half points (`KM`; 6.5 is 13), `None` if absent or unreadable.
    pub komi_half_points: Option<i32>,
    /// Number of handicap stones (`HA`), 0 for none.
    pub handicap: u8,
    /// The rules text (`RU`) as written.
    pub rules: Option<String>,
    /// Number of moves in the main line (passes count).
    pub move_count: u32,
    /// The event (`EV`).
    pub event: Option<String>,
    /// The game's name (`GN`).
    pub game_name: Option<String>,
}

/// A game to add to the library.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct NewGame {
    /// The SGF text LoGo works with. Its SHA-256 is the duplicate key, so
    /// callers should pass one canonical form (go-sgf's normalized text),
    /// which makes re-encoded copies of one file count as duplicates.
    pub sgf: String,
    /// The imported file's bytes, kept byte for byte; `None` for games played in LoGo.
    pub original_bytes: Option<Vec<u8>>,
    /// Where the file was imported from, as shown to the user.
    pub source_path: Option<String>,
    /// Imported or played in LoGo.
    pub origin: GameOrigin,
    /// The searchable facts.
    pub meta: GameMeta,
}

/// What adding a game did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "outcome", content = "id", rename_all = "snake_case")]
pub enum AddOutcome {
    /// The game is new and was stored under this id.
    Added(GameId),
    /// The same SGF is already in the library under this id; nothing was stored.
    Duplicate(GameId),
}

impl AddOutcome {
    /// The id of the game in the library, new or existing.
    pub fn id(self) -> GameId {
        match self {
            AddOutcome::Added(id) | AddOutcome::Duplicate(id) => id,
        }
    }
}

/// A library entry without its (possibly large) SGF text and file bytes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GameSummary {
    /// The game's id.
    pub id: GameId,
    /// The searchable facts.
    pub meta: GameMeta,
    /// Imported or played in LoGo.
    pub origin: GameOrigin,
    /// Where the file was imported from, if it was.
    pub source_path: Option<String>,
    /// When the game entered the library.
    pub added_at: UnixMillis,
}

/// A whole library entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredGame {
    /// Everything a listing shows.
    pub summary: GameSummary,
    /// The SGF text.
    pub sgf: String,
    /// The imported file's bytes, exactly as read; `None` for games played in LoGo.
    pub original_bytes: Option<Vec<u8>>,
    /// Lowercase hexadecimal SHA-256 of `sgf`, the duplicate key.
    pub content_hash: String,
}

/// Which games a listing returns, newest first. The default lists all.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GameQuery {
    /// Only games where this text occurs in Black's or White's name, ignoring
    /// case (Unicode lower-casing). Blank means no filter.
    pub player: Option<String>,
    /// Only games matching these words in the players, event or game name
    /// (full-text; each word matches as a prefix, diacritics ignored, all
    /// words must match). Blank means no filter.
    pub text: Option<String>,
    /// At most this many games; `None` for all.
    pub limit: Option<u32>,
}
