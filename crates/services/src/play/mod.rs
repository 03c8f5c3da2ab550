//! The game in progress as a service: every change goes through
//! [`PlayService::change`], which applies it, saves it and returns the new
//! view; a game that has just ended also goes into the library.
//!
//! Against the computer, the service starts the engine's work whenever the
//! engine is due ([`engine_turns`]): it runs off the async runtime, and its
//! answer (checked by go-core) reaches the app through the [`GameListener`]
//! as a new view. A change that moves the game on while the engine works
//! (undo, a new game) kills the engine's work through its killer.
//!
//! At start the saved game is restored (and its engine started again and
//! shown the game so far). A saved game this LoGo cannot read (a newer LoGo
//! wrote it, or it is damaged) is never dropped: it is set aside in the
//! database byte for byte, the user is told ([`PlayService::set_aside`]),
//! and only then a fresh game starts. If it cannot even be set aside,
//! nothing is saved in this run, so it is not overwritten either.

mod engine_turns;

use crate::database::DbProblem;
use crate::engine::catalog::EngineCatalog;
use crate::engine::host::EngineHost;
use crate::error::AppError;
use crate::library;
use crate::session::opponent::HistoryMark;
use crate::session::settings::NewGameSettings;
use crate::session::{PlaySession, Unreadable};
use crate::view::{GameView, game_view};
use logo_gtp::EngineOptions;
use logo_store::Store;
use serde::Serialize;
use std::sync::Arc;
use std::time::Instant;
use tokio::sync::Mutex;

/// Hears of views that come without a command (the engine moved, or gave a hint).
pub type GameListener = Box<dyn Fn(GameView) + Send + Sync>;

/// A saved game in progress LoGo could not read: kept aside, not lost.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct SetAside {
    /// Why it could not be read.
    pub reason: Unreadable,
}

/// The game in progress over the database. Cheap to clone: clones share it.
#[derive(Clone)]
pub struct PlayService {
    inner: Arc<Inner>,
}

struct Inner {
    store: Store,
    live: Mutex<Live>,
    started: Instant,
    set_aside: Option<SetAside>,
    /// Set when saving would overwrite a saved game that could not be read
    /// nor set aside; every change then reports it as unsaved.
    saving_refused: Option<DbProblem>,
    host: EngineHost,
    listener: GameListener,
}

/// The session and the counters that tell its states apart.
struct Live {
    session: PlaySession,
    /// Counts the games started in this run: an engine's answer for an earlier game is dropped.
    game_serial: u64,
    /// The revision of the latest view handed out.
    revision: u64,
    /// Counts the engine's work started in this run.
    work_counter: u64,
    /// The number of the engine's work under way, if any: only its answer is taken.
    current_work: Option<u64>,
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
    /// if it cannot be read, and a fresh game started). Engines are run with
    /// `engine_options`; views that come without a command go to `listener`.
    /// Must be called inside a Tokio runtime (the restored game's engine starts at once).
    pub async fn open(store: Store, engine_options: EngineOptions, listener: GameListener) -> PlayService {
        let started = Instant::now();
        let (session, set_aside, saving_refused) = restore(&store).await;
        let live = Mutex::new(Live { session, game_serial: 0, revision: 0, work_counter: 0, current_work: None });
        let host = EngineHost::new(engine_options);
        let service =
            PlayService { inner: Arc::new(Inner { store, live, started, set_aside, saving_refused, host, listener }) };
        let mut live = service.inner.live.lock().await;
        service.start_engine(&mut live);
        drop(live);
        service
    }

    /// The saved game that could not be read at start, if there was one.
    pub fn set_aside(&self) -> Option<SetAside> {
        self.inner.set_aside
    }

    /// Milliseconds since the service started: the clocks' time base.
    pub fn now_ms(&self) -> u64 {
        u64::try_from(self.inner.started.elapsed().as_millis()).unwrap_or(u64::MAX)
    }

    /// The game as the play screen shows it now.
    pub async fn view(&self) -> GameView {
        let mut live = self.inner.live.lock().await;
        let now = self.now_ms();
        self.view_of(&mut live, now, None)
    }

    /// Puts the game aside while a copy of it is taught on: its clocks rest
    /// and a computer opponent waits until the game is shown again
    /// (`PlaySession::resume_clocks`). A game already resting stays as it
    /// is, and is not saved again.
    pub async fn rest(&self) -> Result<(), AppError> {
        if self.read(PlaySession::is_resting).await {
            return Ok(());
        }
        let rested = self.change(|session, now| {
            session.pause_clocks(now);
            Ok(())
        });
        rested.await.map(drop)
    }

