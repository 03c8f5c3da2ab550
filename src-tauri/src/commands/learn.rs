//! Commands of the Learn screen, the lesson player and the glossary. Each
//! passes the UI's language (`de`, `en`, …) so texts come back in it, with
//! the English fallback marked.

use crate::dto::{
    Answer, AnswerView, AppError, CountMarking, CourseView, EntrySummary, EntryView, PageView, SolutionView,
};
use crate::state::AppState;
use go_core::Point;
use tauri::State;

/// The longest language tag or search text accepted, in bytes.
const MAX_TEXT: usize = 200;

fn checked(text: &str) -> Result<&str, AppError> {
    if text.len() > MAX_TEXT {
        return Err(AppError::InvalidArgument { argument: crate::dto::ArgumentName::Texts });
    }
    Ok(text)
}

/// The course with the learner's progress and where to continue.
#[tauri::command]
pub async fn learn_course(language: String, state: State<'_, AppState>) -> Result<CourseView, AppError> {
    Ok(state.learn.course(checked(&language)?).await)
}

/// Opens a page of a lesson (`page` absent: where the lesson was left) and records the visit.
#[tauri::command]
pub async fn learn_page(
    lesson: String,
    page: Option<String>,
    language: String,
    state: State<'_, AppState>,
) -> Result<PageView, AppError> {
    state.learn.page(&lesson, page.as_deref(), checked(&language)?).await
}

/// Checks an answer to the exercise on a page and stores the exercise at once.
#[tauri::command]
pub async fn learn_answer(
    lesson: String,
    page: String,
    answer: Answer,
    language: String,
    state: State<'_, AppState>,
) -> Result<AnswerView, AppError> {
    state.learn.answer(&lesson, &page, &answer, checked(&language)?).await
}

/// Starts the exercise on a page afresh.
#[tauri::command]
pub async fn learn_reset(
    lesson: String,
    page: String,
    language: String,
    state: State<'_, AppState>,
) -> Result<PageView, AppError> {
    state.learn.reset(&lesson, &page, checked(&language)?).await
}

/// The solution of the exercise on a page.
#[tauri::command]
pub fn learn_solution(
    lesson: String,
    page: String,
    language: String,
    state: State<'_, AppState>,
) -> Result<SolutionView, AppError> {
    state.learn.solution(&lesson, &page, checked(&language)?)
}

/// A count exercise's scoring mode: marks the chain on `toggle` dead or alive again.
#[tauri::command]
pub fn learn_count_marking(
    lesson: String,
    page: String,
    dead: Vec<Point>,
    toggle: Point,
    state: State<'_, AppState>,
) -> Result<CountMarking, AppError> {
    state.learn.count_marking(&lesson, &page, &dead, toggle)
}

/// Every glossary entry, alphabetically.
#[tauri::command]
pub fn glossary_list(language: String, state: State<'_, AppState>) -> Result<Vec<EntrySummary>, AppError> {
    Ok(state.learn.glossary(checked(&language)?))
}

/// The glossary entries matching a search text, best first.
#[tauri::command]
pub async fn glossary_search(
    query: String,
    language: String,
    state: State<'_, AppState>,
) -> Result<Vec<EntrySummary>, AppError> {
    Ok(state.learn.search_glossary(checked(&query)?, checked(&language)?).await)
}

/// One glossary entry in full.
#[tauri::command]
pub fn glossary_entry(id: String, language: String, state: State<'_, AppState>) -> Result<EntryView, AppError> {
    state.learn.entry(&id, checked(&language)?)
}
