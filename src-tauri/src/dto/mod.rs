//! The IPC contract: every type that crosses between the Rust app and the UI.
//!
//! Most of them belong to the services that produce them (logo-services,
//! go-core, go-sgf, logo-lessons, logo-library, logo-store) and are re-exported here; the app's own are the start-up
//! status, the texts of its file dialogs and "About LoGo". ts-rs generates each of them
//! into `ui/src/ipc/bindings/` when `cargo test -p logo-app` runs (see
//! [`bindings`]); the generated files are committed and CI fails if
//! regenerating them changes one. Points travel as SGF strings.

pub mod about;
pub mod dialog;
pub mod status;

pub use about::{About, Component, ComponentKind};
pub use dialog::DialogTexts;
pub use go_core::Rules;
pub use logo_diagram::{ImageFormat, ImageOptions};
pub use logo_library::{FileProblem, ImportFailure, ImportProgress, RepairedFile};
pub use logo_services::board_settings::BoardSettings;
pub use logo_services::database::{DbProblem, DbStatus};
pub use logo_services::engine::catalog::{EngineFit, EngineList, EngineTest};
pub use logo_services::engine::opponent::EngineChoice;
pub use logo_services::error::{AppError, AppFolder, ArgumentName, ExerciseProblem, SettingField};
pub use logo_services::files::SavedFile;
pub use logo_services::learn::mine::MyExerciseView;
pub use logo_services::learn::text::{LocalText, RichText, TextPart};
pub use logo_services::learn::views::{
    Answer, AnswerView, BoardView, ChoiceOptionView, ContentProblem, CountMarking, CountView, CourseView, EntrySummary,
    EntryView, ExerciseView, LessonLink, LessonStatus, LessonSummary, PageView, Place, Region, SolutionView, Verdict,
};
pub use logo_services::library::views::{
    DuplicateGroupView, ExportFormat, ImportPick, ImportSummary, LibraryFilterInput, LibraryGameDetails,
    LibraryPageRequest, LibraryRow,
};
pub use logo_services::limits::{GameLimits, PresetRules};
pub use logo_services::play::SetAside;
pub use logo_services::review::views::{GameEntry, OpenedFile, OpenedVariation, ReviewGame, ReviewNode, TreeShape};
pub use logo_services::session::settings::{NewGameSettings, TimeSettings};
pub use logo_services::teach::action::{TeachAction, TeachTool};
pub use logo_services::teach::exercise::{ExerciseSpec, WrongMove};
pub use logo_services::teach::save::{LibrarySaved, SaveScope};
pub use logo_services::teach::views::{DiagramStart, TeachOrigin, TeachView};
pub use logo_services::view::{GameView, LastMove, ScoringView};
pub use status::AppStatus;

/// Writes the TypeScript bindings of every IPC type the services own (with
/// the types they use, from go-core and go-sgf); the app's own types carry
/// `#[ts(export)]` and are written by ts-rs's generated tests.
#[cfg(test)]
mod bindings {
    use super::*;
    use ts_rs::{Config, TS};

    #[test]
    fn export_service_bindings() {
        let config = Config::from_env();
        AppError::export_all(&config).unwrap();
        GameView::export_all(&config).unwrap();
        GameLimits::export_all(&config).unwrap();
        PresetRules::export_all(&config).unwrap();
        NewGameSettings::export_all(&config).unwrap();
        OpenedFile::export_all(&config).unwrap();
        ReviewGame::export_all(&config).unwrap();
        ReviewNode::export_all(&config).unwrap();
        SavedFile::export_all(&config).unwrap();
        LibraryRow::export_all(&config).unwrap();
        LibraryPageRequest::export_all(&config).unwrap();
        LibraryGameDetails::export_all(&config).unwrap();
        DuplicateGroupView::export_all(&config).unwrap();
        ExportFormat::export_all(&config).unwrap();
        ImportPick::export_all(&config).unwrap();
        ImportProgress::export_all(&config).unwrap();
        ImportSummary::export_all(&config).unwrap();
        logo_store::TagCount::export_all(&config).unwrap();
        BoardSettings::export_all(&config).unwrap();
        TeachView::export_all(&config).unwrap();
        TeachAction::export_all(&config).unwrap();
        DiagramStart::export_all(&config).unwrap();
        SaveScope::export_all(&config).unwrap();
        LibrarySaved::export_all(&config).unwrap();
        ImageOptions::export_all(&config).unwrap();
        ImageFormat::export_all(&config).unwrap();
        ExerciseSpec::export_all(&config).unwrap();
        MyExerciseView::export_all(&config).unwrap();
        EngineList::export_all(&config).unwrap();
        EngineTest::export_all(&config).unwrap();
        EngineFit::export_all(&config).unwrap();
        EngineChoice::export_all(&config).unwrap();
        OpenedVariation::export_all(&config).unwrap();
        CourseView::export_all(&config).unwrap();
        PageView::export_all(&config).unwrap();
        Answer::export_all(&config).unwrap();
        AnswerView::export_all(&config).unwrap();
        SolutionView::export_all(&config).unwrap();
        CountMarking::export_all(&config).unwrap();
        EntrySummary::export_all(&config).unwrap();
        EntryView::export_all(&config).unwrap();
    }
}
