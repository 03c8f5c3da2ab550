//! The learner's progress through the course: which pages were opened,
//! which exercises solved (and where an unfinished one stands), and the page
//! each lesson was left on. Every change is one short transaction, written
//! at once, so nothing is lost when the app stops.

use serde_json::Value;

use crate::error::StoreError;
use crate::{Store, UnixMillis};

/// The progress on one page.
#[derive(Clone, Debug, PartialEq)]
pub struct PageProgress {
    /// The lesson's id.
    pub lesson_id: String,
    /// The page's id.
    pub page_id: String,
    /// When the page was first opened.
    pub seen_at: UnixMillis,
    /// When its exercise was first solved; stays after a reset.
    pub solved_at: Option<UnixMillis>,
    /// The exercise as the learner left it (the app's JSON), if any.
    pub exercise_state: Option<Value>,
}

/// The page a lesson was last left on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LessonPlace {
    /// The lesson's id.
    pub lesson_id: String,
    /// The page's id.
    pub page_id: String,
    /// When.
    pub visited_at: UnixMillis,
}

type ProgressRow = (String, String, i64, Option<i64>, Option<String>);

impl Store {
    /// The progress on every page opened so far, by lesson and page id.
    pub async fn course_progress(&self) -> Result<Vec<PageProgress>, StoreError> {
        let rows: Vec<ProgressRow> = sqlx::query_as(
            "SELECT lesson_id, page_id, seen_at, solved_at, exercise_state FROM page_progress \
             ORDER BY lesson_id, page_id",
        )
        .fetch_all(&self.pool)
        .await?;
        rows.into_iter().map(progress).collect()
    }

    /// The page each lesson was last left on, the latest first.
    pub async fn lesson_places(&self) -> Result<Vec<LessonPlace>, StoreError> {
        let rows: Vec<(String, String, i64)> = sqlx::query_as(
            "SELECT lesson_id, page_id, visited_at FROM lesson_places ORDER BY visited_at DESC, lesson_id",
        )
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .into_iter()
            .map(|(lesson_id, page_id, at)| LessonPlace { lesson_id, page_id, visited_at: UnixMillis(at) })
            .collect())
    }

    /// Records that the learner opened a page: it counts as seen, and the
    /// lesson continues there.
    pub async fn visit_page(&self, lesson_id: &str, page_id: &str) -> Result<(), StoreError> {
        let now = UnixMillis::now().0;
        let mut tx = self.pool.begin().await?;
        sqlx::query(
            "INSERT INTO page_progress (lesson_id, page_id, seen_at, updated_at) VALUES (?1, ?2, ?3, ?3) \
             ON CONFLICT (lesson_id, page_id) DO NOTHING",
        )
        .bind(lesson_id)
        .bind(page_id)
        .bind(now)
        .execute(&mut *tx)
        .await?;
        // A later visit in the same millisecond must still count as the latest.
        sqlx::query(
            "INSERT INTO lesson_places (lesson_id, page_id, visited_at) \
             VALUES (?1, ?2, max(?3, coalesce((SELECT max(visited_at) + 1 FROM lesson_places), 0))) \
             ON CONFLICT (lesson_id) DO UPDATE SET page_id = excluded.page_id, visited_at = excluded.visited_at",
        )
        .bind(lesson_id)
        .bind(page_id)
        .bind(now)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(())
    }

    /// Saves an exercise as the learner left it (`state`, or `None` after a
    /// reset); `solved` records it as solved, which no later save undoes.
    pub async fn save_exercise(
        &self,
        lesson_id: &str,
        page_id: &str,
        state: Option<&Value>,
        solved: bool,
    ) -> Result<(), StoreError> {
        let now = UnixMillis::now().0;
        sqlx::query(
            "INSERT INTO page_progress (lesson_id, page_id, seen_at, solved_at, exercise_state, updated_at) \
             VALUES (?1, ?2, ?3, CASE WHEN ?4 THEN ?3 END, ?5, ?3) \
             ON CONFLICT (lesson_id, page_id) DO UPDATE SET \
               solved_at = coalesce(page_progress.solved_at, excluded.solved_at), \
               exercise_state = excluded.exercise_state, updated_at = excluded.updated_at",
        )
        .bind(lesson_id)
        .bind(page_id)
        .bind(now)
        .bind(solved)
        .bind(state.map(Value::to_string))
        .execute(&self.pool)
        .await?;
        Ok(())
    }
}

fn progress((lesson_id, page_id, seen_at, solved_at, state): ProgressRow) -> Result<PageProgress, StoreError> {
    let exercise_state = state
        .map(|text| serde_json::from_str(&text))
        .transpose()
        .map_err(|err| StoreError::corrupt(format!("exercise state of {lesson_id}#{page_id} is not JSON: {err}")))?;
    Ok(PageProgress {
        lesson_id,
        page_id,
        seen_at: UnixMillis(seen_at),
        solved_at: solved_at.map(UnixMillis),
        exercise_state,
    })
}
