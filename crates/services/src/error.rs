//! The one error type of LoGo's services: data with a stable `code`, which the
//! app's UI turns into a sentence in the user's language (it crosses the IPC
//! as is) and the `logo` command into a line on stderr.

use crate::database::DbProblem;
use go_core::tree::TreeEditError;
use go_core::{IllegalMove, Point};
use logo_gtp::{CommandLineError, GtpError};
use logo_library::FileProblem;
use serde::Serialize;

/// Every error a service can return, serialized as `{"code": "...", ...fields}`.
#[derive(Clone, Debug, Serialize, thiserror::Error)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "code", rename_all = "snake_case")]
pub enum AppError {
    /// The move was refused by the rules; nothing changed.
    #[error("illegal move: {reason}")]
    IllegalMove {
        /// Which rule refused it.
        reason: IllegalMove,
        /// The point tried, or `None` for a pass.
        point: Option<Point>,
    },
    /// A point argument is not an SGF point on this board.
    #[error("bad point {text:?}")]
    BadPoint {
        /// What was sent.
        text: String,
    },
    /// A new-game setting is out of range; the game was not started.
    #[error("invalid setting {field:?}")]
    InvalidSetting {
        /// Which setting.
        field: SettingField,
    },
    /// There is nothing to undo, redo or act on in this phase.
    #[error("not possible now")]
    NotNow,
    /// A dead-stone toggle named a point without a stone; nothing changed.
    #[error("no stone on {point:?}")]
    NoStone {
        /// The point clicked.
        point: Point,
    },
    /// The rules keep every stone on the board (Tromp-Taylor): nothing can be
    /// marked dead.
    #[error("these rules remove no stones")]
    StonesKept,
    /// A file could not be opened; whatever was open before stays open.
    #[error("cannot open {file}: {problem:?}")]
    OpenFailed {
        /// The file's name.
        file: String,
        /// Why.
        problem: FileProblem,
    },
    /// A file could not be written; everything stays in memory as it was.
    #[error("cannot save {file}: {problem:?}")]
    SaveFailed {
        /// The file's name.
        file: String,
        /// Why.
        problem: FileProblem,
    },
    /// A command argument is out of range (an unknown game or node, a text too long).
    #[error("invalid argument {argument:?}")]
    InvalidArgument {
        /// Which argument.
        argument: ArgumentName,
    },
    /// The database refused a search or a change; nothing was changed.
    #[error("database: {problem:?}")]
    Database {
        /// Why.
        problem: DbProblem,
    },
    /// The library holds no such game (any more).
    #[error("no such game in the library")]
    NotInLibrary,
    /// A library game's stored record cannot be read back.
    #[error("the library game cannot be read")]
    UnreadableGame,
    /// An import is running; another starts when it has ended.
    #[error("an import is running")]
    ImportRunning,
    /// The record cannot be continued as a game from the move asked for: its
    /// move `move_number` breaks LoGo's rules (`reason`; `None` for set-up
    /// stones LoGo cannot start from).
    #[error("move {move_number} of the record cannot be played: {reason:?}")]
    RecordNotPlayable {
        /// The first move that cannot be played, from 1 (0: the start position).
        move_number: u32,
        /// Which rule refused it.
        reason: Option<IllegalMove>,
    },
    /// A teaching edit was refused (a line from a point to itself, …); nothing changed.
    #[error("edit refused: {reason}")]
    EditRefused {
        /// Why, as the record's editor says.
        reason: TreeEditError,
    },
    /// A teaching board could not be kept in the library; it is still open.
    #[error("not kept in the library: {problem:?}")]
    LibraryNotSaved {
        /// Why.
        problem: DbProblem,
    },
    /// An engine could not do what was asked (start, answer a test, …).
    #[error("engine: {error}")]
    Engine {
        /// What went wrong, with the engine's own code.
        error: GtpError,
    },
    /// An engine's arguments cannot be split into words (an unclosed quote).
    #[error("engine arguments: {error}")]
    EngineArguments {
        /// Why.
        error: CommandLineError,
    },
    /// The engine chosen cannot play on a board this large; the game was not started.
    #[error("the engine plays on boards up to {max_side}x{max_side}")]
    EngineBoardSize {
        /// The largest side it plays.
        max_side: u32,
    },
    /// A setting could not be written to the database; nothing changed.
    #[error("settings not saved: {problem:?}")]
    SettingsNotSaved {
        /// Why.
        problem: DbProblem,
    },
    /// The position and the marks make no exercise; nothing was kept.
    #[error("not an exercise: {problem:?}")]
    ExerciseNotSaved {
        /// Why.
        problem: ExerciseDraftProblem,
    },
    /// A diagram could not be drawn as a bitmap.
    #[error("the image could not be made")]
    ImageFailed,
    /// The file manager could not be started to show one of LoGo's folders.
    #[error("cannot show the folder {folder:?}")]
    FolderNotShown {
        /// Which folder.
        folder: AppFolder,
    },
    /// An exercise could not take the answer (it is solved already, or the
    /// answer does not fit it); nothing changed.
    #[error("the exercise refused the answer: {problem:?}")]
    ExerciseRefused {
        /// Why.
        problem: ExerciseProblem,
    },
}

