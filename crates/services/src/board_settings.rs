//! How every board looks, remembered across screens and restarts: whether
//! coordinates are shown (the KOORD toggle) and in which notation. Stored
//! in the settings table under one key; a missing or unreadable value gives
//! the defaults (coordinates on, letters without I from the bottom).

use crate::database::DbProblem;
use crate::error::AppError;
use go_core::Notation;
use logo_store::Store;
use serde::{Deserialize, Serialize};

/// The settings key.
pub const KEY: &str = "board";

/// The boards' look.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct BoardSettings {
    /// Coordinates along the four sides of every board.
    pub coordinates: bool,
    /// Their notation, also for typed coordinates.
    pub notation: Notation,
}

impl Default for BoardSettings {
    fn default() -> Self {
        BoardSettings { coordinates: true, notation: Notation::Letters }
    }
}

/// The stored settings, or the defaults.
pub async fn load(store: &Store) -> BoardSettings {
    let stored = store.get_setting(KEY).await.ok().flatten();
    stored.and_then(|value| serde_json::from_value(value).ok()).unwrap_or_default()
}

/// Stores `settings`; nothing changes if the database refuses.
pub async fn save(store: &Store, settings: BoardSettings) -> Result<BoardSettings, AppError> {
    let value = serde_json::to_value(settings).map_err(|_| AppError::NotNow)?;
    let stored = store.set_setting(KEY, &value).await;
    stored.map_err(|e| AppError::SettingsNotSaved { problem: DbProblem::from(e.problem) })?;
    Ok(settings)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn the_look_is_remembered_and_defaults_stand_in_for_what_cannot_be_read() {
        let (_dir, store) = crate::test_store::temp_store().await;
        assert_eq!(load(&store).await, BoardSettings::default());
        let chosen = BoardSettings { coordinates: false, notation: Notation::Leaflet };
        save(&store, chosen).await.unwrap();
        assert_eq!(load(&store).await, chosen);
        store.set_setting(KEY, &serde_json::json!({"coordinates": "maybe"})).await.unwrap();
        assert_eq!(load(&store).await, BoardSettings::default());
    }
}
