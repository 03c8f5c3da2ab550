//! What the teacher marks on the teaching board for an exercise, as the UI
//! sends it: the right moves, the wrong ones with their sentences, a title
//! and an optional hint. Read by the check (`exercise`) and by the writer of
//! the lesson file (`exercise_file`).

use go_core::Point;
use serde::{Deserialize, Serialize};

/// A wrong move the teacher expects, with the sentence that explains it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct WrongMove {
    /// Where.
    pub point: Point,
    /// Why it is wrong, in the teacher's words.
    pub feedback: String,
}

/// What the teacher marks for an exercise on the position shown.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ExerciseSpec {
    /// The title in "Meine Aufgaben".
    pub title: String,
    /// The right moves for the player to move (at least one).
    pub correct: Vec<Point>,
    /// Wrong moves with their explanations.
    pub wrong: Vec<WrongMove>,
    /// A nudge shown on request; empty for none (the lesson player then words one).
    pub hint: String,
}
