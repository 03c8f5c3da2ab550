//! The course in a real database file: the shipped files and the rows
//! derived from them are swapped in one go, progress keyed by lesson and
//! page ids survives the swap (also of pages the new course lacks, so that
//! an older build cannot erase it), and the glossary is
//! found by folded words in German and English.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "a test fails loudly")]

mod common;

use common::temp_db;
use logo_store::{CourseFile, CourseRows, GlossaryRow, LessonRow, PageRow, Store, text_hash};
use serde_json::json;

fn page(id: &str, is_exercise: bool) -> PageRow {
    PageRow { id: id.to_owned(), is_exercise }
}

fn lesson(id: &str, pages: Option<Vec<PageRow>>) -> LessonRow {
    LessonRow { id: id.to_owned(), title: json!({"de": id, "en": id}), pages }
}

fn entry(id: &str, language: &str, term: &str, aliases: &str, definition: &str) -> GlossaryRow {
    GlossaryRow {
        entry_id: id.to_owned(),
        language: language.to_owned(),
        term: term.to_owned(),
        aliases: aliases.to_owned(),
        definition: definition.to_owned(),
    }
}

/// Version 1: lessons `ko` (pages shape, retake) and `seki` (one page).
fn version_one() -> CourseRows {
    CourseRows {
        files: vec![CourseFile { name: "ko.toml".into(), text: "id = \"ko\"".into() }],
        lessons: vec![
            lesson("ko", Some(vec![page("shape", false), page("retake", true)])),
            lesson("seki", Some(vec![page("what", false)])),
        ],
        glossary: vec![
            entry("capture", "de", "Fangen", "schlagen Gefangene gefangen", "Nimmt ein Zug die letzte Freiheit"),
            entry("capture", "en", "Capture", "prisoners captured", "When a move takes the last liberty"),
            entry("liberty", "de", "Freiheit", "Freiheiten", "Ein leerer Punkt neben einem Stein"),
            entry("liberty", "en", "Liberty", "liberties", "An empty point next to a stone"),
            entry("ko", "de", "Ko", "Ko-Regel kō", "Eine Form, in der beide Seiten zurückschlagen könnten"),
            entry("ko", "en", "Ko", "ko rule kō", "A shape where both sides could take back"),
            entry("seki", "de", "Seki", "seki", "Zwei Gruppen, die nur gemeinsam überleben"),
        ],
    }
}

async fn progress_ids(store: &Store) -> Vec<(String, String, bool)> {
    let rows = store.course_progress().await.unwrap();
    rows.into_iter().map(|p| (p.lesson_id, p.page_id, p.solved_at.is_some())).collect()
}

#[tokio::test]
async fn the_course_is_stored_with_its_files_hashes() {
    let (_dir, path) = temp_db();
    let store = Store::open(&path).await.unwrap();
    assert!(store.course_file_hashes().await.unwrap().is_empty(), "a new database holds no course");
    store.replace_course(&version_one()).await.unwrap();
    store.close().await;

    let store = Store::open(&path).await.unwrap();
    let hashes = store.course_file_hashes().await.unwrap();
    assert_eq!(hashes.get("ko.toml"), Some(&text_hash("id = \"ko\"")));
    let files = store.course_files().await.unwrap();
    assert_eq!(files, [CourseFile { name: "ko.toml".into(), text: "id = \"ko\"".into() }]);
}

#[tokio::test]
async fn an_update_keeps_all_progress_and_a_removed_page_finds_it_again_when_it_returns() {
    let (_dir, path) = temp_db();
    let store = Store::open(&path).await.unwrap();
    store.replace_course(&version_one()).await.unwrap();
    store.visit_page("ko", "shape").await.unwrap();
    store.save_exercise("ko", "retake", Some(&json!({"moves": ["cc"]})), true).await.unwrap();
    store.visit_page("seki", "what").await.unwrap();
    let everything = [
        ("ko".into(), "retake".into(), true),
        ("ko".into(), "shape".into(), false),
        ("seki".into(), "what".into(), false),
    ];

    // Version 2 rewords everything, reorders ko's pages and drops seki's page "what"
    // (as an older build would see a newer database).
    let mut two = version_one();
    two.files[0].text = "id = \"ko\" # reworded".into();
    two.lessons = vec![
        lesson("ko", Some(vec![page("retake", true), page("new-page", false), page("shape", false)])),
        lesson("seki", Some(vec![page("other", false)])),
    ];
    store.replace_course(&two).await.unwrap();
    store.close().await;

    let store = Store::open(&path).await.unwrap();
    assert_eq!(progress_ids(&store).await, everything, "no progress is deleted, not even of the removed page");
    let places = store.lesson_places().await.unwrap();
    assert_eq!(places.len(), 2, "the places stay too: {places:?}");
    let state = store.course_progress().await.unwrap().remove(0).exercise_state;
    assert_eq!(state, Some(json!({"moves": ["cc"]})));

    // Version 3 (the newer build again) brings the page back: its progress is there.
    store.replace_course(&version_one()).await.unwrap();
    assert_eq!(progress_ids(&store).await, everything, "seki's page is back with its progress");
}

