//! The learn service: the Grundkurs and the glossary with the learner's
//! progress, for the Learn screen, the lesson player and the glossary screen.
//! The short rules ("Regeln in Kürze") are played like a lesson under their
//! own id ([`RULES_ID`]), though the course list does not show them.
//!
//! The course ships inside the app and is kept in the database
//! ([`content`]); the learner's progress is stored at once, after every
//! page opened and every answer, keyed by lesson and page ids. Answers are
//! checked by logo-lessons' engine on go-core; the verdicts come back as
//! data ([`views::Verdict`]), the author's words in the learner's language
//! with the English fallback marked.

pub mod content;
mod exercise;
mod glossary;
pub mod mine;
mod progress;
#[cfg(test)]
mod tests;
pub mod text;
pub mod views;

use crate::database::DbProblem;
use crate::error::{AppError, ArgumentName};
use content::{LoadedCourse, shipped_files, sync_and_load};
use exercise::{board_view, check, exercise_view, refused, restore, verdict};
use go_core::Point;
use logo_lessons::{Course, ExerciseState, Lesson, Page, SourceFile, Text, count_with, solution};
use mine::{LessonRef, Mine};

pub use logo_lessons::course::RULES_ID;
use logo_store::Store;
use progress::{Progress, count};
use text::rich;
use tokio::sync::Mutex;
use views::{
    Answer, AnswerView, ContentProblem, CountMarking, CourseView, EntrySummary, EntryView, LessonSummary, PageView,
    SolutionView,
};

/// The course, the glossary and the learner's progress over the database.
pub struct LearnService {
    store: Store,
    course: Course,
    problems: Vec<ContentProblem>,
    /// Set when the course could not be kept in the database.
    db_problem: Option<DbProblem>,
    /// One answer at a time, so two quick clicks cannot race on the stored state.
    answering: Mutex<()>,
    /// The teacher's own exercises ("Meine Aufgaben"), as last read from the database.
    mine: std::sync::Mutex<std::sync::Arc<Mine>>,
}

impl LearnService {
    /// The service over `store` with the course this app ships.
    pub async fn open(store: Store) -> LearnService {
        LearnService::open_with(store, &shipped_files()).await
    }

    /// The service over `store` with `shipped` as the course (tests use
    /// their own files). Content that cannot be read is reported, never fatal.
    pub async fn open_with(store: Store, shipped: &[SourceFile]) -> LearnService {
        let (LoadedCourse { course, problems }, db_problem) = sync_and_load(&store, shipped).await;
        let problems = problems
            .into_iter()
            .map(|p| ContentProblem { file: p.file, line: count(p.line), message: p.message })
            .collect();
        let mine = std::sync::Mutex::new(std::sync::Arc::new(Mine::read(&store).await));
        LearnService { store, course, problems, db_problem, answering: Mutex::new(()), mine }
    }

    /// The course with the learner's progress and where to continue.
    pub async fn course(&self, language: &str) -> CourseView {
        let (progress, problem) = self.progress().await;
        let lessons = self
            .course
            .index
            .iter()
            .enumerate()
            .map(|(k, entry)| LessonSummary {
                id: entry.id.clone(),
                number: count(k + 1),
                title: text::local(&entry.title, language),
                status: progress.status(self.course.lesson(&entry.id)),
            })
            .collect();
        CourseView {
            lessons,
            resume: progress.resume(&self.course, language),
            problems: self.problems.clone(),
            unsaved: problem.or(self.db_problem),
        }
    }

    /// Opens a page of a lesson (`None`: where the lesson was left, or its
    /// first page) and records it as seen and as the place to continue.
    pub async fn page(&self, lesson: &str, page: Option<&str>, language: &str) -> Result<PageView, AppError> {
        let lesson = self.lesson(lesson)?;
        let (progress, _) = self.progress().await;
        let id = match page {
            Some(id) => id,
            None => progress.place(&lesson).or_else(|| lesson.pages.first().map(|p| p.id.as_str())).unwrap_or(""),
        };
        let page = page_of(&lesson, id)?;
        let saved = self.store.visit_page(&lesson.id, &page.id).await.err().map(|e| DbProblem::from(e.problem));
        let (progress, _) = self.progress().await;
        let mut view = self.page_view(&lesson, page, &progress, language)?;
        view.unsaved = saved.or(view.unsaved);
        Ok(view)
    }

