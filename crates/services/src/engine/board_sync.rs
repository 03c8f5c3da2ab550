//! Keeping an engine's board in step with a go-core game. LoGo remembers
//! what it told the engine ([`EngineBoard`]: handicap stones, then moves);
//! to show the engine another position it takes back the moves that differ
//! (`undo`) and tells the missing ones (`play`), or rebuilds the board
//! (`clear_board`, the handicap, every move) when the handicap differs or the
//! engine cannot take moves back. So undo, redo, a refused engine move, a
//! restart and a new engine all come down to one step: [`sync`].

use go_core::{Color, Game, GameEvent, Move, PlayedMove, Point};
use logo_gtp::{Engine, GtpError};

/// What an engine's board holds, as LoGo told it (or as a game needs it).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EngineBoard {
    /// Black's handicap stones (fixed or freely placed), placed before any move.
    pub handicap: Vec<Point>,
    /// The moves since, in order.
    pub moves: Vec<PlayedMove>,
}

impl EngineBoard {
    /// What an engine's board must hold to show `game`'s position: the stones
    /// Black starts with, the free handicap stones placed so far, every move.
    /// A game set up with White stones cannot be told to an engine.
    pub fn of_game(game: &Game) -> Result<EngineBoard, GtpError> {
        let start = Game::new(game.settings().clone()).map_err(|_| setup_unsupported())?;
        if !start.board().points_of(Color::White).is_empty() {
            return Err(setup_unsupported());
        }
        let mut board = EngineBoard { handicap: start.board().points_of(Color::Black), moves: Vec::new() };
        for event in game.events() {
            match *event {
                GameEvent::Handicap { point } => board.handicap.push(point),
                GameEvent::Move { color, played } => board.moves.push(PlayedMove { color, played }),
                GameEvent::Resign { .. } | GameEvent::Resume | GameEvent::Timeout { .. } | GameEvent::Scored { .. } => {
                }
            }
        }
        Ok(board)
    }
}

fn setup_unsupported() -> GtpError {
    GtpError::Unsupported { command: "a set-up position".into() }
}

/// Brings the engine's board from `told` to `wanted`, updating `told` as it goes
/// (so after an error it still says what the engine holds).
pub fn sync(engine: &mut Engine, told: &mut EngineBoard, wanted: &EngineBoard) -> Result<(), GtpError> {
    let extra = told.moves.len() - common_moves(told, wanted);
    if told.handicap != wanted.handicap || (extra > 0 && !engine.supports("undo")) {
        rebuild(engine, told, &wanted.handicap)?;
    } else {
        for _ in 0..extra {
            match engine.undo() {
                Ok(()) => {
                    told.moves.pop();
                }
                Err(GtpError::Refused { .. }) => {
                    rebuild(engine, told, &wanted.handicap)?;
                    break;
                }
                Err(error) => return Err(error),
            }
        }
    }
    for mv in wanted.moves.iter().skip(told.moves.len()) {
        engine.play(mv.color, mv.played)?;
        told.moves.push(*mv);
    }
    Ok(())
}

/// How many moves `told` and `wanted` share from the start.
fn common_moves(told: &EngineBoard, wanted: &EngineBoard) -> usize {
    told.moves.iter().zip(&wanted.moves).take_while(|(a, b)| a == b).count()
}

/// An empty board, then the handicap: `set_free_handicap` where the engine
/// offers it, else one Black `play` per stone.
fn rebuild(engine: &mut Engine, told: &mut EngineBoard, handicap: &[Point]) -> Result<(), GtpError> {
    engine.clear_board()?;
    *told = EngineBoard::default();
    if !handicap.is_empty() {
        if engine.supports("set_free_handicap") {
            engine.set_free_handicap(handicap)?;
        } else {
            for &point in handicap {
                engine.play(Color::Black, Move::Play(point))?;
            }
        }
    }
    told.handicap = handicap.to_vec();
    Ok(())
}
