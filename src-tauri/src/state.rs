//! The app's state, shared by every command: the database's status at
//! start-up, the game in progress and the teaching board (services of
//! logo-services), and the store for settings and the library.

use crate::dto::{AppStatus, DbStatus};
use logo_services::play::PlayService;
use logo_services::teach::TeachService;
use store::Store;

/// Shared state behind every command.
pub struct AppState {
    db_status: DbStatus,
    /// The game in progress.
    pub play: PlayService,
    /// The teaching board.
    pub teach: TeachService,
    /// The database, for settings and library entries.
    pub store: Store,
}

impl AppState {
    /// State over an opened store; restores the saved game if there is one.
    pub async fn new(store: Store, db_status: DbStatus) -> AppState {
        let play = PlayService::open(store.clone()).await;
        AppState { db_status, play, teach: TeachService::new(), store }
    }

    /// What the UI asks once at start.
    pub fn status(&self) -> AppStatus {
        AppStatus { db: self.db_status.clone(), game_set_aside: self.play.set_aside() }
    }
}
