//! A GTP engine at the board: started for a game's size, rules and handicap,
//! kept in step with the game (told each move, or synced to any position
//! through [`board_sync`](super::board_sync)), asked for moves, hints,
//! handicap placement and its view of the final position.

use super::board_sync::{self, EngineBoard};
use super::seat::{Opinion, Seat};
use go_core::{BoardSize, Color, Game, Move, PlayedMove, Point, Rules};
use logo_gtp::{Engine, EngineKiller, EngineMove, EngineOptions, EngineProfile, GtpError, RulesFit, StoneStatus};

/// The game an engine is started for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EngineSetup {
    /// The board.
    pub size: BoardSize,
    /// The rules, komi included.
    pub rules: Rules,
    /// Handicap stones (0 for an even game): the komi the engine is told
    /// accounts for the compensation the rules give for them.
    pub handicap: u8,
}

/// An engine playing one or both colours.
pub struct EngineSeat {
    engine: Engine,
    name: String,
    fit: RulesFit,
    told: EngineBoard,
}

impl EngineSeat {
    /// Starts the engine of `profile` and sets up an empty board for `setup`:
    /// `boardsize`, `clear_board`, `komi` (adjusted to the engine's counting),
    /// and `kgs-rules` where the engine offers it.
    pub fn start(profile: &EngineProfile, setup: &EngineSetup, options: EngineOptions) -> Result<Self, GtpError> {
        let mut engine = Engine::start(&profile.command(&setup.rules), options)?;
        let plan = profile.rules_plan(&setup.rules, setup.handicap, engine.commands());
        engine.boardsize(setup.size)?;
        engine.clear_board()?;
        engine.komi(plan.komi)?;
        if let Some(rules) = plan.kgs_rules {
            engine.kgs_rules(rules)?;
        }
        let name = profile.display_name(engine.identity());
        Ok(EngineSeat { engine, name, fit: plan.fit, told: EngineBoard::default() })
    }

    /// How well the engine follows the game's rules.
    pub fn rules_fit(&self) -> &RulesFit {
        &self.fit
    }

    /// A handle that stops the engine from another thread.
    pub fn killer(&self) -> EngineKiller {
        self.engine.killer()
    }

    /// The running engine, for commands the seat does not send itself.
    pub fn engine_mut(&mut self) -> &mut Engine {
        &mut self.engine
    }

    /// Brings the engine's board to `game`'s position.
    pub fn sync(&mut self, game: &Game) -> Result<(), GtpError> {
        let wanted = EngineBoard::of_game(game)?;
        board_sync::sync(&mut self.engine, &mut self.told, &wanted)
    }

    /// The engine's move for `color`, played on its own board (LoGo checks it before the game takes it).
    pub fn genmove(&mut self, color: Color) -> Result<EngineMove, GtpError> {
        let chosen = self.engine.genmove(color)?;
        if let Some(played) = chosen.as_move() {
            self.told.moves.push(PlayedMove { color, played });
        }
        Ok(chosen)
    }

    /// The engine's suggestion for `color`, not played.
    pub fn hint(&mut self, color: Color) -> Result<EngineMove, GtpError> {
        self.engine.hint(color)
    }

    /// Where the engine puts `stones` free handicap stones (`place_free_handicap`,
    /// placed on its board), or `Unsupported` if it does not offer that.
    pub fn place_handicap(&mut self, stones: u8) -> Result<Vec<Point>, GtpError> {
        let points = self.engine.place_free_handicap(stones)?;
        self.told.handicap.clone_from(&points);
        Ok(points)
    }

    /// The stones the engine considers dead in the position on its board.
    pub fn dead_stones(&mut self) -> Result<Vec<Point>, GtpError> {
        self.engine.final_status_list(StoneStatus::Dead)
    }

    /// Quits the engine and waits for it to exit (killing it after the grace).
    pub fn quit(self) -> Result<(), GtpError> {
        self.engine.quit().map(drop)
    }
}

impl Seat for EngineSeat {
    fn name(&self) -> String {
        self.name.clone()
    }

    fn choose(&mut self, game: &Game) -> Result<EngineMove, GtpError> {
        self.genmove(game.to_play())
    }

    fn observe(&mut self, color: Color, mv: Move) -> Result<(), GtpError> {
        self.engine.play(color, mv)?;
        self.told.moves.push(PlayedMove { color, played: mv });
        Ok(())
    }

    fn take_back(&mut self, moves: u32) -> Result<(), GtpError> {
        for _ in 0..moves {
            self.engine.undo()?;
            self.told.moves.pop();
        }
        Ok(())
    }

    fn opinion(&mut self) -> Option<Opinion> {
        let dead = self.dead_stones().ok()?;
        let score = self.engine.final_score().ok();
        Some(Opinion { dead, score })
    }

    fn engine(&mut self) -> Option<&mut Engine> {
        Some(&mut self.engine)
    }
}
