//! "Meine Aufgaben": the exercises a teacher saved from the teaching board,
//! played in the lesson player like any exercise of the course. They form
//! the lesson [`logo_store::MY_EXERCISES`]: each stored lesson file of one page is
//! read by the same loader as the Grundkurs and its page renamed `e<id>`.
//! The lesson is read from the database at start and after every change;
//! a stored file that cannot be read any more is left out, never fatal.
//!
//! A saved exercise holds the teacher's own hint, if any, and no solution
//! text: the player words LoGo's hint and solution from the exercise's data
//! (who plays, the right moves) in the learner's language. Files saved before
//! December 2026 carry LoGo's German and English sentences as prose instead;
//! they are recognised here by those exact sentences and dropped, so old and
//! new files read alike.

use super::LearnService;
use super::progress::Progress;
use crate::database::DbProblem;
use crate::error::{AppError, ArgumentName};
use go_core::Color;
use logo_lessons::exercise::Task;
use logo_lessons::{Lesson, Page, Text, load};
use logo_store::{MY_EXERCISES, Store, my_exercise_page};
use serde::Serialize;
use std::ops::Deref;
use std::sync::Arc;

/// The teacher's exercises as one lesson, with each page's title.
#[derive(Clone, Debug)]
pub struct Mine {
    lesson: Lesson,
    /// `(page id, title, stored id)` in the lesson's order.
    titles: Vec<(String, String, i64)>,
}

/// One of the teacher's exercises as "Meine Aufgaben" lists it.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct MyExerciseView {
    /// The lesson to open it in (always `my-exercises`).
    pub lesson: String,
    /// Its page there.
    pub page: String,
    /// The title the teacher gave it.
    pub title: String,
    /// Whether the learner has solved it.
    pub solved: bool,
}

/// A lesson of the course (borrowed) or the teacher's exercises (a snapshot).
pub enum LessonRef<'a> {
    /// A lesson of the shipped course.
    Course(&'a Lesson),
    /// "Meine Aufgaben" as read last.
    Mine(Arc<Mine>),
}

impl Deref for LessonRef<'_> {
    type Target = Lesson;
    fn deref(&self) -> &Lesson {
        match self {
            LessonRef::Course(lesson) => lesson,
            LessonRef::Mine(mine) => &mine.lesson,
        }
    }
}

impl Default for Mine {
    /// No exercises yet.
    fn default() -> Mine {
        let title = crate::teach::exercise::lesson_title();
        let lesson = Lesson { id: MY_EXERCISES.to_owned(), title, languages: Vec::new(), pages: Vec::new() };
        Mine { lesson, titles: Vec::new() }
    }
}

impl Mine {
    /// The exercises stored in `store`, in the order they were saved.
    pub async fn read(store: &Store) -> Mine {
        let rows = store.my_exercises().await.unwrap_or_default();
        let mut mine = Mine::default();
        for row in rows {
            let loaded = load(&crate::teach::exercise::course_around(&row.lesson));
            let Some(mut page) = loaded.course.lessons.into_iter().next().and_then(|l| l.pages.into_iter().next())
            else {
                continue;
            };
            page.id = my_exercise_page(row.id);
            forget_generated_words(&mut page);
            mine.titles.push((page.id.clone(), row.title, row.id));
            mine.lesson.pages.push(page);
        }
        mine
    }
}

/// Drops the hint and solution of `page`'s play exercise where they are the
/// sentences LoGo wrote into files before December 2026.
fn forget_generated_words(page: &mut Page) {
    let Some(exercise) = page.exercise.as_mut() else { return };
    let Task::Play(task) = &exercise.task else { return };
    let color = exercise.setup.to_play;
    let size = exercise.diagram.board.size();
    let names: Vec<String> = task.answers.iter().filter_map(|line| line.first()?.to_display(size)).collect();
    if exercise.hint.as_ref() == Some(&former_hint(color)) {
        exercise.hint = None;
    }
    if exercise.solution.as_ref() == Some(&former_solution(color, &names)) {
        exercise.solution = None;
    }
}

/// The hint LoGo wrote for `color` to play into files before December 2026.
fn former_hint(color: Color) -> Text {
    let (de, en) = color_names(color);
    let (german, english) = (format!("Suche den besten Zug für {de}."), format!("Look for the best move for {en}."));
    Text::from_pairs([("de", german.as_str()), ("en", english.as_str())])
}

/// The solution LoGo wrote into files before December 2026, naming every
/// right move (`names`, as the board's edge writes them) for `color`.
fn former_solution(color: Color, names: &[String]) -> Text {
    let (de, en) = color_names(color);
    let (german, english) = match names {
        [one] => (format!("{de} spielt {one}."), format!("{en} plays {one}.")),
        many => {
            let list = many.join(", ");
            (format!("{de} hat mehrere gute Züge: {list}."), format!("{en} has several good moves: {list}."))
        }
    };
    Text::from_pairs([("de", german.as_str()), ("en", english.as_str())])
}

/// The colour's name in the two languages of those files.
fn color_names(color: Color) -> (&'static str, &'static str) {
    match color {
        Color::Black => ("Schwarz", "Black"),
        Color::White => ("Weiß", "White"),
    }
}

impl LearnService {
    /// "Meine Aufgaben" as read last.
    pub(super) fn mine_now(&self) -> Arc<Mine> {
        self.mine.lock().map(|m| Arc::clone(&m)).unwrap_or_default()
    }

    async fn reread_mine(&self) {
        let fresh = Arc::new(Mine::read(&self.store).await);
        if let Ok(mut mine) = self.mine.lock() {
            *mine = fresh;
        }
    }

    /// The teacher's exercises with the learner's progress, in the order they were saved.
    pub async fn my_exercises(&self) -> Vec<MyExerciseView> {
        let mine = self.mine_now();
        let (progress, _): (Progress, _) = self.progress().await;
        let solved = |page: &str| progress.page(MY_EXERCISES, page).is_some_and(|p| p.solved_at.is_some());
        mine.titles
            .iter()
            .map(|(page, title, _)| MyExerciseView {
                lesson: MY_EXERCISES.to_owned(),
                page: page.clone(),
                title: title.clone(),
                solved: solved(page),
            })
            .collect()
    }

    /// Keeps an exercise (a lesson file of one page the teaching board
    /// wrote and the lessons engine checked); returns it as listed.
    pub async fn add_my_exercise(&self, title: &str, lesson: &str) -> Result<MyExerciseView, AppError> {
        let stored = self.store.add_my_exercise(title, lesson).await;
        let id = stored.map_err(|e| AppError::LibraryNotSaved { problem: DbProblem::from(e.problem) })?;
        self.reread_mine().await;
        let page = my_exercise_page(id);
        Ok(MyExerciseView { lesson: MY_EXERCISES.to_owned(), page, title: title.trim().to_owned(), solved: false })
    }

    /// Deletes the exercise on `page` with its progress.
    pub async fn delete_my_exercise(&self, page: &str) -> Result<(), AppError> {
        let mine = self.mine_now();
        let id = mine.titles.iter().find(|(p, _, _)| p == page).map(|&(_, _, id)| id);
        let id = id.ok_or(AppError::InvalidArgument { argument: ArgumentName::Page })?;
        let deleted = self.store.delete_my_exercise(id).await;
        deleted.map_err(|e| AppError::LibraryNotSaved { problem: DbProblem::from(e.problem) })?;
        self.reread_mine().await;
        Ok(())
    }
}
