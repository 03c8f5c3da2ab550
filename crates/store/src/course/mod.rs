//! The course in the database: the lesson files the app ships, what is
//! derived from them (the lessons in order with their pages, the glossary's
//! search index) and, in [`progress`], the learner's progress.
//!
//! The store does not read lesson files; the app hands it each file's text
//! and the rows it derived from them ([`CourseRows`]), and
//! [`Store::replace_course`] swaps the whole course in one transaction.
//! Progress is keyed by lesson and page ids and outlives the swap, even for
//! pages or lessons the new course does not have: an older build opening a
//! newer database must not erase what the learner did, and a page that
//! comes back finds its progress again. Whoever reads progress counts only
//! the pages of its own course. The teacher's own exercises ([`mine`]) are
//! kept beside the course.

mod mine;
mod progress;

use std::collections::BTreeMap;

use serde_json::Value;
use sqlx::{Sqlite, Transaction};

pub use mine::{MAX_EXERCISE_TITLE_CHARS, MY_EXERCISES, MyExercise, page_id as my_exercise_page};
pub use progress::{LessonPlace, PageProgress};

use crate::Store;
use crate::error::StoreError;
use crate::games::content_hash;

/// One lesson file as shipped: its name in the lessons folder and its text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CourseFile {
    /// The name, e.g. `ko.toml`.
    pub name: String,
    /// The text.
    pub text: String,
}

/// Everything [`Store::replace_course`] writes.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct CourseRows {
    /// The shipped files.
    pub files: Vec<CourseFile>,
    /// Every lesson of the index in order, then the other lessons the app plays (the short rules).
    pub lessons: Vec<LessonRow>,
    /// The glossary's search rows.
    pub glossary: Vec<GlossaryRow>,
}

/// A lesson of the index.
#[derive(Clone, Debug, PartialEq)]
pub struct LessonRow {
    /// Its stable id.
    pub id: String,
    /// Its title per language, as JSON (`{"de": …, "en": …}`).
    pub title: Value,
    /// Its pages in order, or `None` when its file is missing or unreadable
    /// (then its progress is kept as it is).
    pub pages: Option<Vec<PageRow>>,
}

/// A page of a lesson.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PageRow {
    /// Its stable id within the lesson.
    pub id: String,
    /// Whether it is an exercise.
    pub is_exercise: bool,
}

/// What the glossary search finds for one entry in one language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GlossaryRow {
    /// The entry's id.
    pub entry_id: String,
    /// The language (`de`, `en`, …).
    pub language: String,
    /// The term.
    pub term: String,
    /// Other words for it, separated by spaces.
    pub aliases: String,
    /// The definition as shown (links replaced by their words).
    pub definition: String,
}

/// Lowercase hexadecimal SHA-256 of a file's text: how the app tells whether
/// the shipped content differs from the content stored.
pub fn text_hash(text: &str) -> String {
    content_hash(text.as_bytes())
}

impl Store {
    /// Each stored course file's name and hash.
    pub async fn course_file_hashes(&self) -> Result<BTreeMap<String, String>, StoreError> {
        let rows: Vec<(String, String)> =
            sqlx::query_as("SELECT name, hash FROM course_files ORDER BY name").fetch_all(&self.pool).await?;
        Ok(rows.into_iter().collect())
    }

    /// The stored course files, by name.
    pub async fn course_files(&self) -> Result<Vec<CourseFile>, StoreError> {
        let rows: Vec<(String, String)> =
            sqlx::query_as("SELECT name, text FROM course_files ORDER BY name").fetch_all(&self.pool).await?;
        Ok(rows.into_iter().map(|(name, text)| CourseFile { name, text }).collect())
    }

    /// Replaces the stored course by `rows` in one transaction. Progress and
    /// last places are left alone, also those of pages `rows` does not have.
    pub async fn replace_course(&self, rows: &CourseRows) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        for statement in
            ["DELETE FROM course_files", "DELETE FROM lesson_pages", "DELETE FROM lessons", "DELETE FROM glossary_fts"]
        {
            sqlx::query(statement).execute(&mut *tx).await?;
        }
        for file in &rows.files {
            sqlx::query("INSERT INTO course_files (name, text, hash) VALUES (?1, ?2, ?3)")
                .bind(&file.name)
                .bind(&file.text)
                .bind(text_hash(&file.text))
                .execute(&mut *tx)
                .await?;
        }
        insert_lessons(&mut tx, &rows.lessons).await?;
        for row in &rows.glossary {
            sqlx::query(
                "INSERT INTO glossary_fts (entry_id, language, term, aliases, definition) VALUES (?1, ?2, ?3, ?4, ?5)",
            )
            .bind(&row.entry_id)
            .bind(&row.language)
            .bind(&row.term)
            .bind(&row.aliases)
            .bind(&row.definition)
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// The ids of the glossary entries whose words start with every word of
    /// `text` (in any language), best match first: a hit in the term weighs
    /// most, then the aliases, then the definition. A word shorter than
    /// [`SHORT_WORD`] characters is looked for in the terms and aliases only
    /// ("Ko" finds ko and ko threat, not every definition with "kommt").
    /// Empty for a blank text.
    pub async fn search_glossary(&self, text: &str) -> Result<Vec<String>, StoreError> {
        let Some(query) = glossary_match(text) else { return Ok(Vec::new()) };
        let rows: Vec<(String, f64)> = sqlx::query_as(
            "SELECT entry_id, bm25(glossary_fts, 0.0, 0.0, 10.0, 4.0, 1.0) AS rank \
             FROM glossary_fts WHERE glossary_fts MATCH ?1 ORDER BY rank, entry_id",
        )
        .bind(query)
        .fetch_all(&self.pool)
        .await?;
        let mut ids: Vec<String> = Vec::new();
        for (id, _) in rows {
            if !ids.contains(&id) {
                ids.push(id);
            }
        }
        Ok(ids)
    }
}

/// Words shorter than this many characters match terms and aliases only.
pub const SHORT_WORD: usize = 4;

/// The glossary index's query for `text`: every word as a quoted prefix, all
/// required; a short word only in the `term` and `aliases` columns.
fn glossary_match(text: &str) -> Option<String> {
    let terms: Vec<String> = text
        .split_whitespace()
        .map(|word| {
            let phrase = format!("\"{}\"*", word.replace('"', "\"\""));
            if word.chars().count() < SHORT_WORD { format!("{{term aliases}} : {phrase}") } else { phrase }
        })
        .collect();
    if terms.is_empty() { None } else { Some(terms.join(" ")) }
}

async fn insert_lessons(tx: &mut Transaction<'_, Sqlite>, lessons: &[LessonRow]) -> Result<(), StoreError> {
    for (position, lesson) in lessons.iter().enumerate() {
        sqlx::query("INSERT INTO lessons (id, position, title, available) VALUES (?1, ?2, ?3, ?4)")
            .bind(&lesson.id)
            .bind(i64::try_from(position).unwrap_or(i64::MAX))
            .bind(lesson.title.to_string())
            .bind(lesson.pages.is_some())
            .execute(&mut **tx)
            .await?;
        for (position, page) in lesson.pages.iter().flatten().enumerate() {
            sqlx::query("INSERT INTO lesson_pages (lesson_id, page_id, position, is_exercise) VALUES (?1, ?2, ?3, ?4)")
                .bind(&lesson.id)
                .bind(&page.id)
                .bind(i64::try_from(position).unwrap_or(i64::MAX))
                .bind(page.is_exercise)
                .execute(&mut **tx)
                .await?;
        }
    }
    Ok(())
}
