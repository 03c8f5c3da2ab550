//! Wall-clock instants as the store records them: Unix time in milliseconds.
//! The store stamps rows itself (go-core has no clock), so this is the one
//! place that reads the system time.

use std::time::{SystemTime, UNIX_EPOCH};

use serde::Serialize;

/// An instant as milliseconds since 1970-01-01T00:00:00Z.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(transparent)]
pub struct UnixMillis(pub i64);

impl UnixMillis {
    /// The current system time; a clock set before 1970 reads as 0 rather than failing.
    pub fn now() -> UnixMillis {
        let millis = SystemTime::now().duration_since(UNIX_EPOCH).map(|since| since.as_millis()).unwrap_or(0);
        UnixMillis(i64::try_from(millis).unwrap_or(i64::MAX))
    }
}