/// Why an exercise could not take an answer (the app's mistake or stale
/// content, never a wrong answer, which is a verdict, not an error).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum ExerciseProblem {
    /// The answer is of another kind than the exercise asks for.
    WrongKind,
    /// The exercise is solved; reset it to try again.
    AlreadySolved,
    /// The point is outside the part of the board shown.
    OutsideView,
    /// The choice has no such option.
    UnknownOption,
    /// The count is at another step.
    WrongStep,
    /// The exercise's content is broken (the validator would report it).
    BrokenContent,
}

/// Why the position and the marks make no exercise.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum ExerciseDraftProblem {
    /// No right move is marked.
    NoCorrectMove,
    /// The course's diagrams are square boards of 5 to 19.
    BoardSize {
        /// The smallest side.
        min: u8,
        /// The largest side.
        max: u8,
    },
    /// A marked move cannot be played there.
    NotPlayable {
        /// The point.
        point: Point,
        /// Which rule refuses it.
        reason: IllegalMove,
    },
    /// A point is marked both right and wrong.
    RightAndWrong {
        /// The point.
        point: Point,
    },
    /// A wrong move has no sentence, or one that is too long.
    Feedback {
        /// The point.
        point: Point,
    },
    /// The lessons engine refused the exercise (its words, for the log).
    Refused {
        /// The engine's message.
        detail: String,
    },
}

/// The folders "About LoGo" can show in the file manager. The page names one
/// of these, never a path.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, serde::Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum AppFolder {
    /// The database and settings.
    Data,
    /// The log files.
    Logs,
}

/// A setting of the New game dialog that can be out of range.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum SettingField {
    /// The board's side.
    Size,
    /// The number of handicap stones (also when the board is too small for them).
    Handicap,
    /// A player's main time.
    MainTime,
    /// The length of a byo-yomi period.
    Period,
    /// The number of byo-yomi periods.
    Periods,
    /// A player's name.
    PlayerName,
    /// The computer's fixed time per move.
    EngineMoveTime,
}

/// A command argument that can be out of range.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum ArgumentName {
    /// The index of a game in an open file.
    Game,
    /// A node of a game's tree.
    Node,
    /// The texts of a file dialog.
    Texts,
    /// A tag (blank or too long), or too many tags.
    Tag,
    /// A game's note (too long).
    Note,
    /// A text of the library's filters (too long).
    Search,
    /// A date of the library's filters (not `yyyy`, `yyyy-mm` or `yyyy-mm-dd`, or no such day).
    Date,
    /// A page: of the library (too many games at once) or of a lesson (no such page).
    Page,
    /// The move to continue a game from (beyond the record's main line).
    Moves,
    /// The files or folders to import (none).
    Paths,
    /// A board's size.
    Size,
    /// A node's comment (too long).
    Comment,
    /// A title (empty, too long or more than one line).
    Title,
    /// The part of the board an image shows.
    Region,
    /// An engine's id (not in the list).
    Engine,
    /// The name given to an engine.
    EngineName,
    /// GNU Go's level (1 to 10).
    Level,
    /// A lesson of the course.
    Lesson,
    /// A glossary entry.
    Entry,
    /// A language tag (`de`, `pt-BR`).
    Language,
}
