//! The lesson player's engine: it checks the learner's answers against the
//! position with go-core and says why a wrong answer is wrong.
//!
//! The learner's progress in an exercise is plain data ([`ExerciseState`])
//! that the app can store; every check takes it, replays the exercise's
//! position from it and updates it. A wrong answer never changes the
//! position: the learner tries again from the same board.
//!
//! - [`check_move`]: play and forbidden-move exercises;
//! - [`check_selection`], [`check_choice`], [`check_number`]: the others;
//! - [`check_count`] and [`count_expectation`]: the four steps of a count;
//! - [`position`] and [`solution`]: what to show.

mod answer;
mod count;
mod play;

pub use answer::{check_choice, check_number, check_selection};
pub use count::{CountAnswer, CountExpectation, CountStep, check_count, count_expectation, count_with};
pub use play::{check_move, position};

use crate::exercise::{Exercise, Kind, Task};
use crate::why::{Feedback, Why};
use go_core::score::HalfPoints;
use go_core::{Game, GameSettings, Move, PlayedMove, Point};
use serde::{Deserialize, Serialize};

/// The learner's progress in one exercise; plain data to store and restore.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ExerciseState {
    /// Play exercises: the learner's accepted moves so far (each followed on
    /// the board by its scripted reply).
    #[serde(default)]
    pub moves: Vec<Point>,
    /// Count exercises: the step the learner is on.
    #[serde(default)]
    pub step: CountStep,
    /// Whether the exercise is solved.
    #[serde(default)]
    pub solved: bool,
    /// How many wrong answers were given.
    #[serde(default)]
    pub wrong_attempts: u32,
}

/// The verdict on one answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "outcome", rename_all = "snake_case")]
pub enum Attempt {
    /// Right: the exercise is solved.
    Correct {
        /// Forbidden-move exercises: the refusal that made the click right
        /// (which point, which rule), for the explanation.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        refusal: Option<Why>,
    },
    /// Wrong: nothing changed; the learner may try again.
    Wrong {
        /// Why.
        feedback: Feedback,
    },
    /// Right so far: the opponent answers and the learner moves again.
    Continue {
        /// The opponent's move, already on the board.
        reply: Move,
    },
    /// Right: on to the next step of the count.
    NextStep {
        /// The step now to do.
        step: CountStep,
    },
}

/// Why a check could not be made at all (the app's mistake or stale
/// progress, never the learner's).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "code", rename_all = "snake_case")]
pub enum ExerciseError {
    /// The answer is of another kind than the exercise asks for.
    WrongKind {
        /// The exercise's kind.
        kind: Kind,
    },
    /// The exercise is already solved; start again from a fresh state.
    AlreadySolved,
    /// The point is not in the visible part of the board.
    OutsideView {
        /// The point.
        point: Point,
    },
    /// The stored progress does not fit the exercise (its content changed).
    StaleState,
    /// The choice exercise has no option with this id.
    UnknownOption {
        /// The id given.
        id: String,
    },
    /// The count answer is for another step than the one the learner is on.
    WrongStep {
        /// The step the learner is on.
        expected: CountStep,
    },
    /// The content is broken in a way the validator reports.
    BrokenContent {
        /// What is wrong.
        message: String,
    },
}

impl std::fmt::Display for ExerciseError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ExerciseError::WrongKind { kind } => write!(f, "the answer does not fit a {kind:?} exercise"),
            ExerciseError::AlreadySolved => write!(f, "the exercise is already solved"),
            ExerciseError::OutsideView { point } => write!(f, "point {point:?} is outside the visible board"),
            ExerciseError::StaleState => write!(f, "the stored progress does not fit the exercise"),
            ExerciseError::UnknownOption { id } => write!(f, "there is no option {id:?}"),
            ExerciseError::WrongStep { expected } => write!(f, "the count is at step {expected:?}"),
            ExerciseError::BrokenContent { message } => write!(f, "{message}"),
        }
    }
}

impl ExerciseError {
    pub(crate) fn broken(message: impl Into<String>) -> ExerciseError {
        ExerciseError::BrokenContent { message: message.into() }
    }
}

