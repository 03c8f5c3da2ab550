//! Counting a finished game in the four steps of LoGo's scoring mode:
//! neutral points, dead stones off, territory, final statistics.
//!
//! The expectations come from go-core's count of the exercise's position
//! with its dead stones, prisoners and rules, so the app's scoring mode can
//! check the learner's marking against them step by step.

use super::answer::compare_points;
use super::{Attempt, ExerciseError, ExerciseState, ready, record, start_game};
use crate::exercise::{Exercise, Kind};
use crate::expr::{PointSet, Position};
use crate::why::{Feedback, Why};
use go_core::score::{Score, ScoreView};
use go_core::{Color, GameResult, PerColor, Point};
use serde::{Deserialize, Serialize};

/// The steps of a count, in order.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum CountStep {
    /// Mark the neutral points.
    #[default]
    Neutral,
    /// Mark the dead stones.
    Dead,
    /// Count each side's territory.
    Territory,
    /// Read the result from the final statistics.
    Result,
}

impl CountStep {
    /// The step after this one.
    #[must_use]
    pub fn next(self) -> Option<CountStep> {
        match self {
            CountStep::Neutral => Some(CountStep::Dead),
            CountStep::Dead => Some(CountStep::Territory),
            CountStep::Territory => Some(CountStep::Result),
            CountStep::Result => None,
        }
    }
}

/// The learner's answer to one step.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "step", rename_all = "snake_case")]
pub enum CountAnswer {
    /// The points marked neutral.
    Neutral {
        /// The points.
        points: Vec<Point>,
    },
    /// The stones marked dead (a stone stands for its chain, as in the scoring mode).
    Dead {
        /// The points.
        points: Vec<Point>,
    },
    /// Each side's territory.
    Territory {
        /// Black's territory.
        black: u32,
        /// White's territory.
        white: u32,
    },
    /// The result in SGF notation (`W+3.5`, `B+2`, `0`).
    Result {
        /// The result.
        result: String,
    },
}

impl CountAnswer {
    fn step(&self) -> CountStep {
        match self {
            CountAnswer::Neutral { .. } => CountStep::Neutral,
            CountAnswer::Dead { .. } => CountStep::Dead,
            CountAnswer::Territory { .. } => CountStep::Territory,
            CountAnswer::Result { .. } => CountStep::Result,
        }
    }
}

/// What each step of a count expects, from go-core's count.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct CountExpectation {
    /// Step 1: the neutral points (dame and the empty points of a seki), row by row.
    pub neutral: Vec<Point>,
    /// Step 2: the dead stones, row by row.
    pub dead: Vec<Point>,
    /// Step 3: each side's territory (removed dead stones' points included).
    pub territory: PerColor<Vec<Point>>,
    /// Step 4: the final statistics, as `logo score --json` shows them.
    pub score: ScoreView,
}

/// The expectations of a count exercise.
pub fn count_expectation(exercise: &Exercise) -> Result<CountExpectation, ExerciseError> {
    let start = start_game(exercise)?;
    let at = Position { game: &start, setup: &exercise.setup };
    let neutral = PointSet::Neutral.eval(at).map_err(ExerciseError::broken)?;
    let score = exercise.setup.score(&start).map_err(ExerciseError::broken)?;
    let view = ScoreView::from(&score);
    Ok(CountExpectation { neutral, dead: score.points.dead, territory: score.points.territory, score: view })
}

/// The count of the exercise's position with the chains through `dead`
/// removed, as the scoring mode shows it live while the learner marks dead
/// stones. A point without a stone is refused as broken input.
pub fn count_with(exercise: &Exercise, dead: &[Point]) -> Result<Score, ExerciseError> {
    let start = start_game(exercise)?;
    exercise.setup.score_with(&start, dead).map_err(ExerciseError::broken)
}

/// Checks the answer to the step the learner is on; a right answer moves on
/// to the next step, and the last one solves the exercise.
pub fn check_count(
    exercise: &Exercise,
    state: &mut ExerciseState,
    answer: &CountAnswer,
) -> Result<Attempt, ExerciseError> {
    ready(exercise, state, &[Kind::Count])?;
    if answer.step() != state.step {
        return Err(ExerciseError::WrongStep { expected: state.step });
    }
    let expected = count_expectation(exercise)?;
    let verdict = match answer {
        CountAnswer::Neutral { points } => compare_points(&expected.neutral, points, &[]),
        CountAnswer::Dead { points } => {
            let board = &exercise.diagram.board;
            let chains: Vec<Point> =
                points.iter().flat_map(|&p| board.chain(p).map_or_else(|| vec![p], |c| c.stones)).collect();
            compare_points(&expected.dead, &chains, &[])
        }
        CountAnswer::Territory { black, white } => territory(&expected.score, *black, *white),
        CountAnswer::Result { result } => final_result(&expected.score.result, result),
    };
    let attempt = match (verdict, state.step.next()) {
        (Attempt::Correct { .. }, Some(next)) => {
            state.step = next;
            Attempt::NextStep { step: next }
        }
        (verdict, _) => verdict,
    };
    Ok(record(state, attempt))
}

fn territory(score: &ScoreView, black: u32, white: u32) -> Attempt {
    let off = |color: Color, right: u32, given: u32| match given.cmp(&right) {
        std::cmp::Ordering::Less => Some(Why::TooLow { color: Some(color) }),
        std::cmp::Ordering::Greater => Some(Why::TooHigh { color: Some(color) }),
        std::cmp::Ordering::Equal => None,
    };
    let reasons: Vec<Why> =
        [off(Color::Black, score.black.territory, black), off(Color::White, score.white.territory, white)]
            .into_iter()
            .flatten()
            .collect();
    if reasons.is_empty() {
        Attempt::Correct { refusal: None }
    } else {
        Attempt::Wrong { feedback: Feedback::because(reasons) }
    }
}

fn final_result(expected: &str, given: &str) -> Attempt {
    let (Some(right), given) = (GameResult::from_sgf(expected), GameResult::from_sgf(given)) else {
        return Attempt::Wrong { feedback: Feedback::because(vec![Why::WrongWinner]) };
    };
    let why = match (right, given) {
        (r, Some(g)) if r == g => return Attempt::Correct { refusal: None },
        (
            GameResult::Score { winner, margin_halves: right_margin },
            Some(GameResult::Score { winner: said, margin_halves: said_margin }),
        ) if winner == said => {
            if said_margin < right_margin {
                Why::TooLow { color: None }
            } else {
                Why::TooHigh { color: None }
            }
        }
        _ => Why::WrongWinner,
    };
    Attempt::Wrong { feedback: Feedback::because(vec![why]) }
}
