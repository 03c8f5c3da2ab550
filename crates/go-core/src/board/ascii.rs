//! ASCII diagrams of boards, so that tests read like pictures.
//!
//! `.` is an empty point, `X` a black stone, `O` a white stone; rows run from
//! top to bottom and whitespace between columns is allowed and ignored.

use super::Board;
use crate::color::Color;
use crate::point::{BoardSize, Point};

/// Why a diagram could not be read as a board.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AsciiBoardError {
    /// A character other than `.`, `X`, `O` (or whitespace).
    #[error("line {line}: unexpected character {found:?}")]
    UnexpectedCharacter {
        /// 1-based line among the diagram's non-empty lines.
        line: usize,
        /// The character found.
        found: char,
    },
    /// Rows of different lengths.
    #[error("line {line}: {found} columns, expected {expected}")]
    RaggedRow {
        /// 1-based line among the diagram's non-empty lines.
        line: usize,
        /// Columns on that line.
        found: usize,
        /// Columns on the first line.
        expected: usize,
    },
    /// The size is outside 2..=25 on some side.
    #[error("a {width}x{height} board is not supported")]
    BadSize {
        /// Columns found.
        width: usize,
        /// Rows found.
        height: usize,
    },
}

impl Board {
    /// Reads a diagram: one line per row from the top, `.`/`X`/`O` per point.
    pub fn from_ascii(diagram: &str) -> Result<Board, AsciiBoardError> {
        let mut rows: Vec<Vec<Option<Color>>> = Vec::new();
        for (k, line) in diagram.lines().map(str::trim).filter(|l| !l.is_empty()).enumerate() {
            let mut row = Vec::new();
            for c in line.chars().filter(|c| !c.is_whitespace()) {
                row.push(match c {
                    '.' | '+' => None,
                    'X' | 'x' => Some(Color::Black),
                    'O' | 'o' => Some(Color::White),
                    found => return Err(AsciiBoardError::UnexpectedCharacter { line: k + 1, found }),
                });
            }
            if let Some(first) = rows.first()
                && first.len() != row.len()
            {
                return Err(AsciiBoardError::RaggedRow { line: k + 1, found: row.len(), expected: first.len() });
            }
            rows.push(row);
        }
        let (width, height) = (rows.first().map_or(0, Vec::len), rows.len());
        let bad_size = AsciiBoardError::BadSize { width, height };
        let size = BoardSize::new(u32::try_from(width).unwrap_or(0), u32::try_from(height).unwrap_or(0))
            .map_err(|_| bad_size)?;
        let mut board = Board::new(size);
        for p in size.points() {
            let stone = rows.get(usize::from(p.y)).and_then(|r| r.get(usize::from(p.x))).copied().flatten();
            if let Some(color) = stone
                && let Some(i) = board.index(p)
            {
                board.note_added(i, color);
                if let Some(cell) = board.cell_mut(i) {
                    cell.content = super::Content::of(color);
                }
            }
        }
        board.rebuild_chains();
        Ok(board)
    }

    /// The diagram of the position: rows from the top, points separated by a
    /// space, each row ending in a newline.
    #[must_use]
    pub fn to_ascii(&self) -> String {
        let mut text = String::with_capacity(self.size.area() * 2 + usize::from(self.size.height));
        for y in 0..self.size.height {
            let row: Vec<&str> = (0..self.size.width)
                .map(|x| match self.get(Point::new(x, y)) {
                    None => ".",
                    Some(Color::Black) => "X",
                    Some(Color::White) => "O",
                })
                .collect();
            text.push_str(&row.join(" "));
            text.push('\n');
        }
        text
    }
}
