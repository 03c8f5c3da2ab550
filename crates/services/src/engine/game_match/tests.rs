//! The match driver against the scripted fake engine (every way a seat can
//! spoil a game) and against GNU Go (whole games under Japanese and Chinese
//! rules, counted by go-core and compared with GNU Go's own count).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "a test fails loudly")]

mod fake_matches;
mod gnugo_matches;

use super::MatchSettings;
use crate::engine::test_engines::fake_profile;
use crate::engine::{EngineSeat, Seat};
use go_core::{BoardSize, Color, Game, Move, Point, RulesPreset};
use logo_gtp::{EngineMove, EngineOptions, GtpError};
use std::collections::BTreeSet;

fn nine() -> BoardSize {
    BoardSize { width: 9, height: 9 }
}

fn settings(preset: RulesPreset, max_moves: u32) -> MatchSettings {
    MatchSettings { size: nine(), rules: preset.rules(), max_moves }
}

fn point(vertex: &str) -> Point {
    Point::from_display(vertex, nine()).unwrap()
}

fn fake_seat(args: &[&str], settings: &MatchSettings) -> EngineSeat {
    EngineSeat::start(&fake_profile(args), &settings.engine_setup(), EngineOptions::default()).unwrap()
}

/// The points of `color` in the engine's own view (`list_stones`, which GNU Go and the fake know).
fn engine_stones(seat: &mut dyn Seat, color: Color) -> BTreeSet<Point> {
    let word = if color == Color::Black { "black" } else { "white" };
    let engine = seat.engine().unwrap();
    let list = engine.custom(&format!("list_stones {word}")).unwrap();
    list.split_whitespace().map(point).collect()
}

fn go_core_stones(game: &Game, color: Color) -> BTreeSet<Point> {
    game.board().points_of(color).into_iter().collect()
}

/// A seat that plays a fixed list of moves, then passes.
struct Scripted(std::vec::IntoIter<EngineMove>);

impl Scripted {
    fn boxed(vertices: &[&str]) -> Box<dyn Seat> {
        let moves: Vec<EngineMove> = vertices.iter().map(|v| EngineMove::Play { point: point(v) }).collect();
        Box::new(Scripted(moves.into_iter()))
    }
}

impl Seat for Scripted {
    fn name(&self) -> String {
        "Script".into()
    }

    fn choose(&mut self, _game: &Game) -> Result<EngineMove, GtpError> {
        Ok(self.0.next().unwrap_or(EngineMove::Pass))
    }

    fn observe(&mut self, _color: Color, _mv: Move) -> Result<(), GtpError> {
        Ok(())
    }

    fn take_back(&mut self, _moves: u32) -> Result<(), GtpError> {
        Ok(())
    }
}