    /// Looks at the game in progress without changing it (e.g. to save it as SGF).
    pub async fn read<T>(&self, read: impl FnOnce(&PlaySession) -> T) -> T {
        read(&self.inner.live.lock().await.session)
    }

    /// Applies `change` to the game; if it succeeds, saves the game and
    /// returns the new view. A refused change leaves everything as it was.
    /// If the change moved the game on while the engine was working, the
    /// engine's work is cancelled; if the engine is due now, it starts.
    pub async fn change<F>(&self, change: F) -> Result<GameView, AppError>
    where
        F: FnOnce(&mut PlaySession, u64) -> Result<(), AppError>,
    {
        let mut live = self.inner.live.lock().await;
        let now = self.now_ms();
        let was_over = live.session.game().result().is_some();
        let before = HistoryMark::of(live.session.game());
        change(&mut live.session, now)?;
        self.settle_work(&mut live, before);
        let unsaved = self.commit(&mut live.session, now, was_over).await;
        self.schedule(&mut live, None);
        Ok(self.view_of(&mut live, now, unsaved))
    }

    /// Starts a new game from the dialog's settings, against the engine they
    /// name if they name one (found in `catalog`), replacing the game in progress.
    pub async fn new_game(&self, settings: &NewGameSettings, catalog: &EngineCatalog) -> Result<GameView, AppError> {
        let opponent = match &settings.opponent {
            Some(chosen) => Some(engine_turns::seat_opponent(chosen, settings.size, catalog).await?),
            None => None,
        };
        let session = PlaySession::start(settings, opponent, self.now_ms())?;
        Ok(self.replace(session).await)
    }

    /// Replaces the game (a new game was started), saves it and returns its
    /// view. The old game's engine stops; the new game's starts.
    pub async fn replace(&self, fresh: PlaySession) -> GameView {
        let mut live = self.inner.live.lock().await;
        if fresh.opponent().is_none() {
            self.inner.host.shutdown();
        } else if live.current_work.is_some() {
            self.inner.host.cancel();
        }
        live.session = fresh;
        live.game_serial += 1;
        live.current_work = None;
        let now = self.now_ms();
        let unsaved = self.save(&live.session, now).await;
        self.start_engine(&mut live);
        self.view_of(&mut live, now, unsaved)
    }

    /// Ends the game on time if a clock ran out: returns the new view if that
    /// happened, otherwise the running clock's view if there is a clock.
    pub async fn tick(&self) -> Tick {
        let mut live = self.inner.live.lock().await;
        let now = self.now_ms();
        let before = HistoryMark::of(live.session.game());
        if live.session.tick(now) {
            self.settle_work(&mut live, before);
            let unsaved = self.commit(&mut live.session, now, false).await;
            return Tick::GameChanged(Box::new(self.view_of(&mut live, now, unsaved)));
        }
        match live.session.timed().clock_view(now) {
            Some(clock) if clock.running.is_some() => Tick::Clock(clock),
            _ => Tick::Idle,
        }
    }

    /// The engine's process id while it runs idle (for diagnostics and tests).
    pub fn engine_pid(&self) -> Option<u32> {
        self.inner.host.pid()
    }

    /// Ends the engine process for good (LoGo is quitting).
    pub fn shutdown(&self) {
        self.inner.host.shutdown();
    }

    /// The view of the session now, with the next revision.
    fn view_of(&self, live: &mut Live, now_ms: u64, unsaved: Option<DbProblem>) -> GameView {
        live.revision += 1;
        GameView { revision: live.revision, ..game_view(&live.session, now_ms, unsaved) }
    }

    /// Saves the session after a change; a game that has just ended (it was
    /// not over before) also goes into the library. Returns the first problem.
    async fn commit(&self, session: &mut PlaySession, now_ms: u64, was_over: bool) -> Option<DbProblem> {
        let just_ended = !was_over && session.game().result().is_some();
        let kept = if just_ended { library::keep_finished(&self.inner.store, session).await.err() } else { None };
        let saved = self.save(session, now_ms).await;
        kept.map(|e| DbProblem::from(e.problem)).or(saved)
    }

    async fn save(&self, session: &PlaySession, now_ms: u64) -> Option<DbProblem> {
        if let Some(problem) = self.inner.saving_refused {
            return Some(problem);
        }
        let Ok(document) = session.document(now_ms) else { return Some(DbProblem::Io) };
        let saved = self.inner.store.save_game_in_progress(&document).await;
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
mod engine_tests;
#[cfg(test)]
mod tests;
