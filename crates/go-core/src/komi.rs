//! Komi: the points White receives, always a whole or half number.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// Komi kept exactly as a count of half points (6.5 is 13). May be negative.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Komi(i32);

/// Why a komi value was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum KomiError {
    /// Not a number at all.
    #[error("komi {0:?} is not a number")]
    NotANumber(String),
    /// A number, but not a multiple of one half.
    #[error("komi {0:?} is not a whole or half number")]
    NotHalfInteger(String),
    /// Beyond ±1000 points.
    #[error("komi {0:?} is out of range")]
    OutOfRange(String),
}

impl Komi {
    /// The largest komi LoGo accepts: 1000 points.
    pub const MAX: Komi = Komi(2000);
    /// The smallest komi LoGo accepts: -1000 points.
    pub const MIN: Komi = Komi(-2000);
    /// The step between two komi values: half a point.
    pub const STEP: Komi = Komi(1);

    /// Komi of `halves` half points (13 is 6.5).
    #[must_use]
    pub const fn from_half_points(halves: i32) -> Komi {
        Komi(halves)
    }

    /// The komi in half points.
    #[must_use]
    pub const fn half_points(self) -> i32 {
        self.0
    }

    /// The komi as a number of points.
    #[must_use]
    pub fn as_f64(self) -> f64 {
        f64::from(self.0) / 2.0
    }

    /// Komi from a number of points; refuses values that are not multiples of 0.5.
    pub fn from_f64(points: f64) -> Result<Komi, KomiError> {
        let text = points.to_string();
        if !points.is_finite() {
            return Err(KomiError::NotANumber(text));
        }
        if points.abs() > Komi::MAX.as_f64() {
            return Err(KomiError::OutOfRange(text));
        }
        let halves = points * 2.0;
        if halves.fract() != 0.0 {
            return Err(KomiError::NotHalfInteger(text));
        }
        // |halves| <= 2000, so the cast is exact.
        Ok(Komi(halves as i32))
    }

    /// Reads komi as people write it: `6.5`, `6,5`, `-3`, `+0.5`.
    pub fn parse(text: &str) -> Result<Komi, KomiError> {
        let cleaned = text.trim().replace(',', ".");
        let points: f64 = cleaned.parse().map_err(|_| KomiError::NotANumber(text.to_owned()))?;
        Komi::from_f64(points).map_err(|e| match e {
            KomiError::NotHalfInteger(_) => KomiError::NotHalfInteger(text.to_owned()),
            KomiError::OutOfRange(_) => KomiError::OutOfRange(text.to_owned()),
            KomiError::NotANumber(_) => KomiError::NotANumber(text.to_owned()),
        })
    }
}

impl fmt::Display for Komi {
    /// `6.5`, `7`, `-0.5`: the shortest exact decimal.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.0 < 0 { "-" } else { "" };
        let abs = self.0.unsigned_abs();
        if abs.is_multiple_of(2) { write!(f, "{sign}{}", abs / 2) } else { write!(f, "{sign}{}.5", abs / 2) }
    }
}

impl Serialize for Komi {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_f64(self.as_f64())
    }
}

impl<'de> Deserialize<'de> for Komi {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let points = f64::deserialize(deserializer)?;
        Komi::from_f64(points).map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_what_people_type() {
        assert_eq!(Komi::parse("6.5").unwrap(), Komi::from_half_points(13));
        assert_eq!(Komi::parse(" 6,5 ").unwrap(), Komi::from_half_points(13));
        assert_eq!(Komi::parse("-3").unwrap(), Komi::from_half_points(-6));
        assert_eq!(Komi::parse("+0.5").unwrap(), Komi::from_half_points(1));
        assert!(matches!(Komi::parse("6.3"), Err(KomiError::NotHalfInteger(_))));
        assert!(matches!(Komi::parse("six"), Err(KomiError::NotANumber(_))));
        assert!(matches!(Komi::parse("1e9"), Err(KomiError::OutOfRange(_))));
    }

    #[test]
    fn displays_the_shortest_exact_decimal() {
        let shown: Vec<String> = [13, 14, -1, 0, -14].iter().map(|&h| Komi::from_half_points(h).to_string()).collect();
        assert_eq!(shown, ["6.5", "7", "-0.5", "0", "-7"]);
    }

    #[test]
    fn serializes_as_a_json_number() {
        assert_eq!(serde_json::to_string(&Komi::from_half_points(13)).unwrap(), "6.5");
        assert_eq!(serde_json::from_str::<Komi>("-0.5").unwrap(), Komi::from_half_points(-1));
        assert!(serde_json::from_str::<Komi>("0.25").is_err());
    }
}
