//! The app's state, shared by every command: the database's status at
//! start-up, the game in progress and the course (services of logo-services).

use crate::dto::{AppStatus, DbStatus};
use logo_services::learn::LearnService;
use logo_services::play::PlayService;
use store::Store;

/// Shared state behind every command.
pub struct AppState {
    db_status: DbStatus,
    /// The game in progress.
    pub play: PlayService,
    /// The course, the glossary and the learner's progress.
    pub learn: LearnService,
}

impl AppState {
    /// State over an opened store; restores the saved game if there is one
    /// and brings the database's copy of the course up to date.
    pub async fn new(store: Store, db_status: DbStatus) -> AppState {
        let learn = LearnService::open(store.clone()).await;
        AppState { db_status, play: PlayService::open(store).await, learn }
    }

    /// What the UI asks once at start.
    pub fn status(&self) -> AppStatus {
        AppStatus { db: self.db_status.clone(), game_set_aside: self.play.set_aside() }
    }
}
