//! The lesson player's glue to logo-lessons' engine: the learner's answer
//! goes to the engine's checks, the verdict comes back as a view with the
//! author's words in the learner's language, and the exercise's state is
//! drawn as a board.

use crate::error::{AppError, ExerciseProblem};
use crate::learn::text::{local, rich};
use crate::learn::views::{Answer, BoardView, ChoiceOptionView, CountView, ExerciseView, Region, Verdict};
use go_core::{Color, Game};
use logo_lessons::exercise::Task;
use logo_lessons::{
    Attempt, CountStep, Diagram, Exercise, ExerciseError, ExerciseState, Glossary, Text, check_choice, check_count,
    check_move, check_number, check_selection, count_with, position,
};

/// Checks `answer`, updating `state` (a wrong answer only counts the attempt).
pub fn check(exercise: &Exercise, state: &mut ExerciseState, answer: &Answer) -> Result<Attempt, AppError> {
    let attempt = match answer {
        Answer::Move { point } => check_move(exercise, state, *point),
        Answer::Selection { points } => check_selection(exercise, state, points),
        Answer::Choice { option } => check_choice(exercise, state, option),
        Answer::Number { value } => check_number(exercise, state, *value),
        Answer::Count { answer } => check_count(exercise, state, answer),
    };
    attempt.map_err(refused)
}

/// The engine's refusal as the app's error.
pub fn refused(error: ExerciseError) -> AppError {
    let problem = match error {
        ExerciseError::WrongKind { .. } => ExerciseProblem::WrongKind,
        ExerciseError::AlreadySolved => ExerciseProblem::AlreadySolved,
        ExerciseError::OutsideView { .. } => ExerciseProblem::OutsideView,
        ExerciseError::UnknownOption { .. } => ExerciseProblem::UnknownOption,
        ExerciseError::WrongStep { .. } => ExerciseProblem::WrongStep,
        ExerciseError::StaleState | ExerciseError::BrokenContent { .. } => ExerciseProblem::BrokenContent,
    };
    AppError::ExerciseRefused { problem }
}

/// The verdict with the author's words in `language`.
pub fn verdict(attempt: Attempt, exercise: &Exercise, language: &str, glossary: &Glossary) -> Verdict {
    match attempt {
        Attempt::Correct { refusal } => {
            Verdict::Correct { refusal, success: exercise.success.as_ref().map(|t| rich(t, language, glossary)) }
        }
        Attempt::Wrong { feedback } => Verdict::Wrong {
            reasons: feedback.reasons,
            text: feedback.text.as_ref().map(|t| rich(t, language, glossary)),
            refutation: feedback.refutation,
        },
        Attempt::Continue { reply } => Verdict::Continue { reply },
        Attempt::NextStep { step } => Verdict::NextStep { step },
    }
}

/// The stored state if it still fits the exercise; a fresh one otherwise
/// (the content changed under it, or it was never started).
pub fn restore(exercise: &Exercise, stored: Option<&serde_json::Value>) -> ExerciseState {
    let state: ExerciseState = stored.and_then(|v| serde_json::from_value(v.clone()).ok()).unwrap_or_default();
    if position(exercise, &state).is_ok() { state } else { ExerciseState::default() }
}

/// The exercise as the player shows it, and the board for `state`.
pub fn exercise_view(
    exercise: &Exercise,
    state: &ExerciseState,
    solved_before: bool,
    language: &str,
    glossary: &Glossary,
) -> Result<(ExerciseView, BoardView), AppError> {
    let game = position(exercise, state).map_err(refused)?;
    let options = match &exercise.task {
        Task::Choice(task) => {
            task.options.iter().map(|o| ChoiceOptionView { id: o.id.clone(), text: local(&o.text, language) }).collect()
        }
        _ => Vec::new(),
    };
    let count = match &exercise.task {
        Task::Count(task) => {
            let steps = &task.steps;
            let instruction = match state.step {
                CountStep::Neutral => &steps.neutral,
                CountStep::Dead => &steps.dead,
                CountStep::Territory => &steps.territory,
                CountStep::Result => &steps.result,
            };
            let counted = state.solved || matches!(state.step, CountStep::Territory | CountStep::Result);
            let score = if counted { Some(count_with(exercise, &exercise.setup.dead).map_err(refused)?) } else { None };
            Some(CountView { step: state.step, instruction: rich(instruction, language, glossary), score })
        }
        _ => None,
    };
    let view = ExerciseView {
        kind: exercise.task.kind(),
        to_play: exercise.setup.to_play,
        solved: state.solved,
        solved_before,
        wrong_attempts: state.wrong_attempts,
        hint: rich(exercise.hint.as_ref().unwrap_or(&Text::default()), language, glossary),
        options,
        count,
    };
    Ok((view, board_view(&exercise.diagram, Some(&game))))
}

/// A diagram's board, or the position `game` reached on it.
pub fn board_view(diagram: &Diagram, game: Option<&Game>) -> BoardView {
    let board = game.map_or(&diagram.board, Game::board);
    let view = diagram.view;
    BoardView {
        size: board.size(),
        region: Region {
            left: view.top_left.x,
            top: view.top_left.y,
            right: view.bottom_right.x,
            bottom: view.bottom_right.y,
        },
        black: board.points_of(Color::Black),
        white: board.points_of(Color::White),
        markup: diagram.markup.clone(),
        last_move: game.and_then(Game::last_move),
    }
}
