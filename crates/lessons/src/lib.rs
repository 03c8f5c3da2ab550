//! logo-lessons: LoGo's course as data.
//!
//! The ten lessons of the Grundkurs and the glossary live in TOML files
//! (`lessons/` in the repository; `lessons/README.md` describes the format).
//! This crate defines their schema, loads them, evaluates exercises on
//! go-core, and validates the whole course. It is pure: it receives each
//! file's name and text ([`SourceFile`]) and reads no files itself; the
//! `logo` command and the app do the reading.
//!
//! - [`load`] reads the course ([`Course`]: index, lessons, glossary);
//! - [`validate`] checks all of it and returns a [`Report`];
//! - [`engine`] checks the learner's answers and says why a wrong one is wrong.

pub mod course;
pub mod diagram;
pub mod engine;
pub mod exercise;
pub mod expr;
pub mod glossary;
pub mod goal;
pub mod lesson;
pub mod names;
pub mod setup;
pub mod source;
pub mod text;
pub mod validate;
pub mod why;

pub use course::{Course, IndexEntry, Loaded, load};
pub use diagram::{Diagram, View};
pub use engine::{
    Attempt, CountAnswer, CountExpectation, CountStep, ExerciseError, ExerciseState, Solution, check_choice,
    check_count, check_move, check_number, check_selection, count_expectation, count_with, position, solution,
};
pub use exercise::{Exercise, Kind, Task};
pub use glossary::{Entry, Glossary};
pub use goal::Goal;
pub use lesson::{Lesson, Page};
pub use source::{Problem, SourceFile};
pub use text::{Localized, Text};
pub use validate::{Report, validate};
pub use why::{Feedback, Why};
