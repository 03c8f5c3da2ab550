//! Crash safety of `logo library import`: the process is killed with SIGKILL
//! at several moments of importing thousands of games; after each kill the
//! database passes SQLite's integrity check (and the full-text indexes theirs)
//! and every game in it is whole, and importing the same folder again
//! finishes with exactly every game, none twice, each one whole.
#![cfg(unix)]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "a test fails loudly")]

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Duration;

use logo_library::Library;
use logo_store::{LibraryFilter, Store};

/// Single-game files, and one collection of this many more games.
const FILES: u64 = 3000;
const COLLECTION: u64 = 1000;

fn write_folder(dir: &Path) {
    std::fs::create_dir_all(dir).unwrap();
    for index in 0..FILES {
        std::fs::write(dir.join(format!("game-{index:05}.sgf")), logo_library::synthetic::game(11, index)).unwrap();
    }
    let collection: String = (FILES..FILES + COLLECTION).map(|i| logo_library::synthetic::game(11, i)).collect();
    std::fs::write(dir.join("zz-collection.sgf"), collection).unwrap();
}

fn import_command(folder: &Path, db: &Path) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_logo"));
    command.args(["library", "import", "--json", "--db"]).arg(db).arg(folder);
    command.stdout(Stdio::null()).stderr(Stdio::null());
    command
}

/// Opens the database as the app would, checks it, checks that every game
/// in it reads back whole (its record has the moves its row counts), and
/// counts its games.
async fn check(db: &Path) -> u64 {
    let store = Store::open(db).await.expect("the database opens after a kill");
    assert_eq!(store.integrity_check().await.unwrap(), ["ok"]);
    let games = store.count_games(&LibraryFilter::default()).await.unwrap();
    let library = Library::new(store);
    let all = logo_store::LibraryQuery { limit: 10_000, ..Default::default() };
    let listed = library.store().search_games(&all).await.unwrap();
    assert_eq!(listed.len() as u64, games, "every game counted is listed");
    for game in listed {
        let opened = library.open_game(game.id).await.expect("every game reads back whole");
        assert_eq!(opened.record.tree().main_line_moves(), game.meta.move_count, "game {}", game.id.0);
    }
    library.store().close().await;
    games
}

#[tokio::test]
async fn killed_imports_leave_a_sound_database_that_the_next_import_completes() {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("games");
    let db = dir.path().join("logo.sqlite3");
    write_folder(&folder);
    let mut counts = Vec::new();
    for delay_ms in [150, 400, 700, 1000, 1500] {
        let mut child = import_command(&folder, &db).spawn().unwrap();
        tokio::time::sleep(Duration::from_millis(delay_ms)).await;
        let _ = child.kill();
        let _ = child.wait();
        counts.push(check(&db).await);
    }
    eprintln!("games after each kill: {counts:?}");
    assert!(counts.windows(2).all(|w| w[0] <= w[1]), "no game lost between kills: {counts:?}");
    assert!(counts.iter().any(|&c| c > 0 && c < FILES + COLLECTION), "some kill landed mid-import: {counts:?}");

    let finished = import_command(&folder, &db).status().unwrap();
    assert!(finished.success());
    assert_eq!(check(&db).await, FILES + COLLECTION, "after kills at {counts:?}");
}
