//! Importing files, folders and collections into a real database file: the
//! counts, the facts stored, the warnings kept, and files that cannot be
//! read reported without stopping the others.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "a test fails loudly")]

mod common;

use common::{all_games, fixture, fixtures, import, matching, shared_samples, temp_library};
use logo_library::FileProblem;
use logo_store::{GameKind, LibraryFilter, PlayerFilter, ResultKind, Winner};

#[tokio::test]
async fn the_fixture_folder_imports_every_game_and_reports_the_rest() {
    let (_dir, library) = temp_library().await;
    let report = import(&library, &[fixtures()]).await;
    // broken (1, repaired) + collection (3) + cp936 (1) + notes.txt (1, sniffed) + shift_jis (1);
    // empty.sgf and not-sgf.sgf fail; picture.png is not opened.
    assert_eq!((report.files, report.imported, report.duplicates()), (7, 7, 0), "{report:#?}");
    assert_eq!(report.repaired, 1);
    let [repaired] = report.repaired_files.as_slice() else { panic!("one repaired file listed") };
    assert!(repaired.path.ends_with("broken.sgf") && !repaired.warnings.is_empty(), "{repaired:?}");
    let mut failed: Vec<(String, String)> =
        report.failed.iter().map(|f| (f.path.rsplit('/').next().unwrap().to_owned(), f.problem.to_string())).collect();
    failed.sort();
    assert_eq!(
        failed,
        [
            ("empty.sgf".to_owned(), "1:1: no SGF game tree found".to_owned()),
            ("not-sgf.sgf".to_owned(), "1:1: no SGF game tree found".to_owned())
        ]
    );
    assert!(report.failed.iter().all(|f| f.problem == FileProblem::NotSgf { line: 1, column: 1 }));
    assert_eq!(all_games(&library).await.len(), 7);
}

#[tokio::test]
async fn charsets_are_decoded_into_searchable_names() {
    let (_dir, library) = temp_library().await;
    import(&library, &[fixture("cp936.sgf"), fixture("shift_jis.sgf")]).await;
    let by = |name: &str| LibraryFilter {
        player: Some(PlayerFilter { name: name.to_owned(), ..PlayerFilter::default() }),
        ..LibraryFilter::default()
    };
    let go = matching(&library, by("吴清源")).await;
    assert_eq!(go.len(), 1);
    assert_eq!(go[0].meta.white.as_deref(), Some("木谷实"));
    let shusaku = matching(&library, by("本因坊秀策")).await;
    assert_eq!(shusaku[0].meta.date.as_deref(), Some("1846-09-11"));
    assert!(shusaku[0].meta.has_comments);
    let comment = LibraryFilter { comment_text: Some("黑棋好".into()), ..LibraryFilter::default() };
    assert_eq!(matching(&library, comment).await.len(), 1, "a CJK comment is found as a whole word");
}

#[tokio::test]
async fn a_collection_becomes_one_entry_per_game_with_its_facts() {
    let (_dir, library) = temp_library().await;
    let report = import(&library, &[fixture("collection.sgf")]).await;
    assert_eq!(report.imported, 3);
    let games = all_games(&library).await;
    let [first, second, third] = games.as_slice() else { panic!("three games") };
    assert_eq!(first.meta.black.as_deref(), Some("Go Seigen"));
    assert_eq!(first.meta.event.as_deref(), Some("Oteai"));
    assert_eq!((first.meta.move_count, first.meta.has_variations, first.meta.has_comments), (6, true, true));
    let date = first.date_range.as_ref().unwrap();
    assert_eq!((date.first, date.last, date.iso.as_str()), (19331016, 19331017, "1933-10-16"));
    assert_eq!(first.outcome.map(|o| (o.winner, o.kind)), Some((Some(Winner::Black), ResultKind::Points)));
    assert_eq!((first.meta.komi_half_points, first.meta.board_width), (Some(13), 19));
    assert_eq!(second.date_range.as_ref().map(|d| d.iso.as_str()), Some("2025-12-24"), "LoGo's dd-mm-yyyy");
    assert_eq!(second.outcome.map(|o| o.kind), Some(ResultKind::Resignation));
    assert_eq!((third.meta.kind, third.meta.move_count), (GameKind::Position, 0));
    assert_eq!(third.meta.game_name.as_deref(), Some("Tsumego 1"));
}

