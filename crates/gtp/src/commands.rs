//! The GTP commands LoGo uses, typed: arguments from go-core's types, answers
//! parsed strictly into them. Optional commands are checked against
//! `list_commands` first and fail with `Unsupported` without being sent.

use crate::engine::Engine;
use crate::error::{Expected, GtpError, ProtocolProblem, shorten};
use crate::vertex::{EngineMove, color_word, move_word, parse_engine_move, parse_vertices};
use go_core::{BoardSize, Color, GameResult, Komi, Move, Point};
use serde::Serialize;
use std::time::Duration;

/// The stone statuses `final_status_list` reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum StoneStatus {
    /// Stones the engine considers dead.
    Dead,
    /// Stones the engine considers alive.
    Alive,
    /// Stones the engine considers alive in seki.
    Seki,
}

/// A Canadian byo-yomi time control for `time_settings`: `main` time, then
/// `stones` moves in every `byo_yomi` period. A zero `byo_yomi` means none;
/// a zero `byo_yomi` with zero `stones` means no time limit at all.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TimeSettings {
    /// Main time.
    pub main: Duration,
    /// Length of a byo-yomi period.
    pub byo_yomi: Duration,
    /// Stones to play in each period.
    pub stones: u32,
}

/// The seconds `time_left` tells for `left`: rounded up and at least one, since
/// an engine reads 0 as a clock that has run out (GNU Go then plays its
/// fastest, weakest moves) while the player still has time to move.
#[must_use]
fn whole_seconds_left(left: Duration) -> u64 {
    let rounded_up = left.as_secs().saturating_add(u64::from(left.subsec_nanos() > 0));
    rounded_up.max(1)
}

impl Engine {
    /// Sends a command the engine must know and returns its answer.
    fn ask(&mut self, name: &str, args: &str) -> Result<String, GtpError> {
        if !self.supports(name) {
            return Err(GtpError::Unsupported { command: name.to_owned() });
        }
        let line = if args.is_empty() { name.to_owned() } else { format!("{name} {args}") };
        let limit = self.limit_for(name);
        self.exchange(&line, limit)
    }

    /// `boardsize`: a square board (GTP knows no other).
    pub fn boardsize(&mut self, size: BoardSize) -> Result<(), GtpError> {
        if !size.is_square() {
            return Err(GtpError::Unsupported { command: format!("boardsize {size}") });
        }
        self.ask("boardsize", &size.width.to_string())?;
        self.size = size;
        Ok(())
    }

    /// `clear_board`: an empty board, no captures, no history.
    pub fn clear_board(&mut self) -> Result<(), GtpError> {
        self.ask("clear_board", "").map(drop)
    }

    /// `komi`.
    pub fn komi(&mut self, komi: Komi) -> Result<(), GtpError> {
        self.ask("komi", &komi.to_string()).map(drop)
    }

    /// `fixed_handicap`: the engine places `stones` on its handicap points and names them.
    pub fn fixed_handicap(&mut self, stones: u8) -> Result<Vec<Point>, GtpError> {
        let answer = self.ask("fixed_handicap", &stones.to_string())?;
        self.vertices("fixed_handicap", &answer)
    }

    /// `place_free_handicap`: the engine chooses where to put `stones`.
    pub fn place_free_handicap(&mut self, stones: u8) -> Result<Vec<Point>, GtpError> {
        let answer = self.ask("place_free_handicap", &stones.to_string())?;
        self.vertices("place_free_handicap", &answer)
    }

    /// `set_free_handicap`: Black's handicap stones, chosen by someone else.
    pub fn set_free_handicap(&mut self, points: &[Point]) -> Result<(), GtpError> {
        let words: Option<Vec<String>> = points.iter().map(|p| p.to_display(self.size)).collect();
        let words = words.ok_or_else(|| GtpError::Unsupported { command: "set_free_handicap off the board".into() })?;
        self.ask("set_free_handicap", &words.join(" ")).map(drop)
    }

    /// `play`: tells the engine a move. An engine that finds it illegal answers `Refused`.
    pub fn play(&mut self, color: Color, mv: Move) -> Result<(), GtpError> {
        let word = move_word(mv, self.size)
            .ok_or_else(|| GtpError::Unsupported { command: format!("play {} off the board", color_word(color)) })?;
        self.ask("play", &format!("{} {word}", color_word(color))).map(drop)
    }

    /// `genmove`: the engine chooses a move for `color` and plays it on its board.
    pub fn genmove(&mut self, color: Color) -> Result<EngineMove, GtpError> {
        let answer = self.ask("genmove", color_word(color))?;
        self.engine_move("genmove", &answer)
    }

