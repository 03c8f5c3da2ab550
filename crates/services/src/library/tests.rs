//! The library service on real database files: imports with progress and
//! cancel, searches, tags, notes, delete and undo, duplicates, export,
//! library games opened for review or continued as new games, and teaching
//! boards kept from the teaching mode.

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use go_core::Color;
use logo_store::{GameKind, GameOrigin, PlayerColor, SortKey};
use tokio::sync::oneshot;

use super::views::{ExportFormat, ImportSummary, LibraryFilterInput, LibraryPageRequest};
use super::{LibraryService, keep_finished};
use crate::error::AppError;
use crate::play::PlayService;
use crate::review::ReviewService;
use crate::session::PlaySession;
use crate::session::settings::NewGameSettings;
use crate::teach::action::{TeachAction, TeachTool};
use crate::teach::editor::TeachEditor;
use crate::teach::save::{self, SaveScope};
use crate::teach::start;
use go_core::{Point, RulesPreset, ScoringMethod};
use logo_gtp::EngineOptions;
use logo_library::{FileProblem, ImportProgress};

fn library_fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../library/tests/fixtures").join(name)
}

/// Writes `count` generated games, one file each, into `dir`.
fn write_games(dir: &Path, count: u64) {
    std::fs::create_dir_all(dir).unwrap();
    for index in 0..count {
        std::fs::write(dir.join(format!("game-{index:05}.sgf")), logo_library::synthetic::game(11, index)).unwrap();
    }
}

/// Starts an import of `paths`; the statuses it reports, and its summary to wait for.
fn start(
    service: &LibraryService,
    paths: Vec<PathBuf>,
) -> (Arc<Mutex<Vec<ImportProgress>>>, oneshot::Receiver<ImportSummary>) {
    let seen: Arc<Mutex<Vec<ImportProgress>>> = Arc::default();
    let (send, receive) = oneshot::channel();
    let record = Arc::clone(&seen);
    let progress = move |status| record.lock().unwrap().push(status);
    service.start_import(paths, progress, move |summary| drop(send.send(summary))).unwrap();
    (seen, receive)
}

async fn import(service: &LibraryService, paths: Vec<PathBuf>) -> ImportSummary {
    start(service, paths).1.await.unwrap()
}

fn nine_by_nine() -> NewGameSettings {
    NewGameSettings::two_players(9, RulesPreset::Japanese)
}

fn page(filter: LibraryFilterInput) -> LibraryPageRequest {
    LibraryPageRequest { filter, sort: SortKey::Added, descending: false, offset: 0, limit: 500 }
}