#[tokio::test]
async fn a_repaired_file_keeps_its_warnings_for_later() {
    let (_dir, library) = temp_library().await;
    import(&library, &[fixture("broken.sgf")]).await;
    let game = &all_games(&library).await[0];
    assert_eq!(game.meta.move_count, 3, "the unterminated last move is kept");
    let warnings = library.store().game_warnings(game.id).await.unwrap().unwrap();
    let file: serde_json::Value = serde_json::from_str(&warnings.file_json).unwrap();
    let codes: Vec<&str> = file.as_array().unwrap().iter().map(|w| w["code"].as_str().unwrap()).collect();
    assert!(codes.contains(&"unclosed_game_tree"), "{codes:?}");
    assert!(file[0]["line"].as_u64().is_some(), "warnings carry their line");
}

#[tokio::test]
async fn importing_again_finds_every_game_there_already() {
    let (_dir, library) = temp_library().await;
    let first = import(&library, &[fixtures()]).await;
    let again = import(&library, &[fixtures()]).await;
    assert_eq!((again.imported, again.identical, again.similar), (0, first.imported, 0));
    assert_eq!(again.failed.len(), 2, "the unreadable files are reported again");
    assert_eq!(all_games(&library).await.len(), 7);
}

#[tokio::test]
async fn junk_deep_nesting_and_missing_paths_do_not_stop_the_others() {
    let (dir, library) = temp_library().await;
    let junk = dir.path().join("in");
    std::fs::create_dir(&junk).unwrap();
    let noise: Vec<u8> = (0..100_000u32).map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8).collect();
    std::fs::write(junk.join("noise.sgf"), noise).unwrap();
    std::fs::write(junk.join("zeros.sgf"), vec![0u8; 4096]).unwrap();
    let deep = format!("(;GM[1]SZ[19]{}", "(;B[aa]".repeat(20_000));
    std::fs::write(junk.join("deep.sgf"), deep).unwrap();
    std::fs::write(junk.join("good.sgf"), "(;GM[1]SZ[19]PB[Survivor];B[pd])").unwrap();
    let missing = dir.path().join("no-such-folder");
    let report = import(&library, &[junk, missing]).await;
    let games = all_games(&library).await;
    let names: Vec<_> = games.iter().filter_map(|g| g.meta.black.as_deref()).collect();
    assert!(names.contains(&"Survivor"), "{report:#?}");
    assert!(games.iter().any(|g| g.meta.move_count == 20_000), "the deep file was read");
    assert!(report.failed.iter().any(|f| f.path.ends_with("no-such-folder")));
    assert!(report.failed.iter().any(|f| f.path.ends_with("zeros.sgf")));
}

#[tokio::test]
async fn too_large_files_are_refused_with_their_size() {
    let (dir, library) = temp_library().await;
    let path = dir.path().join("big.sgf");
    std::fs::write(&path, format!("(;GM[1]C[{}])", "x".repeat(5000))).unwrap();
    let options = logo_library::ImportOptions { max_file_bytes: 1000, ..logo_library::ImportOptions::default() };
    let report = library.import(&[path], &options, &logo_library::CancelToken::new(), |_| {}).await.unwrap();
    assert!(matches!(report.failed[0].problem, FileProblem::TooLarge { limit_bytes: 1000, bytes: Some(5011) }));
}

