//! Every class of open failure, produced for real on real files, and the
//! promise that goes with it: the refused file is byte for byte unchanged.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "a test fails loudly")]

mod common;

use std::path::Path;

use common::{make_logo_db, raw_connection, sample_game, seeded_bytes, snapshot, temp_db};
use logo_store::{OpenProblem, Store};
use sqlx::sqlite::{SqliteConnectOptions, SqliteLockingMode};
use sqlx::{ConnectOptions, Connection};

/// Opens `path`, expects `problem`, and checks the file did not change.
async fn assert_refused(path: &Path, problem: OpenProblem) {
    let before = snapshot(path);
    let err = Store::open(path).await.expect_err("the open should fail");
    assert_eq!(err.problem, problem, "{err}");
    assert_eq!(err.path, path);
    assert!(snapshot(path) == before, "the refused file changed");
}

#[tokio::test]
async fn a_text_file_is_corrupt() {
    let (_dir, path) = temp_db();
    std::fs::write(&path, "(;GM[1]FF[4]SZ[19];B[pd];W[dp])\n").expect("write");
    assert_refused(&path, OpenProblem::Corrupt).await;
}

#[tokio::test]
async fn random_bytes_are_corrupt() {
    let (_dir, path) = temp_db();
    std::fs::write(&path, seeded_bytes(8192, 7)).expect("write");
    assert_refused(&path, OpenProblem::Corrupt).await;
}

#[tokio::test]
async fn a_sqlite_header_followed_by_garbage_is_corrupt() {
    // Passes the header check, so this is SQLite itself refusing the file.
    let (_dir, path) = temp_db();
    let mut bytes = b"SQLite format 3\0".to_vec();
    bytes.extend(seeded_bytes(8192, 11));
    std::fs::write(&path, bytes).expect("write");
    assert_refused(&path, OpenProblem::Corrupt).await;
}

#[tokio::test]
async fn a_truncated_database_is_corrupt() {
    let (_dir, path) = temp_db();
    let store = Store::open(&path).await.expect("open");
    let mut big = sample_game("A", "B", 1);
    big.sgf.push_str(&"C[padding]".repeat(5000)); // spreads the game over many pages
    store.add_game(&big).await.expect("add");
    store.close().await;
    let bytes = snapshot(&path);
    assert!(bytes.len() >= 8 * 4096, "the database should span many pages");
    // Cut at a page boundary, so SQLite (not the header check) must notice.
    std::fs::write(&path, &bytes[..bytes.len() / 2 / 4096 * 4096]).expect("truncate");
    assert_refused(&path, OpenProblem::Corrupt).await;
}

#[tokio::test]
async fn a_database_cut_inside_its_header_is_corrupt() {
    let (_dir, path) = temp_db();
    make_logo_db(&path).await;
    let bytes = snapshot(&path);
    std::fs::write(&path, &bytes[..50]).expect("truncate");
    assert_refused(&path, OpenProblem::Corrupt).await;
}

#[tokio::test]
async fn another_programs_database_is_not_touched() {
    let (_dir, path) = temp_db();
    let mut conn = SqliteConnectOptions::new().filename(&path).create_if_missing(true).connect().await.expect("c");
    sqlx::query("CREATE TABLE invoices (id INTEGER PRIMARY KEY, total REAL)").execute(&mut conn).await.expect("q");
    conn.close().await.expect("close");
    assert_refused(&path, OpenProblem::Corrupt).await;
}

#[tokio::test]
async fn a_half_applied_migration_is_corrupt() {
    let (_dir, path) = temp_db();
    make_logo_db(&path).await;
    let mut conn = raw_connection(&path).await;
    sqlx::query("UPDATE _sqlx_migrations SET success = FALSE").execute(&mut conn).await.expect("q");
    conn.close().await.expect("close");
    assert_refused(&path, OpenProblem::Corrupt).await;
}

#[tokio::test]
async fn a_database_from_a_newer_logo_is_left_alone() {
    let (_dir, path) = temp_db();
    make_logo_db(&path).await;
    let mut conn = raw_connection(&path).await;
    sqlx::query("CREATE TABLE reviews (id INTEGER PRIMARY KEY)").execute(&mut conn).await.expect("q");
    sqlx::query(
        "INSERT INTO _sqlx_migrations (version, description, success, checksum, execution_time) \
         VALUES (29991231000000, 'reviews', TRUE, x'00', 0)",
    )
    .execute(&mut conn)
    .await
    .expect("q");
    conn.close().await.expect("close");
    assert_refused(&path, OpenProblem::NewerVersion).await;
    // A second attempt is refused the same way: the first one changed nothing.
    assert_refused(&path, OpenProblem::NewerVersion).await;
}

