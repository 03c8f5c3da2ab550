//! Property values: raw text as in the file, read through FF[4]'s value types.
//!
//! The tree keeps every value exactly as written between `[` and `]` (escapes
//! included) so nothing is lost; [`Value`] interprets that text on demand as
//! Text, SimpleText, Number, Real, Double, Color, Point, point list, Move or
//! Compose. [`ValueBuf`] builds raw values from typed data, escaping as the
//! type needs, for writing.

mod buf;
mod number;
mod point;
pub(crate) mod text;

pub use buf::ValueBuf;
pub use point::SgfSize;
pub(crate) use point::point_list;

use go_core::{Color, Move, Point};
use serde::Serialize;
use std::borrow::Cow;

/// A property value as written in the file (escapes included), with typed readings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Value<'a> {
    raw: &'a str,
}

/// FF[4]'s Double: `1` normal, `2` emphasized (e.g. `GB[2]`, `TE[1]`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Double {
    /// `1`.
    Normal,
    /// `2`.
    Emphasized,
}

/// Why a value does not have the type asked for. The serialized `"code"` equals [`ValueError::code`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, thiserror::Error)]
#[serde(tag = "code", rename_all = "snake_case")]
pub enum ValueError {
    /// Not an integer (`[+|-]digits`).
    #[error("{raw:?} is not a number")]
    NotANumber {
        /// The raw value.
        raw: String,
    },
    /// Not a real number (`[+|-]digits[.digits]`).
    #[error("{raw:?} is not a real number")]
    NotAReal {
        /// The raw value.
        raw: String,
    },
    /// Not `1` or `2`.
    #[error("{raw:?} is not 1 or 2")]
    NotADouble {
        /// The raw value.
        raw: String,
    },
    /// Not `B` or `W`.
    #[error("{raw:?} is not a colour")]
    NotAColor {
        /// The raw value.
        raw: String,
    },
    /// Not two letters `a`-`z`, `A`-`Z`.
    #[error("{raw:?} is not a point")]
    NotAPoint {
        /// The raw value.
        raw: String,
    },
    /// A point outside the board.
    #[error("{raw:?} is off the board")]
    OffBoard {
        /// The raw value.
        raw: String,
    },
    /// A board size outside 1..=52 or not a number.
    #[error("{raw:?} is not a board size (1 to 52, or width:height)")]
    BadSize {
        /// The raw value.
        raw: String,
    },
    /// A raw value with an unescaped `]` or a trailing lone `\`.
    #[error("{raw:?} is not a well-formed raw value")]
    Malformed {
        /// The raw value.
        raw: String,
    },
    /// A real number that is infinite or not a number.
    #[error("not a finite number")]
    NotFinite,
}

impl ValueError {
    /// The stable code, as in the serialized `"code"` field.
    #[must_use]
    pub fn code(&self) -> &'static str {
        match self {
            ValueError::NotANumber { .. } => "not_a_number",
            ValueError::NotAReal { .. } => "not_a_real",
            ValueError::NotADouble { .. } => "not_a_double",
            ValueError::NotAColor { .. } => "not_a_color",
            ValueError::NotAPoint { .. } => "not_a_point",
            ValueError::OffBoard { .. } => "off_board",
            ValueError::BadSize { .. } => "bad_size",
            ValueError::Malformed { .. } => "malformed",
            ValueError::NotFinite => "not_finite",
        }
    }
}

impl<'a> Value<'a> {
    /// The empty value `[]`.
    pub const EMPTY: Value<'a> = Value { raw: "" };

    pub(crate) fn new(raw: &'a str) -> Value<'a> {
        Value { raw }
    }

    /// The text between `[` and `]` exactly as in the file, escapes included.
    #[must_use]
    pub fn raw(&self) -> &'a str {
        self.raw
    }

    /// Whether the value is `[]`.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.raw.is_empty()
    }

    /// FF[4] Text: soft line breaks (`\` + newline) removed, escapes resolved,
    /// line breaks kept as `\n`, other whitespace turned into spaces.
    #[must_use]
    pub fn text(&self) -> String {
        text::decode(self.raw, text::Newlines::Keep)
    }

    /// FF[4] SimpleText: like [`Value::text`], but line breaks become spaces too.
    #[must_use]
    pub fn simple_text(&self) -> String {
        text::decode(self.raw, text::Newlines::ToSpace)
    }

    /// The value with escapes resolved and surrounding whitespace trimmed, for the non-text types.
    fn plain(&self) -> Cow<'a, str> {
        if self.raw.contains('\\') {
            Cow::Owned(self.simple_text().trim().to_owned())
        } else {
            Cow::Borrowed(self.raw.trim())
        }
    }

    fn raw_owned(&self) -> String {
        self.raw.to_owned()
    }

    /// Number: `[+|-]digits`, e.g. `HA[2]`, `MN[-1]`.
    pub fn number(&self) -> Result<i64, ValueError> {
        number::integer(&self.plain()).ok_or_else(|| ValueError::NotANumber { raw: self.raw_owned() })
    }

    /// Real: `[+|-]digits[.digits]`, e.g. `KM[6.5]`, `KM[7.500000]`; a decimal comma is accepted.
    pub fn real(&self) -> Result<f64, ValueError> {
        number::real(&self.plain()).ok_or_else(|| ValueError::NotAReal { raw: self.raw_owned() })
    }

    /// Double: `1` or `2`.
    pub fn double(&self) -> Result<Double, ValueError> {
        match &*self.plain() {
            "1" => Ok(Double::Normal),
            "2" => Ok(Double::Emphasized),
            _ => Err(ValueError::NotADouble { raw: self.raw_owned() }),
        }
    }

    /// Color: `B` or `W` (either case).
    pub fn color(&self) -> Result<Color, ValueError> {
        Color::from_letter(&self.plain()).ok_or_else(|| ValueError::NotAColor { raw: self.raw_owned() })
    }

    /// Compose: the two halves around the first unescaped `:` (e.g. `LB[dd:A]`, `SZ[9:13]`).
    #[must_use]
    pub fn compose(&self) -> Option<(Value<'a>, Value<'a>)> {
        let at = text::first_unescaped(self.raw, b':')?;
        let left = self.raw.get(..at)?;
        let right = self.raw.get(at + 1..)?;
        Some((Value::new(left), Value::new(right)))
    }

    /// Point: two letters, on a board of `size`.
    pub fn point(&self, size: SgfSize) -> Result<Point, ValueError> {
        point::parse_point(&self.plain(), size).map_err(|e| e.with_raw(self.raw))
    }

    /// The points of one value of a point list: a point, or a rectangle `dd:ff` (FF[4]).
    /// `[]` (an empty list) gives no points.
    pub fn points(&self, size: SgfSize) -> Result<Vec<Point>, ValueError> {
        if self.plain().is_empty() {
            return Ok(Vec::new());
        }
        match self.compose() {
            Some((a, b)) => Ok(point::rectangle(a.point(size)?, b.point(size)?)),
            None => Ok(vec![self.point(size)?]),
        }
    }

    /// Move: a point, or a pass as `[]` (always) or `[tt]` (on boards up to 19x19).
    pub fn to_move(&self, size: SgfSize) -> Result<Move, ValueError> {
        let plain = self.plain();
        if plain.is_empty() || (&*plain == "tt" && size.allows_tt_pass()) {
            Ok(Move::Pass)
        } else {
            self.point(size).map(Move::Play)
        }
    }
}
