//! What an import hands the store, a batch at a time (a file or part of
//! one, with its games), and what became of each game. Shared by the
//! batch's transaction (`import`) and its statements (`import_write`).

use std::ops::Range;
use std::sync::Arc;

use super::types::{GameId, GameMeta};

/// An imported file, as kept in the library.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SourceFile {
    /// Lowercase hexadecimal SHA-256 of `bytes` ([`super::content_hash`]).
    pub hash: String,
    /// The file's bytes, exactly as read.
    pub bytes: Arc<Vec<u8>>,
    /// Where it was read from, as shown to the user.
    pub path: String,
    /// The encoding it was read in (go-sgf's report), if known.
    pub encoding: Option<String>,
    /// How many games the file holds.
    pub game_count: u32,
    /// What the reader repaired in the file, as a JSON array (go-sgf's warnings).
    pub warnings_json: String,
}

/// One game of an imported file.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ImportedGame {
    /// Which game of the file it is, from 0.
    pub game_index: u32,
    /// The bytes of its own game tree in the file, where they are known.
    pub byte_range: Option<Range<u64>>,
    /// Lowercase hexadecimal SHA-256 of the game's own content: its bytes, or
    /// the file's hash and its index when the bytes are not known.
    pub content_hash: String,
    /// The searchable facts.
    pub meta: GameMeta,
    /// The move-sequence signature that recognises the same game in other files.
    pub signature: Option<i64>,
    /// The comment words as the comment search finds them ([`crate::text::search_terms`]), space-separated.
    pub comment_terms: String,
    /// What could not be read as written, as a JSON array (go-sgf's conversion warnings).
    pub warnings_json: String,
}

/// A file, or a part of a large one, to write in one batch.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileImport {
    /// The file.
    pub file: Arc<SourceFile>,
    /// Its games in this part.
    pub games: Vec<ImportedGame>,
    /// Whether this part holds the file's last game.
    pub completes_file: bool,
}

/// What importing one game did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ImportedOutcome {
    /// Stored under `id`; `similar_to` is an earlier game with the same signature.
    Added {
        /// The new game.
        id: GameId,
        /// The first other game of the library that looks like the same game.
        similar_to: Option<GameId>,
    },
    /// A game with the same content hash is already there; nothing was stored.
    Identical(GameId),
}
