//! Exercises: pages whose answer is checked against the position by go-core.
//!
//! An exercise is data: its position (the page's diagram plus scripted
//! moves), the rules, what is asked ([`Task`]), a hint and a solution. The UI
//! never holds an answer; it hands the learner's input to the engine
//! (`crate::engine`) and shows the verdict.

mod claim;
mod raw;

pub use claim::{CountClaim, Winner};
pub(crate) use raw::RawExercise;

use crate::diagram::Diagram;
use crate::expr::{Number, PointSet};
use crate::goal::Goal;
use crate::setup::Setup;
use crate::text::Text;
use go_core::score::HalfPoints;
use go_core::{IllegalMove, Move, Point};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// What kind of answer an exercise asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    /// Play a move, or a short sequence against scripted replies, meeting a goal.
    Play,
    /// Click a point the rules forbid (the refusal is the answer).
    Forbidden,
    /// Click a set of points, then check.
    Select,
    /// Pick one of several answers.
    Choice,
    /// Type a number.
    Number,
    /// Count a finished game step by step in the scoring mode.
    Count,
}

/// One exercise, ready to be checked.
#[derive(Clone, Debug, PartialEq)]
pub struct Exercise {
    /// The page's diagram: the position before any scripted move.
    pub diagram: Diagram,
    /// Rules, scripted moves, whose turn it is, count settings.
    pub setup: Setup,
    /// A nudge in the right direction, shown on request; without one the
    /// player words a hint from the exercise's data (who is to play).
    pub hint: Option<Text>,
    /// The answer explained, shown on request; without one the player names
    /// the right moves from the exercise's data.
    pub solution: Option<Text>,
    /// Said after a correct answer, if the author wants more than "right".
    pub success: Option<Text>,
    /// What is asked.
    pub task: Task,
}

/// What an exercise asks, by kind.
#[derive(Clone, Debug, PartialEq)]
pub enum Task {
    /// Play moves meeting a goal.
    Play(PlayTask),
    /// Find a point the rules forbid.
    Forbidden(ForbiddenTask),
    /// Select a set of points.
    Select(SelectTask),
    /// Pick an answer.
    Choice(ChoiceTask),
    /// Type a number.
    Number(NumberTask),
    /// Count a finished game.
    Count(CountTask),
}

impl Task {
    /// The task's kind.
    #[must_use]
    pub fn kind(&self) -> Kind {
        match self {
            Task::Play(_) => Kind::Play,
            Task::Forbidden(_) => Kind::Forbidden,
            Task::Select(_) => Kind::Select,
            Task::Choice(_) => Kind::Choice,
            Task::Number(_) => Kind::Number,
            Task::Count(_) => Kind::Count,
        }
    }
}

/// Play a move or a sequence; the goal is checked after each of the learner's moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayTask {
    /// What the position must show after the learner's move.
    pub goal: Goal<Point>,
    /// Lines of the learner's moves that solve it (the first is shown as the
    /// solution; the validator plays them all).
    pub answers: Vec<Vec<Point>>,
    /// The opponent's reply after each of these lines of the learner's moves.
    pub replies: BTreeMap<Vec<Point>, Move>,
    /// Wrong moves the author explains.
    pub wrong: Vec<WrongMove>,
    /// Said after any other legal move that misses the goal.
    pub otherwise: Option<Text>,
}

/// A wrong move the author explains.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WrongMove {
    /// The learner's moves, the last of them the wrong one.
    pub line: Vec<Point>,
    /// The rule that must refuse the move, if the point is illegal.
    pub reason: Option<IllegalMove>,
    /// The opponent's answer that punishes the move, shown on the board.
    pub reply: Option<Move>,
    /// Why the move is wrong.
    pub feedback: Text,
}

/// Click a point that the rules refuse for `reason`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ForbiddenTask {
    /// The rule that must refuse the clicked point.
    pub reason: IllegalMove,
    /// Points the author explains.
    pub wrong: Vec<WrongPoint>,
}

/// A point the author explains as a wrong choice.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WrongPoint {
    /// The point.
    pub point: Point,
    /// Why it is wrong.
    pub feedback: Text,
}

/// Select exactly the points of a computed set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SelectTask {
    /// The set, computed from the position.
    pub expected: PointSet<Point>,
    /// Points the author explains when they are selected.
    pub wrong: Vec<WrongPoint>,
}

/// Pick the one right answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChoiceTask {
    /// The answers offered, in order.
    pub options: Vec<ChoiceOption>,
}

/// One answer offered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChoiceOption {
    /// Stable id within the exercise (progress refers to it).
    pub id: String,
    /// The answer's words.
    pub text: Text,
    /// Whether it is the right one (exactly one is).
    pub correct: bool,
    /// Why a wrong answer is wrong (required on wrong answers).
    pub feedback: Option<Text>,
    /// A goal on the position that holds exactly when the answer is right,
    /// so that go-core confirms the author's key.
    pub holds: Option<Goal<Point>>,
    /// What the answer says about the count of the position (who wins, and
    /// perhaps by how much): true exactly when the answer is right, as
    /// go-core's count confirms.
    pub count: Option<CountClaim>,
}

/// Type a number computed from the position.
#[derive(Clone, Debug, PartialEq)]
pub struct NumberTask {
    /// The number, computed from the position.
    pub expected: Number<Point>,
    /// Numbers the author explains.
    pub wrong: Vec<WrongNumber>,
}

/// A wrong number the author explains.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WrongNumber {
    /// The number.
    pub value: HalfPoints,
    /// Why it is wrong.
    pub feedback: Text,
}

/// Count a finished game in the four steps of the scoring mode; the dead
/// stones, prisoners and rules are in the exercise's [`Setup`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CountTask {
    /// The instruction for each step.
    pub steps: CountSteps,
}

/// The instruction for each step of a count.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CountSteps {
    /// Step 1: mark the neutral points.
    pub neutral: Text,
    /// Step 2: mark the dead stones.
    pub dead: Text,
    /// Step 3: count each side's territory.
    pub territory: Text,
    /// Step 4: read the result from the final statistics.
    pub result: Text,
}
