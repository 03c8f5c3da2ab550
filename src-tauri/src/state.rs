//! The app's state, shared by every command: the database's status at
//! start-up, the game in progress and the library (services of logo-services).

use crate::dto::{AppStatus, DbStatus};
use logo_services::library::LibraryService;
use logo_services::play::PlayService;
use store::Store;

/// Shared state behind every command.
pub struct AppState {
    db_status: DbStatus,
    /// The game in progress.
    pub play: PlayService,
    /// The game library.
    pub library: LibraryService,
}

impl AppState {
    /// State over an opened store; restores the saved game if there is one.
    pub async fn new(store: Store, db_status: DbStatus) -> AppState {
        let library = LibraryService::new(store.clone());
        AppState { db_status, play: PlayService::open(store).await, library }
    }

    /// What the UI asks once at start.
    pub fn status(&self) -> AppStatus {
        AppStatus { db: self.db_status.clone(), game_set_aside: self.play.set_aside() }
    }
}
