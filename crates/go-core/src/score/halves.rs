//! Scores kept exactly, as counts of half points.
//!
//! Territory and stones are whole points but komi may be half a point, so
//! every total and margin is an integer number of halves: no float ever
//! decides who won.

use crate::komi::Komi;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::ops::{Add, Neg, Sub};

/// A score or a margin in half points (`7` is 3.5 points). May be negative.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct HalfPoints(i64);

impl HalfPoints {
    /// Nothing.
    pub const ZERO: HalfPoints = HalfPoints(0);

    /// `halves` half points.
    #[must_use]
    pub const fn from_halves(halves: i64) -> HalfPoints {
        HalfPoints(halves)
    }

    /// A whole number of points.
    #[must_use]
    pub fn from_points(points: u32) -> HalfPoints {
        HalfPoints(i64::from(points) * 2)
    }

    /// The value in half points.
    #[must_use]
    pub const fn halves(self) -> i64 {
        self.0
    }

    /// The value in points (exact: a multiple of 0.5).
    #[must_use]
    pub fn as_f64(self) -> f64 {
        // Scores stay far below 2^52 halves, so the conversion is exact.
        self.0 as f64 / 2.0
    }
}

impl From<Komi> for HalfPoints {
    fn from(komi: Komi) -> HalfPoints {
        HalfPoints(i64::from(komi.half_points()))
    }
}

impl Add for HalfPoints {
    type Output = HalfPoints;
    fn add(self, other: HalfPoints) -> HalfPoints {
        HalfPoints(self.0.saturating_add(other.0))
    }
}

impl Sub for HalfPoints {
    type Output = HalfPoints;
    fn sub(self, other: HalfPoints) -> HalfPoints {
        HalfPoints(self.0.saturating_sub(other.0))
    }
}

impl Neg for HalfPoints {
    type Output = HalfPoints;
    fn neg(self) -> HalfPoints {
        HalfPoints(self.0.saturating_neg())
    }
}

impl fmt::Display for HalfPoints {
    /// `6.5`, `7`, `-0.5`: the shortest exact decimal.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.0 < 0 { "-" } else { "" };
        let abs = self.0.unsigned_abs();
        if abs.is_multiple_of(2) { write!(f, "{sign}{}", abs / 2) } else { write!(f, "{sign}{}.5", abs / 2) }
    }
}

impl Serialize for HalfPoints {
    /// A JSON number of points: `6.5`.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        if self.0 % 2 == 0 { serializer.serialize_i64(self.0 / 2) } else { serializer.serialize_f64(self.as_f64()) }
    }
}

impl<'de> Deserialize<'de> for HalfPoints {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let points = f64::deserialize(deserializer)?;
        let halves = points * 2.0;
        if !halves.is_finite() || halves.fract() != 0.0 || halves.abs() > 1e15 {
            return Err(serde::de::Error::custom(format!("{points} is not a whole or half number of points")));
        }
        // Range checked just above.
        Ok(HalfPoints(halves as i64))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn adds_komi_exactly_and_prints_the_shortest_decimal() {
        let total = HalfPoints::from_points(15) + HalfPoints::from(Komi::from_half_points(13));
        assert_eq!(total, HalfPoints::from_halves(43));
        let shown: Vec<String> = [43, 14, -1, 0].iter().map(|&h| HalfPoints::from_halves(h).to_string()).collect();
        assert_eq!(shown, ["21.5", "7", "-0.5", "0"]);
    }

    #[test]
    fn serializes_as_a_json_number_of_points() {
        assert_eq!(serde_json::to_string(&HalfPoints::from_halves(13)).unwrap(), "6.5");
        assert_eq!(serde_json::to_string(&HalfPoints::from_halves(-14)).unwrap(), "-7");
        assert_eq!(serde_json::from_str::<HalfPoints>("-0.5").unwrap(), HalfPoints::from_halves(-1));
        assert!(serde_json::from_str::<HalfPoints>("0.25").is_err());
    }
}
