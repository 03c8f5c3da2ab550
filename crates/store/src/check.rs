//! A full check of the database, for tests after a crash and for a "check
//! the library" command: SQLite's page and index check, the foreign keys,
//! and each full-text index against its content.

use crate::Store;
use crate::error::StoreError;

/// The full-text indexes, checked with FTS5's `integrity-check` command.
const FTS_TABLES: [&str; 3] = ["games_fts", "games_players_fts", "games_comments_fts"];

impl Store {
    /// Every problem found, or `["ok"]` when there is none: `PRAGMA
    /// integrity_check`, `PRAGMA foreign_key_check`, and each full-text index.
    pub async fn integrity_check(&self) -> Result<Vec<String>, StoreError> {
        let mut problems: Vec<String> = sqlx::query_scalar("PRAGMA integrity_check").fetch_all(&self.pool).await?;
        problems.retain(|p| p != "ok");
        let orphans: Vec<(String, i64)> =
            sqlx::query_as("SELECT \"table\", rowid FROM pragma_foreign_key_check").fetch_all(&self.pool).await?;
        problems.extend(orphans.into_iter().map(|(table, row)| format!("{table} row {row}: broken reference")));
        for table in FTS_TABLES {
            let sql = format!("INSERT INTO {table} ({table}) VALUES ('integrity-check')");
            if let Err(err) = sqlx::query(sqlx::AssertSqlSafe(sql)).execute(&self.pool).await {
                problems.push(format!("{table}: {err}"));
            }
        }
        if problems.is_empty() {
            problems.push("ok".to_owned());
        }
        Ok(problems)
    }
}
