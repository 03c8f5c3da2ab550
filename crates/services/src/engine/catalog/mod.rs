//! The engines LoGo can play against: GNU Go wherever it is installed (found
//! by itself, nothing to configure) and the engines the user added in the
//! settings — each a program chosen in the native file dialog (never a path
//! typed into the page) with arguments split without a shell. Adding an
//! engine tests it first (`protocol_version`, `name`, `version`,
//! `list_commands`); what it answered is kept, so the New game dialog can say
//! how well it follows a rule set without starting it.

mod stored;
mod views;

pub use views::{EngineEntry, EngineFit, EngineKind, EngineList, EngineTest, GnuGoLevelView};

use super::opponent::{EngineChoice, GNUGO_ID};
use crate::blocking::run_blocking;
use crate::database::DbProblem;
use crate::error::{AppError, ArgumentName};
use crate::limits::MAX_NAME_CHARS;
use go_core::{BoardSize, Rules, RulesPreset};
use logo_gtp::profile::GNUGO_MAX_SIDE;
use logo_gtp::{
    CustomEngine, EngineCommand, EngineOptions, EngineProbe, EngineProfile, GnuGo, GnuGoLevel, GtpError, find_gnugo,
};
use logo_store::Store;
use std::path::PathBuf;
use std::sync::Mutex as SyncMutex;
use stored::StoredEngine;
use tokio::sync::Mutex;

/// The engine list over the settings.
pub struct EngineCatalog {
    store: Store,
    options: EngineOptions,
    /// The program chosen in the native dialog, waiting to be tested and added.
    chosen: SyncMutex<Option<PathBuf>>,
    /// What GNU Go answered when first asked in this run.
    gnugo: Mutex<Option<(PathBuf, EngineProbe)>>,
}

impl EngineCatalog {
    /// The catalog over `store`'s settings; engines are probed with `options`.
    pub fn new(store: Store, options: EngineOptions) -> EngineCatalog {
        EngineCatalog { store, options, chosen: SyncMutex::new(None), gnugo: Mutex::new(None) }
    }

    /// Every engine: GNU Go first if it is installed, then the configured ones.
    pub async fn list(&self) -> EngineList {
        let mut engines: Vec<EngineEntry> = self.gnugo_entry().await.into_iter().collect();
        let stored = self.stored().await;
        let unreadable = stored.is_none();
        engines.extend(stored.unwrap_or_default().iter().map(EngineEntry::custom));
        EngineList { engines, gnugo_levels: GnuGoLevelView::all(), unreadable, chosen_program: self.chosen_display() }
    }

    /// Files the program the user chose in the native dialog; its path as shown.
    pub fn choose_program(&self, program: PathBuf) -> String {
        let shown = program.display().to_string();
        if let Ok(mut chosen) = self.chosen.lock() {
            *chosen = Some(program);
        }
        shown
    }

    fn chosen_program(&self) -> Option<PathBuf> {
        self.chosen.lock().ok().and_then(|c| c.clone())
    }

    fn chosen_display(&self) -> Option<String> {
        self.chosen_program().map(|p| p.display().to_string())
    }

    /// Starts the chosen program with `args` and reports what it says about itself.
    pub async fn test_chosen(&self, args: &str) -> Result<EngineTest, AppError> {
        let command = self.chosen_command(args)?;
        Ok(EngineTest::from(self.probe(command).await?))
    }

    /// Tests the chosen program with `args` and, if it answers, adds it as `name`.
    pub async fn add(&self, name: &str, args: &str) -> Result<EngineList, AppError> {
        let name = engine_name(name)?;
        let command = self.chosen_command(args)?;
        let mut engines = self.stored().await.ok_or(AppError::NotNow)?;
        let probed = self.probe(command.clone()).await?;
        engines.push(StoredEngine {
            id: stored::next_id(&engines),
            name,
            command,
            identity: Some(probed.identity),
            commands: probed.commands.into_iter().collect(),
        });
        self.save(&engines).await?;
        if let Ok(mut chosen) = self.chosen.lock() {
            *chosen = None;
        }
        Ok(self.list().await)
    }

    /// Tests engine `id` again; a configured engine keeps what it answered.
    pub async fn test(&self, id: &str) -> Result<EngineTest, AppError> {
        if id == GNUGO_ID {
            *self.gnugo.lock().await = None;
            let entry = self.gnugo_probe().await?;
            return Ok(EngineTest::from(entry.1));
        }
        let mut engines = self.stored().await.ok_or(AppError::NotNow)?;
        let engine = engines.iter_mut().find(|e| e.id == id).ok_or_else(unknown_engine)?;
        let probed = self.probe(engine.command.clone()).await?;
        engine.identity = Some(probed.identity.clone());
        engine.commands = probed.commands.iter().cloned().collect();
        self.save(&engines).await?;
        Ok(EngineTest::from(probed))
    }

    /// Removes the configured engine `id` (GNU Go cannot be removed: it is found, not configured).
    pub async fn remove(&self, id: &str) -> Result<EngineList, AppError> {
        let mut engines = self.stored().await.ok_or(AppError::NotNow)?;
        let before = engines.len();
        engines.retain(|e| e.id != id);
        if engines.len() == before {
            return Err(unknown_engine());
        }
        self.save(&engines).await?;
        Ok(self.list().await)
    }

