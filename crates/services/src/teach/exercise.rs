//! Saving the position shown as an exercise for "Meine Aufgaben": the
//! teacher names one or more right moves (and may name wrong ones with a
//! sentence each); the exercise is written as a lesson file of one page in
//! the course's own format — a `play` exercise whose goal is a stone of the
//! player to move on one of the right points — and checked by the lessons
//! engine on go-core (every right move solves it, every wrong one fails,
//! the goal does not hold at the start) before it is kept.
//!
//! The teacher's words (title, comment, hint, feedback) are written in one
//! language and stand for both of the course's required languages. Where the
//! teacher gives no hint, and for the solution, the file holds none: the
//! lesson player words them from the exercise's data in the learner's
//! language (see `learn::mine`).

use super::editor::TeachEditor;
use super::exercise_file::{LessonFile, lesson_text};
pub use super::exercise_file::{course_around, lesson_title};
pub use super::exercise_spec::{ExerciseSpec, WrongMove};
use crate::error::{AppError, ArgumentName, ExerciseDraftProblem};
use go_core::{IllegalMove, NodePosition, Point};
use logo_store::MAX_EXERCISE_TITLE_CHARS;

/// The longest hint or feedback sentence, in characters.
pub const MAX_SENTENCE_CHARS: usize = 500;
/// The board sides the course's diagrams allow.
pub const EXERCISE_SIDES: std::ops::RangeInclusive<u8> = 5..=19;

/// The lesson file of the exercise on the node shown, checked by the lessons engine.
pub fn exercise_lesson(editor: &TeachEditor, spec: &ExerciseSpec) -> Result<String, AppError> {
    let title = spec.title.trim();
    if title.is_empty() || title.chars().count() > MAX_EXERCISE_TITLE_CHARS || title.contains(['\n', '\r']) {
        return Err(AppError::InvalidArgument { argument: ArgumentName::Title });
    }
    if spec.hint.chars().count() > MAX_SENTENCE_CHARS {
        return Err(AppError::InvalidArgument { argument: ArgumentName::Comment });
    }
    let position = editor.position()?;
    check_marks(&position, spec).map_err(|problem| AppError::ExerciseNotSaved { problem })?;
    let rules = editor.record().tree().info().rules.rules;
    let content = editor.content()?;
    let comment = content.comment.clone().unwrap_or_default();
    let file = LessonFile::new(&position, rules, spec, (title, &comment), &content.markup);
    let text = lesson_text(&file)
        .map_err(|detail| AppError::ExerciseNotSaved { problem: ExerciseDraftProblem::Refused { detail } })?;
    checked(text)
}

/// The marks checked against the position: a square board of 5 to 19, at
/// least one right move, every marked move playable, no point both right and
/// wrong, a sentence for every wrong move.
fn check_marks(position: &NodePosition, spec: &ExerciseSpec) -> Result<(), ExerciseDraftProblem> {
    let size = position.board.size();
    if !size.is_square() || !EXERCISE_SIDES.contains(&size.width) {
        return Err(ExerciseDraftProblem::BoardSize { min: *EXERCISE_SIDES.start(), max: *EXERCISE_SIDES.end() });
    }
    if spec.correct.is_empty() {
        return Err(ExerciseDraftProblem::NoCorrectMove);
    }
    for &point in spec.correct.iter().chain(spec.wrong.iter().map(|w| &w.point)) {
        playable(position, point)?;
    }
    for wrong in &spec.wrong {
        if spec.correct.contains(&wrong.point) {
            return Err(ExerciseDraftProblem::RightAndWrong { point: wrong.point });
        }
        let words = wrong.feedback.trim();
        if words.is_empty() || words.chars().count() > MAX_SENTENCE_CHARS {
            return Err(ExerciseDraftProblem::Feedback { point: wrong.point });
        }
    }
    Ok(())
}

/// Whether the player to move may play `point`.
fn playable(position: &NodePosition, point: Point) -> Result<(), ExerciseDraftProblem> {
    let refused = |reason| ExerciseDraftProblem::NotPlayable { point, reason };
    if !position.board.size().contains(point) {
        return Err(refused(IllegalMove::OffBoard));
    }
    if position.board.get(point).is_some() {
        return Err(refused(IllegalMove::Occupied));
    }
    match position.illegal.iter().find(|i| i.point == point) {
        Some(illegal) => Err(refused(illegal.reason)),
        None => Ok(()),
    }
}

/// `text` if the lessons engine reads and validates it without a problem.
fn checked(text: String) -> Result<String, AppError> {
    let files = course_around(&text);
    let report = logo_lessons::validate(&files);
    match report.errors.first() {
        None => Ok(text),
        Some(problem) => {
            let detail = format!("{}:{}: {}", problem.file, problem.line, problem.message);
            Err(AppError::ExerciseNotSaved { problem: ExerciseDraftProblem::Refused { detail } })
        }
    }
}
