//! The course in the database: the shipped content validates, loads and
//! updates without losing progress on ids that stay; broken content is
//! reported, never fatal; the course list shows each lesson's progress.

use super::{A_PAGES, fixture, ps, service, shipped};
use crate::learn::content::shipped_files;
use crate::learn::views::{Answer, LessonStatus};
use crate::test_store::temp_db;
use logo_lessons::SourceFile;

#[test]
fn every_lesson_file_is_embedded_and_the_shipped_course_validates() {
    let dir = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../lessons");
    let mut on_disk: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".toml"))
        .collect();
    on_disk.sort();
    let files = shipped_files();
    let embedded: Vec<String> = files.iter().map(|f| f.name.clone()).collect();
    assert_eq!(embedded, on_disk, "build.rs embeds every lesson file");
    let report = logo_lessons::validate(&files);
    let index = logo_lessons::load(&files).course.index;
    let unwritten = |m: &str| index.iter().any(|e| m == format!("lesson {:?} has no file {}.toml", e.id, e.id));
    let errors: Vec<String> = report
        .errors
        .iter()
        .filter(|e| !(e.file == "index.toml" && unwritten(&e.message)))
        .map(|e| format!("{}:{}: {}", e.file, e.line, e.message))
        .collect();
    assert!(errors.is_empty(), "the shipped course must validate:\n{}", errors.join("\n"));
}

#[tokio::test]
async fn the_shipped_course_lists_ten_lessons_in_order_with_ko_sixth() {
    let (_dir, _path, learn) = shipped().await;
    let course = learn.course("de").await;
    assert_eq!(course.lessons.len(), 10);
    let ko = &course.lessons[5];
    assert_eq!((ko.id.as_str(), ko.number, ko.title.text.as_str()), ("ko", 6, "Ko"));
    assert_eq!(ko.status, LessonStatus::NotStarted);
    assert!(course.problems.is_empty(), "{:?}", course.problems);
    assert_eq!(
        course.resume.unwrap().lesson,
        course.lessons.iter().find(|l| l.status != LessonStatus::Unavailable).unwrap().id
    );
}

#[tokio::test]
async fn an_update_keeps_progress_and_a_removed_page_counts_again_when_it_returns() {
    let (_dir, path) = temp_db();
    let learn = service(&path, &fixture(A_PAGES)).await;
    learn.page("a", Some("intro"), "de").await.unwrap();
    let right = Answer::Selection { points: ps(&["bc", "dc", "cb"]) };
    assert!(super::solved(&learn.answer("a", "count-them", &right, "de").await.unwrap()));
    learn.page("b", None, "de").await.unwrap();
    let statuses = |c: crate::learn::views::CourseView| c.lessons.iter().map(|l| l.status).collect::<Vec<_>>();
    let before = statuses(learn.course("de").await);
    assert_eq!(before[0], LessonStatus::Done);
    drop(learn);

    // New words, a new page in front: the ids stay, so does the progress.
    let reworded = A_PAGES.replace("Eine [[liberty]] ist", "Eine [[liberty]] nennt man").replace(
        "[[page]]\nid = \"intro\"",
        "[[page]]\nid = \"welcome\"\ntext = { de = \"Hallo\", en = \"Hello\" }\n[[page]]\nid = \"intro\"",
    );
    let learn = service(&path, &fixture(&reworded)).await;
    assert_eq!(statuses(learn.course("de").await), before, "progress survives the update");
    let page = learn.page("a", Some("intro"), "de").await.unwrap();
    assert_eq!((page.number, page.pages), (2, 3));
    assert!(
        page.text.paragraphs[0]
            .iter()
            .any(|p| matches!(p, crate::learn::text::TextPart::Plain { text } if text.contains("nennt man")))
    );
    drop(learn);

    // The exercise page is gone (an older build): the status counts only the
    // pages it has; the seen intro stays.
    let without = reworded.split("[[page]]\nid = \"count-them\"").next().unwrap().to_owned();
    let learn = service(&path, &fixture(&without)).await;
    let course = learn.course("de").await;
    let kept = LessonStatus::InProgress { page: 2, pages: 2, solved: 0, exercises: 0 };
    assert_eq!(course.lessons[0].status, kept, "the intro's progress and place stay");
    assert_eq!(course.lessons[1].status, before[1], "lesson b is untouched");
    drop(learn);

    // The page is back (the newer build again): so is its solution.
    let learn = service(&path, &fixture(&reworded)).await;
    assert_eq!(statuses(learn.course("de").await), before, "the solved exercise was kept");
}

#[tokio::test]
async fn a_broken_lesson_file_is_reported_and_the_rest_works() {
    let (_dir, path) = temp_db();
    let mut files = fixture(A_PAGES);
    files.push(SourceFile::new("b.toml", "id = \"b\"\ntitle = = broken"));
    files.remove(3);
    let learn = service(&path, &files).await;
    let course = learn.course("en").await;
    assert!(course.problems.iter().any(|p| p.file == "b.toml" && p.line == 2), "{:?}", course.problems);
    assert_eq!(course.lessons[1].status, LessonStatus::Unavailable);
    assert_eq!(course.lessons[2].status, LessonStatus::Unavailable, "a lesson not written yet");
    assert!(learn.page("b", None, "en").await.is_err());
    assert_eq!(learn.page("a", None, "en").await.unwrap().page, "intro");
}

