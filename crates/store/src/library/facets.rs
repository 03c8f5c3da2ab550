//! What the library's filters can offer: the board sizes its games are
//! played on, so that the size filter lists exactly those (a library of 7x7
//! problems or 21x21 oddities included) and never a size without games.

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
}