    /// Checks an answer and stores the exercise at once (solved or not).
    pub async fn answer(
        &self,
        lesson: &str,
        page: &str,
        answer: &Answer,
        language: &str,
    ) -> Result<AnswerView, AppError> {
        let _one_at_a_time = self.answering.lock().await;
        let lesson = self.lesson(lesson)?;
        let (page, exercise) = exercise_of(&lesson, page)?;
        let (progress, _) = self.progress().await;
        let mut state = restore(exercise, progress.page(&lesson.id, &page.id).and_then(|p| p.exercise_state.as_ref()));
        let attempt = check(exercise, &mut state, answer)?;
        let saved = self.save(&lesson, page, Some(&state)).await;
        let (progress, _) = self.progress().await;
        let mut view = self.page_view(&lesson, page, &progress, language)?;
        view.unsaved = saved.or(view.unsaved);
        Ok(AnswerView { verdict: verdict(attempt, exercise, language, &self.course.glossary), page: view })
    }

    /// Starts the exercise afresh (an exercise once solved stays counted as solved).
    pub async fn reset(&self, lesson: &str, page: &str, language: &str) -> Result<PageView, AppError> {
        let _one_at_a_time = self.answering.lock().await;
        let lesson = self.lesson(lesson)?;
        let (page, _) = exercise_of(&lesson, page)?;
        let saved = self.save(&lesson, page, None).await;
        let (progress, _) = self.progress().await;
        let mut view = self.page_view(&lesson, page, &progress, language)?;
        view.unsaved = saved.or(view.unsaved);
        Ok(view)
    }

    /// The exercise's solution with the author's explanation.
    pub fn solution(&self, lesson: &str, page: &str, language: &str) -> Result<SolutionView, AppError> {
        let lesson = self.lesson(lesson)?;
        let (_, exercise) = exercise_of(&lesson, page)?;
        let answer = solution(exercise).map_err(refused)?;
        let score = match answer {
            logo_lessons::Solution::Count { .. } => Some(count_with(exercise, &exercise.setup.dead).map_err(refused)?),
            _ => None,
        };
        let also = match &exercise.task {
            logo_lessons::exercise::Task::Play(task) => {
                task.answers.iter().skip(1).filter_map(|line| line.first().copied()).collect()
            }
            _ => Vec::new(),
        };
        let text = rich(exercise.solution.as_ref().unwrap_or(&Text::default()), language, &self.course.glossary);
        Ok(SolutionView { answer, also, text, score })
    }

    /// The scoring mode of a count exercise: the chain on `toggle` changes
    /// between alive and dead, given the stones marked `dead` so far.
    pub fn count_marking(
        &self,
        lesson: &str,
        page: &str,
        dead: &[Point],
        toggle: Point,
    ) -> Result<CountMarking, AppError> {
        let lesson = self.lesson(lesson)?;
        let (_, exercise) = exercise_of(&lesson, page)?;
        if exercise.task.kind() != logo_lessons::Kind::Count {
            return Err(AppError::ExerciseRefused { problem: crate::error::ExerciseProblem::WrongKind });
        }
        let start = logo_lessons::position(exercise, &ExerciseState::default()).map_err(refused)?;
        let board = start.board();
        let chain = board.chain(toggle).ok_or(AppError::NoStone { point: toggle })?;
        let mut marked: Vec<Point> = dead.iter().copied().filter(|p| board.get(*p).is_some()).collect();
        if marked.contains(&toggle) {
            marked.retain(|p| !chain.stones.contains(p));
        } else {
            marked.extend(chain.stones);
        }
        let score = count_with(exercise, &marked).map_err(refused)?;
        Ok(CountMarking { dead: score.points.dead.clone(), score })
    }

    /// Every glossary entry, alphabetically in `language`.
    pub fn glossary(&self, language: &str) -> Vec<EntrySummary> {
        glossary::list(&self.course, language)
    }

