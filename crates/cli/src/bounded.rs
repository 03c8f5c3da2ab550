//! Whole-number options with bounds. A value out of bounds fails with
//! [`OutOfBounds`], which the usage error (usage_error.rs) finds behind
//! clap's error and words with the bounds in the user's language.

use std::fmt;

/// A value that is no whole number from `min` to `max`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OutOfBounds {
    /// The smallest value allowed.
    pub min: u8,
    /// The largest value allowed.
    pub max: u8,
}

impl fmt::Display for OutOfBounds {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "not a whole number from {} to {}", self.min, self.max)
    }
}

impl std::error::Error for OutOfBounds {}

/// Parses a whole number from `MIN` to `MAX` (clap's `value_parser`).
pub fn whole<const MIN: u8, const MAX: u8>(raw: &str) -> Result<u8, OutOfBounds> {
    raw.trim().parse::<u8>().ok().filter(|n| (MIN..=MAX).contains(n)).ok_or(OutOfBounds { min: MIN, max: MAX })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_whole_numbers_within_the_bounds_pass() {
        assert_eq!(whole::<1, 10>("1"), Ok(1));
        assert_eq!(whole::<1, 10>("10"), Ok(10));
        for raw in ["0", "11", "-1", "5.5", "", "zehn", "300"] {
            assert_eq!(whole::<1, 10>(raw), Err(OutOfBounds { min: 1, max: 10 }), "{raw:?}");
        }
    }
}
