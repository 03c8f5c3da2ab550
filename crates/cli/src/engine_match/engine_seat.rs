//! A GTP engine at the board: started for the match's size and rules, kept in
//! step with the game by `play` and `undo`, asked for moves by `genmove`.

use super::MatchSettings;
use super::seat::{Opinion, Seat};
use go_core::{Color, Game, Move};
use logo_gtp::{Engine, EngineKiller, EngineMove, EngineOptions, EngineProfile, GtpError, RulesFit, StoneStatus};

/// An engine playing one or both colours.
pub struct EngineSeat {
    engine: Engine,
    name: String,
    fit: RulesFit,
}

impl EngineSeat {
    /// Starts the engine of `profile` and sets up an empty board for `settings`:
    /// `boardsize`, `clear_board`, `komi` (adjusted to the engine's counting),
    /// and `kgs-rules` where the engine offers it.
    pub fn start(profile: &EngineProfile, settings: &MatchSettings, options: EngineOptions) -> Result<Self, GtpError> {
        let mut engine = Engine::start(&profile.command(&settings.rules), options)?;
        let plan = profile.rules_plan(&settings.rules, 0, engine.commands());
        engine.boardsize(settings.size)?;
        engine.clear_board()?;
        engine.komi(plan.komi)?;
        if let Some(rules) = plan.kgs_rules {
            engine.kgs_rules(rules)?;
        }
        let name = profile.display_name(engine.identity());
        Ok(EngineSeat { engine, name, fit: plan.fit })
    }

    /// How well the engine follows the match's rules.
    pub fn rules_fit(&self) -> &RulesFit {
        &self.fit
    }

    /// A handle that stops the engine from another thread.
    #[cfg_attr(
        not(test),
        expect(dead_code, reason = "for the app's engine opponent (undo, hints, cancel); tested here")
    )]
    pub fn killer(&self) -> EngineKiller {
        self.engine.killer()
    }
}

impl Seat for EngineSeat {
    fn name(&self) -> String {
        self.name.clone()
    }

    fn choose(&mut self, game: &Game) -> Result<EngineMove, GtpError> {
        self.engine.genmove(game.to_play())
    }

    fn observe(&mut self, color: Color, mv: Move) -> Result<(), GtpError> {
        self.engine.play(color, mv)
    }

    fn take_back(&mut self, moves: u32) -> Result<(), GtpError> {
        (0..moves).try_for_each(|_| self.engine.undo())
    }

    fn opinion(&mut self) -> Option<Opinion> {
        let dead = self.engine.final_status_list(StoneStatus::Dead).ok()?;
        let score = self.engine.final_score().ok();
        Some(Opinion { dead, score })
    }

    fn engine(&mut self) -> Option<&mut Engine> {
        Some(&mut self.engine)
    }
}
