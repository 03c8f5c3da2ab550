//! What "About LoGo" shows: the version, the folders LoGo keeps its data and
//! its log in, and the third-party components built into it with their licences.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// LoGo about itself.
#[derive(Clone, Debug, Serialize, TS)]
#[ts(export)]
pub struct About {
    /// LoGo's version (`0.1.0`).
    pub version: String,
    /// The folder of the database and settings, as a full path.
    pub data_dir: String,
    /// The folder of the log files (inside `data_dir` on Linux and Windows).
    pub log_dir: String,
    /// Every third-party component built into this build, sorted by kind and name.
    pub components: Vec<Component>,
}

/// A third-party component and its licence.
#[derive(Clone, Debug, Serialize, Deserialize, TS, PartialEq, Eq)]
#[ts(export)]
pub struct Component {
    /// The package's name (`tauri`, `preact`).
    pub name: String,
    /// Its version.
    pub version: String,
    /// Its licence as an SPDX expression (`MIT OR Apache-2.0`).
    pub licence: String,
    /// Where it comes from.
    pub kind: ComponentKind,
    /// The operating systems it is built into (`linux`, `macos`, `windows`).
    #[serde(default, skip_serializing)]
    #[ts(skip)]
    pub os: Vec<String>,
}

/// The registry a component comes from.
#[derive(Clone, Copy, Debug, Serialize, Deserialize, TS, PartialEq, Eq)]
#[ts(export)]
#[serde(rename_all = "snake_case")]
pub enum ComponentKind {
    /// A Rust crate linked into the app or the `logo` command.
    Crate,
    /// An npm package bundled into the window's page.
    Npm,
}
