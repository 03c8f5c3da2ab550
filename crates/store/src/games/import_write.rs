//! Writing one batch of imported files inside its transaction with a few
//! statements for the whole batch, not a few per game: every statement is a
//! round trip to sqlx's SQLite thread (two thread switches), which cost more
//! than SQLite's own work for a small file. Multi-row `INSERT … RETURNING`
//! writes the files' rows and the games' rows; the games already there, the
//! texts, the comment words, the look for a similar game and the duplicate
//! signatures follow, one statement each per chunk of rows.
//!
//! The outcome is the one of writing the parts one after another, game by
//! game: rows are inserted in list order, so of two games (or files) with the
//! same hash in one batch the first is stored and the second is identical
//! to it; a game's similar game is the first live game with its signature
//! and a smaller id — every game there before it, and the earlier ones of
//! its batch (a new row's id is above every id in the table).

use std::collections::HashMap;

use sqlx::{QueryBuilder, Sqlite, SqliteConnection};

use super::columns::{bind_meta, meta_columns};
use super::imported::{FileImport, ImportedGame, ImportedOutcome};
use super::types::GameId;
use crate::error::StoreError;

/// Rows per statement, well below SQLite's 32,766 arguments (34 per game row).
const CHUNK: usize = 200;

/// A game of the batch with its file's row.
struct Pending<'a> {
    game: &'a ImportedGame,
    file_id: i64,
    path: &'a str,
}

/// Writes `files` and says what became of each game (one list per file, in order).
pub(super) async fn write_batch(
    tx: &mut SqliteConnection,
    files: &[FileImport],
    now: i64,
) -> Result<Vec<Vec<ImportedOutcome>>, StoreError> {
    let rows = file_rows(tx, files, now).await?;
    let pending: Vec<Pending<'_>> = files
        .iter()
        .zip(&rows)
        .flat_map(|(part, &(file_id, _))| {
            part.games.iter().map(move |game| Pending { game, file_id, path: &part.file.path })
        })
        .collect();
    let added = insert_games(tx, &pending, now).await?;
    let identical = identical_ids(tx, &pending, &added).await?;
    insert_texts(tx, &pending, &added).await?;
    let similar = similar_games(tx, &pending, &added).await?;
    let mut outcomes = Vec::with_capacity(pending.len());
    for (item, id) in pending.iter().zip(&added) {
        outcomes.push(match id {
            Some(id) => ImportedOutcome::Added { id: GameId(*id), similar_to: similar.get(id).copied().map(GameId) },
            None => {
                let id = identical.get(item.game.content_hash.as_str()).ok_or(sqlx::Error::RowNotFound)?;
                ImportedOutcome::Identical(GameId(*id))
            }
        });
    }
    let mut outcomes = outcomes.into_iter();
    let mut per_file = Vec::with_capacity(files.len());
    for (part, &(file_id, stored_before)) in files.iter().zip(&rows) {
        let own: Vec<ImportedOutcome> = outcomes.by_ref().take(part.games.len()).collect();
        settle_file(tx, part, file_id, stored_before, &own).await?;
        per_file.push(own);
    }
    Ok(per_file)
}

/// Whether the part holds every game of its file (none was refused).
pub(super) fn whole_file(part: &FileImport) -> bool {
    u32::try_from(part.games.len()).is_ok_and(|games| games == part.file.game_count)
}

