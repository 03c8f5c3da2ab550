//! What the library's filters can offer: the board sizes its games are
//! played on, so that the size filter lists exactly those (a library of 7x7
//! problems or 21x21 oddities included) and never a size without games; and
//! the rules texts its games carry (a preset's id, or the file's own `RU`
//! text such as `Ing` or `Lasker-Maas`), so that the rules filter offers each.

use sqlx::Row;

use crate::Store;
use crate::error::StoreError;

impl Store {
    /// The sides of the square boards the live games are played on, smallest first.
    ///
    /// A skip scan over the size index: one index seek per distinct width,
    /// and one more to see whether that width has a square board, so the
    /// cost grows with the number of sizes, not of games.
    pub async fn board_sizes(&self) -> Result<Vec<u8>, StoreError> {
        let rows = sqlx::query(
            "WITH RECURSIVE widths(w) AS ( \
                SELECT min(board_width) FROM games WHERE deleted_at IS NULL \
                UNION ALL \
                SELECT (SELECT min(board_width) FROM games WHERE deleted_at IS NULL AND board_width > w) \
                FROM widths WHERE w IS NOT NULL) \
             SELECT w FROM widths WHERE w IS NOT NULL AND EXISTS ( \
                SELECT 1 FROM games WHERE deleted_at IS NULL AND board_width = w AND board_height = w) \
             ORDER BY w",
        )
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(|r| Ok(u8::try_from(r.try_get::<i64, _>("w")?).unwrap_or(u8::MAX))).collect()
    }

    /// The distinct rules texts of the live games, ignoring ASCII case as
    /// the rules filter does (one spelling of each), in that order; blank
    /// texts left out, at most the first 200.
    ///
    /// A skip scan over the index `games_by_rules_nocase`: one index seek per
    /// distinct text, so the cost grows with the number of texts, not of games.
    pub async fn rules_texts(&self) -> Result<Vec<String>, StoreError> {
        let texts = sqlx::query_scalar(
            "WITH RECURSIVE texts(r, n) AS ( \
                SELECT min(rules COLLATE NOCASE), 0 FROM games \
                WHERE deleted_at IS NULL AND rules COLLATE NOCASE > '' \
                UNION ALL \
                SELECT (SELECT min(rules COLLATE NOCASE) FROM games \
                        WHERE deleted_at IS NULL AND rules COLLATE NOCASE > r), n + 1 \
                FROM texts WHERE r IS NOT NULL AND n + 1 < ?) \
             SELECT r FROM texts WHERE r IS NOT NULL AND trim(r) <> '' ORDER BY n",
        )
        .bind(i64::from(MAX_RULES_TEXTS))
        .fetch_all(&self.pool)
        .await?;
        Ok(texts)
    }
}

/// The most rules texts [`Store::rules_texts`] lists (a library of odd files may hold many).
const MAX_RULES_TEXTS: u32 = 200;
