//! The repository's course (`lessons/`) must pass the validator, so that CI
//! fails on broken content.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "a test fails loudly")]

mod common;

use common::repo_lessons;
use logo_lessons::validate;

#[test]
fn the_repository_course_passes_the_validator() {
    let report = validate(&repo_lessons());
    let errors: Vec<String> = report.errors.iter().map(|e| format!("{}:{}: {}", e.file, e.line, e.message)).collect();
    assert!(errors.is_empty(), "content errors:\n{}", errors.join("\n"));
}

/// The ten languages LoGo speaks (the UI's), sorted as a lesson summary lists them.
const LANGUAGES: [&str; 10] = ["da", "de", "en", "es", "fr", "it", "nl", "pl", "pt", "ru"];

#[test]
fn all_ten_lessons_are_there_with_their_exercises() {
    let report = validate(&repo_lessons());
    let ids: Vec<&str> = report.lessons.iter().map(|l| l.id.as_str()).collect();
    let course = [
        "basic-rules",
        "aim-of-the-game",
        "placing-stones",
        "liberties",
        "suicide",
        "ko",
        "seki",
        "winning",
        "handicap",
        "counting",
    ];
    assert_eq!(ids, course, "the Grundkurs in index order");
    for lesson in &report.lessons {
        assert!(lesson.exercises >= 5, "{} has {} exercises", lesson.id, lesson.exercises);
    }
    let exercises: usize = report.lessons.iter().map(|l| l.exercises).sum();
    assert!(exercises >= 60, "the course has {exercises} exercises");
    assert!(report.glossary.entries >= 25, "the glossary has {} entries", report.glossary.entries);
}

#[test]
fn the_course_the_glossary_and_the_short_rules_speak_all_ten_languages() {
    let report = validate(&repo_lessons());
    for lesson in report.lessons.iter().chain(&report.rules) {
        assert_eq!(lesson.languages, LANGUAGES, "the languages every text of {} has", lesson.id);
    }
    let course = logo_lessons::load(&repo_lessons()).course;
    for language in LANGUAGES {
        for entry in &course.index {
            assert!(entry.title.exact(language).is_some(), "index: the title of {} in {language}", entry.id);
        }
        for entry in &course.glossary.entries {
            let term = entry.term.exact(language);
            assert!(
                term.is_some() && entry.definition.exact(language).is_some(),
                "glossary: {} in {language}",
                entry.id
            );
            let found = course.glossary.search(term.unwrap_or_default(), language);
            assert!(found.iter().any(|e| e.id == entry.id), "{language}: the term {term:?} finds {}", entry.id);
        }
    }
}

#[test]
fn the_glossary_is_searchable_by_term_alias_and_japanese_word() {
    let glossary = logo_lessons::load(&repo_lessons()).course.glossary;
    let ids = |query: &str, language: &str| -> Vec<String> {
        glossary.search(query, language).iter().map(|e| e.id.clone()).collect()
    };
    assert_eq!(ids("frei", "de").first().map(String::as_str), Some("liberty"));
    assert!(ids("threat", "en").contains(&"ko-threat".to_owned()));
    assert!(ids("threat", "fr").contains(&"ko-threat".to_owned()), "French falls back to English words");
    assert_eq!(ids("atari", "de").first().map(String::as_str), Some("atari"));
    assert_eq!(ids("Gefangene", "de").first().map(String::as_str), Some("prisoners"));
    assert_eq!(ids("prisoners", "en").first().map(String::as_str), Some("prisoners"));
    assert_eq!(ids("unechtes Auge", "de").first().map(String::as_str), Some("false-eye"));
    assert!(ids("drohung", "en").is_empty(), "German aliases are not English search words");
    assert_eq!(ids("ko", "fr").first().map(String::as_str), Some("ko"), "before kokyūten (liberty)");
    assert_eq!(ids("kokyūten", "de").first().map(String::as_str), Some("liberty"));
    let ko = glossary.entry("ko").unwrap();
    assert_eq!(ko.japanese.as_ref().unwrap().romaji, "kō");
    let japanese = [
        ("liberty", "呼吸点"),
        ("capture", "取る"),
        ("superko", "スーパーコウ"),
        ("prisoners", "アゲハマ"),
        ("repetition", "同型反復"),
    ];
    for (id, kanji) in japanese {
        let written = glossary.entry(id).and_then(|e| e.japanese.as_ref()).and_then(|j| j.kanji.as_deref());
        assert_eq!(written, Some(kanji), "{id}");
    }
    assert!(ko.taught_in.iter().any(|t| t.lesson == "ko" && t.page.as_deref() == Some("shape")));
}

#[test]
fn the_counting_and_handicap_terms_are_found_by_the_words_learners_use() {
    let glossary = logo_lessons::load(&repo_lessons()).course.glossary;
    let first = |query: &str, language: &str| -> Option<String> {
        glossary.search(query, language).first().map(|e| e.id.clone())
    };
    assert_eq!(first("Dame", "de").as_deref(), Some("neutral-point"));
    assert_eq!(first("hoshi", "en").as_deref(), Some("star-point"));
    assert_eq!(first("Vorgabe", "de").as_deref(), Some("handicap-stones"));
    assert_eq!(first("chinesische Zählung", "de").as_deref(), Some("area-scoring"));
    assert_eq!(first("Japanese counting", "en").as_deref(), Some("territory-scoring"));
    assert_eq!(first("Tromp-Taylor", "en").as_deref(), Some("rule-sets"));
    assert_eq!(first("no result", "en").as_deref(), Some("repetition"));
    let star = glossary.entry("star-point").unwrap();
    assert_eq!(star.japanese.as_ref().unwrap().romaji, "hoshi");
}

#[test]
fn the_short_rules_speak_all_ten_languages_and_cover_what_a_beginner_needs() {
    let report = validate(&repo_lessons());
    let rules = report.rules.as_ref().expect("lessons/rules.toml holds the short rules");
    let course = logo_lessons::load(&repo_lessons()).course;
    let declared = &course.rules.as_ref().unwrap().languages;
    assert_eq!(declared, &["de", "en", "fr", "es", "nl", "da", "it", "pt", "pl", "ru"], "the leaflet's ten languages");
    let mut listed = declared.clone();
    listed.sort();
    assert_eq!(rules.languages, listed, "every text has every language the file lists");
    let pages: Vec<&str> = course.rules.as_ref().unwrap().pages.iter().map(|p| p.id.as_str()).collect();
    for topic in [
        "board",
        "liberties",
        "chains",
        "capture",
        "suicide",
        "exception",
        "ko",
        "life",
        "death",
        "seki",
        "end",
        "count",
    ] {
        assert!(pages.contains(&topic), "the short rules explain {topic}: {pages:?}");
    }
    assert!(rules.exercises >= 8, "the diagrams answer back: {} exercises", rules.exercises);
}

#[test]
fn every_short_rules_diagram_is_a_legal_position() {
    let course = logo_lessons::load(&repo_lessons()).course;
    let rules = course.rules.expect("lessons/rules.toml holds the short rules");
    let diagrams: Vec<_> = rules.pages.iter().filter_map(|p| p.diagram.as_ref().map(|d| (&p.id, d))).collect();
    assert!(diagrams.len() >= 10, "nearly every page has its board");
    for (page, diagram) in diagrams {
        for (point, _) in diagram.board.stones() {
            let liberties = diagram.board.liberty_count(point).unwrap();
            assert!(liberties > 0, "page {page}: the chain on {point:?} has no liberty");
        }
    }
}
