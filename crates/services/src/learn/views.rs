//! What the Learn screen, the lesson player and the glossary show, as the
//! learn service returns it (these are IPC types too). Texts arrive in the
//! learner's language with the English fallback marked; facts about the
//! position arrive as go-core and logo-lessons data (`Why` codes with SGF
//! points), which the UI words itself.

use crate::database::DbProblem;
use crate::learn::text::{LocalText, RichText};
use go_core::score::Score;
use go_core::tree::Markup;
use go_core::{BoardSize, Color, Move, PlayedMove, Point};
use logo_lessons::glossary::Japanese;
use logo_lessons::{CountAnswer, CountStep, Kind, Solution, Why};
use serde::{Deserialize, Serialize};

/// The Grundkurs with the learner's progress.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct CourseView {
    /// Every lesson of the course, in order.
    pub lessons: Vec<LessonSummary>,
    /// Where to continue: the page last opened in a lesson not yet done,
    /// or the first lesson not yet done; `None` when all are done.
    pub resume: Option<Place>,
    /// Content that could not be read (file, line, English), for a notice.
    pub problems: Vec<ContentProblem>,
    /// Set when the database could not be used (progress is not kept).
    pub unsaved: Option<DbProblem>,
}

/// One lesson in the course list.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct LessonSummary {
    /// Its stable id.
    pub id: String,
    /// Its number in the course (1 for the first).
    pub number: u32,
    /// Its title.
    pub title: LocalText,
    /// How far the learner is.
    pub status: LessonStatus,
}

/// How far the learner is in a lesson.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "state", rename_all = "snake_case")]
pub enum LessonStatus {
    /// The lesson is not in this build (its file is missing or unreadable).
    Unavailable,
    /// No page opened yet.
    NotStarted,
    /// Begun: the learner was last on page `page` of `pages`.
    InProgress {
        /// The page last opened (1-based).
        page: u32,
        /// How many pages the lesson has.
        pages: u32,
        /// Exercises solved so far.
        solved: u32,
        /// Exercises in the lesson.
        exercises: u32,
    },
    /// Every exercise solved (for a lesson without exercises: every page seen).
    Done,
}

/// A page of a lesson to open.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Place {
    /// The lesson's id.
    pub lesson: String,
    /// The page's id.
    pub page: String,
    /// The lesson's title.
    pub title: LocalText,
    /// The page's number (1-based).
    pub number: u32,
    /// How many pages the lesson has.
    pub pages: u32,
}

/// A problem with the shipped content, for the notice (and the author).
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ContentProblem {
    /// The file, e.g. `ko.toml`.
    pub file: String,
    /// The line (1-based).
    pub line: u32,
    /// What is wrong, in English.
    pub message: String,
}

/// One page of a lesson as the player shows it.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct PageView {
    /// The lesson's id.
    pub lesson: String,
    /// The lesson's title.
    pub title: LocalText,
    /// The page's id.
    pub page: String,
    /// The page's number (1-based).
    pub number: u32,
    /// How many pages the lesson has.
    pub pages: u32,
    /// The page before, if any.
    pub previous: Option<String>,
    /// The page after, if any.
    pub next: Option<String>,
    /// What the page says.
    pub text: RichText,
    /// The board, if the page has one.
    pub board: Option<BoardView>,
    /// The exercise on the board, if the page is one.
    pub exercise: Option<ExerciseView>,
    /// Whether the whole lesson is done.
    pub lesson_done: bool,
    /// The lesson's exercises not solved yet (what finishing it still needs).
    pub open_exercises: Vec<PageNumber>,
    /// Set when the latest progress could not be saved.
    pub unsaved: Option<DbProblem>,
}

/// A page of the lesson by its id and number.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct PageNumber {
    /// The page's id.
    pub page: String,
    /// Its number in the lesson (1-based).
    pub number: u32,
}

/// A board to draw: the stones now, the part shown and the diagram's marks.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct BoardView {
    /// The whole board's size.
    pub size: BoardSize,
    /// The part shown (the whole board for a full diagram).
    pub region: Region,
    /// Black stones.
    pub black: Vec<Point>,
    /// White stones.
    pub white: Vec<Point>,
    /// The diagram's marks and labels.
    pub markup: Markup,
    /// The latest move on the board (a scripted or the learner's), if any.
    /// (Ko bans are not shown: finding them is what some exercises ask.)
    pub last_move: Option<PlayedMove>,
}

/// The visible rectangle, corners included (0-based from the top left).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Region {
    /// Leftmost column.
    pub left: u8,
    /// Top row.
    pub top: u8,
    /// Rightmost column.
    pub right: u8,
    /// Bottom row.
    pub bottom: u8,
}