fn players(name: &str) -> LibraryFilterInput {
    LibraryFilterInput { player: name.to_owned(), ..LibraryFilterInput::default() }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_import_counts_up_to_its_summary_and_lists_what_failed_and_was_repaired() {
    let (dir, store) = crate::test_store::temp_store().await;
    let service = LibraryService::new(store);
    let folder = dir.path().join("games");
    write_games(&folder, 300);
    for name in ["broken.sgf", "not-sgf.sgf", "collection.sgf"] {
        std::fs::copy(library_fixture(name), folder.join(name)).unwrap();
    }
    let (seen, done) = start(&service, vec![folder]);
    let summary = done.await.unwrap();
    assert_eq!((summary.files, summary.imported, summary.failures, summary.repaired), (303, 304, 1, 1));
    assert!(!summary.cancelled && summary.error.is_none());
    assert!(summary.failed[0].path.ends_with("not-sgf.sgf"));
    assert_eq!(summary.failed[0].problem, FileProblem::NotSgf { line: 1, column: 1 });
    assert!(summary.repaired_files[0].path.ends_with("broken.sgf") && !summary.repaired_files[0].warnings.is_empty());
    let seen = seen.lock().unwrap().clone();
    assert!(seen.windows(2).all(|w| w[0].files_done <= w[1].files_done), "counts only go up");
    let last = seen.last().unwrap();
    assert_eq!((last.import, last.files_total, last.files_done, last.games_imported), (summary.import, 303, 303, 304));
    assert_eq!(service.count(&LibraryFilterInput::default()).await.unwrap(), 304);
    assert_eq!(
        service.count(&players("go seigen")).await.unwrap(),
        service.page(&page(players("Go Seigen"))).await.unwrap().len() as u64
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_cancelled_import_stops_within_a_second_and_keeps_what_it_imported() {
    let (dir, store) = crate::test_store::temp_store().await;
    let service = LibraryService::new(store);
    let folder = dir.path().join("games");
    write_games(&folder, 3000);
    let (seen, done) = start(&service, vec![folder.clone()]);
    let second = service.start_import(vec![folder], |_| {}, |_| {});
    assert!(matches!(second, Err(AppError::ImportRunning)), "one import at a time");
    while seen.lock().unwrap().last().is_none_or(|s| s.games_imported == 0) {
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    let asked = Instant::now();
    assert!(service.cancel_import());
    let summary = done.await.unwrap();
    assert!(asked.elapsed() < Duration::from_secs(1), "stopped {:?} after the cancel", asked.elapsed());
    assert!(summary.cancelled && summary.imported > 0 && summary.imported < 3000, "{summary:?}");
    assert_eq!(service.count(&LibraryFilterInput::default()).await.unwrap(), summary.imported);
    assert!(!service.cancel_import(), "nothing runs any more");
}

#[tokio::test]
async fn a_finished_game_is_listed_as_played_in_logo() {
    let (_dir, store) = crate::test_store::temp_store().await;
    let mut session = PlaySession::start(&nine_by_nine(), None, 0).unwrap();
    session.play("ee", 0).unwrap();
    session.resign(Color::White, 0).unwrap();
    keep_finished(&store, &mut session).await.unwrap();
    let service = LibraryService::new(store);
    let played = LibraryFilterInput { origin: Some(GameOrigin::PlayedInLogo), ..LibraryFilterInput::default() };
    let rows = service.page(&page(played)).await.unwrap();
    assert_eq!(rows.len(), 1);
    assert_eq!((rows[0].origin, rows[0].result.as_deref(), rows[0].moves), (GameOrigin::PlayedInLogo, Some("B+R"), 1));
    assert_eq!(
        (rows[0].black.as_deref(), rows[0].rules.as_deref(), rows[0].source.as_deref()),
        (Some("Anna"), Some("japanese"), None)
    );
    let imported = LibraryFilterInput { origin: Some(GameOrigin::Imported), ..LibraryFilterInput::default() };
    assert_eq!(service.count(&imported).await.unwrap(), 0);
    let by_white = LibraryFilterInput { player_color: PlayerColor::White, ..players("ben") };
    assert_eq!(service.count(&by_white).await.unwrap(), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn tags_and_notes_are_kept_and_a_delete_can_be_undone() {
    let (_dir, store) = crate::test_store::temp_store().await;
    let service = LibraryService::new(store);
    import(&service, vec![library_fixture("collection.sgf")]).await;
    let id = service.page(&page(players("Go Seigen"))).await.unwrap()[0].id;
    let details = service.add_tag(id, " Lehrpartie ").await.unwrap();
    assert_eq!(details.row.tags, ["Lehrpartie"]);
    service.add_tag(id, "Fehler").await.unwrap();
    let tagged = LibraryFilterInput { tag: "lehrpartie".into(), ..LibraryFilterInput::default() };
    assert_eq!(service.page(&page(tagged.clone())).await.unwrap().iter().map(|r| r.id).collect::<Vec<_>>(), [id]);
    assert_eq!(service.remove_tag(id, "fehler").await.unwrap().row.tags, ["Lehrpartie"]);
    assert!(matches!(service.add_tag(id, "  ").await, Err(AppError::InvalidArgument { .. })));
    service.set_note(id, "Zug 37 ansehen").await.unwrap();
    assert_eq!(service.details(id).await.unwrap().note, "Zug 37 ansehen");

    assert_eq!(service.delete(&[id]).await.unwrap(), 1);
    assert_eq!(service.count(&tagged).await.unwrap(), 0);
    assert!(matches!(service.details(id).await, Err(AppError::NotInLibrary)));
    assert_eq!(service.undo_delete().await.unwrap(), 1);
    let back = service.details(id).await.unwrap();
    assert_eq!(
        (back.row.tags.as_slice(), back.note.as_str()),
        (["Lehrpartie".to_owned()].as_slice(), "Zug 37 ansehen")
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_exports_byte_for_byte_or_as_clean_ff4() {
    let (_dir, store) = crate::test_store::temp_store().await;
    let service = LibraryService::new(store);
    import(&service, vec![library_fixture("cp936.sgf")]).await;
    let id = service.page(&page(LibraryFilterInput::default())).await.unwrap()[0].id;
    let original = service.export(id, ExportFormat::Original).await.unwrap();
    assert_eq!(original.bytes, std::fs::read(library_fixture("cp936.sgf")).unwrap());
    assert_eq!(original.name, "cp936.sgf");
    let clean = String::from_utf8(service.export(id, ExportFormat::Normalized).await.unwrap().bytes).unwrap();
    assert!(clean.starts_with("(;GM[1]FF[4]CA[UTF-8]") && clean.contains("吴清源"), "{clean}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_library_game_opens_for_review_and_is_saved_only_elsewhere() {
    let (dir, store) = crate::test_store::temp_store().await;
    let service = LibraryService::new(store);
    import(&service, vec![library_fixture("collection.sgf")]).await;
    let rows = service.page(&page(players("Go Seigen"))).await.unwrap();
    let review = ReviewService::default();
    let opened = service.open_in_review(rows[0].id, &review).await.unwrap();
    assert_eq!((opened.path.as_deref(), opened.file_name.as_str(), opened.games.len()), (None, "collection.sgf", 1));
    let game = review.game(opened.doc, 0).await.unwrap();
    assert_eq!(game.info.players.black.name.as_deref(), Some("Go Seigen"));
    assert_eq!(review.path(opened.doc).await.unwrap(), None, "no file to save back to");
    let (name, folder) = review.save_as_start(opened.doc).await.unwrap();
    assert_eq!((name.as_str(), folder), ("collection.sgf", None));
    let saved = review.save(opened.doc, dir.path().join("copy.sgf")).await.unwrap();
    assert!(std::fs::read_to_string(&saved.path).unwrap().contains("PB[Go Seigen]"));
    let copy = Some(dir.path().join("copy.sgf"));
    assert_eq!(review.path(opened.doc).await.unwrap(), copy, "once saved, it lives in that file");
    assert!(matches!(service.open_in_review(999_999, &review).await, Err(AppError::NotInLibrary)));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_library_game_continues_as_a_new_game_from_any_move() {
    let (dir, store) = crate::test_store::temp_store().await;
    let file = dir.path().join("lesson.sgf");
    std::fs::write(&file, "(;GM[1]FF[4]SZ[9]KM[5.5]RU[Chinese]PB[Anna]PW[Ben];B[ee];W[cc];B[gg];W[cg];B[gc])").unwrap();
    let service = LibraryService::new(store.clone());
    import(&service, vec![file]).await;
    let id = service.page(&page(LibraryFilterInput::default())).await.unwrap()[0].id;
    let play = PlayService::open(store, EngineOptions::default(), Box::new(|_| ())).await;
    let view = service.continue_game(id, 3, &play).await.unwrap();
    assert_eq!((view.move_number, view.to_play), (3, Color::White));
    assert_eq!(
        (view.rules.scoring, view.rules.komi.half_points()),
        (ScoringMethod::Area, 11),
        "the record's rules and komi"
    );
    assert_eq!((view.black.len(), view.white.len(), view.players.black.as_str()), (2, 1, "Anna"));
    assert!(view.can_undo, "the replayed moves can be taken back");
    assert!(matches!(service.continue_game(id, 6, &play).await, Err(AppError::InvalidArgument { .. })));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_teaching_board_kept_in_the_library_is_a_row_and_opens_for_review_in_no_file() {
    let (_dir, store) = crate::test_store::temp_store().await;
    let (record, at) = start::empty_board(9).unwrap();
    let mut editor = TeachEditor::new(record, at);
    editor.act(&TeachAction::Point { tool: TeachTool::Black, point: Point::from_sgf("cc").unwrap() }).unwrap();
    let tags = vec!["Ko".to_owned()];
    let entry = save::library_entry(&editor, SaveScope::Record, "Das Auge", &tags).unwrap();
    let saved = save::keep_in_library(&store, &entry, &tags).await.unwrap();

    let service = LibraryService::new(store);
    let rows = service.page(&page(LibraryFilterInput::default())).await.unwrap();
    let listed: Vec<(i64, GameKind, Vec<String>)> = rows.into_iter().map(|r| (r.id, r.kind, r.tags)).collect();
    assert_eq!(listed, [(saved.id, GameKind::Teaching, tags)]);
    assert_eq!(service.details(saved.id).await.unwrap().game_name.as_deref(), Some("Das Auge"));
    let review = ReviewService::default();
    let opened = service.open_in_review(saved.id, &review).await.unwrap();
    assert_eq!((opened.path, opened.games.len()), (None, 1), "a library entry lives in no file");

    import(&service, vec![library_fixture("collection.sgf")]).await;
    let of_kind = |kind| LibraryFilterInput { kind: Some(kind), ..LibraryFilterInput::default() };
    assert_eq!(service.count(&of_kind(GameKind::Teaching)).await.unwrap(), 1);
    assert_eq!(service.count(&of_kind(GameKind::Game)).await.unwrap(), 2);
    let positions = service.page(&page(of_kind(GameKind::Position))).await.unwrap();
    assert_eq!(positions.iter().map(|r| r.title.as_deref()).collect::<Vec<_>>(), [Some("Tsumego 1")]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_size_filter_offers_the_square_boards_of_the_library() {
    let (dir, store) = crate::test_store::temp_store().await;
    let service = LibraryService::new(store);
    assert_eq!(service.board_sizes().await.unwrap(), Vec::<u8>::new());
    let odd = dir.path().join("odd.sgf");
    std::fs::write(&odd, "(;GM[1]FF[4]SZ[7];B[dd])(;GM[1]FF[4]SZ[21:11];B[aa])(;GM[1]FF[4]SZ[21];B[kk])").unwrap();
    import(&service, vec![library_fixture("collection.sgf"), odd]).await;
    assert_eq!(service.board_sizes().await.unwrap(), [7, 9, 19, 21], "21:11 is no square board");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_rules_filter_offers_every_rules_text_of_the_library_once() {
    let (dir, store) = crate::test_store::temp_store().await;
    let service = LibraryService::new(store);
    assert_eq!(service.rules_texts().await.unwrap(), Vec::<String>::new());
    let file = dir.path().join("rules.sgf");
    let games = [
        "(;GM[1]FF[4]SZ[9]RU[Ing];B[cc];W[ge])",
        "(;GM[1]FF[4]SZ[9]RU[Korean];B[ee])",
        "(;GM[1]FF[4]SZ[9]RU[ING];B[dc];W[ee];B[gg])",
        "(;GM[1]FF[4]SZ[9]RU[Lasker-Maas];B[dd];W[ee];B[gg];W[cg])",
        "(;GM[1]FF[4]SZ[9]RU[ ];B[fd];W[cc])",
        "(;GM[1]FF[4]SZ[9];B[fd];W[cd];B[ee])",
    ];
    std::fs::write(&file, games.concat()).unwrap();
    import(&service, vec![file]).await;
    let texts = service.rules_texts().await.unwrap();
    assert!(matches!(&texts[..1], [ing] if ing.eq_ignore_ascii_case("ing")), "one spelling: {texts:?}");
    assert_eq!(texts[1..], ["japanese", "Lasker-Maas"], "a preset by its id (Korean is read as Japanese)");
    let rules = |text: &str| LibraryFilterInput { rules: text.to_owned(), ..LibraryFilterInput::default() };
    assert_eq!(service.count(&rules(&texts[0])).await.unwrap(), 2, "both spellings");
    let lasker = service.page(&page(rules("lasker-maas"))).await.unwrap()[0].id;
    service.delete(&[lasker]).await.unwrap();
    assert_eq!(service.rules_texts().await.unwrap().len(), 2, "a deleted game's rules are gone");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_row_carries_the_iso_date_it_sorts_by_beside_the_date_as_written() {
    let (_dir, store) = crate::test_store::temp_store().await;
    let service = LibraryService::new(store);
    import(&service, vec![library_fixture("collection.sgf")]).await;
    let dates =
        |rows: Vec<super::views::LibraryRow>| rows.into_iter().map(|r| (r.date, r.date_iso)).next().unwrap_or_default();
    let old_form = dates(service.page(&page(players("Anna Weiß"))).await.unwrap());
    assert_eq!(old_form, (Some("24-12-2025".to_owned()), Some("2025-12-24".to_owned())));
    let two_days = dates(service.page(&page(players("Go Seigen"))).await.unwrap());
    assert_eq!(two_days, (Some("1933-10-16,17".to_owned()), Some("1933-10-16,17".to_owned())));
}