/// Each part's file row and whether it was there before the part: a new row
/// is inserted already marked complete if the part holds the whole file.
async fn file_rows(tx: &mut SqliteConnection, files: &[FileImport], now: i64) -> Result<Vec<(i64, bool)>, StoreError> {
    let mut inserted: HashMap<String, i64> = HashMap::new();
    for chunk in files.chunks(CHUNK) {
        let mut query = QueryBuilder::<Sqlite>::new(
            "INSERT INTO source_files (hash, bytes, path, encoding, game_count, warnings, added_at, complete) ",
        );
        query.push_values(chunk, |mut row, part| {
            let file = &part.file;
            row.push_bind(file.hash.as_str())
                .push_bind(file.bytes.as_slice())
                .push_bind(file.path.as_str())
                .push_bind(file.encoding.as_deref())
                .push_bind(i64::from(file.game_count))
                .push_bind(file.warnings_json.as_str())
                .push_bind(now)
                .push_bind(part.completes_file && whole_file(part));
        });
        query.push(" ON CONFLICT (hash) DO NOTHING RETURNING hash, id");
        let rows: Vec<(String, i64)> = query.build_query_as().persistent(false).fetch_all(&mut *tx).await?;
        inserted.extend(rows);
    }
    let before: Vec<&str> =
        files.iter().map(|p| p.file.hash.as_str()).filter(|hash| !inserted.contains_key(*hash)).collect();
    let mut known = HashMap::new();
    for chunk in before.chunks(CHUNK) {
        let mut query = QueryBuilder::<Sqlite>::new("SELECT hash, id FROM source_files WHERE hash IN (");
        let mut list = query.separated(", ");
        for hash in chunk {
            list.push_bind(*hash);
        }
        query.push(")");
        let rows: Vec<(String, i64)> = query.build_query_as().persistent(false).fetch_all(&mut *tx).await?;
        known.extend(rows);
    }
    let mut rows = Vec::with_capacity(files.len());
    for part in files {
        let hash = part.file.hash.as_str();
        // The first part of a hash claims the row it inserted; a later one finds it there before it.
        let row = match inserted.remove(hash) {
            Some(id) => {
                known.insert(hash.to_owned(), id);
                (id, false)
            }
            None => (*known.get(hash).ok_or(sqlx::Error::RowNotFound)?, true),
        };
        rows.push(row);
    }
    Ok(rows)
}

