//! The game while a teacher shows something on a copy of it: its clocks
//! rest and a computer opponent waits (work under way is dropped, so the
//! game stays exactly where it stood); both go on when the game is shown
//! once more.

use super::PlaySession;

impl PlaySession {
    /// Stops the clocks at `now_ms` and holds the engine while the game is put aside for teaching.
    pub fn pause_clocks(&mut self, now_ms: u64) {
        self.game.pause(now_ms);
        self.engine.held = true;
        self.engine_stopped();
    }

    /// Starts the clock of the player to move again at `now_ms`, if play is on,
    /// and lets the engine take its turn (the game is shown again); nothing
    /// changes for a game that was not resting.
    pub fn resume_clocks(&mut self, now_ms: u64) {
        self.game.start(now_ms);
        self.engine.held = false;
    }

    /// Whether the game is put aside for teaching (paused and not resumed since).
    #[must_use]
    pub fn is_resting(&self) -> bool {
        self.engine.held
    }
}

#[cfg(test)]
mod tests {
    use crate::session::PlaySession;
    use crate::session::settings::{NewGameSettings, TimeSettings};
    use go_core::{Color, PerColor, RulesPreset};

    #[test]
    fn the_clock_rests_while_teaching_and_runs_on_from_where_it_stood() {
        let settings = NewGameSettings {
            size: 9,
            rules: RulesPreset::Japanese.rules(),
            handicap: 0,
            players: PerColor::default(),
            time: Some(TimeSettings { main_seconds: PerColor::new(600, 600), period_seconds: 0, periods: 1 }),
            opponent: None,
        };
        let mut session = PlaySession::start(&settings, None, 0).unwrap();
        session.play("ee", 1_000).unwrap();
        assert!(!session.is_resting());
        session.pause_clocks(3_000);
        assert!(session.is_resting());
        let rested = session.timed().clock_view(60_000).unwrap();
        assert_eq!(rested.running, None);
        session.resume_clocks(60_000);
        assert!(!session.is_resting());
        let running = session.timed().clock_view(61_000).unwrap();
        assert_eq!(running.running, Some(Color::White));
        assert_eq!(
            running.white.main_left_ms,
            rested.white.main_left_ms - 1_000,
            "only the second after resuming counts"
        );
    }
}
