//! Board sizes as SGF knows them (1 to 52 per side, rectangular) and points on them.
//!
//! go-core plays on 2..=25, but a reader must take every legal SGF file, so
//! the size used to check points is SGF's own; [`SgfSize::to_board_size`]
//! is where go-core's limits come in.

use super::{Value, ValueError};
use go_core::{BoardSize, BoardSizeError, Point};

/// A board size as SGF allows it: each side 1..=52, `SZ[19]` or `SZ[width:height]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SgfSize {
    width: u8,
    height: u8,
}

impl SgfSize {
    /// 19x19, the size when `SZ` is absent.
    pub const STANDARD: SgfSize = SgfSize { width: 19, height: 19 };
    /// The longest side SGF's letters can address.
    pub const MAX_SIDE: u8 = 52;

    /// A checked size: each side within 1..=52.
    pub fn new(width: u32, height: u32) -> Result<SgfSize, ValueError> {
        let side = |s: u32| u8::try_from(s).ok().filter(|s| (1..=SgfSize::MAX_SIDE).contains(s));
        match (side(width), side(height)) {
            (Some(width), Some(height)) => Ok(SgfSize { width, height }),
            _ => Err(ValueError::BadSize { raw: format!("{width}:{height}") }),
        }
    }

    /// A checked square size.
    pub fn square(side: u32) -> Result<SgfSize, ValueError> {
        SgfSize::new(side, side)
    }

    /// Reads an `SZ` value: `19` or `9:13`.
    pub fn from_value(value: Value<'_>) -> Result<SgfSize, ValueError> {
        let bad = || ValueError::BadSize { raw: value.raw().to_owned() };
        let side = |v: Value<'_>| v.number().ok().and_then(|n| u32::try_from(n).ok()).ok_or_else(bad);
        let size = match value.compose() {
            Some((w, h)) => SgfSize::new(side(w)?, side(h)?),
            None => SgfSize::square(side(value)?),
        };
        size.map_err(|_| bad())
    }

    /// Number of columns.
    #[must_use]
    pub fn width(self) -> u8 {
        self.width
    }

    /// Number of rows.
    #[must_use]
    pub fn height(self) -> u8 {
        self.height
    }

    /// Whether `p` lies on the board.
    #[must_use]
    pub fn contains(self, p: Point) -> bool {
        p.x < self.width && p.y < self.height
    }

    /// Whether `tt` means a pass (FF[3] and older, kept by FF[4] for boards up to 19x19).
    #[must_use]
    pub fn allows_tt_pass(self) -> bool {
        self.width <= 19 && self.height <= 19
    }

    /// go-core's size, if go-core can play on it (2..=25).
    pub fn to_board_size(self) -> Result<BoardSize, BoardSizeError> {
        BoardSize::new(u32::from(self.width), u32::from(self.height))
    }
}

impl From<BoardSize> for SgfSize {
    fn from(size: BoardSize) -> SgfSize {
        SgfSize { width: size.width, height: size.height }
    }
}

/// Why two letters are no point on the board; the caller adds the raw value.
pub(crate) enum PointProblem {
    NotAPoint,
    OffBoard,
}

impl PointProblem {
    pub(crate) fn with_raw(self, raw: &str) -> ValueError {
        let raw = raw.to_owned();
        match self {
            PointProblem::NotAPoint => ValueError::NotAPoint { raw },
            PointProblem::OffBoard => ValueError::OffBoard { raw },
        }
    }
}

pub(crate) fn parse_point(plain: &str, size: SgfSize) -> Result<Point, PointProblem> {
    let p = Point::from_sgf(plain).ok_or(PointProblem::NotAPoint)?;
    if size.contains(p) { Ok(p) } else { Err(PointProblem::OffBoard) }
}

/// Every point of the rectangle with corners `a` and `b`, row by row from the top left.
pub(crate) fn rectangle(a: Point, b: Point) -> Vec<Point> {
    let (left, right) = (a.x.min(b.x), a.x.max(b.x));
    let (top, bottom) = (a.y.min(b.y), a.y.max(b.y));
    (top..=bottom).flat_map(|y| (left..=right).map(move |x| Point::new(x, y))).collect()
}

/// The union of a point list's values, in order, each point once.
pub(crate) fn point_list<'a>(values: impl Iterator<Item = Value<'a>>, size: SgfSize) -> Result<Vec<Point>, ValueError> {
    let side = usize::from(SgfSize::MAX_SIDE);
    let mut seen = vec![false; side * side];
    let mut points = Vec::new();
    for value in values {
        for p in value.points(size)? {
            if let Some(slot) = seen.get_mut(usize::from(p.y) * side + usize::from(p.x))
                && !*slot
            {
                *slot = true;
                points.push(p);
            }
        }
    }
    Ok(points)
}