#[tokio::test]
async fn a_migration_with_another_checksum_is_refused_as_another_version() {
    let (_dir, path) = temp_db();
    make_logo_db(&path).await;
    let mut conn = raw_connection(&path).await;
    sqlx::query("UPDATE _sqlx_migrations SET checksum = x'0102'").execute(&mut conn).await.expect("q");
    conn.close().await.expect("close");
    assert_refused(&path, OpenProblem::NewerVersion).await;
}

#[tokio::test]
async fn a_database_under_another_connections_exclusive_lock_is_locked() {
    let (_dir, path) = temp_db();
    make_logo_db(&path).await;
    // A second connection, as another process would hold it: exclusive locking
    // mode plus an open write transaction keeps every other reader out, even in WAL mode.
    let mut holder = SqliteConnectOptions::new()
        .filename(&path)
        .locking_mode(SqliteLockingMode::Exclusive)
        .connect()
        .await
        .expect("holder");
    sqlx::query("BEGIN EXCLUSIVE").execute(&mut holder).await.expect("begin");
    sqlx::query("INSERT INTO settings (key, value, updated_at) VALUES ('x', '1', 0)")
        .execute(&mut holder)
        .await
        .expect("write under lock");
    assert_refused(&path, OpenProblem::Locked).await;

    sqlx::query("ROLLBACK").execute(&mut holder).await.expect("rollback");
    holder.close().await.expect("close");
    let store = Store::open(&path).await.expect("open once the lock is gone");
    assert!(store.load_game_in_progress().await.expect("load").is_some());
    store.close().await;
}

#[tokio::test]
async fn a_folder_is_not_a_database() {
    let dir = tempfile::tempdir().expect("temp dir");
    let err = Store::open(dir.path()).await.expect_err("a folder");
    assert_eq!(err.problem, OpenProblem::Io);
}

#[tokio::test]
async fn a_missing_folder_is_an_io_problem_and_is_not_created() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("missing").join("logo.sqlite3");
    let err = Store::open(&path).await.expect_err("missing folder");
    assert_eq!(err.problem, OpenProblem::Io);
    assert!(!dir.path().join("missing").exists());
}

/// Holds whatever the user (even root) does: a file cannot be created below
/// a regular file. The OS says "not a directory", which is `io`, not
/// `read_only`; the test proves the refusal is clean, nothing more.
#[tokio::test]
async fn a_path_below_a_regular_file_is_an_io_problem() {
    let (_dir, path) = temp_db();
    std::fs::write(&path, "I am a file").expect("write");
    let below = path.join("logo.sqlite3");
    let err = Store::open(&below).await.expect_err("below a file");
    assert_eq!(err.problem, OpenProblem::Io, "{err}");
    assert_eq!(snapshot(&path), b"I am a file");
}

/// A folder where the kernel refuses to create files even for root: sysfs
/// has no file creation at all (EACCES), or is mounted read-only (EROFS) in
/// containers. Both are real OS refusals that must read as `read_only`.
#[cfg(target_os = "linux")]
#[tokio::test]
async fn a_folder_where_the_os_refuses_new_files_is_read_only() {
    let sys = Path::new("/sys");
    if !sys.is_dir() {
        eprintln!("skipped: no /sys on this machine");
        return;
    }
    let path = sys.join("logo-store-test.sqlite3");
    let err = Store::open(&path).await.expect_err("no new files in /sys");
    assert_eq!(err.problem, OpenProblem::ReadOnly, "{err}");
    assert!(!path.exists());
}

/// Permission bits stop only unprivileged users; CI runs as root, where this
/// test detects that the bits are not enforced and says so instead of
/// passing for the wrong reason.
#[cfg(unix)]
#[tokio::test]
async fn a_file_without_write_permission_is_read_only() {
    use std::os::unix::fs::PermissionsExt;
    let (_dir, path) = temp_db();
    make_logo_db(&path).await;
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o444)).expect("chmod");
    if std::fs::OpenOptions::new().write(true).open(&path).is_ok() {
        eprintln!("skipped: running with privileges that ignore permission bits (root)");
        return;
    }
    assert_refused(&path, OpenProblem::ReadOnly).await;
}

/// A writable database file in a folder without write permission: SQLite
/// cannot create its `-wal`/`-shm` files there. Like the test above, this
/// only runs for unprivileged users.
#[cfg(unix)]
#[tokio::test]
async fn a_database_in_a_folder_without_write_permission_is_read_only() {
    use std::os::unix::fs::PermissionsExt;
    let (dir, path) = temp_db();
    make_logo_db(&path).await;
    std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o555)).expect("chmod");
    let probe = dir.path().join("probe");
    if std::fs::write(&probe, b"").is_ok() {
        eprintln!("skipped: running with privileges that ignore permission bits (root)");
        return;
    }
    assert_refused(&path, OpenProblem::ReadOnly).await;
    let err = Store::open(dir.path().join("new.sqlite3")).await.expect_err("no new file here");
    assert_eq!(err.problem, OpenProblem::ReadOnly, "{err}");
    std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o755)).expect("chmod back");
}
