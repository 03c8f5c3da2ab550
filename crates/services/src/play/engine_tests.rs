//! The play service against engines, on a real database file: the scripted
//! fake engine for every way a turn can go (a move, an illegal move, a crash,
//! a hang cut short by undo, a resignation, a hint, the count) and GNU Go for
//! whole games. Views that come without a command are caught from the
//! service's listener.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "a test fails loudly")]

mod fake_games;
mod gnugo_games;
mod teaching;
mod timed_games;

use super::PlayService;
use crate::engine::catalog::EngineCatalog;
use crate::engine::opponent::{ColorChoice, EngineChoice, OpponentSettings};
use crate::engine::test_engines::fake_program;
use crate::session::settings::NewGameSettings;
use crate::test_store::temp_db;
use crate::view::GameView;
use go_core::{Color, PerColor, Point, RulesPreset};
use logo_gtp::EngineOptions;
use logo_store::Store;
use std::path::PathBuf;
use std::time::Duration;
use tokio::sync::mpsc::{UnboundedReceiver, unbounded_channel};

/// How long a test waits for the engine.
const PATIENCE: Duration = Duration::from_secs(60);

/// A play service over a database file, its engine list and what it told its listener.
struct Table {
    service: PlayService,
    views: UnboundedReceiver<GameView>,
    catalog: EngineCatalog,
    store: Store,
    path: PathBuf,
    _dir: tempfile::TempDir,
}

async fn open_service(store: Store, options: EngineOptions) -> (PlayService, UnboundedReceiver<GameView>) {
    let (sender, views) = unbounded_channel();
    let listener = Box::new(move |view| {
        let _ = sender.send(view);
    });
    (PlayService::open(store, options, listener).await, views)
}

impl Table {
    async fn new() -> Table {
        Table::with_options(EngineOptions::default()).await
    }

    /// A table whose engines run with `options` (e.g. short time limits).
    async fn with_options(options: EngineOptions) -> Table {
        let (dir, path) = temp_db();
        let store = Store::open(&path).await.unwrap();
        let (service, views) = open_service(store.clone(), options).await;
        let catalog = EngineCatalog::new(store.clone(), EngineOptions::default());
        Table { service, views, catalog, store, path, _dir: dir }
    }

    /// LoGo quits (the engine with it) and starts again on the same database.
    async fn restart(self) -> Table {
        let Table { service, catalog, store, path, _dir, .. } = self;
        service.shutdown();
        drop(service);
        store.close().await;
        let store = Store::open(&path).await.unwrap();
        let (service, views) = open_service(store.clone(), EngineOptions::default()).await;
        Table { service, views, catalog, store, path, _dir }
    }

    /// Adds the fake engine with `args` to the engine list.
    async fn add_fake(&self, args: &str) -> EngineChoice {
        self.catalog.choose_program(fake_program());
        let list = self.catalog.add("", args).await.unwrap();
        EngineChoice::Custom { id: list.engines.last().unwrap().id.clone() }
    }

    async fn start(&self, settings: NewGameSettings) -> GameView {
        self.service.new_game(&settings, &self.catalog).await.unwrap()
    }

    async fn play(&self, point: &str) -> GameView {
        let point = point.to_owned();
        self.service.change(move |session, now| session.play(&point, now)).await.unwrap()
    }

    /// The first view from the listener for which `done` holds.
    async fn until(&mut self, what: &str, done: impl Fn(&GameView) -> bool) -> GameView {
        let waited = tokio::time::timeout(PATIENCE, async {
            loop {
                let view = self.views.recv().await.expect("the service is gone");
                if done(&view) {
                    return view;
                }
            }
        });
        waited.await.unwrap_or_else(|_| panic!("waited in vain for {what}"))
    }

    /// Waits until the engine's turn ended with a problem, and returns it.
    async fn problem(&mut self) -> crate::engine::opponent::EngineProblem {
        let stopped =
            self.until("the engine's problem", |v| v.opponent.as_ref().is_some_and(|o| o.problem.is_some())).await;
        stopped.opponent.and_then(|o| o.problem).unwrap()
    }

    /// Waits until the engine has played move `n`.
    async fn engine_moved(&mut self, n: u32) -> GameView {
        self.until(&format!("move {n}"), |v| v.move_number >= n && working(v).is_none()).await
    }
}

fn working(view: &GameView) -> Option<crate::session::opponent::EngineWork> {
    view.opponent.as_ref().and_then(|o| o.working)
}

fn sgf(point: &str) -> Point {
    Point::from_sgf(point).unwrap()
}

/// A 9x9 game under `preset` against `engine`, the learner playing `learner`.
fn against(engine: EngineChoice, learner: ColorChoice, preset: RulesPreset) -> NewGameSettings {
    NewGameSettings {
        size: 9,
        rules: preset.rules(),
        handicap: 0,
        players: PerColor::default(),
        time: None,
        opponent: Some(OpponentSettings {
            engine,
            learner_color: learner,
            learner_name: "Lea".into(),
            engine_name: "Fake (Stufe 1)".into(),
            hints: true,
            move_seconds: None,
        }),
    }
}

fn stone(view: &GameView, point: &str) -> Option<Color> {
    let p = sgf(point);
    if view.black.contains(&p) {
        Some(Color::Black)
    } else if view.white.contains(&p) {
        Some(Color::White)
    } else {
        None
    }
}
