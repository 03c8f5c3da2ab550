//! Commands of "Meine Aufgaben": saving the teaching board's position as an
//! exercise (checked by the lessons engine first), listing and deleting.
//! The lesson player opens them with the learn commands (lesson `my-exercises`).

use crate::dto::{AppError, ExerciseSpec, MyExerciseView};
use crate::state::AppState;
use logo_services::teach::exercise::exercise_lesson;
use tauri::State;

/// Saves the position shown on teaching board `doc` as an exercise with the marks in `spec`.
#[tauri::command]
pub async fn teach_save_exercise(
    doc: u32,
    spec: ExerciseSpec,
    state: State<'_, AppState>,
) -> Result<MyExerciseView, AppError> {
    let lesson = state.teach.with_editor(doc, |editor| exercise_lesson(editor, &spec))?;
    state.learn.add_my_exercise(&spec.title, &lesson).await
}

/// The teacher's exercises with the learner's progress.
#[tauri::command]
pub async fn my_exercises(state: State<'_, AppState>) -> Result<Vec<MyExerciseView>, AppError> {
    Ok(state.learn.my_exercises().await)
}

/// Deletes the exercise on page `page` of "Meine Aufgaben", with its progress.
#[tauri::command]
pub async fn delete_my_exercise(page: String, state: State<'_, AppState>) -> Result<(), AppError> {
    state.learn.delete_my_exercise(&page).await
}
