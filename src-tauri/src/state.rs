//! The app's state, shared by every command: the database, its status at
//! start-up, and the game in progress. Every change to the game goes through
//! [`AppState::change`], which applies it, saves it and returns the new view.

use crate::dto::{AppError, DbProblem, DbStatus, GameView};
use crate::library;
use crate::session::PlaySession;
use crate::view::game_view;
use std::time::Instant;
use store::{Store, StoreProblem};
use tokio::sync::Mutex;

/// Shared state behind every command.
pub struct AppState {
    store: Store,
    db_status: DbStatus,
    session: Mutex<PlaySession>,
    started: Instant,
}

impl AppState {
    /// State over an opened store; restores the saved game if there is one.
    pub async fn new(store: Store, db_status: DbStatus) -> AppState {
        let started = Instant::now();
        let saved = store.load_game_in_progress().await.ok().flatten();
        let session = saved.and_then(|s| PlaySession::restore(s.document, 0)).unwrap_or_default();
        AppState { store, db_status, session: Mutex::new(session), started }
    }

    /// Milliseconds since the app started: the clocks' time base.
    pub fn now_ms(&self) -> u64 {
        u64::try_from(self.started.elapsed().as_millis()).unwrap_or(u64::MAX)
    }

    /// The database's status at start-up.
    pub fn db_status(&self) -> &DbStatus {
        &self.db_status
    }

    /// The game as the play screen shows it now.
    pub async fn view(&self) -> GameView {
        let session = self.session.lock().await;
        game_view(&session, self.now_ms(), None)
    }

    /// Looks at the game in progress without changing it (e.g. to save it as SGF).
    pub async fn read<T>(&self, read: impl FnOnce(&PlaySession) -> T) -> T {
        read(&*self.session.lock().await)
    }

    /// Applies `change` to the game; if it succeeds, saves the game and
    /// returns the new view. A refused change leaves everything as it was.
    pub async fn change<F>(&self, change: F) -> Result<GameView, AppError>
    where
        F: FnOnce(&mut PlaySession, u64) -> Result<(), AppError>,
    {
        let mut session = self.session.lock().await;
        let now = self.now_ms();
        let was_over = session.game().result().is_some();
        change(&mut session, now)?;
        let unsaved = self.commit(&mut session, now, was_over).await;
        Ok(game_view(&session, now, unsaved))
    }

    /// Replaces the game (a new game was started), saves it and returns its view.
    pub async fn replace(&self, fresh: PlaySession) -> GameView {
        let mut session = self.session.lock().await;
        *session = fresh;
        let now = self.now_ms();
        let unsaved = self.save(&session, now).await;
        game_view(&session, now, unsaved)
    }

    /// Ends the game on time if a clock ran out: returns the new view if that
    /// happened, otherwise the running clock's view if there is a clock.
    pub async fn tick(&self) -> Tick {
        let mut session = self.session.lock().await;
        let now = self.now_ms();
        if session.tick(now) {
            let unsaved = self.commit(&mut session, now, false).await;
            return Tick::GameChanged(Box::new(game_view(&session, now, unsaved)));
        }
        match session.timed().clock_view(now) {
            Some(clock) if clock.running.is_some() => Tick::Clock(clock),
            _ => Tick::Idle,
        }
    }

    /// Saves the session after a change; a game that has just ended (it was
    /// not over before) also goes into the library. Returns the first problem.
    async fn commit(&self, session: &mut PlaySession, now_ms: u64, was_over: bool) -> Option<DbProblem> {
        let just_ended = !was_over && session.game().result().is_some();
        let kept = if just_ended { library::keep_finished(&self.store, session).await.err() } else { None };
        let saved = self.save(session, now_ms).await;
        kept.map(|e| db_problem(e.problem)).or(saved)
    }

    async fn save(&self, session: &PlaySession, now_ms: u64) -> Option<DbProblem> {
        let Ok(document) = session.document(now_ms) else { return Some(DbProblem::Io) };
        let saved = self.store.save_game_in_progress(&document).await;
        saved.err().map(|e| db_problem(e.problem))
    }
}

/// What one clock tick found.
pub enum Tick {
    /// No clock runs.
    Idle,
    /// A clock runs; this is its state.
    Clock(go_core::ClockView),
    /// A player's time ran out and the game ended.
    GameChanged(Box<GameView>),
}

fn db_problem(problem: StoreProblem) -> DbProblem {
    match problem {
        StoreProblem::DiskFull => DbProblem::DiskFull,
        StoreProblem::Locked => DbProblem::Locked,
        StoreProblem::ReadOnly => DbProblem::ReadOnly,
        StoreProblem::Corrupt => DbProblem::Corrupt,
        StoreProblem::InvalidInput | StoreProblem::Io => DbProblem::Io,
    }
}
