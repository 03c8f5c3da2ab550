//! The app's state, shared by every command: the database's status at
//! start-up, the game in progress, the library, the engines LoGo can play
//! against, the course, the window's language, the teaching board (services
//! of logo-services), and the store for the boards' look and the teaching
//! board's library entries.

use crate::dto::{AppStatus, DbStatus};
use logo_services::engine::catalog::EngineCatalog;
use logo_services::language::LanguageSetting;
use logo_services::learn::LearnService;
use logo_services::library::LibraryService;
use logo_services::play::{GameListener, PlayService};
use logo_services::teach::TeachService;
use logo_store::Store;

/// Shared state behind every command.
pub struct AppState {
    db_status: DbStatus,
    /// The game in progress.
    pub play: PlayService,
    /// The game library.
    pub library: LibraryService,
    /// The engines: GNU Go found, the others added in the settings.
    pub engines: EngineCatalog,
    /// The course, the glossary and the learner's progress.
    pub learn: LearnService,
    /// The window's language as the user chose it.
    pub language: LanguageSetting,
    /// The teaching board.
    pub teach: TeachService,
    /// The database, for the boards' look and library entries.
    pub store: Store,
}

impl AppState {
    /// State over an opened store; restores the saved game if there is one
    /// (and starts its engine again) and brings the database's copy of the
    /// course up to date. Views that change without a command (the engine
    /// moved) go to `listener`.
    pub async fn new(store: Store, db_status: DbStatus, listener: GameListener) -> AppState {
        let library = LibraryService::new(store.clone());
        let engines = EngineCatalog::new(store.clone(), Default::default());
        let language = LanguageSetting::new(store.clone());
        let learn = LearnService::open(store.clone()).await;
        let play = PlayService::open(store.clone(), Default::default(), listener).await;
        AppState { db_status, play, library, engines, learn, language, teach: TeachService::new(), store }
    }

    /// What the UI asks once at start.
    pub fn status(&self) -> AppStatus {
        AppStatus { db: self.db_status.clone(), game_set_aside: self.play.set_aside() }
    }
}
