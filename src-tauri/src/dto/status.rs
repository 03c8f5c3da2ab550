//! What the app reports about itself at start.

use logo_services::database::DbStatus;
use logo_services::play::SetAside;
use serde::Serialize;
use ts_rs::TS;

/// The state of the app's services, asked for once at start.
#[derive(Clone, Debug, Serialize, TS)]
#[ts(export)]
pub struct AppStatus {
    /// Whether the database could be opened.
    pub db: DbStatus,
    /// The saved game in progress this LoGo could not read and set aside
    /// (a fresh game started instead); the UI tells the user once.
    pub game_set_aside: Option<SetAside>,
}
