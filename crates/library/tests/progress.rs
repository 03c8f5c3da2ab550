//! An import reports its progress and can be cancelled; what was imported
//! before the cancel stays, and importing again completes the rest.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "a test fails loudly")]

mod common;

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use common::{all_games, import, temp_library, write_generated};
use library::{CancelToken, ImportOptions, ImportProgress};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn progress_counts_up_to_the_total() {
    let (dir, library) = temp_library().await;
    let folder = dir.path().join("games");
    write_generated(&folder, 1, 300);
    let seen: Arc<Mutex<Vec<ImportProgress>>> = Arc::default();
    let record = Arc::clone(&seen);
    let options = ImportOptions { batch_games: 50, progress_interval: Duration::ZERO, ..ImportOptions::default() };
    let task = library.spawn_import(vec![folder], options, move |p| record.lock().unwrap().push(p.clone()));
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
    let games: String = (0..2000).map(|i| library::synthetic::game(3, i)).collect();
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
