//! The wall clock of the app: a background task that ticks the game's clock a
//! few times per second, sends the UI the `clock` event while a clock runs,
//! and the `game` event when a player's time runs out.

use crate::state::AppState;
use logo_services::play::Tick;
use std::time::Duration;
use tauri::{AppHandle, Emitter, Manager};

/// How often the clock is looked at.
const TICK: Duration = Duration::from_millis(200);

/// Runs until the app exits.
pub async fn run(app: AppHandle) {
    let mut interval = tokio::time::interval(TICK);
    loop {
        interval.tick().await;
        let state = app.state::<AppState>();
        let sent = match state.play.tick().await {
            Tick::Idle => Ok(()),
            Tick::Clock(clock) => app.emit("clock", clock),
            Tick::GameChanged(view) => app.emit(crate::GAME_EVENT, view),
        };
        if let Err(err) = sent {
            log::warn!("could not send the clock to the window: {err}");
        }
    }
}
