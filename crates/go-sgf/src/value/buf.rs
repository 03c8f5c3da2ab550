//! Owned raw values built from typed data, escaped as their type needs.
//!
//! A [`ValueBuf`] is always well-formed (no unescaped `]`, no trailing lone
//! `\`), so a tree built in code writes out and reads back unchanged.

use super::text::{escape, escape_unescaped, is_well_formed};
use super::{Double, Value, ValueError};
use go_core::{Color, Move, Point};

/// An owned, well-formed raw value, ready to be set on a node.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct ValueBuf(String);

impl ValueBuf {
    /// The empty value `[]` (a pass, an empty list, an unset text).
    #[must_use]
    pub fn empty() -> ValueBuf {
        ValueBuf(String::new())
    }

    /// A raw value as it would stand in a file; refused if it has an unescaped
    /// `]` or ends in a lone `\`.
    pub fn from_raw(raw: &str) -> Result<ValueBuf, ValueError> {
        if is_well_formed(raw) {
            Ok(ValueBuf(raw.to_owned()))
        } else {
            Err(ValueError::Malformed { raw: raw.to_owned() })
        }
    }

    /// Text or SimpleText: `\` and `]` escaped.
    #[must_use]
    pub fn text(s: &str) -> ValueBuf {
        ValueBuf(escape(s, false))
    }

    /// Compose `left:right`; a `:` in `left` is escaped so the split stays where it belongs.
    #[must_use]
    pub fn compose(left: &ValueBuf, right: &ValueBuf) -> ValueBuf {
        ValueBuf(format!("{}:{}", escape_unescaped(&left.0, ':'), right.0))
    }

    /// Number.
    #[must_use]
    pub fn number(n: i64) -> ValueBuf {
        ValueBuf(n.to_string())
    }

    /// Real, in the shortest decimal form (`6.5`, `0`); refused if not finite.
    pub fn real(x: f64) -> Result<ValueBuf, ValueError> {
        if x.is_finite() { Ok(ValueBuf(x.to_string())) } else { Err(ValueError::NotFinite) }
    }

    /// Double: `1` or `2`.
    #[must_use]
    pub fn double(d: Double) -> ValueBuf {
        ValueBuf(match d {
            Double::Normal => "1".to_owned(),
            Double::Emphasized => "2".to_owned(),
        })
    }

    /// Color: `B` or `W`.
    #[must_use]
    pub fn color(c: Color) -> ValueBuf {
        ValueBuf(c.letter().to_owned())
    }

    /// Point: two letters; refused beyond SGF's 52 letters.
    pub fn point(p: Point) -> Result<ValueBuf, ValueError> {
        p.to_sgf().map(ValueBuf).ok_or_else(|| ValueError::OffBoard { raw: format!("{},{}", p.x, p.y) })
    }

    /// Move: a point, or `[]` for a pass (FF[4]'s form, valid on every board size).
    pub fn for_move(m: Move) -> Result<ValueBuf, ValueError> {
        match m {
            Move::Play(p) => ValueBuf::point(p),
            Move::Pass => Ok(ValueBuf::empty()),
        }
    }

    /// The raw text.
    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The value, for its typed readings.
    #[must_use]
    pub fn as_value(&self) -> Value<'_> {
        Value::new(&self.0)
    }
}