    /// How to start the engine `choice` names.
    pub async fn profile(&self, choice: &EngineChoice) -> Result<EngineProfile, AppError> {
        match choice {
            EngineChoice::GnuGo { level } => {
                let level = GnuGoLevel::try_from(*level)
                    .map_err(|_| AppError::InvalidArgument { argument: ArgumentName::Level })?;
                let program = find_gnugo().ok_or(AppError::Engine { error: gnugo_missing() })?;
                Ok(EngineProfile::GnuGo(GnuGo { program, level }))
            }
            EngineChoice::Custom { id } => {
                let engines = self.stored().await.unwrap_or_default();
                let engine = engines.into_iter().find(|e| &e.id == id).ok_or_else(unknown_engine)?;
                Ok(EngineProfile::Custom(CustomEngine { name: engine.name, command: engine.command }))
            }
        }
    }

    /// How well the engine `choice` names can play a game of `size` under
    /// `rules` with `handicap` stones.
    pub async fn fit(&self, choice: &EngineChoice, size: u32, rules: &Rules, handicap: u8) -> EngineFit {
        match choice {
            EngineChoice::GnuGo { .. } => EngineFit {
                rules: GnuGo::rules_fit(rules),
                max_side: Some(u32::from(GNUGO_MAX_SIDE)),
                size_ok: BoardSize::square(size).is_ok_and(GnuGo::supports_size),
            },
            EngineChoice::Custom { id } => {
                let engines = self.stored().await.unwrap_or_default();
                let Some(engine) = engines.into_iter().find(|e| &e.id == id) else { return EngineFit::unknown() };
                let listed = engine.commands.into_iter().collect();
                let profile = EngineProfile::Custom(CustomEngine { name: engine.name, command: engine.command });
                let plan = profile.rules_plan(rules, handicap, &listed);
                EngineFit { rules: plan.fit, max_side: None, size_ok: BoardSize::square(size).is_ok() }
            }
        }
    }

    /// GNU Go's entry, if it is installed (its identity once it has answered).
    async fn gnugo_entry(&self) -> Option<EngineEntry> {
        let program = find_gnugo()?;
        let probed = self.gnugo_probe().await.ok().map(|(_, probe)| probe);
        Some(EngineEntry::gnugo(&program, probed))
    }

    /// What GNU Go says about itself, asked once per run.
    async fn gnugo_probe(&self) -> Result<(PathBuf, EngineProbe), AppError> {
        let mut cached = self.gnugo.lock().await;
        if let Some(found) = cached.as_ref() {
            return Ok(found.clone());
        }
        let program = find_gnugo().ok_or(AppError::Engine { error: gnugo_missing() })?;
        let gnugo = GnuGo { program: program.clone(), level: GnuGoLevel::WEAKEST };
        let probed = self.probe(gnugo.command(&RulesPreset::Japanese.rules())).await?;
        *cached = Some((program.clone(), probed.clone()));
        Ok((program, probed))
    }

    fn chosen_command(&self, args: &str) -> Result<EngineCommand, AppError> {
        let program = self.chosen_program().ok_or(AppError::NotNow)?;
        let args = EngineCommand::parse_args(args).map_err(|error| AppError::EngineArguments { error })?;
        Ok(EngineCommand { program, args })
    }

    async fn probe(&self, command: EngineCommand) -> Result<EngineProbe, AppError> {
        let options = self.options;
        run_blocking(move || logo_gtp::probe(&command, options).map_err(|error| AppError::Engine { error })).await
    }

    /// The configured engines; `None` when the stored list cannot be read.
    async fn stored(&self) -> Option<Vec<StoredEngine>> {
        match self.store.get_setting(stored::ENGINES_KEY).await {
            Ok(Some(value)) => stored::from_value(value),
            Ok(None) => Some(Vec::new()),
            Err(_) => None,
        }
    }

    async fn save(&self, engines: &[StoredEngine]) -> Result<(), AppError> {
        let value = stored::to_value(engines).map_err(|_| AppError::SettingsNotSaved { problem: DbProblem::Io })?;
        let saved = self.store.set_setting(stored::ENGINES_KEY, &value).await;
        saved.map_err(|e| AppError::SettingsNotSaved { problem: e.problem.into() })
    }
}

fn gnugo_missing() -> GtpError {
    GtpError::NotFound { program: "gnugo".into() }
}

fn unknown_engine() -> AppError {
    AppError::InvalidArgument { argument: ArgumentName::Engine }
}

/// A name for a new engine: trimmed, printable, at most as long as a player's name.
fn engine_name(raw: &str) -> Result<String, AppError> {
    let name = raw.trim();
    if name.chars().count() > MAX_NAME_CHARS as usize || name.chars().any(char::is_control) {
        return Err(AppError::InvalidArgument { argument: ArgumentName::EngineName });
    }
    Ok(name.to_owned())
}

#[cfg(test)]
mod tests;
