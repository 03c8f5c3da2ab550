//! How far the learner is: each lesson's status from the pages seen and the
//! exercises solved, and where to continue. Read from the database's
//! progress rows; computed, never stored, so content updates cannot leave
//! a stale status behind.

use crate::learn::text::local;
use crate::learn::views::{LessonStatus, PageNumber, Place};
use logo_lessons::{Course, Lesson};
use logo_store::{LessonPlace, PageProgress};

/// The learner's progress as stored.
#[derive(Clone, Debug, Default)]
pub struct Progress {
    /// Every page opened.
    pub pages: Vec<PageProgress>,
    /// The page each lesson was left on, latest first.
    pub places: Vec<LessonPlace>,
}

impl Progress {
    /// The progress on one page, if it was opened.
    pub fn page(&self, lesson: &str, page: &str) -> Option<&PageProgress> {
        self.pages.iter().find(|p| p.lesson_id == lesson && p.page_id == page)
    }

    /// The page `lesson` was left on, if it still has it.
    pub fn place<'a>(&self, lesson: &'a Lesson) -> Option<&'a str> {
        let place = self.places.iter().find(|p| p.lesson_id == lesson.id)?;
        lesson.page(&place.page_id).map(|p| p.id.as_str())
    }

    /// Whether every exercise of `lesson` is solved (every page seen, for a
    /// lesson without exercises).
    pub fn is_done(&self, lesson: &Lesson) -> bool {
        let solved = |id: &str| self.page(&lesson.id, id).is_some_and(|p| p.solved_at.is_some());
        let seen = |id: &str| self.page(&lesson.id, id).is_some();
        if lesson.exercise_count() == 0 {
            !lesson.pages.is_empty() && lesson.pages.iter().all(|p| seen(&p.id))
        } else {
            lesson.pages.iter().filter(|p| p.exercise.is_some()).all(|p| solved(&p.id))
        }
    }

    /// The exercise pages of `lesson` not solved yet, in the lesson's order.
    pub fn open_exercises(&self, lesson: &Lesson) -> Vec<PageNumber> {
        let solved = |id: &str| self.page(&lesson.id, id).is_some_and(|p| p.solved_at.is_some());
        lesson
            .pages
            .iter()
            .enumerate()
            .filter(|(_, p)| p.exercise.is_some() && !solved(&p.id))
            .map(|(k, p)| PageNumber { page: p.id.clone(), number: count(k + 1) })
            .collect()
    }

    /// The lesson's status; `None` for a lesson this build does not have.
    pub fn status(&self, lesson: Option<&Lesson>) -> LessonStatus {
        let Some(lesson) = lesson else { return LessonStatus::Unavailable };
        if self.is_done(lesson) {
            return LessonStatus::Done;
        }
        if !self.pages.iter().any(|p| p.lesson_id == lesson.id && lesson.page(&p.page_id).is_some()) {
            return LessonStatus::NotStarted;
        }
        let page = self.place(lesson).and_then(|id| lesson.pages.iter().position(|p| p.id == id)).unwrap_or(0);
        let solved = lesson
            .pages
            .iter()
            .filter(|p| p.exercise.is_some() && self.page(&lesson.id, &p.id).is_some_and(|s| s.solved_at.is_some()))
            .count();
        LessonStatus::InProgress {
            page: count(page + 1),
            pages: count(lesson.pages.len()),
            solved: count(solved),
            exercises: count(lesson.exercise_count()),
        }
    }

    /// Where to continue: the page last opened, if its lesson is not done;
    /// otherwise the first lesson not done, where it was left or at its start.
    pub fn resume(&self, course: &Course, language: &str) -> Option<Place> {
        let latest = self.places.first().and_then(|p| course.lesson(&p.lesson_id));
        let open = |lesson: &&Lesson| !lesson.pages.is_empty() && !self.is_done(lesson);
        let lesson = latest
            .filter(open)
            .or_else(|| course.index.iter().filter_map(|entry| course.lesson(&entry.id)).find(|l| open(l)))?;
        let page = self.place(lesson).or_else(|| lesson.pages.first().map(|p| p.id.as_str()))?;
        Some(place(course, lesson, page, language))
    }
}

/// A page of a lesson to open.
pub fn place(course: &Course, lesson: &Lesson, page: &str, language: &str) -> Place {
    let number = lesson.pages.iter().position(|p| p.id == page).map_or(1, |k| k + 1);
    let title = course.index.iter().find(|e| e.id == lesson.id).map_or(&lesson.title, |e| &e.title);
    Place {
        lesson: lesson.id.clone(),
        page: page.to_owned(),
        title: local(title, language),
        number: count(number),
        pages: count(lesson.pages.len()),
    }
}

/// A count for the UI (lessons have far fewer than 2^32 pages).
pub fn count(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}
