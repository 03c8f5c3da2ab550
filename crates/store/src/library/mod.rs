//! The game library, first floor: add a game (reporting a duplicate instead
//! of storing it twice), fetch one, list them newest first with a player
//! filter and full-text search, delete one.
//!
//! Each game keeps its SGF text, the imported file's bytes unchanged, and
//! searchable metadata columns. Duplicates are found by the SHA-256 of the
//! SGF text (a unique column). An FTS5 index over players, event and game
//! name is kept in sync by triggers in the schema.

pub(crate) mod fts;
mod rows;
mod types;

use sha2::{Digest, Sha256};
use sqlx::Row;

pub use types::{AddOutcome, GameId, GameMeta, GameOrigin, GameQuery, GameSummary, NewGame, StoredGame};

use crate::error::StoreError;
use crate::{Store, UnixMillis};
use rows::summary_columns;

/// The largest board side SGF allows.
const MAX_BOARD_SIDE: u8 = 52;

impl Store {
    /// Adds `game` to the library, or reports the id of the game with the
    /// same SGF text already there. Refuses (`invalid_input`) an empty SGF
    /// text or a board side outside 1 to 52.
    pub async fn add_game(&self, game: &NewGame) -> Result<AddOutcome, StoreError> {
        check_new_game(game)?;
        let hash = content_hash(&game.sgf);
        if let Some(id) = self.insert_game(game, &hash).await? {
            return Ok(AddOutcome::Added(id));
        }
        let id: i64 = sqlx::query_scalar("SELECT id FROM games WHERE content_hash = ?1")
            .bind(&hash)
            .fetch_one(&self.pool)
            .await?;
        Ok(AddOutcome::Duplicate(GameId(id)))
    }

    /// The whole game with this id, or `None` if there is none.
    pub async fn game(&self, id: GameId) -> Result<Option<StoredGame>, StoreError> {
        let row = sqlx::query(concat!(
            "SELECT ",
            summary_columns!(),
            ", sgf, original_bytes, content_hash FROM games WHERE id = ?1"
        ))
        .bind(id.0)
        .fetch_optional(&self.pool)
        .await?;
        row.as_ref().map(rows::stored).transpose()
    }

    /// The games matching `query`, newest first (by time added, then id).
    pub async fn list_games(&self, query: &GameQuery) -> Result<Vec<GameSummary>, StoreError> {
        let player = query.player.as_deref().map(str::trim).filter(|p| !p.is_empty()).map(str::to_lowercase);
        let text = query.text.as_deref().and_then(fts::match_query);
        let limit = query.limit.map_or(-1, i64::from);
        let rows = sqlx::query(concat!(
            "SELECT ",
            summary_columns!(),
            " FROM games \
             WHERE (?1 IS NULL OR instr(black_folded, ?1) > 0 OR instr(white_folded, ?1) > 0) \
               AND (?2 IS NULL OR id IN (SELECT rowid FROM games_fts WHERE games_fts MATCH ?2)) \
             ORDER BY added_at DESC, id DESC LIMIT ?3"
        ))
        .bind(player)
        .bind(text)
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(rows::summary).collect()
    }

    /// Removes the game with this id. Returns whether there was one.
    pub async fn delete_game(&self, id: GameId) -> Result<bool, StoreError> {
        let done = sqlx::query("DELETE FROM games WHERE id = ?1").bind(id.0).execute(&self.pool).await?;
        Ok(done.rows_affected() > 0)
    }

    /// Replaces the game with this id by `game` (SGF text, bytes and metadata;
    /// its time becomes now). Returns whether there was such a game. Refuses
    /// (`invalid_input`) what [`Store::add_game`] refuses, and a text that
    /// another game of the library already has.
    pub async fn update_game(&self, id: GameId, game: &NewGame) -> Result<bool, StoreError> {
        check_new_game(game)?;
        let hash = content_hash(&game.sgf);
        let sql = concat!("UPDATE games SET (", game_columns!(), ") = (", game_values!(), ") WHERE id = ?23");
        let done = bind_game(sqlx::query(sql), game, &hash).bind(id.0).execute(&self.pool).await?;
        Ok(done.rows_affected() > 0)
    }

