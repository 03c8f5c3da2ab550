//! The import report's numbers add up to the games the files hold, on the
//! first import of a folder and on every import of it after that: each game
//! found is imported, identical (already in the library, or earlier in the
//! same import) or refused, and the similar games are a part of the imported.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "a test fails loudly")]

mod common;

use library::ImportReport;
use library::synthetic::corpus::write_corpus;

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
