//! An import reports its progress and can be cancelled; what was imported
//! before the cancel stays, and importing again completes the rest.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "a test fails loudly")]

mod common;

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use common::{all_games, import, temp_library, write_generated};
use logo_library::{CancelToken, ImportOptions, ImportProgress};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn progress_counts_up_to_the_total() {
    let (dir, library) = temp_library().await;
    let folder = dir.path().join("games");
    write_generated(&folder, 1, 300);
    let seen: Arc<Mutex<Vec<ImportProgress>>> = Arc::default();
    let record = Arc::clone(&seen);
    let options = ImportOptions { batch_games: 50, progress_interval: Duration::ZERO, ..ImportOptions::default() };
    let task = library.spawn_import(vec![folder], options, move |p| record.lock().unwrap().push(*p));
    let report = task.finish().await.unwrap();
    let seen = seen.lock().unwrap();
    assert_eq!(seen.first().map(|p| (p.files_total, p.files_done)), Some((300, 0)));
    let last = seen.last().unwrap();
    assert_eq!((last.files_done, last.games_imported), (300, 300));
    assert!(seen.windows(2).all(|w| w[0].files_done <= w[1].files_done && w[0].games_imported <= w[1].games_imported));
    assert!(seen.len() > 3, "reported along the way");
    assert_eq!(report.imported, 300);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_cancelled_import_keeps_its_games_and_the_next_one_completes() {
    let (dir, library) = temp_library().await;
    let folder = dir.path().join("games");
    write_generated(&folder, 2, 400);
    let cancel = CancelToken::new();
    let stop = cancel.clone();
    let options = ImportOptions { batch_games: 20, progress_interval: Duration::ZERO, ..ImportOptions::default() };
    let report = library
        .import(std::slice::from_ref(&folder), &options, &cancel, move |p| {
            if p.games_imported >= 60 {
                stop.cancel();
            }
        })
        .await
        .unwrap();
    assert!(report.cancelled);
    assert!(report.imported >= 60 && report.imported < 400, "{report:?}");
    assert_eq!(all_games(&library).await.len() as u64, report.imported);
    let rest = import(&library, &[folder]).await;
    assert_eq!((rest.imported, rest.identical), (400 - report.imported, report.imported));
    assert_eq!(all_games(&library).await.len(), 400);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_cancelled_collection_stops_within_a_second_and_the_next_import_completes_it() {
    let (dir, library) = temp_library().await;
    let path = dir.path().join("collection.sgf");
    let games: String = (0..2000).map(|i| logo_library::synthetic::game(3, i)).collect();
    std::fs::write(&path, games).unwrap();
    let cancel = CancelToken::new();
    let stop = cancel.clone();
    let cancelled_at = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(150));
        stop.cancel();
        Instant::now()
    });
    let options = ImportOptions { batch_games: 25, ..ImportOptions::default() };
    let first = library.import(std::slice::from_ref(&path), &options, &cancel, |_| {}).await.unwrap();
    let stopped_after = cancelled_at.join().unwrap().elapsed();
    assert!(first.cancelled && first.imported < 2000, "{first:?}");
    assert!(stopped_after < Duration::from_secs(1), "stopped {stopped_after:?} after the cancel");
    let rest = import(&library, &[path]).await;
    assert_eq!(rest.imported + first.imported, 2000, "{rest:?}");
    assert_eq!(all_games(&library).await.len(), 2000);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_folder_of_collections_counts_up_game_by_game() {
    let (dir, library) = temp_library().await;
    let folder = dir.path().join("collections");
    std::fs::create_dir_all(&folder).unwrap();
    for file in 0..2u64 {
        let games: String = (0..300).map(|i| logo_library::synthetic::game(10 + file, i)).collect();
        std::fs::write(folder.join(format!("collection-{file}.sgf")), games).unwrap();
    }
    let seen: Arc<Mutex<Vec<ImportProgress>>> = Arc::default();
    let record = Arc::clone(&seen);
    let options = ImportOptions { batch_games: 100, progress_interval: Duration::ZERO, ..ImportOptions::default() };
    let task = library.spawn_import(vec![folder], options, move |p| record.lock().unwrap().push(*p));
    let report = task.finish().await.unwrap();
    assert_eq!(report.imported, 600);
    let seen = seen.lock().unwrap();
    let counts: Vec<u64> = seen.iter().map(|p| p.games_imported).collect();
    assert!(seen.windows(2).all(|w| w[0].games_imported <= w[1].games_imported), "{counts:?}");
    let mut distinct = counts.clone();
    distinct.dedup();
    assert!(distinct.len() > 2, "more than a start and an end: {counts:?}");
    assert!(
        seen.iter().any(|p| p.files_done == 0 && p.games_imported > 0),
        "games counted while the first collection is still being written: {counts:?}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_cancel_while_a_big_tree_is_listed_returns_within_a_second() {
    let (dir, library) = temp_library().await;
    let tree = dir.path().join("tree");
    // Ten thousand files to sniff (each one opened and read) take the listing
    // far longer than the 5 ms after which the cancel comes, on any machine.
    for folder in 0..100 {
        let folder = tree.join(format!("folder-{folder:02}"));
        std::fs::create_dir_all(&folder).unwrap();
        for note in 0..100 {
            std::fs::write(folder.join(format!("note-{note:03}.txt")), "not a game (;but almost").unwrap();
        }
    }
    let cancel = CancelToken::new();
    let stop = cancel.clone();
    let cancelled_at = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(5));
        stop.cancel();
        Instant::now()
    });
    let report = library.import(std::slice::from_ref(&tree), &ImportOptions::default(), &cancel, |_| {}).await.unwrap();
    let stopped_after = cancelled_at.join().unwrap().elapsed();
    assert!(report.cancelled, "{report:?}");
    assert!(stopped_after < Duration::from_secs(1), "stopped {stopped_after:?} after the cancel");
    assert_eq!(report.imported, 0);
}

#[test]
fn a_cancelled_listing_stops_at_once() {
    let dir = tempfile::tempdir().unwrap();
    write_generated(dir.path(), 4, 20);
    let cancel = CancelToken::new();
    let (all, _) = logo_library::files::collect(&[dir.path().to_path_buf()], &cancel);
    assert_eq!(all.len(), 20);
    cancel.cancel();
    let (none, missing) = logo_library::files::collect(&[dir.path().to_path_buf(), dir.path().join("gone")], &cancel);
    assert!(none.is_empty() && missing.is_empty(), "nothing listed after the cancel");
}
