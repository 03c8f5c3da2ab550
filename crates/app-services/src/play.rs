//! The game in progress as a service: every change goes through
//! [`PlayService::change`], which applies it, saves it and returns the new
//! view; a game that has just ended also goes into the library.
//!
//! At start the saved game is restored. A saved game this LoGo cannot read
//! (a newer LoGo wrote it, or it is damaged) is never dropped: it is set
//! aside in the database byte for byte, the user is told
//! ([`PlayService::set_aside`]), and only then a fresh game starts. If it
//! cannot even be set aside, nothing is saved in this run, so it is not
//! overwritten either.

use crate::database::DbProblem;
use crate::error::AppError;
use crate::library;
use crate::session::{PlaySession, Unreadable};
use crate::view::{GameView, game_view};
use serde::Serialize;
use std::time::Instant;
use store::Store;
use tokio::sync::Mutex;

/// A saved game in progress LoGo could not read: kept aside, not lost.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct SetAside {
    /// Why it could not be read.
    pub reason: Unreadable,
}

/// The game in progress over the database.
pub struct PlayService {
    store: Store,
    session: Mutex<PlaySession>,
    started: Instant,
    set_aside: Option<SetAside>,
    /// Set when saving would overwrite a saved game that could not be read
    /// nor set aside; every change then reports it as unsaved.
    saving_refused: Option<DbProblem>,
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

impl PlayService {
    /// The service over `store`, with the saved game restored (or set aside
    /// if it cannot be read, and a fresh game started).
    pub async fn open(store: Store) -> PlayService {
        let started = Instant::now();
        let (session, set_aside, saving_refused) = restore(&store).await;
        PlayService { store, session: Mutex::new(session), started, set_aside, saving_refused }
    }

    /// The saved game that could not be read at start, if there was one.
    pub fn set_aside(&self) -> Option<SetAside> {
        self.set_aside
    }

    /// Milliseconds since the service started: the clocks' time base.
    pub fn now_ms(&self) -> u64 {
        u64::try_from(self.started.elapsed().as_millis()).unwrap_or(u64::MAX)
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
        kept.map(|e| DbProblem::from(e.problem)).or(saved)
    }

    async fn save(&self, session: &PlaySession, now_ms: u64) -> Option<DbProblem> {
        if let Some(problem) = self.saving_refused {
            return Some(problem);
        }
        let Ok(document) = session.document(now_ms) else { return Some(DbProblem::Io) };
        let saved = self.store.save_game_in_progress(&document).await;
        saved.err().map(|e| DbProblem::from(e.problem))
    }
}

/// The saved session, or a fresh one; the set-aside notice; and why saving
/// must be refused in this run, if it must.
async fn restore(store: &Store) -> (PlaySession, Option<SetAside>, Option<DbProblem>) {
    let saved = match store.load_game_in_progress_text().await {
        Ok(saved) => saved,
        Err(err) => return (PlaySession::default(), None, Some(err.problem.into())),
    };
    let Some(saved) = saved else { return (PlaySession::default(), None, None) };
    match PlaySession::restore(&saved.text, 0) {
        Ok(session) => (session, None, None),
        Err(reason) => {
            let kept = store.set_aside_game_in_progress(reason.code()).await;
            (PlaySession::default(), Some(SetAside { reason }), kept.err().map(|e| e.problem.into()))
        }
    }
}

#[cfg(test)]
mod tests;
