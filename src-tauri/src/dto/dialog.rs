//! What the page sends for the native file dialogs.

use serde::Deserialize;
use ts_rs::TS;

/// The texts of a native file dialog, in the user's language (the dialog is
/// opened by the app, which has no texts of its own).
#[derive(Clone, Debug, Deserialize, TS)]
#[ts(export)]
pub struct DialogTexts {
    /// The dialog's title.
    pub title: String,
    /// The name of the SGF file filter, e.g. "SGF-Partien".
    pub filter: String,
}
