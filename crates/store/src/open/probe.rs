//! The second look at an existing database file: through SQLite, but on a
//! read-only connection, so that nothing it finds can lead to a write.
//!
//! It refuses a file that SQLite cannot read (`corrupt`, `locked`), that
//! fails `PRAGMA quick_check` (`corrupt`; the check reads every page once,
//! so it costs time linear in the file size), that holds tables but no
//! migration history (`corrupt`: not a LoGo database), or whose migration
//! history names a version this build does not have or has with a
//! different checksum (`newer_version`: another LoGo wrote it).

use std::path::Path;

use sqlx::sqlite::{SqliteConnectOptions, SqliteConnection};
use sqlx::{ConnectOptions, Connection};

use super::{BUSY_TIMEOUT, MIGRATOR, sqlite_filename};
use crate::error::{OpenError, OpenProblem};

/// Name of sqlx's migration history table.
const MIGRATIONS_TABLE: &str = "_sqlx_migrations";

/// Inspects the existing database at `path` without writing to it.
pub(super) async fn check(path: &Path) -> Result<(), OpenError> {
    let options = SqliteConnectOptions::new()
        .filename(sqlite_filename(path))
        .read_only(true)
        .create_if_missing(false)
        .busy_timeout(BUSY_TIMEOUT);
    let mut conn = options.connect().await.map_err(|err| OpenError::from_sqlx(path, &err))?;
    let verdict = inspect(&mut conn, path).await;
    // A failure to close a read-only connection cannot have changed the file.
    let _ = conn.close().await;
    verdict
}

async fn inspect(conn: &mut SqliteConnection, path: &Path) -> Result<(), OpenError> {
    let sql_err = |err: sqlx::Error| OpenError::from_sqlx(path, &err);
    let tables: Vec<String> = sqlx::query_scalar("SELECT name FROM sqlite_schema WHERE type = 'table'")
        .fetch_all(&mut *conn)
        .await
        .map_err(sql_err)?;
    if tables.is_empty() {
        return Ok(());
    }
    if !tables.iter().any(|name| name == MIGRATIONS_TABLE) {
        return Err(OpenError::new(
            OpenProblem::Corrupt,
            path,
            "tables without a migration history: not a LoGo database",
        ));
    }
    let verdict: String = sqlx::query_scalar("PRAGMA quick_check(1)").fetch_one(&mut *conn).await.map_err(sql_err)?;
    if verdict != "ok" {
        return Err(OpenError::new(OpenProblem::Corrupt, path, format!("quick_check: {verdict}")));
    }
    let applied: Vec<(i64, Vec<u8>, bool)> =
        sqlx::query_as("SELECT version, checksum, success FROM _sqlx_migrations ORDER BY version")
            .fetch_all(&mut *conn)
            .await
            .map_err(sql_err)?;
    applied.iter().try_for_each(|(version, checksum, success)| check_applied(path, *version, checksum, *success))
}

/// Compares one row of the migration history with the embedded migrations.
fn check_applied(path: &Path, version: i64, checksum: &[u8], success: bool) -> Result<(), OpenError> {
    if !success {
        return Err(OpenError::new(OpenProblem::Corrupt, path, format!("migration {version} was left half applied")));
    }
    let known = MIGRATOR.iter().find(|m| m.version == version && !m.migration_type.is_down_migration());
    match known {
        None => Err(OpenError::new(OpenProblem::NewerVersion, path, format!("unknown migration {version}"))),
        Some(m) if *m.checksum != *checksum => Err(OpenError::new(
            OpenProblem::NewerVersion,
            path,
            format!("migration {version} differs from this build's"),
        )),
        Some(_) => Ok(()),
    }
}