    /// Inserts the game unless its hash is taken; returns the new id, or
    /// `None` for a duplicate. One statement, so one transaction.
    async fn insert_game(&self, game: &NewGame, hash: &str) -> Result<Option<GameId>, StoreError> {
        let sql = concat!(
            "INSERT INTO games (",
            game_columns!(),
            ") VALUES (",
            game_values!(),
            ") ON CONFLICT (content_hash) DO NOTHING RETURNING id"
        );
        let row = bind_game(sqlx::query(sql), game, hash).fetch_optional(&self.pool).await?;
        row.map(|r| r.try_get::<i64, _>(0).map(GameId)).transpose().map_err(StoreError::from)
    }
}

/// The columns a game's text and metadata fill, in the order of [`bind_game`]
/// (a macro, so that queries stay literal SQL).
macro_rules! game_columns {
    () => {
        "sgf, original_bytes, source_path, content_hash, black, white, black_folded, white_folded, \
         black_rank, white_rank, result, date, board_width, board_height, komi_half_points, handicap, \
         rules, move_count, event, game_name, added_at, played_in_logo"
    };
}

/// The parameters ?1 to ?22 of [`game_columns`].
macro_rules! game_values {
    () => {
        "?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21, ?22"
    };
}
use {game_columns, game_values};

/// Binds `game` (with its content `hash` and the time now) as ?1 to ?22 of [`game_columns`].
fn bind_game<'q>(query: SqliteQuery<'q>, game: &'q NewGame, hash: &'q str) -> SqliteQuery<'q> {
    let meta = &game.meta;
    query
        .bind(&game.sgf)
        .bind(game.original_bytes.as_deref())
        .bind(game.source_path.as_deref())
        .bind(hash)
        .bind(meta.black.as_deref())
        .bind(meta.white.as_deref())
        .bind(folded(meta.black.as_deref()))
        .bind(folded(meta.white.as_deref()))
        .bind(meta.black_rank.as_deref())
        .bind(meta.white_rank.as_deref())
        .bind(meta.result.as_deref())
        .bind(meta.date.as_deref())
        .bind(i64::from(meta.board_width))
        .bind(i64::from(meta.board_height))
        .bind(meta.komi_half_points.map(i64::from))
        .bind(i64::from(meta.handicap))
        .bind(meta.rules.as_deref())
        .bind(i64::from(meta.move_count))
        .bind(meta.event.as_deref())
        .bind(meta.game_name.as_deref())
        .bind(UnixMillis::now().0)
        .bind(game.origin == GameOrigin::PlayedInLogo)
}

/// A query with SQLite arguments, as [`bind_game`] fills it.
type SqliteQuery<'q> = sqlx::query::Query<'q, sqlx::Sqlite, sqlx::sqlite::SqliteArguments>;

fn check_new_game(game: &NewGame) -> Result<(), StoreError> {
    if game.sgf.is_empty() {
        return Err(StoreError::invalid("empty SGF text"));
    }
    let side_ok = |side: u8| (1..=MAX_BOARD_SIDE).contains(&side);
    if !side_ok(game.meta.board_width) || !side_ok(game.meta.board_height) {
        return Err(StoreError::invalid(format!(
            "board size {}x{} outside 1..={MAX_BOARD_SIDE}",
            game.meta.board_width, game.meta.board_height
        )));
    }
    Ok(())
}

/// A player's name as the player filter compares it.
fn folded(name: Option<&str>) -> String {
    name.map(str::to_lowercase).unwrap_or_default()
}

/// Lowercase hexadecimal SHA-256 of the SGF text.
pub(crate) fn content_hash(sgf: &str) -> String {
    Sha256::digest(sgf.as_bytes()).iter().map(|byte| format!("{byte:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::content_hash;

    #[test]
    fn content_hash_is_sha256_hex() {
        assert_eq!(content_hash("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    }
}
