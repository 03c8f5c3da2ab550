//! A library game read back: exported as its original bytes or as clean
//! FF[4], or opened as go-sgf's record with go-core's tree for the review
//! screen.

use go_sgf::{GameTree, Record};
use logo_store::{GameId, StoredGame};

use crate::Library;
use crate::error::LibraryError;

/// How a game is exported.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ExportForm {
    /// The bytes as imported: the game's own bytes of its file where they
    /// are known, otherwise the whole file; for a game played in LoGo, its SGF text.
    #[default]
    Original,
    /// The game alone as canonical FF[4] in UTF-8 (go-sgf's writer), nothing dropped.
    Normalized,
}

/// A library game opened for showing and replaying.
#[derive(Clone, Debug)]
pub struct LibraryGame {
    /// The entry as stored.
    pub stored: StoredGame,
    /// The game: its SGF tree and go-core's tree.
    pub record: Record,
}

impl Library {
    /// The game's bytes in the form asked for.
    pub async fn export(&self, id: GameId, form: ExportForm) -> Result<Vec<u8>, LibraryError> {
        let stored = self.stored(id).await?;
        match form {
            ExportForm::Original => {
                Ok(stored.original_bytes.clone().unwrap_or_else(|| stored.sgf.clone().into_bytes()))
            }
            ExportForm::Normalized => {
                let mut tree = sgf_tree(&stored)?;
                tree.set_ff4_utf8();
                Ok(go_sgf::write_game(&tree).into_bytes())
            }
        }
    }

    /// The game as go-sgf's record, with go-core's tree beside it.
    pub async fn open_game(&self, id: GameId) -> Result<LibraryGame, LibraryError> {
        let stored = self.stored(id).await?;
        let record = Record::from_sgf(sgf_tree(&stored)?)
            .map_err(|e| LibraryError::UnreadableGame { id: id.0, detail: e.to_string() })?;
        Ok(LibraryGame { stored, record })
    }

    async fn stored(&self, id: GameId) -> Result<StoredGame, LibraryError> {
        self.store.game(id).await?.ok_or(LibraryError::NotFound { id: id.0 })
    }
}

/// The stored game's SGF tree: read from its bytes (its index among the
/// file's games), or from its SGF text.
fn sgf_tree(stored: &StoredGame) -> Result<GameTree, LibraryError> {
    let id = stored.summary.id.0;
    let unreadable = |detail: String| LibraryError::UnreadableGame { id, detail };
    let bytes = stored.original_bytes.as_deref().filter(|_| stored.sgf.is_empty()).unwrap_or(stored.sgf.as_bytes());
    let parsed = go_sgf::parse(bytes).map_err(|e| unreadable(e.to_string()))?;
    let index = stored.game_index as usize;
    parsed
        .collection
        .into_games()
        .into_iter()
        .nth(index)
        .ok_or_else(|| unreadable(format!("the file has no game {}", index + 1)))
}
