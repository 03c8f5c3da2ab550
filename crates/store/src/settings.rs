//! Settings: a key and a JSON value each. The store keeps them; what a key
//! means and which values it allows is the app's business.

use std::collections::BTreeMap;

use serde_json::Value;

use crate::error::StoreError;
use crate::{Store, UnixMillis};

/// The longest setting key accepted, in bytes.
pub const MAX_SETTING_KEY_LEN: usize = 128;

impl Store {
    /// The value stored under `key`, or `None` if it was never set.
    pub async fn get_setting(&self, key: &str) -> Result<Option<Value>, StoreError> {
        check_key(key)?;
        let text: Option<String> = sqlx::query_scalar("SELECT value FROM settings WHERE key = ?1")
            .bind(key)
            .fetch_optional(&self.pool)
            .await?;
        text.map(|text| parse_value(key, &text)).transpose()
    }

    /// Stores `value` under `key`, replacing any earlier value.
    /// Refuses (`invalid_input`) an empty key or one over [`MAX_SETTING_KEY_LEN`] bytes.
    pub async fn set_setting(&self, key: &str, value: &Value) -> Result<(), StoreError> {
        check_key(key)?;
        sqlx::query(
            "INSERT INTO settings (key, value, updated_at) VALUES (?1, ?2, ?3) \
             ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at",
        )
        .bind(key)
        .bind(value.to_string())
        .bind(UnixMillis::now().0)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Every stored setting, by key.
    pub async fn all_settings(&self) -> Result<BTreeMap<String, Value>, StoreError> {
        let rows: Vec<(String, String)> =
            sqlx::query_as("SELECT key, value FROM settings ORDER BY key").fetch_all(&self.pool).await?;
        rows.into_iter().map(|(key, text)| parse_value(&key, &text).map(|value| (key, value))).collect()
    }
}

fn check_key(key: &str) -> Result<(), StoreError> {
    if key.is_empty() || key.len() > MAX_SETTING_KEY_LEN {
        return Err(StoreError::invalid(format!("setting key must be 1 to {MAX_SETTING_KEY_LEN} bytes")));
    }
    Ok(())
}

fn parse_value(key: &str, text: &str) -> Result<Value, StoreError> {
    serde_json::from_str(text).map_err(|err| StoreError::corrupt(format!("setting {key:?} is not JSON: {err}")))
}