/// What the solution shows, besides the author's explanation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Solution {
    /// Play: the moves of the first answer, the opponent's replies included.
    Moves {
        /// The moves in order.
        moves: Vec<PlayedMove>,
    },
    /// Forbidden and select: the points that answer it.
    Points {
        /// The points, row by row.
        points: Vec<Point>,
    },
    /// Choice: the right option.
    Option {
        /// Its id.
        id: String,
    },
    /// Number: the number.
    Number {
        /// The number.
        value: HalfPoints,
    },
    /// Count: what each step expects.
    Count {
        /// The expectations.
        expectation: Box<CountExpectation>,
    },
}

/// The solution of `exercise`, computed from its position.
pub fn solution(exercise: &Exercise) -> Result<Solution, ExerciseError> {
    let start = start_game(exercise)?;
    let at = crate::expr::Position { game: &start, setup: &exercise.setup };
    Ok(match &exercise.task {
        Task::Play(task) => {
            let line = task.answers.first().ok_or_else(|| ExerciseError::broken("no answer"))?;
            let game = play::replay(exercise, task, &start, line)?;
            let moves = game.events().iter().skip(exercise.setup.before.len()).filter_map(as_played).collect();
            Solution::Moves { moves }
        }
        Task::Forbidden(task) => Solution::Points {
            points: crate::expr::PointSet::Illegal { color: exercise.setup.to_play, reason: task.reason }
                .eval(at)
                .map_err(ExerciseError::broken)?,
        },
        Task::Select(task) => Solution::Points { points: task.expected.eval(at).map_err(ExerciseError::broken)? },
        Task::Choice(task) => {
            let right =
                task.options.iter().find(|o| o.correct).ok_or_else(|| ExerciseError::broken("no right option"))?;
            Solution::Option { id: right.id.clone() }
        }
        Task::Number(task) => Solution::Number { value: task.expected.eval(at).map_err(ExerciseError::broken)? },
        Task::Count(_) => Solution::Count { expectation: Box::new(count_expectation(exercise)?) },
    })
}

fn as_played(event: &go_core::GameEvent) -> Option<PlayedMove> {
    match *event {
        go_core::GameEvent::Move { color, played } => Some(PlayedMove { color, played }),
        _ => None,
    }
}

/// The position when the learner begins: the diagram, then the scripted moves.
pub(crate) fn start_game(exercise: &Exercise) -> Result<Game, ExerciseError> {
    let setup = &exercise.setup;
    let board = &exercise.diagram.board;
    let first = setup.before.first().map_or(setup.to_play, |(color, _)| *color);
    let settings = GameSettings::new(board.size(), setup.rules).with_start(board, first);
    let mut game = Game::new(settings).map_err(|e| ExerciseError::broken(e.to_string()))?;
    for (k, &(color, mv)) in setup.before.iter().enumerate() {
        game.play_as(color, mv).map_err(|e| ExerciseError::broken(format!("scripted move {}: {e}", k + 1)))?;
    }
    if game.to_play() != setup.to_play {
        return Err(ExerciseError::broken("after the scripted moves it is not the learner's turn"));
    }
    Ok(game)
}

/// Refuses an answer for a solved exercise or one of the wrong kind.
fn ready(exercise: &Exercise, state: &ExerciseState, kinds: &[Kind]) -> Result<(), ExerciseError> {
    let kind = exercise.task.kind();
    if !kinds.contains(&kind) {
        return Err(ExerciseError::WrongKind { kind });
    }
    if state.solved {
        return Err(ExerciseError::AlreadySolved);
    }
    Ok(())
}

/// Records a verdict in the state and returns it.
fn record(state: &mut ExerciseState, attempt: Attempt) -> Attempt {
    match &attempt {
        Attempt::Correct { .. } => state.solved = true,
        Attempt::Wrong { .. } => state.wrong_attempts = state.wrong_attempts.saturating_add(1),
        Attempt::Continue { .. } | Attempt::NextStep { .. } => {}
    }
    attempt
}