#[tokio::test]
async fn the_learner_continues_where_they_left_off() {
    let (_dir, path) = temp_db();
    let learn = service(&path, &fixture(A_PAGES)).await;
    assert_eq!(learn.course("de").await.resume.unwrap().page, "intro", "the course starts at the start");
    learn.page("a", Some("count-them"), "de").await.unwrap();
    drop(learn);
    let learn = service(&path, &fixture(A_PAGES)).await;
    let course = learn.course("de").await;
    let resume = course.resume.unwrap();
    assert_eq!((resume.lesson.as_str(), resume.page.as_str(), resume.number, resume.pages), ("a", "count-them", 2, 2));
    assert_eq!(course.lessons[0].status, LessonStatus::InProgress { page: 2, pages: 2, solved: 0, exercises: 1 });
    assert_eq!(learn.page("a", None, "de").await.unwrap().page, "count-them", "a lesson reopens where it was left");
}

#[tokio::test]
async fn the_glossary_is_alphabetical_searchable_and_links_into_the_course() {
    let (_dir, path) = temp_db();
    let learn = service(&path, &fixture(A_PAGES)).await;
    let terms: Vec<String> = learn.glossary("de").into_iter().map(|e| e.term.text).collect();
    assert_eq!(terms, ["Freiheit", "Kette"]);
    let found = learn.search_glossary("freiheiten", "de").await;
    assert_eq!(found[0].id, "chain", "found in the definition's words");
    let entry = learn.entry("liberty", "en").unwrap();
    assert_eq!(entry.term.text, "Liberty");
    let links: Vec<(String, Option<u32>)> = entry.lessons.iter().map(|l| (l.lesson.clone(), l.page_number)).collect();
    assert_eq!(links, [("a".to_owned(), None), ("a".to_owned(), Some(2))]);
    let chain = learn.entry("chain", "de").unwrap();
    assert_eq!(chain.see_also[0].id, "liberty");
    assert_eq!(
        (chain.term.text.as_str(), chain.english.as_str()),
        ("Kette", "Chain"),
        "the English term beside the German"
    );
    assert!(learn.entry("nothing", "de").is_err());
}

#[tokio::test]
async fn the_real_glossary_finds_folded_german_and_english_words() {
    let (_dir, _path, learn) = shipped().await;
    let first = |hits: Vec<crate::learn::views::EntrySummary>| hits.first().map(|e| e.id.clone()).unwrap_or_default();
    assert_eq!(first(learn.search_glossary("Gefangene", "de").await), "prisoners");
    assert_eq!(first(learn.search_glossary("gefangen", "de").await), "prisoners");
    assert_eq!(first(learn.search_glossary("Freiheit", "de").await), "liberty");
    assert_eq!(first(learn.search_glossary("prisoners", "en").await), "prisoners");
    assert_eq!(first(learn.search_glossary("Schlagen", "de").await), "capture");
    assert_eq!(first(learn.search_glossary("liberties", "en").await), "liberty");
    assert_eq!(first(learn.search_glossary("Ko-Drohung", "de").await), "ko-threat");
    assert_eq!(first(learn.search_glossary("kō", "de").await), "ko");
}

#[tokio::test]
async fn a_short_query_finds_terms_and_their_other_words_not_every_definition() {
    let (_dir, _path, learn) = shipped().await;
    let hits = learn.search_glossary("Ko", "de").await;
    assert_eq!(hits.first().map(|h| h.id.as_str()), Some("ko"));
    let all = learn.glossary("de").len();
    assert!(hits.len() * 4 < all, "{} of {all} entries for 'Ko': {hits:?}", hits.len());
    assert!(hits.iter().any(|h| h.id == "ko-threat"), "a word of the term begins with ko");
    let long = learn.search_glossary("Freiheiten", "de").await;
    assert!(long.len() > 1, "a longer word is found in the definitions too");
}

#[tokio::test]
async fn the_real_glossary_finds_every_entry_by_its_term_in_each_of_the_ten_languages() {
    let (_dir, _path, learn) = shipped().await;
    for language in ["de", "en", "fr", "es", "nl", "da", "it", "pt", "pl", "ru"] {
        let entries = learn.glossary(language);
        assert!(entries.len() >= 25, "{language}: {} entries", entries.len());
        for entry in entries {
            assert!(!entry.term.fell_back, "{language}: the term of {} is its own", entry.id);
            let hits = learn.search_glossary(&entry.term.text, language).await;
            assert!(hits.iter().any(|h| h.id == entry.id), "{language}: {:?} finds {}", entry.term.text, entry.id);
        }
    }
    let first = |hits: Vec<crate::learn::views::EntrySummary>| hits.first().map(|e| e.id.clone()).unwrap_or_default();
    assert_eq!(first(learn.search_glossary("сэк", "ru").await), "seki", "a Cyrillic word's beginning, lower case");
}
