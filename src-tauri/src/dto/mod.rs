//! The IPC contract: every type that crosses between the Rust app and the UI.
//!
//! Most of them belong to the services that produce them (logo-services,
//! go-core, go-sgf) and are re-exported here; the app's own are the start-up
//! status and the texts of its file dialogs. ts-rs generates each of them
//! into `ui/src/ipc/bindings/` when `cargo test -p logo-app` runs (see
//! [`bindings`]); the generated files are committed and CI fails if
//! regenerating them changes one. Points travel as SGF strings.

pub mod dialog;
pub mod status;

pub use dialog::DialogTexts;
pub use logo_services::database::{DbProblem, DbStatus};
pub use logo_services::error::{AppError, ArgumentName, SettingField};
pub use logo_services::files::{FileProblem, SavedFile};
pub use logo_services::library::views::{
    DuplicateGroupView, ExportFormat, ImportFailureView, ImportPick, ImportProblem, ImportStatus, ImportSummary,
    LibraryFilterInput, LibraryGameDetails, LibraryPageRequest, LibraryRow, RepairedFileView,
};
pub use logo_services::limits::{GameLimits, PresetRules};
pub use logo_services::play::SetAside;
pub use logo_services::review::views::{GameEntry, OpenedFile, ReviewGame, ReviewNode, TreeShape};
pub use logo_services::session::settings::{NewGameSettings, TimeSettings};
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
        ImportStatus::export_all(&config).unwrap();
        ImportSummary::export_all(&config).unwrap();
        store::TagCount::export_all(&config).unwrap();
    }
}