/// The exercise on a page and where the learner stands in it.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ExerciseView {
    /// What kind of answer it asks for.
    pub kind: Kind,
    /// The learner's colour (who moves in play exercises).
    pub to_play: Color,
    /// Whether it is solved as the board stands.
    pub solved: bool,
    /// Whether it was ever solved (a reset keeps this).
    pub solved_before: bool,
    /// Wrong answers given since the last reset.
    pub wrong_attempts: u32,
    /// The nudge shown on request.
    pub hint: RichText,
    /// The options of a choice exercise, in order.
    pub options: Vec<ChoiceOptionView>,
    /// A count exercise's step and its count.
    pub count: Option<CountView>,
}

/// One option of a choice exercise.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ChoiceOptionView {
    /// Its id (the answer).
    pub id: String,
    /// Its words.
    pub text: LocalText,
}

/// Where a count stands: the step, what it asks, and the real scoring mode's
/// count once the dead stones are off (from the territory step on).
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct CountView {
    /// The step the learner is on (the last one once solved).
    pub step: CountStep,
    /// What this step asks.
    pub instruction: RichText,
    /// The count with the right dead stones removed; `None` before the territory step.
    pub score: Option<Score>,
}

/// The learner's answer to an exercise.
#[derive(Clone, Debug, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Answer {
    /// Play or forbidden: a click on a point.
    Move {
        /// The point.
        point: Point,
    },
    /// Select: the points chosen.
    Selection {
        /// The points.
        points: Vec<Point>,
    },
    /// Choice: the option picked.
    Choice {
        /// Its id.
        option: String,
    },
    /// Number: the number typed (whole or half).
    Number {
        /// The number.
        value: f64,
    },
    /// Count: the answer to the current step.
    Count {
        /// The answer.
        answer: CountAnswer,
    },
}

/// The verdict on an answer, with the page as it stands afterwards.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct AnswerView {
    /// Right, wrong (and why), or on to the next move or step.
    pub verdict: Verdict,
    /// The page after the answer (a wrong answer leaves the board as it was).
    pub page: PageView,
}

/// Right, wrong, or on to the next move or step.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "outcome", rename_all = "snake_case")]
pub enum Verdict {
    /// Solved.
    Correct {
        /// Forbidden-move exercises: the refusal that made the click right.
        refusal: Option<Why>,
        /// The author's words for a right answer.
        success: Option<RichText>,
    },
    /// Wrong; nothing changed on the board.
    Wrong {
        /// go-core's facts, most telling first.
        reasons: Vec<Why>,
        /// The author's sentence for this mistake, if there is one.
        text: Option<RichText>,
        /// The opponent's answer that shows why the move fails, to show.
        refutation: Option<Move>,
    },
    /// Right so far: the opponent answered (already on the board).
    Continue {
        /// The opponent's move.
        reply: Move,
    },
    /// Right: on to this step of the count.
    NextStep {
        /// The step now to do.
        step: CountStep,
    },
}

/// The solution of an exercise: what answers it and the author's explanation.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct SolutionView {
    /// The moves, points, option, number or count that answer it.
    pub answer: Solution,
    /// Play exercises with several right first moves: the first move of each
    /// other answer (the first answer is `answer`); empty otherwise.
    pub also: Vec<Point>,
    /// The explanation.
    pub text: RichText,
    /// Count exercises: the count to show with it.
    pub score: Option<Score>,
}

/// The count while the learner marks dead stones.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct CountMarking {
    /// Every stone marked dead now (whole chains).
    pub dead: Vec<Point>,
    /// The count with them removed.
    pub score: Score,
}

/// A glossary entry in the list or a search result.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct EntrySummary {
    /// Its id.
    pub id: String,
    /// Its term.
    pub term: LocalText,
    /// The Japanese term, if Go players use one.
    pub japanese: Option<Japanese>,
}

/// A glossary entry in full.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct EntryView {
    /// Its id.
    pub id: String,
    /// Its term.
    pub term: LocalText,
    /// The English term, shown beside the term in other languages.
    pub english: String,
    /// The Japanese term, if any.
    pub japanese: Option<Japanese>,
    /// What it means (may link other entries).
    pub definition: RichText,
    /// The diagram that shows it, if any.
    pub diagram: Option<BoardView>,
    /// The lessons (and pages) that teach it.
    pub lessons: Vec<LessonLink>,
    /// Related entries.
    pub see_also: Vec<EntrySummary>,
}

/// A link from a glossary entry into the course.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct LessonLink {
    /// The lesson's id.
    pub lesson: String,
    /// The page's id, if the link names one.
    pub page: Option<String>,
    /// The lesson's title.
    pub title: LocalText,
    /// The lesson's number in the course.
    pub number: u32,
    /// The page's number, if the link names a page.
    pub page_number: Option<u32>,
    /// Whether the lesson is in this build.
    pub available: bool,
}
