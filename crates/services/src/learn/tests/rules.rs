//! The short rules through the learn service: played like a lesson under
//! their own id, in any language the UI asks for (English, marked, where a
//! language is missing), their progress kept across content updates, and
//! never in the course list or its "continue".

use super::{A_PAGES, click, fixture, service, shipped, solved};
use crate::learn::RULES_ID;
use crate::test_store::temp_db;
use logo_lessons::SourceFile;

/// The short rules of the test course: a text page and "capture this stone".
const RULES: &str = r#"
id = "rules"
title = { de = "Regeln in Kürze", en = "The rules in short" }
languages = ["de", "en"]

[[page]]
id = "stones"
text.de = "Schwarz beginnt."
text.en = "Black begins."

[[page]]
id = "capture"
text.de = "Nimm ihm die letzte Freiheit."
text.en = "Take its last liberty."
[page.diagram]
size = 5
board = """
. . . . .
. . X . .
. X O . .
. . X . .
. . . . .
"""
[page.exercise]
kind = "play"
goal = { captured = "cc" }
answers = ["dc"]
hint = { de = "Rechts.", en = "On the right." }
solution = { de = "D3.", en = "D3." }
"#;

fn course_with_rules(rules: &str) -> Vec<SourceFile> {
    let mut files = fixture(A_PAGES);
    files.push(SourceFile::new("rules.toml", rules));
    files
}

#[tokio::test]
async fn the_short_rules_open_like_a_lesson_in_any_language_with_english_marked_as_fallback() {
    let (_dir, path) = temp_db();
    let learn = service(&path, &course_with_rules(RULES)).await;
    assert!(learn.course("de").await.problems.is_empty());
    let german = learn.page(RULES_ID, None, "de").await.unwrap();
    assert_eq!((german.title.text.as_str(), german.page.as_str(), german.pages), ("Regeln in Kürze", "stones", 2));
    assert!(!german.text.fell_back);
    let french = learn.page(RULES_ID, Some("stones"), "fr").await.unwrap();
    assert_eq!((french.text.language.as_str(), french.text.fell_back), ("en", true));
    assert_eq!((french.title.text.as_str(), french.title.fell_back), ("The rules in short", true));
    let russian = learn.page(RULES_ID, Some("capture"), "ru").await.unwrap();
    assert!(russian.exercise.is_some() && russian.text.fell_back);
}

#[tokio::test]
async fn the_short_rules_are_no_lesson_of_the_course_yet_keep_their_progress() {
    let (_dir, path) = temp_db();
    let learn = service(&path, &course_with_rules(RULES)).await;
    let wrong = click(&learn, RULES_ID, "capture", "ab").await;
    assert!(!solved(&wrong));
    assert!(solved(&click(&learn, RULES_ID, "capture", "dc").await));
    let course = learn.course("de").await;
    assert!(course.lessons.iter().all(|l| l.id != RULES_ID), "the Learn screen lists the Grundkurs only");
    assert_eq!(course.resume.unwrap().lesson, "a", "continue leads into the Grundkurs, not the rules");
    drop(learn);

    let reworded = RULES.replace("Schwarz beginnt.", "Schwarz fängt an.");
    let learn = service(&path, &course_with_rules(&reworded)).await;
    let page = learn.page(RULES_ID, Some("capture"), "de").await.unwrap();
    assert!(page.lesson_done, "the solved exercise survives a content update");
}

#[tokio::test]
async fn without_a_rules_file_the_id_is_refused_like_any_unknown_lesson() {
    let (_dir, path) = temp_db();
    let learn = service(&path, &fixture(A_PAGES)).await;
    assert!(learn.page(RULES_ID, None, "de").await.is_err());
}

#[tokio::test]
async fn the_shipped_short_rules_speak_every_language_their_file_lists_and_fall_back_for_the_others() {
    let (_dir, _path, learn) = shipped().await;
    let rules = logo_lessons::load(&crate::learn::content::shipped_files()).course.rules.expect("rules.toml ships");
    for language in &rules.languages {
        let page = learn.page(RULES_ID, None, language).await.unwrap();
        assert_eq!((page.text.language.as_str(), page.text.fell_back), (language.as_str(), false), "{language}");
    }
    for language in
        ["fr", "es", "nl", "da", "it", "pt", "pl", "ru"].iter().filter(|l| !rules.languages.contains(&(**l).to_owned()))
    {
        let page = learn.page(RULES_ID, Some(&rules.pages[0].id), language).await.unwrap();
        assert_eq!((page.text.language.as_str(), page.text.fell_back), ("en", true), "{language}");
    }
}
