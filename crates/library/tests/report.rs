//! The import report's numbers add up to the games the files hold, on the
//! first import of a folder and on every import of it after that: each game
//! found is imported, identical (already in the library, or earlier in the
//! same import) or refused, and the similar games are a part of the imported;
//! and a batch of many games has the outcome of writing them one by one.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "a test fails loudly")]

mod common;

use logo_library::synthetic::corpus::write_corpus;
use logo_library::{CancelToken, ImportOptions, ImportReport};

fn assert_adds_up(report: &ImportReport, games: u64) {
    assert_eq!(report.games, games, "games found: {report:?}");
    assert_eq!(report.imported + report.identical + report.refused_games(), games, "{report:?}");
    assert!(report.similar <= report.imported, "{report:?}");
}

#[tokio::test]
async fn first_and_second_import_account_for_every_game_of_the_files() {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("corpus");
    let counts = write_corpus(&folder, 5, 60, 5).unwrap();
    let (_db, library) = common::temp_library().await;

    let first = common::import(&library, std::slice::from_ref(&folder)).await;
    assert_adds_up(&first, counts.games);
    assert_eq!(first.files, counts.files);
    assert_eq!(first.identical, counts.identical, "a file's copy and a game twice in a collection: {first:?}");
    assert_eq!(first.similar, counts.similar, "{first:?}");
    assert_eq!(first.refused_games(), counts.refused);
    assert_eq!(first.imported, counts.games - counts.identical - counts.refused);

    let second = common::import(&library, std::slice::from_ref(&folder)).await;
    assert_adds_up(&second, counts.games);
    assert_eq!(second.imported, 0, "{second:?}");
    assert_eq!(second.identical, counts.games - counts.refused, "{second:?}");
    assert_eq!(second.refused_games(), counts.refused, "the refused game is reported again");

    let third = common::import(&library, std::slice::from_ref(&folder)).await;
    assert_eq!(third, second, "every later import reports the same");
}

#[tokio::test]
async fn a_batch_of_many_games_has_the_outcome_of_writing_them_one_by_one() {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("corpus");
    write_corpus(&folder, 9, 70, 4).unwrap();
    let mut reports = Vec::new();
    for batch_games in [1, 500] {
        let (_db, library) = common::temp_library().await;
        let options = ImportOptions { batch_games, ..ImportOptions::default() };
        let report = library.import(std::slice::from_ref(&folder), &options, &CancelToken::new(), |_| {}).await;
        let games = common::all_games(&library).await;
        let similar = library.store().duplicate_groups(0, 100).await.unwrap().len();
        reports.push((report.unwrap(), games.len(), similar));
    }
    assert_eq!(reports[0], reports[1], "one game per batch against all in one");
}
