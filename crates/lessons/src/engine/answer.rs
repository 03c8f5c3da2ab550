//! Answers that are not moves: a set of points, an option, a number.

use super::{Attempt, ExerciseError, ExerciseState, ready, record, start_game};
use crate::exercise::{Exercise, Kind, Task, WrongPoint};
use crate::expr::Position;
use crate::goal::Scene;
use crate::why::{Feedback, Why};
use go_core::Point;
use go_core::score::HalfPoints;

/// Checks a set of selected points against the set computed from the position.
/// A wrong selection is told which selected points do not belong and how many
/// are missing (not which: that is for the learner to find).
pub fn check_selection(
    exercise: &Exercise,
    state: &mut ExerciseState,
    selection: &[Point],
) -> Result<Attempt, ExerciseError> {
    ready(exercise, state, &[Kind::Select])?;
    let Task::Select(task) = &exercise.task else {
        return Err(ExerciseError::WrongKind { kind: exercise.task.kind() });
    };
    if let Some(&point) = selection.iter().find(|p| !exercise.diagram.view.contains(**p)) {
        return Err(ExerciseError::OutsideView { point });
    }
    let start = start_game(exercise)?;
    let expected =
        task.expected.eval(Position { game: &start, setup: &exercise.setup }).map_err(ExerciseError::broken)?;
    let attempt = compare_points(&expected, selection, &task.wrong);
    Ok(record(state, attempt))
}

/// The verdict on a selection: right when it equals `expected`.
pub(crate) fn compare_points(expected: &[Point], selection: &[Point], explained: &[WrongPoint]) -> Attempt {
    let mut chosen = selection.to_vec();
    chosen.sort_unstable_by_key(|p| (p.y, p.x));
    chosen.dedup();
    let extra: Vec<Point> = chosen.iter().copied().filter(|p| !expected.contains(p)).collect();
    let missing = expected.iter().filter(|p| !chosen.contains(p)).count();
    if extra.is_empty() && missing == 0 {
        return Attempt::Correct { refusal: None };
    }
    let mut reasons = Vec::new();
    if !extra.is_empty() {
        reasons.push(Why::NotExpected { points: extra.clone() });
    }
    if missing > 0 {
        reasons.push(Why::Missing { count: missing });
    }
    let text = explained.iter().find(|w| extra.contains(&w.point)).map(|w| &w.feedback);
    Attempt::Wrong { feedback: Feedback::because(reasons).with_text(text) }
}

/// Checks the option with id `option`. A wrong option's feedback is the
/// author's; where the option carries a goal, go-core's fact about the
/// position comes with it, and where it says who wins the count, go-core's
/// objection (the wrong winner, or a margin too low or too high).
pub fn check_choice(exercise: &Exercise, state: &mut ExerciseState, option: &str) -> Result<Attempt, ExerciseError> {
    ready(exercise, state, &[Kind::Choice])?;
    let Task::Choice(task) = &exercise.task else {
        return Err(ExerciseError::WrongKind { kind: exercise.task.kind() });
    };
    let chosen = task
        .options
        .iter()
        .find(|o| o.id == option)
        .ok_or_else(|| ExerciseError::UnknownOption { id: option.to_owned() })?;
    let attempt = if chosen.correct {
        Attempt::Correct { refusal: None }
    } else {
        let start = start_game(exercise)?;
        let mut reasons: Vec<Why> =
            chosen.holds.iter().map(|g| g.check(&Scene { start: &start, now: &start }).fact).collect();
        if let Some(claim) = &chosen.count {
            reasons.extend(claim.check(&start, &exercise.setup).map_err(ExerciseError::broken)?.contradiction);
        }
        Attempt::Wrong { feedback: Feedback::because(reasons).with_text(chosen.feedback.as_ref()) }
    };
    Ok(record(state, attempt))
}

/// Checks a typed number (a whole or half number) against the number computed
/// from the position; a wrong one is told whether it is too low or too high.
pub fn check_number(exercise: &Exercise, state: &mut ExerciseState, answer: f64) -> Result<Attempt, ExerciseError> {
    ready(exercise, state, &[Kind::Number])?;
    let Task::Number(task) = &exercise.task else {
        return Err(ExerciseError::WrongKind { kind: exercise.task.kind() });
    };
    let start = start_game(exercise)?;
    let expected =
        task.expected.eval(Position { game: &start, setup: &exercise.setup }).map_err(ExerciseError::broken)?;
    let attempt = match compare_number(expected, answer) {
        None => Attempt::Correct { refusal: None },
        Some(why) => {
            let text = task.wrong.iter().find(|w| half_points(answer) == Some(w.value)).map(|w| &w.feedback);
            Attempt::Wrong { feedback: Feedback::because(vec![why]).with_text(text) }
        }
    };
    Ok(record(state, attempt))
}

/// `None` when `answer` equals `expected`, else whether it is too low or too high.
pub(crate) fn compare_number(expected: HalfPoints, answer: f64) -> Option<Why> {
    let expected_points = expected.as_f64();
    if half_points(answer) == Some(expected) {
        None
    } else if answer < expected_points {
        Some(Why::TooLow { color: None })
    } else {
        Some(Why::TooHigh { color: None })
    }
}

/// `answer` as half points, if it is a whole or half number.
fn half_points(answer: f64) -> Option<HalfPoints> {
    let halves = answer * 2.0;
    // Within ±1e12 halves an f64 holds integers exactly.
    (halves.is_finite() && halves.fract() == 0.0 && halves.abs() < 1.0e12)
        .then(|| HalfPoints::from_halves(halves as i64))
}