#[tokio::test]
#[cfg_attr(not(sgf_samples), ignore = "../shared/sgf-samples is not beside the repository")]
async fn the_shared_samples_import_without_a_failure_beyond_the_known_bad_ones() {
    let samples = shared_samples().expect("../shared/sgf-samples");
    let (_dir, library) = temp_library().await;
    let report = import(&library, std::slice::from_ref(&samples)).await;
    assert_eq!(report.files, 67, "{report:#?}");
    // The one file that is no SGF, and two games of SGFC's test file that are not Go on a board LoGo has.
    let failed: Vec<String> = report.failed.iter().map(|f| format!("{}: {}", f.path, f.problem)).collect();
    assert_eq!(report.failed.len(), 3, "{failed:#?}");
    assert!(failed[0].contains("not-an-sgf-file.sgf: 1:1: no SGF game tree found"), "{failed:#?}");
    assert_eq!(report.imported + report.identical, 83, "{report:#?}");
    let again = import(&library, &[samples]).await;
    assert_eq!(again.imported, 0);
    assert_eq!(all_games(&library).await.len() as u64, report.imported);
}

#[tokio::test]
async fn a_game_refused_inside_a_collection_is_reported_at_its_line_and_column() {
    let (dir, library) = temp_library().await;
    let path = dir.path().join("mixed.sgf");
    std::fs::write(&path, "(;GM[1]SZ[9]PB[Kept];B[ee])\n\n  (;GM[1]SZ[-10];B[aa])\n").unwrap();
    let report = import(&library, &[path]).await;
    assert_eq!(report.imported, 1);
    let problem = &report.failed[0].problem;
    assert!(matches!(problem, FileProblem::GameRefused { game: 2, line: Some(3), column: Some(4), .. }), "{problem:?}");
    assert!(problem.to_string().starts_with("3:4: game 2: "), "{problem}");
}

#[tokio::test]
async fn a_game_deleted_from_an_imported_collection_comes_back_with_the_next_import() {
    let (dir, library) = temp_library().await;
    let file = dir.path().join("three.sgf");
    // Three different games (no two alike under the board's symmetries).
    let games = [
        "(;GM[1]SZ[9]PB[Anna]PW[Ben];B[ee])",
        "(;GM[1]SZ[9]PB[Carl]PW[Dora];B[cc];W[ge])",
        "(;GM[1]SZ[9]PB[Emil];B[dc];W[ee];B[gg])",
    ];
    std::fs::write(&file, games.concat()).unwrap();
    assert_eq!(import(&library, std::slice::from_ref(&file)).await.imported, 3);
    let before = all_games(&library).await;
    let carl = before[1].id;
    assert_eq!(before[1].meta.black.as_deref(), Some("Carl"));

    library.store().delete_games(&[carl]).await.unwrap();
    library.store().undo_delete().await.unwrap();
    assert_eq!(complete_files(&library).await, [3], "an undone delete leaves the file complete");
    let again = import(&library, std::slice::from_ref(&file)).await;
    assert_eq!((again.imported, again.identical), (0, 3));
    assert_eq!(all_games(&library).await, before, "the same games, ids and all");

    library.store().delete_games(&[carl]).await.unwrap();
    let back = import(&library, std::slice::from_ref(&file)).await;
    assert_eq!((back.imported, back.identical, back.similar), (1, 2, 0), "{back:?}");
    let after = all_games(&library).await;
    let blacks: Vec<_> = after.iter().map(|g| g.meta.black.as_deref()).collect();
    assert_eq!(blacks, [Some("Anna"), Some("Emil"), Some("Carl")], "the deleted game once more, and no copy");
    assert_eq!(after[..2], before[..1].iter().chain(&before[2..]).cloned().collect::<Vec<_>>()[..]);
    let bytes = library.export(after[2].id, logo_library::ExportForm::Original).await.unwrap();
    assert_eq!(bytes, games[1].as_bytes(), "its own bytes of the file");
    assert_eq!(complete_files(&library).await, [3], "complete again: the next import skips the file");

    assert!(library.store().delete_game(after[0].id).await.unwrap(), "deleted for good, no undo");
    assert_eq!(complete_files(&library).await, Vec::<u32>::new());
    assert_eq!(import(&library, std::slice::from_ref(&file)).await.imported, 1);
}

/// The numbers of games of the files a new import skips.
async fn complete_files(library: &logo_library::Library) -> Vec<u32> {
    library.store().complete_source_files().await.unwrap().into_values().collect()
}
