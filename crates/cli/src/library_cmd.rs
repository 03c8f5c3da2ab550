//! `logo library import` and `logo library export`, and what the library
//! subcommands share: the database's default place and the async runtime
//! the store needs.

use crate::failure::Failure;
use crate::i18n::tr;
use crate::library_args::{DbArg, ExportArgs, ImportArgs, LibraryCommand};
use crate::record_file::file_problem;
use logo_library::{CancelToken, ExportForm, FileProblem, ImportOptions, ImportProgress, ImportReport, Library};
use logo_services::library::LibraryService;
use logo_store::{GameId, Store};
use serde_json::json;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

/// The app's identifier (`src-tauri/tauri.conf.json`): the name of its data folder.
const APP_ID: &str = "de.logogo.LoGo";

/// Runs a library subcommand.
pub fn run(command: LibraryCommand) -> Result<ExitCode, Failure> {
    let runtime = tokio::runtime::Builder::new_current_thread().enable_time().build().map_err(Failure::new)?;
    runtime.block_on(async {
        match command {
            LibraryCommand::Import(args) => import(&args).await,
            LibraryCommand::List(args) => {
                let service = LibraryService::new(open(&args.db).await?.store().clone());
                crate::library_list::list(&args, &service).await
            }
            LibraryCommand::Export(args) => export(&args).await,
        }
    })
}

/// Opens the database named by `--db`, or the app's; creates its folder if needed.
pub async fn open(db: &DbArg) -> Result<Library, Failure> {
    let path = match &db.db {
        Some(path) => path.clone(),
        None => {
            let path = default_db().ok_or_else(|| Failure::new(tr!("library.no_data_folder")))?;
            if let Some(data_dir) = path.parent() {
                // Best effort: if the move fails, the former folder stays as it is.
                let _ = logo_services::database::adopt_former_data_folder(data_dir);
            }
            path
        }
    };
    if let Some(folder) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
        std::fs::create_dir_all(folder).map_err(|e| {
            Failure::new(tr!("file.refused", path = folder.display().to_string(), reason = e.to_string()))
        })?;
    }
    let store = Store::open(&path).await.map_err(Failure::new)?;
    Ok(Library::new(store))
}

/// Where the app keeps its database: Tauri's app data folder for the app's identifier.
fn default_db() -> Option<PathBuf> {
    let env = |name: &str| std::env::var_os(name).filter(|v| !v.is_empty()).map(PathBuf::from);
    let base = if cfg!(target_os = "windows") {
        env("APPDATA")
    } else if cfg!(target_os = "macos") {
        env("HOME").map(|home| home.join("Library/Application Support"))
    } else {
        env("XDG_DATA_HOME").or_else(|| env("HOME").map(|home| home.join(".local/share")))
    };
    base.map(|base| base.join(APP_ID).join(logo_services::database::DB_FILE_NAME))
}

async fn import(args: &ImportArgs) -> Result<ExitCode, Failure> {
    let library = open(&args.db).await?;
    let options = ImportOptions { progress_interval: Duration::from_secs(1), ..ImportOptions::default() };
    let report = library
        .import(&args.paths, &options, &CancelToken::new(), print_progress)
        .await
        .map_err(|e| Failure::new(e.to_string()))?;
    library.store().close().await;
    if args.json {
        crate::out::print_line(summary_json(&report))?;
    } else {
        print_summary(&report)?;
    }
    Ok(if report.failed.is_empty() { ExitCode::SUCCESS } else { ExitCode::FAILURE })
}

fn print_progress(progress: &ImportProgress) {
    let line = tr!(
        "library.progress",
        done = progress.files_done,
        total = progress.files_total,
        games = progress.games_imported,
        duplicates = progress.duplicates,
        failed = progress.failures
    );
    eprintln!("logo: {line}");
}

/// DESIGN §3's summary: `imported`, `duplicates`, `failed` (and the split of the duplicates,
/// and `games`, the games found in the files: `imported + identical + refused_games`).
fn summary_json(report: &ImportReport) -> serde_json::Value {
    let failed: Vec<_> = report
        .failed
        .iter()
        .map(|f| json!({"path": f.path, "error": f.problem.to_string(), "problem": f.problem}))
        .collect();
    json!({
        "games": report.games,
        "imported": report.imported,
        "duplicates": report.duplicates(),
        "identical": report.identical,
        "similar": report.similar,
        "repaired": report.repaired,
        "refused_games": report.refused_games(),
        "failed": failed,
        "cancelled": report.cancelled,
    })
}

fn print_summary(report: &ImportReport) -> Result<(), Failure> {
    let summary = tr!(
        "library.summary",
        games = report.imported,
        files = report.files,
        duplicates = report.duplicates(),
        identical = report.identical,
        similar = report.similar,
        failed = report.failed.len()
    );
    let mut lines = format!("{summary}\n");
    let sums = tr!(
        "library.sums",
        games = report.games,
        imported = report.imported,
        identical = report.identical,
        refused = report.refused_games()
    );
    lines += &format!("{sums}\n");
    if report.similar > 0 {
        lines += &format!("{}\n", tr!("library.sums_similar", n = report.similar));
    }
    for failure in &report.failed {
        lines +=
            &format!("  {}\n", tr!("file.refused", path = &failure.path, reason = import_problem(&failure.problem)));
    }
    crate::out::print(lines)
}

/// Why a file was not imported, in the user's language: a file that could
/// not be read says so; a file or game that was read says why it was refused.
fn import_problem(problem: &FileProblem) -> String {
    match problem {
        FileProblem::TooLarge { .. } | FileProblem::NotSgf { .. } | FileProblem::GameRefused { .. } => {
            file_problem(problem)
        }
        _ => tr!("file.cannot_read", problem = file_problem(problem)),
    }
}

async fn export(args: &ExportArgs) -> Result<ExitCode, Failure> {
    let library = open(&args.db).await?;
    let form = if args.normalized { ExportForm::Normalized } else { ExportForm::Original };
    let bytes = library.export(GameId(args.id), form).await.map_err(|e| Failure::new(e.to_string()))?;
    library.store().close().await;
    crate::out::write_bytes(&bytes)?;
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_default_database_is_in_the_apps_own_data_folder() {
        let config: serde_json::Value =
            serde_json::from_str(include_str!("../../../src-tauri/tauri.conf.json")).expect("tauri.conf.json");
        assert_eq!(config["identifier"], super::APP_ID);
    }
}