/// Inserts the games; the new id of each one stored, `None` for one whose content hash was there.
async fn insert_games(
    tx: &mut SqliteConnection,
    games: &[Pending<'_>],
    now: i64,
) -> Result<Vec<Option<i64>>, StoreError> {
    let mut added = Vec::with_capacity(games.len());
    for chunk in games.chunks(CHUNK) {
        let mut query = QueryBuilder::<Sqlite>::new(concat!(
            "INSERT INTO games (content_hash, source_path, added_at, played_in_logo, source_file_id, game_index, \
             byte_start, byte_end, signature, ",
            meta_columns!(),
            ") "
        ));
        query.push_values(chunk, |mut row, item| {
            let game = item.game;
            let range = game.byte_range.as_ref().map(|r| (offset(r.start), offset(r.end)));
            row.push_bind(game.content_hash.as_str())
                .push_bind(item.path)
                .push_bind(now)
                .push_bind(0_i64)
                .push_bind(item.file_id)
                .push_bind(i64::from(game.game_index))
                .push_bind(range.map(|r| r.0))
                .push_bind(range.map(|r| r.1))
                .push_bind(game.signature);
            bind_meta(&mut row, &game.meta);
        });
        query.push(" ON CONFLICT (content_hash) DO NOTHING RETURNING content_hash, id");
        let rows: Vec<(String, i64)> = query.build_query_as().persistent(false).fetch_all(&mut *tx).await?;
        let mut ids: HashMap<String, i64> = rows.into_iter().collect();
        // Of two games with one hash in the chunk the first was inserted; the second finds it.
        added.extend(chunk.iter().map(|item| ids.remove(item.game.content_hash.as_str())));
    }
    Ok(added)
}

/// The ids of the games already there under the content hashes of the games not stored.
async fn identical_ids(
    tx: &mut SqliteConnection,
    games: &[Pending<'_>],
    added: &[Option<i64>],
) -> Result<HashMap<String, i64>, StoreError> {
    let hashes: Vec<&str> =
        games.iter().zip(added).filter(|(_, id)| id.is_none()).map(|(g, _)| g.game.content_hash.as_str()).collect();
    let mut ids = HashMap::new();
    for chunk in hashes.chunks(CHUNK) {
        let mut query = QueryBuilder::<Sqlite>::new("SELECT content_hash, id FROM games WHERE content_hash IN (");
        let mut list = query.separated(", ");
        for hash in chunk {
            list.push_bind(*hash);
        }
        query.push(")");
        let rows: Vec<(String, i64)> = query.build_query_as().persistent(false).fetch_all(&mut *tx).await?;
        ids.extend(rows);
    }
    Ok(ids)
}

/// The reader's warnings and the comment words of the games stored.
async fn insert_texts(
    tx: &mut SqliteConnection,
    games: &[Pending<'_>],
    added: &[Option<i64>],
) -> Result<(), StoreError> {
    let stored = || games.iter().zip(added).filter_map(|(g, id)| id.map(|id| (id, g.game)));
    let warned: Vec<(i64, &str)> = stored()
        .filter(|(_, g)| g.warnings_json != "[]" && !g.warnings_json.is_empty())
        .map(|(id, g)| (id, g.warnings_json.as_str()))
        .collect();
    let commented: Vec<(i64, &str)> =
        stored().filter(|(_, g)| !g.comment_terms.is_empty()).map(|(id, g)| (id, g.comment_terms.as_str())).collect();
    let tables = [
        ("INSERT INTO game_texts (game_id, warnings) ", warned),
        ("INSERT INTO games_comments_fts (rowid, terms) ", commented),
    ];
    for (insert, rows) in tables {
        for chunk in rows.chunks(CHUNK) {
            let mut query = QueryBuilder::<Sqlite>::new(insert);
            query.push_values(chunk, |mut row, &(id, text)| {
                row.push_bind(id).push_bind(text);
            });
            query.build().persistent(false).execute(&mut *tx).await?;
        }
    }
    Ok(())
}

/// For each game stored that looks like an earlier one (its signature), that
/// earlier game; the signatures of those pairs are noted as duplicate groups.
async fn similar_games(
    tx: &mut SqliteConnection,
    games: &[Pending<'_>],
    added: &[Option<i64>],
) -> Result<HashMap<i64, i64>, StoreError> {
    let signed: Vec<(i64, i64)> =
        games.iter().zip(added).filter_map(|(g, id)| Some((((*id)?), g.game.signature?))).collect();
    let mut similar = HashMap::new();
    for chunk in signed.chunks(CHUNK) {
        let mut query = QueryBuilder::<Sqlite>::new(
            "SELECT v.column1, v.column2, (SELECT g.id FROM games g WHERE g.signature = v.column2 \
             AND g.signature IS NOT NULL AND g.deleted_at IS NULL AND g.id < v.column1 ORDER BY g.id LIMIT 1) \
             FROM (",
        );
        query.push_values(chunk, |mut row, &(id, signature)| {
            row.push_bind(id).push_bind(signature);
        });
        query.push(") AS v");
        let rows: Vec<(i64, i64, Option<i64>)> = query.build_query_as().persistent(false).fetch_all(&mut *tx).await?;
        let found: Vec<(i64, i64, i64)> =
            rows.into_iter().filter_map(|(id, signature, other)| Some((id, signature, other?))).collect();
        if !found.is_empty() {
            let mut insert = QueryBuilder::<Sqlite>::new("INSERT INTO duplicate_signatures (signature) ");
            insert.push_values(&found, |mut row, &(_, signature, _)| {
                row.push_bind(signature);
            });
            insert.push(" ON CONFLICT DO NOTHING");
            insert.build().persistent(false).execute(&mut *tx).await?;
        }
        similar.extend(found.into_iter().map(|(id, _, other)| (id, other)));
    }
    Ok(similar)
}

/// Settles the part's file row once its games are written: complete only
/// when every game of the file is stored from it (a file with a game refused,
/// or identical to a game stored before, is read by the next import again,
/// whose report then finds each of its games as it is); a row none of whose
/// games was stored is not kept (no bytes nobody points to).
async fn settle_file(
    tx: &mut SqliteConnection,
    part: &FileImport,
    file_id: i64,
    stored_before: bool,
    outcomes: &[ImportedOutcome],
) -> Result<(), StoreError> {
    let all_added = outcomes.iter().all(|o| matches!(o, ImportedOutcome::Added { .. }));
    if part.completes_file && (stored_before || !all_added || !whole_file(part)) {
        sqlx::query(
            "UPDATE source_files SET complete = \
             ((SELECT count(*) FROM games WHERE source_file_id = ?1) = game_count) WHERE id = ?1",
        )
        .bind(file_id)
        .execute(&mut *tx)
        .await?;
    }
    if !outcomes.iter().any(|o| matches!(o, ImportedOutcome::Added { .. })) {
        sqlx::query(
            "DELETE FROM source_files WHERE id = ? AND NOT EXISTS (SELECT 1 FROM games WHERE source_file_id = ?)",
        )
        .bind(file_id)
        .bind(file_id)
        .execute(&mut *tx)
        .await?;
    }
    Ok(())
}

/// A byte offset as SQLite stores it (files are far below 2^63 bytes).
fn offset(value: u64) -> i64 {
    i64::try_from(value).unwrap_or(i64::MAX)
}
