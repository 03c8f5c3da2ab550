//! Markup a node draws on the board: marks, labels, arrows, lines, dimming.
//!
//! Markup belongs to its node only, except dimming: SGF's `DD` stays in force
//! in the nodes below until another `DD` replaces it (`DD[]` lifts it), so
//! [`Markup::dimmed`] tells apart "this node says nothing" (`None`) from
//! "nothing is dimmed from here on" (`Some` of an empty list).

use crate::point::Point;
use serde::{Deserialize, Serialize};

/// A text on a point (SGF `LB`).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Label {
    /// Where.
    pub point: Point,
    /// The text, usually a letter or a number.
    pub text: String,
}

/// A line or arrow from one point to another (SGF `LN`, `AR`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Line {
    /// Where it starts.
    pub from: Point,
    /// Where it ends (the arrow's head).
    pub to: Point,
}

/// Everything a node draws on the board.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Markup {
    /// Circles (SGF `CR`).
    pub circle: Vec<Point>,
    /// Squares (SGF `SQ`).
    pub square: Vec<Point>,
    /// Triangles (SGF `TR`).
    pub triangle: Vec<Point>,
    /// Crosses (SGF `MA`).
    pub cross: Vec<Point>,
    /// Selected points (SGF `SL`).
    pub selected: Vec<Point>,
    /// Texts on points (SGF `LB`).
    pub labels: Vec<Label>,
    /// Arrows (SGF `AR`).
    pub arrows: Vec<Line>,
    /// Lines (SGF `LN`).
    pub lines: Vec<Line>,
    /// Points shown dimmed from this node on (SGF `DD`); `Some` of an empty
    /// list lifts earlier dimming, `None` keeps it.
    pub dimmed: Option<Vec<Point>>,
}

impl Markup {
    /// Whether the node draws nothing and leaves dimming as it was.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.circle.is_empty()
            && self.square.is_empty()
            && self.triangle.is_empty()
            && self.cross.is_empty()
            && self.selected.is_empty()
            && self.labels.is_empty()
            && self.arrows.is_empty()
            && self.lines.is_empty()
            && self.dimmed.is_none()
    }
}
