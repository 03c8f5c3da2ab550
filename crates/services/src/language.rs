//! The language the user chose for LoGo's window, kept in the settings table
//! so it is there again after a restart. No choice (or "as the system") is
//! kept as none: the UI then follows the system's languages.
//!
//! The service checks only that a choice is a well-formed language tag; which
//! languages exist is the UI's knowledge (one catalog per language), so a new
//! language needs no change here.

use crate::database::DbProblem;
use crate::error::{AppError, ArgumentName};
use logo_lessons::names::is_valid_language;
use logo_store::Store;
use serde_json::Value;

/// The settings key the choice is stored under.
pub const LANGUAGE_KEY: &str = "ui.language";

/// The user's choice of language over the settings table.
pub struct LanguageSetting {
    store: Store,
}

impl LanguageSetting {
    /// The setting over `store`.
    pub fn new(store: Store) -> LanguageSetting {
        LanguageSetting { store }
    }

    /// The language chosen (`"fr"`), or `None` when the user chose none or
    /// the stored value cannot be read (then the system's language applies).
    pub async fn get(&self) -> Option<String> {
        match self.store.get_setting(LANGUAGE_KEY).await {
            Ok(Some(Value::String(language))) if is_valid_language(&language) => Some(language),
            _ => None,
        }
    }

    /// Remembers `language` (`None`: follow the system again). Refuses a
    /// malformed tag (`invalid_argument`, `language`); a failed write is
    /// `settings_not_saved` and changes nothing.
    pub async fn set(&self, language: Option<&str>) -> Result<(), AppError> {
        let value = match language {
            Some(tag) if is_valid_language(tag) => Value::String(tag.to_owned()),
            Some(_) => return Err(AppError::InvalidArgument { argument: ArgumentName::Language }),
            None => Value::Null,
        };
        let saved = self.store.set_setting(LANGUAGE_KEY, &value).await;
        saved.map_err(|e| AppError::SettingsNotSaved { problem: DbProblem::from(e.problem) })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_store::temp_db;

    #[tokio::test]
    async fn a_choice_survives_a_restart_and_none_means_the_system_language() {
        let (_dir, path) = temp_db();
        let setting = LanguageSetting::new(Store::open(&path).await.unwrap());
        assert_eq!(setting.get().await, None, "nothing chosen on a fresh database");
        setting.set(Some("fr")).await.unwrap();
        drop(setting);
        let setting = LanguageSetting::new(Store::open(&path).await.unwrap());
        assert_eq!(setting.get().await.as_deref(), Some("fr"));
        setting.set(None).await.unwrap();
        assert_eq!(setting.get().await, None);
    }

    #[tokio::test]
    async fn a_malformed_tag_is_refused_and_a_stored_oddity_ignored() {
        let (_dir, path) = temp_db();
        let store = Store::open(&path).await.unwrap();
        let setting = LanguageSetting::new(store.clone());
        setting.set(Some("ru")).await.unwrap();
        for odd in ["", "Deutsch", "de_DE", "<script>", "d"] {
            let refused = setting.set(Some(odd)).await.unwrap_err();
            assert!(matches!(refused, AppError::InvalidArgument { argument: ArgumentName::Language }), "{odd}");
        }
        assert_eq!(setting.get().await.as_deref(), Some("ru"), "a refused choice changes nothing");
        store.set_setting(LANGUAGE_KEY, &serde_json::json!(42)).await.unwrap();
        assert_eq!(setting.get().await, None);
    }

    #[tokio::test]
    async fn a_write_the_database_refuses_is_reported_as_not_saved() {
        let (_dir, path) = temp_db();
        Store::open(&path).await.unwrap().close().await;
        let options = sqlx::sqlite::SqliteConnectOptions::new().filename(&path);
        let mut conn = sqlx::ConnectOptions::connect(&options).await.unwrap();
        let refuse = "CREATE TRIGGER refuse BEFORE INSERT ON settings BEGIN SELECT RAISE(ABORT, 'refused'); END";
        sqlx::query(refuse).execute(&mut conn).await.unwrap();
        sqlx::Connection::close(conn).await.unwrap();
        let setting = LanguageSetting::new(Store::open(&path).await.unwrap());
        let refused = setting.set(Some("de")).await.unwrap_err();
        assert!(matches!(refused, AppError::SettingsNotSaved { .. }), "{refused:?}");
        assert_eq!(setting.get().await, None);
    }
}