#[tokio::test]
async fn a_lesson_that_cannot_be_read_or_is_gone_keeps_its_progress() {
    let (_dir, path) = temp_db();
    let store = Store::open(&path).await.unwrap();
    store.replace_course(&version_one()).await.unwrap();
    store.visit_page("seki", "what").await.unwrap();
    let mut broken = version_one();
    broken.lessons[1].pages = None;
    store.replace_course(&broken).await.unwrap();
    assert_eq!(progress_ids(&store).await, [("seki".into(), "what".into(), false)]);
    let mut gone = version_one();
    gone.lessons.truncate(1);
    store.replace_course(&gone).await.unwrap();
    assert_eq!(
        progress_ids(&store).await,
        [("seki".into(), "what".into(), false)],
        "a lesson missing from this build's index keeps its progress for the build that has it"
    );
}

#[tokio::test]
async fn solving_is_recorded_once_and_a_reset_keeps_it() {
    let (_dir, path) = temp_db();
    let store = Store::open(&path).await.unwrap();
    store.replace_course(&version_one()).await.unwrap();
    store.save_exercise("ko", "retake", Some(&json!({"wrong_attempts": 1})), false).await.unwrap();
    assert_eq!(progress_ids(&store).await, [("ko".into(), "retake".into(), false)]);
    store.save_exercise("ko", "retake", Some(&json!({"solved": true})), true).await.unwrap();
    store.save_exercise("ko", "retake", None, false).await.unwrap();
    let saved = store.course_progress().await.unwrap();
    assert!(saved[0].solved_at.is_some(), "still solved after the reset");
    assert_eq!(saved[0].exercise_state, None);
}

#[tokio::test]
async fn the_latest_visit_is_where_the_learner_continues() {
    let (_dir, path) = temp_db();
    let store = Store::open(&path).await.unwrap();
    store.replace_course(&version_one()).await.unwrap();
    store.visit_page("ko", "shape").await.unwrap();
    store.visit_page("seki", "what").await.unwrap();
    store.visit_page("ko", "retake").await.unwrap();
    let places = store.lesson_places().await.unwrap();
    let order: Vec<(&str, &str)> = places.iter().map(|p| (p.lesson_id.as_str(), p.page_id.as_str())).collect();
    assert_eq!(order, [("ko", "retake"), ("seki", "what")]);
}

#[tokio::test]
async fn the_glossary_is_found_by_folded_words_and_prefixes_in_both_languages() {
    let (_dir, path) = temp_db();
    let store = Store::open(&path).await.unwrap();
    store.replace_course(&version_one()).await.unwrap();
    let first = |ids: Vec<String>| ids.first().cloned().unwrap_or_default();
    assert_eq!(first(store.search_glossary("Gefangene").await.unwrap()), "capture");
    assert_eq!(first(store.search_glossary("gefangen").await.unwrap()), "capture");
    assert_eq!(first(store.search_glossary("Freiheit").await.unwrap()), "liberty");
    assert_eq!(first(store.search_glossary("freih").await.unwrap()), "liberty", "a prefix finds it");
    assert_eq!(first(store.search_glossary("LIBERTIES").await.unwrap()), "liberty");
    assert_eq!(first(store.search_glossary("prisoners").await.unwrap()), "capture");
    assert_eq!(first(store.search_glossary("ko").await.unwrap()), "ko");
    assert_eq!(first(store.search_glossary("kō").await.unwrap()), "ko", "diacritics are folded");
    assert_eq!(first(store.search_glossary("uberleben").await.unwrap()), "seki", "ü is folded to u");
    assert!(store.search_glossary("  ").await.unwrap().is_empty());
    assert!(store.search_glossary("Zebra").await.unwrap().is_empty());
    assert!(store.search_glossary("NEAR(\"").await.unwrap().is_empty(), "FTS syntax is only text");
}
