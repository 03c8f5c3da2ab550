//! Opening the database without ever harming a file we then refuse.
//!
//! Opening an existing file runs in three steps, each of which may refuse:
//! 1. [`preflight`] looks at the file with the operating system only: is it a
//!    regular file we may write, does it start with SQLite's magic header?
//!    A missing file is created empty here (an empty file is a valid, empty
//!    SQLite database), so folder problems surface as OS errors.
//! 2. [`probe`] opens it *read-only* in SQLite: is it readable and
//!    consistent (`PRAGMA quick_check`), is it a LoGo database, and does it
//!    hold migrations this build does not know (a newer LoGo wrote it)?
//! 3. Only then is it opened for writing (WAL journal, foreign keys on,
//!    `synchronous = FULL`, temporary files in memory, a short busy timeout)
//!    and migrated. Each migration
//!    runs in its own transaction; in WAL mode uncommitted pages go to the
//!    `-wal` file, so a failure here leaves the main file as it was.
//!
//! The only writes before step 3 are the creation of a missing file and the
//! `-wal`/`-shm` side files SQLite may create for a read-only reader.

mod preflight;
mod probe;

use std::path::{Path, PathBuf};
use std::time::Duration;

use sqlx::SqlitePool;
use sqlx::migrate::{MigrateError, Migrator};
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};

use crate::Store;
use crate::error::{OpenError, OpenProblem};

/// SQLite's page cache for the file database, in KiB (negative: a size, not
/// a page count): 64 MiB holds the library's table and indexes of 100,000
/// games, so searches walk memory instead of reading the file page by page.
const CACHE_SIZE: &str = "-65536";

/// Where SQLite keeps its temporary files: in memory (`2`). The one that
/// matters is the statement journal, which SQLite writes inside a
/// transaction for every statement that may have to be undone alone (an
/// insert with triggers, several indexes and `ON CONFLICT`): on disk that was
/// some 60 small writes per imported game, in memory it costs a copy of the
/// pages a statement touches. Sorts too large for memory do not occur at
/// LoGo's scale (the library's sorts walk indexes).
const TEMP_STORE: &str = "2";

/// The schema, embedded at build time from `crates/store/migrations/`.
pub(crate) static MIGRATOR: Migrator = sqlx::migrate!("./migrations");

/// How long a statement waits for another process's lock before it reports
/// `locked`. Short, so that a locked database is reported at start-up
/// within moments rather than after the default five seconds.
pub(crate) const BUSY_TIMEOUT: Duration = Duration::from_millis(1500);

impl Store {
    /// Opens the LoGo database at `path`, creating it if it does not exist,
    /// and brings its schema up to date.
    ///
    /// The parent folder must exist; it is not created. If anything goes
    /// wrong, an existing file is left byte for byte as it was — it is
    /// checked with the OS and then with a read-only SQLite connection
    /// before anything writes to it — and the error says why with a stable
    /// [`OpenProblem`] code.
    ///
    /// Plain blocking file-system calls (a metadata lookup, reading 100
    /// bytes) run on the calling task before the database is touched.
    pub async fn open(path: impl AsRef<Path>) -> Result<Store, OpenError> {
        let path = path.as_ref();
        let existed = preflight::check_file(path)?;
        if existed {
            probe::check(path).await?;
        }
        let pool = connect(path).await.map_err(|err| OpenError::from_sqlx(path, &err))?;
        if let Err(err) = MIGRATOR.run(&pool).await {
            pool.close().await;
            return Err(migrate_error(path, err));
        }
        Ok(Store { pool, path: Some(path.to_path_buf()) })
    }

    /// Opens a fresh database in memory, with the full schema: the app's
    /// fallback when the file cannot be used, and the services' test bed.
    /// Its content is gone when the store is closed or dropped.
    pub async fn open_in_memory() -> Result<Store, OpenError> {
        let path = Path::new(":memory:");
        let options = SqliteConnectOptions::new().in_memory(true).foreign_keys(true).busy_timeout(BUSY_TIMEOUT);
        let pool = pool_options().connect_with(options).await.map_err(|err| OpenError::from_sqlx(path, &err))?;
        if let Err(err) = MIGRATOR.run(&pool).await {
            pool.close().await;
            return Err(migrate_error(path, err));
        }
        Ok(Store { pool, path: None })
    }
}

/// Opens the read-write connection of a file database.
async fn connect(path: &Path) -> Result<SqlitePool, sqlx::Error> {
    let options = SqliteConnectOptions::new()
        .filename(sqlite_filename(path))
        .create_if_missing(false)
        .journal_mode(SqliteJournalMode::Wal)
        .synchronous(SqliteSynchronous::Full)
        .foreign_keys(true)
        .busy_timeout(BUSY_TIMEOUT)
        .pragma("cache_size", CACHE_SIZE)
        .pragma("temp_store", TEMP_STORE);
    pool_options().connect_with(options).await
}

/// One connection, kept for the life of the store: LoGo is one user at a
/// time, a single connection can never wait on its own locks, and an
/// in-memory database lives exactly as long as its connection.
fn pool_options() -> SqlitePoolOptions {
    SqlitePoolOptions::new().max_connections(1).idle_timeout(None).max_lifetime(None)
}

/// sqlx opens files with `SQLITE_OPEN_URI`, so a relative path beginning
/// with `file:` would be read as a URI; `./` in front keeps it a path.
pub(crate) fn sqlite_filename(path: &Path) -> PathBuf {
    if path.is_relative() && path.to_string_lossy().starts_with("file:") {
        Path::new(".").join(path)
    } else {
        path.to_path_buf()
    }
}

/// Sorts a failed migration run into an [`OpenError`].
fn migrate_error(path: &Path, err: MigrateError) -> OpenError {
    match &err {
        MigrateError::VersionMissing(_) | MigrateError::VersionMismatch(_) => {
            OpenError::new(OpenProblem::NewerVersion, path, &err)
        }
        MigrateError::Dirty(_) => OpenError::new(OpenProblem::Corrupt, path, &err),
        MigrateError::Execute(inner) | MigrateError::ExecuteMigration(inner, _) => {
            OpenError::new(crate::error::classify(inner).into(), path, &err)
        }
        _ => OpenError::new(OpenProblem::Io, path, &err),
    }
}