    /// The entries that match `query` in any language of the glossary (folded,
    /// by word prefix), best first; the in-memory search if the database fails.
    pub async fn search_glossary(&self, query: &str, language: &str) -> Vec<EntrySummary> {
        match self.store.search_glossary(query).await {
            Ok(ids) => glossary::hits(&self.course, &ids, query, language),
            Err(_) => self
                .course
                .glossary
                .search(query, language)
                .into_iter()
                .map(|e| glossary::summary(e, language))
                .collect(),
        }
    }

    /// One glossary entry in full.
    pub fn entry(&self, id: &str, language: &str) -> Result<EntryView, AppError> {
        glossary::entry(&self.course, id, language).ok_or(AppError::InvalidArgument { argument: ArgumentName::Entry })
    }

    /// A lesson of the course's index, the short rules under [`RULES_ID`], or the teacher's own exercises.
    fn lesson(&self, id: &str) -> Result<LessonRef<'_>, AppError> {
        if id == logo_store::MY_EXERCISES {
            return Ok(LessonRef::Mine(self.mine_now()));
        }
        let listed = self.course.index.iter().any(|e| e.id == id);
        let rules = self.course.rules.as_ref().filter(|r| r.id == id);
        let lesson = self.course.lesson(id).filter(|_| listed).or(rules);
        lesson.map(LessonRef::Course).ok_or(AppError::InvalidArgument { argument: ArgumentName::Lesson })
    }

    async fn progress(&self) -> (Progress, Option<DbProblem>) {
        let pages = self.store.course_progress().await;
        let places = self.store.lesson_places().await;
        match (pages, places) {
            (Ok(pages), Ok(places)) => (Progress { pages, places }, None),
            (Err(e), _) | (_, Err(e)) => (Progress::default(), Some(DbProblem::from(e.problem))),
        }
    }

    async fn save(&self, lesson: &Lesson, page: &Page, state: Option<&ExerciseState>) -> Option<DbProblem> {
        let json = state.and_then(|s| serde_json::to_value(s).ok());
        let solved = state.is_some_and(|s| s.solved);
        let saved = self.store.save_exercise(&lesson.id, &page.id, json.as_ref(), solved).await;
        saved.err().map(|e| DbProblem::from(e.problem))
    }

    fn page_view(
        &self,
        lesson: &Lesson,
        page: &Page,
        progress: &Progress,
        language: &str,
    ) -> Result<PageView, AppError> {
        let number = lesson.pages.iter().position(|p| p.id == page.id).unwrap_or(0);
        let neighbour = |k: Option<usize>| k.and_then(|k| lesson.pages.get(k)).map(|p| p.id.clone());
        let stored = progress.page(&lesson.id, &page.id);
        let (exercise, board) = match &page.exercise {
            Some(exercise) => {
                let state = restore(exercise, stored.and_then(|p| p.exercise_state.as_ref()));
                let solved_before = stored.is_some_and(|p| p.solved_at.is_some());
                let (view, board) = exercise_view(exercise, &state, solved_before, language, &self.course.glossary)?;
                (Some(view), Some(board))
            }
            None => (None, page.diagram.as_ref().map(|d| board_view(d, None))),
        };
        let place = progress::place(&self.course, lesson, &page.id, language);
        Ok(PageView {
            lesson: lesson.id.clone(),
            title: place.title,
            page: page.id.clone(),
            number: count(number + 1),
            pages: count(lesson.pages.len()),
            previous: neighbour(number.checked_sub(1)),
            next: neighbour(Some(number + 1)),
            text: rich(&page.text, language, &self.course.glossary),
            board,
            exercise,
            lesson_done: progress.is_done(lesson),
            open_exercises: progress.open_exercises(lesson),
            unsaved: self.db_problem,
        })
    }
}

fn page_of<'a>(lesson: &'a Lesson, id: &str) -> Result<&'a Page, AppError> {
    lesson.page(id).ok_or(AppError::InvalidArgument { argument: ArgumentName::Page })
}

/// Page `id` of `lesson` and its exercise; refused if it has none.
fn exercise_of<'a>(lesson: &'a Lesson, id: &str) -> Result<(&'a Page, &'a logo_lessons::Exercise), AppError> {
    let page = page_of(lesson, id)?;
    let exercise = page.exercise.as_ref().ok_or(AppError::InvalidArgument { argument: ArgumentName::Page })?;
    Ok((page, exercise))
}
