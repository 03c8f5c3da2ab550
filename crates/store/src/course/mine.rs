//! "Meine Aufgaben": the exercises a teacher saved from the teaching board,
//! each a lesson file of one page in the course's format (the app checks it
//! before handing it here). They form the lesson [`MY_EXERCISES`], whose
//! page for exercise `id` is `e<id>`; progress is stored like any page's
//! and survives updates of the shipped course.

use crate::error::StoreError;
use crate::{Store, UnixMillis};

/// The lesson id of the teacher's own exercises.
pub const MY_EXERCISES: &str = "my-exercises";

/// The longest title of an exercise, in characters.
pub const MAX_EXERCISE_TITLE_CHARS: usize = 200;

/// One saved exercise.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MyExercise {
    /// Its id; its page in the lesson [`MY_EXERCISES`] is `e<id>`.
    pub id: i64,
    /// The title the teacher gave it.
    pub title: String,
    /// A lesson file of one page holding the exercise.
    pub lesson: String,
    /// When it was saved.
    pub created_at: UnixMillis,
}

impl MyExercise {
    /// Its page id in the lesson [`MY_EXERCISES`].
    pub fn page_id(&self) -> String {
        page_id(self.id)
    }
}

/// The page id of exercise `id`.
pub fn page_id(id: i64) -> String {
    format!("e{id}")
}

impl Store {
    /// Keeps an exercise; returns its id. Refuses (`invalid_input`) a blank
    /// or too long title and an empty lesson text.
    pub async fn add_my_exercise(&self, title: &str, lesson: &str) -> Result<i64, StoreError> {
        let title = title.trim();
        if title.is_empty() || title.chars().count() > MAX_EXERCISE_TITLE_CHARS || lesson.is_empty() {
            return Err(StoreError::invalid("an exercise needs a title of 1 to 200 characters and a lesson"));
        }
        let id =
            sqlx::query_scalar("INSERT INTO my_exercises (title, lesson, created_at) VALUES (?1, ?2, ?3) RETURNING id")
                .bind(title)
                .bind(lesson)
                .bind(UnixMillis::now().0)
                .fetch_one(&self.pool)
                .await?;
        Ok(id)
    }

    /// Every saved exercise, oldest first.
    pub async fn my_exercises(&self) -> Result<Vec<MyExercise>, StoreError> {
        let rows: Vec<(i64, String, String, i64)> =
            sqlx::query_as("SELECT id, title, lesson, created_at FROM my_exercises ORDER BY id")
                .fetch_all(&self.pool)
                .await?;
        Ok(rows
            .into_iter()
            .map(|(id, title, lesson, at)| MyExercise { id, title, lesson, created_at: UnixMillis(at) })
            .collect())
    }

    /// Deletes exercise `id` with its progress; returns whether it was there.
    pub async fn delete_my_exercise(&self, id: i64) -> Result<bool, StoreError> {
        let mut tx = self.pool.begin().await?;
        let done = sqlx::query("DELETE FROM my_exercises WHERE id = ?1").bind(id).execute(&mut *tx).await?;
        for table in [
            "DELETE FROM page_progress WHERE lesson_id = ?1 AND page_id = ?2",
            "DELETE FROM lesson_places WHERE lesson_id = ?1 AND page_id = ?2",
        ] {
            sqlx::query(table).bind(MY_EXERCISES).bind(page_id(id)).execute(&mut *tx).await?;
        }
        tx.commit().await?;
        Ok(done.rows_affected() > 0)
    }
}