    /// `reg_genmove`: the engine's choice for `color`, not played.
    pub fn reg_genmove(&mut self, color: Color) -> Result<EngineMove, GtpError> {
        let answer = self.ask("reg_genmove", color_word(color))?;
        self.engine_move("reg_genmove", &answer)
    }

    /// A hint: the engine's choice for `color` without playing it — `reg_genmove`
    /// where the engine offers it, else `genmove` followed by `undo`.
    pub fn hint(&mut self, color: Color) -> Result<EngineMove, GtpError> {
        if self.supports("reg_genmove") {
            return self.reg_genmove(color);
        }
        if !self.supports("undo") {
            return Err(GtpError::Unsupported { command: "reg_genmove".into() });
        }
        let chosen = self.genmove(color)?;
        if chosen != EngineMove::Resign {
            self.undo()?;
        }
        Ok(chosen)
    }

    /// `undo`: takes back the engine's last move (its own or one it was told).
    pub fn undo(&mut self) -> Result<(), GtpError> {
        self.ask("undo", "").map(drop)
    }

    /// `time_settings`: the game's time control, in whole seconds.
    pub fn time_settings(&mut self, time: TimeSettings) -> Result<(), GtpError> {
        let args = format!("{} {} {}", time.main.as_secs(), time.byo_yomi.as_secs(), time.stones);
        self.ask("time_settings", &args).map(drop)
    }

    /// `time_left`: `color` has `left` on the clock and `stones` to play in it
    /// (0 while in main time), in whole seconds rounded up ([`whole_seconds_left`]).
    pub fn time_left(&mut self, color: Color, left: Duration, stones: u32) -> Result<(), GtpError> {
        self.ask("time_left", &format!("{} {} {stones}", color_word(color), whole_seconds_left(left))).map(drop)
    }

    /// `final_score`: the engine's count of the current position.
    pub fn final_score(&mut self) -> Result<GameResult, GtpError> {
        let answer = self.ask("final_score", "")?;
        match GameResult::from_sgf(answer.trim()) {
            Some(result) => Ok(result),
            None => Err(self.bad_answer("final_score", &answer, Expected::Score)),
        }
    }

    /// `final_status_list`: the stones of one status in the engine's opinion.
    pub fn final_status_list(&mut self, status: StoneStatus) -> Result<Vec<Point>, GtpError> {
        let word = match status {
            StoneStatus::Dead => "dead",
            StoneStatus::Alive => "alive",
            StoneStatus::Seki => "seki",
        };
        let answer = self.ask("final_status_list", word)?;
        self.vertices("final_status_list", &answer)
    }

    /// `kgs-rules`: tells an engine that knows KGS's extension which rules to play.
    pub fn kgs_rules(&mut self, rules: &str) -> Result<(), GtpError> {
        self.ask("kgs-rules", rules).map(drop)
    }

    /// Any other listed command, given as one line (`list_stones black`); its
    /// answer as text. Refused with `Unsupported` when not listed or when the
    /// line holds control characters.
    pub fn custom(&mut self, line: &str) -> Result<String, GtpError> {
        let unsupported = || GtpError::Unsupported { command: shorten(line, 80) };
        if line.chars().any(char::is_control) {
            return Err(unsupported());
        }
        let (name, args) = line.trim().split_once(' ').unwrap_or((line.trim(), ""));
        if name.is_empty() {
            return Err(unsupported());
        }
        self.ask(name, args.trim())
    }

    fn engine_move(&mut self, command: &str, answer: &str) -> Result<EngineMove, GtpError> {
        parse_engine_move(answer, self.size).map_err(|problem| self.broken(command, problem))
    }

    fn vertices(&mut self, command: &str, answer: &str) -> Result<Vec<Point>, GtpError> {
        parse_vertices(answer, self.size).map_err(|problem| self.broken(command, problem))
    }

    fn bad_answer(&mut self, command: &str, answer: &str, expected: Expected) -> GtpError {
        self.broken(command, ProtocolProblem::BadAnswer { answer: shorten(answer, 80), expected })
    }
}

#[cfg(test)]
mod tests {
    use super::whole_seconds_left;
    use std::time::Duration;

    #[test]
    fn time_left_rounds_up_and_never_says_the_clock_ran_out() {
        assert_eq!(whole_seconds_left(Duration::from_millis(900)), 1, "0.9 s is not out of time");
        assert_eq!(whole_seconds_left(Duration::from_millis(1)), 1);
        assert_eq!(whole_seconds_left(Duration::ZERO), 1);
        assert_eq!(whole_seconds_left(Duration::from_secs(30)), 30);
        assert_eq!(whole_seconds_left(Duration::from_millis(29_100)), 30);
        assert_eq!(whole_seconds_left(Duration::MAX), u64::MAX);
    }
}
