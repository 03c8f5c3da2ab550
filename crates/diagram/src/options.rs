//! What a teacher chooses for an exported diagram: the part of the board,
//! coordinates or not (in which notation), move numbers on stones or not.
//! Markup and labels are always drawn: they are what the diagram is for.

use go_core::{BoardSize, Notation, Point};
use serde::{Deserialize, Serialize};

/// A rectangle of the board, inclusive, in 0-based columns and rows from the
/// top left (`ImageRegion` in TypeScript, beside the lessons' `Region`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "ImageRegion"))]
pub struct Region {
    /// Leftmost column.
    pub left: u8,
    /// Top row.
    pub top: u8,
    /// Rightmost column.
    pub right: u8,
    /// Bottom row.
    pub bottom: u8,
}

impl Region {
    /// The whole board.
    #[must_use]
    pub fn whole(size: BoardSize) -> Region {
        Region { left: 0, top: 0, right: size.width.saturating_sub(1), bottom: size.height.saturating_sub(1) }
    }

    /// The rectangle with `a` and `b` as opposite corners (in any order).
    #[must_use]
    pub fn spanning(a: Point, b: Point) -> Region {
        Region { left: a.x.min(b.x), top: a.y.min(b.y), right: a.x.max(b.x), bottom: a.y.max(b.y) }
    }

    /// Whether `p` lies inside.
    #[must_use]
    pub fn contains(self, p: Point) -> bool {
        (self.left..=self.right).contains(&p.x) && (self.top..=self.bottom).contains(&p.y)
    }

    /// Columns across.
    #[must_use]
    pub fn columns(self) -> u8 {
        self.right - self.left + 1
    }

    /// Rows down.
    #[must_use]
    pub fn rows(self) -> u8 {
        self.bottom - self.top + 1
    }

    /// The region if it is a rectangle of at least 2x2 points on a board of `size`.
    pub fn checked(self, size: BoardSize) -> Result<Region, DiagramError> {
        let fits = self.left < self.right && self.top < self.bottom;
        if fits && size.contains(Point::new(self.right, self.bottom)) { Ok(self) } else { Err(DiagramError::BadRegion) }
    }
}

/// How the diagram is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ImageOptions {
    /// The part of the board; `None` for the whole board.
    pub region: Option<Region>,
    /// Coordinates along the four sides of the part shown.
    pub coordinates: bool,
    /// The notation of the coordinates.
    pub notation: Notation,
    /// The numbers of the moves that placed the stones still standing.
    pub move_numbers: bool,
}

impl Default for ImageOptions {
    fn default() -> Self {
        ImageOptions { region: None, coordinates: true, notation: Notation::Letters, move_numbers: false }
    }
}

/// The file format of an exported diagram.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum ImageFormat {
    /// Scalable vector graphics: sharp at any size, editable.
    Svg,
    /// A bitmap, for pasting into documents and messages.
    Png,
}

impl ImageFormat {
    /// The file extension, without the dot.
    #[must_use]
    pub fn extension(self) -> &'static str {
        match self {
            ImageFormat::Svg => "svg",
            ImageFormat::Png => "png",
        }
    }
}

/// Why a diagram could not be made.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, thiserror::Error)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum DiagramError {
    /// The region is not a rectangle of at least 2x2 points on the board.
    #[error("the region is not a part of the board")]
    BadRegion,
    /// The SVG could not be drawn as a bitmap (it is LoGo's own SVG, so this is a bug).
    #[error("the diagram could not be rasterized")]
    Raster,
}
