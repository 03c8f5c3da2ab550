//! GTP's words for colours, vertices and moves, converted through go-core's
//! [`Point`] (GTP vertices are go-core's display notation: `D16`, columns
//! without `I`, rows from the bottom).

use crate::error::{Expected, ProtocolProblem, shorten};
use go_core::{BoardSize, Color, Move, Point};
use serde::Serialize;

/// How much of a bad answer an error quotes.
const QUOTE_CHARS: usize = 80;

/// What an engine chose to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum EngineMove {
    /// A stone on this point (not yet checked by anyone: callers check it with go-core).
    Play {
        /// Where.
        point: Point,
    },
    /// A pass.
    Pass,
    /// The engine gives up.
    Resign,
}

impl EngineMove {
    /// The move for go-core; `None` for a resignation.
    #[must_use]
    pub fn as_move(self) -> Option<Move> {
        match self {
            EngineMove::Play { point } => Some(Move::Play(point)),
            EngineMove::Pass => Some(Move::Pass),
            EngineMove::Resign => None,
        }
    }
}

/// GTP's colour argument.
pub(crate) fn color_word(color: Color) -> &'static str {
    match color {
        Color::Black => "black",
        Color::White => "white",
    }
}

/// A move as a GTP vertex: `D4` or `pass`. `None` for a point off the board.
pub(crate) fn move_word(mv: Move, size: BoardSize) -> Option<String> {
    match mv {
        Move::Pass => Some("pass".to_owned()),
        Move::Play(point) => point.to_display(size),
    }
}

fn bad(answer: &str, expected: Expected) -> ProtocolProblem {
    ProtocolProblem::BadAnswer { answer: shorten(answer, QUOTE_CHARS), expected }
}

/// Reads a `genmove` answer: one vertex on the board, `pass` or `resign` (any case).
pub(crate) fn parse_engine_move(answer: &str, size: BoardSize) -> Result<EngineMove, ProtocolProblem> {
    let word = answer.trim();
    if word.eq_ignore_ascii_case("pass") {
        return Ok(EngineMove::Pass);
    }
    if word.eq_ignore_ascii_case("resign") {
        return Ok(EngineMove::Resign);
    }
    parse_vertex(word, size).map(|point| EngineMove::Play { point }).ok_or_else(|| bad(answer, Expected::Move))
}

/// Reads a list of vertices separated by spaces or lines (`pass` is not a vertex here).
pub(crate) fn parse_vertices(answer: &str, size: BoardSize) -> Result<Vec<Point>, ProtocolProblem> {
    answer
        .split_whitespace()
        .map(|word| parse_vertex(word, size).ok_or_else(|| bad(answer, Expected::Vertices)))
        .collect()
}

/// One vertex: a column letter and a row number, nothing else.
fn parse_vertex(word: &str, size: BoardSize) -> Option<Point> {
    let plain = word.len() >= 2 && word.chars().skip(1).all(|c| c.is_ascii_digit()) && !word.starts_with(['+', '-']);
    if plain { Point::from_display(word, size) } else { None }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nine() -> BoardSize {
        BoardSize { width: 9, height: 9 }
    }

    #[test]
    fn genmove_answers() {
        assert_eq!(parse_engine_move("D4", nine()), Ok(EngineMove::Play { point: Point::new(3, 5) }));
        assert_eq!(parse_engine_move("j9", nine()), Ok(EngineMove::Play { point: Point::new(8, 0) }));
        assert_eq!(parse_engine_move("PASS", nine()), Ok(EngineMove::Pass));
        assert_eq!(parse_engine_move("Resign", nine()), Ok(EngineMove::Resign));
    }

    #[test]
    fn vertices_off_the_board_or_malformed_are_bad_answers() {
        for answer in ["J10", "I5", "A0", "Z99", "D 4", "D4 E5", "", "D+4", "4D", "D04x"] {
            let result = parse_engine_move(answer, nine());
            assert!(matches!(result, Err(ProtocolProblem::BadAnswer { expected: Expected::Move, .. })), "{answer:?}");
        }
    }

    #[test]
    fn vertex_lists_span_lines() {
        let points = parse_vertices("A1 B2\nC3", nine()).unwrap();
        assert_eq!(points, [Point::new(0, 8), Point::new(1, 7), Point::new(2, 6)]);
        assert_eq!(parse_vertices("", nine()), Ok(Vec::new()));
        assert!(parse_vertices("A1 pass", nine()).is_err());
    }

    #[test]
    fn moves_become_gtp_words() {
        assert_eq!(move_word(Move::Play(Point::new(3, 5)), nine()).as_deref(), Some("D4"));
        assert_eq!(move_word(Move::Pass, nine()).as_deref(), Some("pass"));
        assert_eq!(move_word(Move::Play(Point::new(9, 0)), nine()), None);
    }
}
