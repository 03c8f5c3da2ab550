//! The configured engines as the settings keep them: one JSON value under
//! the key `engines`, versioned. A value this LoGo cannot read is never
//! overwritten: the list shows GNU Go alone and changes are refused.

use logo_gtp::{EngineCommand, EngineIdentity};
use serde::{Deserialize, Serialize};

/// The settings key of the engine list.
pub const ENGINES_KEY: &str = "engines";
/// The version of the stored list.
const VERSION: u32 = 1;

/// One engine the user added.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredEngine {
    /// Its id (`engine-1`, `engine-2`, …), never reused while it exists.
    pub id: String,
    /// The name the user gave it (may be empty).
    pub name: String,
    /// The program (chosen in the native dialog) and its arguments.
    pub command: EngineCommand,
    /// Who it said it was when last tested.
    pub identity: Option<EngineIdentity>,
    /// The commands it listed when last tested.
    pub commands: Vec<String>,
}

#[derive(Serialize, Deserialize)]
struct StoredList {
    version: u32,
    engines: Vec<StoredEngine>,
}

/// The list as JSON for the settings.
pub fn to_value(engines: &[StoredEngine]) -> Result<serde_json::Value, serde_json::Error> {
    serde_json::to_value(StoredList { version: VERSION, engines: engines.to_vec() })
}

/// The list from its JSON; `None` when this LoGo cannot read it.
pub fn from_value(value: serde_json::Value) -> Option<Vec<StoredEngine>> {
    let list: StoredList = serde_json::from_value(value).ok()?;
    (list.version == VERSION).then_some(list.engines)
}

/// An id no engine in `engines` has: one more than the highest number in use.
pub fn next_id(engines: &[StoredEngine]) -> String {
    let highest = engines.iter().filter_map(|e| e.id.strip_prefix("engine-")?.parse::<u32>().ok()).max();
    format!("engine-{}", highest.map_or(1, |n| n.saturating_add(1)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn engine(id: &str) -> StoredEngine {
        StoredEngine {
            id: id.into(),
            name: String::new(),
            command: EngineCommand::new("katago", ["gtp"]),
            identity: None,
            commands: Vec::new(),
        }
    }

    #[test]
    fn ids_count_on_from_the_highest() {
        assert_eq!(next_id(&[]), "engine-1");
        assert_eq!(next_id(&[engine("engine-2"), engine("engine-7"), engine("other")]), "engine-8");
    }

    #[test]
    fn the_list_reads_back_and_other_versions_are_not_read() {
        let list = vec![engine("engine-1")];
        let value = to_value(&list).unwrap();
        assert_eq!(from_value(value.clone()), Some(list));
        let mut newer = value;
        newer["version"] = serde_json::json!(2);
        assert_eq!(from_value(newer), None);
        assert_eq!(from_value(serde_json::json!(["not", "a", "list"])), None);
    }
}
