//! The shapes of the game library: what a caller hands in to add a game,
//! what comes back from a listing, and the filters a listing takes.
//!
//! The store has no SGF parser: callers (the app, `logo library import`)
//! read the SGF with go-sgf and pass the metadata here.

use serde::{Deserialize, Serialize};

use super::dates::DateRange;
use super::outcome::Outcome;
use crate::UnixMillis;

/// A game's id in the library.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(transparent)]
pub struct GameId(pub i64);

/// Where a game came from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum GameOrigin {
    /// Read from an SGF file.
    #[default]
    Imported,
    /// Played in LoGo.
    PlayedInLogo,
}

/// What a library entry holds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum GameKind {
    /// A game record: moves from the start (`game`).
    #[default]
    Game,
    /// A position: set-up stones and no moves (`position`).
    Position,
    /// A teaching record made in LoGo's teaching mode (`teaching`).
    Teaching,
}

impl GameKind {
    /// The stable code, as stored: `game`, `position` or `teaching`.
    pub fn code(self) -> &'static str {
        match self {
            GameKind::Game => "game",
            GameKind::Position => "position",
            GameKind::Teaching => "teaching",
        }
    }

    /// The kind with this code.
    pub fn from_code(code: &str) -> Option<GameKind> {
        [GameKind::Game, GameKind::Position, GameKind::Teaching].into_iter().find(|k| k.code() == code)
    }
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
    /// The rules: the preset's id (`japanese`, `chinese`, …) where `RU` names
    /// one LoGo knows, otherwise the `RU` text as written.
    pub rules: Option<String>,
    /// Number of moves in the main line (passes count).
    pub move_count: u32,
    /// The event (`EV`).
    pub event: Option<String>,
    /// The game's name (`GN`).
    pub game_name: Option<String>,
    /// The round (`RO`).
    pub round: Option<String>,
    /// Where it was played (`PC`).
    pub place: Option<String>,
    /// Whether the record holds variations besides the main line.
    pub has_variations: bool,
    /// Whether any node has a comment (`C`) or the game a comment (`GC`).
    pub has_comments: bool,
    /// Game record, position or teaching record.
    pub kind: GameKind,
    /// The days `date` spans; `None` lets the store read it from `date`
    /// ([`DateRange::from_sgf`]); callers that know better pass it.
    pub date_range: Option<DateRange>,
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
    /// The days the date spans, where it can be read (from `meta.date_range` or `meta.date`).
    pub date_range: Option<DateRange>,
    /// Who won and how, if the game has a result.
    pub outcome: Option<Outcome>,
    /// How many other games in the library have the same move-sequence
    /// signature (0 if none, or if the user chose to keep this copy).
    pub duplicates: u32,
    /// The game's tags, sorted.
    pub tags: Vec<String>,
}

/// A whole library entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredGame {
    /// Everything a listing shows.
    pub summary: GameSummary,
    /// The SGF text handed to [`crate::Store::add_game`]; empty for a game
    /// imported as a file, whose text is its `original_bytes` (the library
    /// crate reads them with go-sgf).
    pub sgf: String,
    /// The imported bytes, exactly as read: the game's own byte range of its
    /// file where it is known, otherwise the whole file (see `game_index`);
    /// `None` for games played in LoGo.
    pub original_bytes: Option<Vec<u8>>,
    /// Which game of `original_bytes` this is (0 for the first); 0 when the
    /// bytes are the game's own.
    pub game_index: u32,
    /// Lowercase hexadecimal SHA-256 of the game's own content, the key of
    /// identical copies: of `sgf` for games added with [`crate::Store::add_game`],
    /// of the game's original bytes for imported ones.
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
