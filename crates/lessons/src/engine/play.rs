//! Clicks on the board: playing moves towards a goal, and finding a point the
//! rules forbid.

use super::{Attempt, ExerciseError, ExerciseState, ready, record, start_game};
use crate::exercise::{Exercise, ForbiddenTask, Kind, PlayTask, Task};
use crate::goal::{Scene, refusal};
use crate::why::{Feedback, Why};
use go_core::{Game, Move, Point};

/// Checks a click on `point`.
///
/// Play: an illegal move is refused with go-core's reason and leaves the
/// board as it was; a legal move that meets the goal solves the exercise; one
/// that does not but has a scripted reply is answered (`Continue`); any other
/// is wrong, with the fact that misses the goal (as far as it does not name
/// the right move: [`Why::for_wrong_move`]) and the author's words.
///
/// Forbidden: the click is right when go-core refuses that point for the
/// exercise's reason; the refusal is returned for the explanation.
pub fn check_move(exercise: &Exercise, state: &mut ExerciseState, point: Point) -> Result<Attempt, ExerciseError> {
    ready(exercise, state, &[Kind::Play, Kind::Forbidden])?;
    if !exercise.diagram.view.contains(point) {
        return Err(ExerciseError::OutsideView { point });
    }
    let attempt = match &exercise.task {
        Task::Play(task) => play(exercise, task, state, point)?,
        Task::Forbidden(task) => forbidden(exercise, task, point)?,
        _ => return Err(ExerciseError::WrongKind { kind: exercise.task.kind() }),
    };
    Ok(record(state, attempt))
}

/// The position to show for `state`: the start, the learner's accepted moves
/// and the opponent's replies.
pub fn position(exercise: &Exercise, state: &ExerciseState) -> Result<Game, ExerciseError> {
    let start = start_game(exercise)?;
    match &exercise.task {
        Task::Play(task) => replay(exercise, task, &start, &state.moves),
        _ if state.moves.is_empty() => Ok(start),
        _ => Err(ExerciseError::StaleState),
    }
}

fn play(
    exercise: &Exercise,
    task: &PlayTask,
    state: &mut ExerciseState,
    point: Point,
) -> Result<Attempt, ExerciseError> {
    let start = start_game(exercise)?;
    let mut now = replay(exercise, task, &start, &state.moves)?;
    let mut line = state.moves.clone();
    line.push(point);
    let listed = task.wrong.iter().find(|w| w.line == line);
    let color = now.to_play();
    if let Err(reason) = now.play(Move::Play(point)) {
        let feedback = Feedback::because(vec![Why::Refused { point, color, reason }]);
        return Ok(Attempt::Wrong { feedback: feedback.with_text(listed.map(|w| &w.feedback)) });
    }
    let verdict = task.goal.check(&Scene { start: &start, now: &now });
    if verdict.held {
        state.moves = line;
        return Ok(Attempt::Correct { refusal: None });
    }
    let reasons: Vec<Why> = verdict.fact.for_wrong_move(now.board(), point).into_iter().collect();
    if let Some(wrong) = listed {
        let feedback = Feedback { reasons, text: Some(wrong.feedback.clone()), refutation: wrong.reply };
        return Ok(Attempt::Wrong { feedback });
    }
    if let Some(&reply) = task.replies.get(&line) {
        now.play(reply).map_err(|e| ExerciseError::broken(format!("the scripted reply is illegal: {e}")))?;
        state.moves = line;
        return Ok(Attempt::Continue { reply });
    }
    Ok(Attempt::Wrong { feedback: Feedback::because(reasons).with_text(task.otherwise.as_ref()) })
}

fn forbidden(exercise: &Exercise, task: &ForbiddenTask, point: Point) -> Result<Attempt, ExerciseError> {
    let start = start_game(exercise)?;
    let fact = refusal(&start, point, exercise.setup.to_play);
    if matches!(fact, Why::Refused { reason, .. } if reason == task.reason) {
        return Ok(Attempt::Correct { refusal: Some(fact) });
    }
    let listed = task.wrong.iter().find(|w| w.point == point).map(|w| &w.feedback);
    Ok(Attempt::Wrong { feedback: Feedback::because(vec![fact]).with_text(listed) })
}

/// The start position with the learner's `moves` and the scripted replies
/// played; a move that no longer replays means the stored progress is stale.
pub(crate) fn replay(
    exercise: &Exercise,
    task: &PlayTask,
    start: &Game,
    moves: &[Point],
) -> Result<Game, ExerciseError> {
    let mut game = start.clone();
    for k in 1..=moves.len() {
        let line = moves.get(..k).unwrap_or_default();
        let point = *line.last().ok_or(ExerciseError::StaleState)?;
        game.play_as(exercise.setup.to_play, Move::Play(point)).map_err(|_| ExerciseError::StaleState)?;
        if k < moves.len() || task.replies.contains_key(line) {
            let reply = task.replies.get(line).ok_or(ExerciseError::StaleState)?;
            game.play(*reply).map_err(|_| ExerciseError::StaleState)?;
        }
    }
    Ok(game)
}
