//! The short rules (`rules.toml`): written in the lesson format, read apart
//! from the Grundkurs, and held to the languages their file lists.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "a test fails loudly")]

mod common;

use common::{GLOSSARY, HELP, INDEX};
use logo_lessons::{Report, SourceFile, load, validate};

/// The test course (one lesson, `t`) with `rules` as its `rules.toml`.
fn with_rules(rules: &str) -> Vec<SourceFile> {
    vec![
        SourceFile::new("index.toml", INDEX),
        SourceFile::new("glossary.toml", GLOSSARY),
        SourceFile::new("t.toml", common::lesson("[[page]]\nid = \"p\"\ntext = { de = \"x\", en = \"x\" }\n")),
        SourceFile::new("rules.toml", rules),
    ]
}

fn problems(report: &Report) -> Vec<String> {
    report.errors.iter().map(|e| format!("{}:{}: {}", e.file, e.line, e.message)).collect()
}

const HEAD: &str = "id = \"rules\"\ntitle = { de = \"Regeln\", en = \"Rules\", fr = \"Règles\" }\n";

#[test]
fn the_short_rules_are_read_apart_from_the_lessons() {
    let rules = format!(
        "{HEAD}languages = [\"de\", \"en\", \"fr\"]\n\n[[page]]\nid = \"stones\"\n\
         text.de = \"Steine stehen auf den Punkten.\"\ntext.en = \"Stones stand on the points.\"\n\
         text.fr = \"Les pierres se posent sur les points.\"\n"
    );
    let files = with_rules(&rules);
    let loaded = load(&files);
    assert!(loaded.problems.is_empty(), "{:#?}", loaded.problems);
    let read = loaded.course.rules.as_ref().expect("the short rules are read");
    assert_eq!((read.id.as_str(), read.languages.clone()), ("rules", vec!["de".into(), "en".into(), "fr".into()]));
    assert!(loaded.course.lesson("rules").is_none(), "the short rules are no lesson of the Grundkurs");
    let report = validate(&files);
    assert!(report.errors.is_empty(), "{:#?}", problems(&report));
    let summary = report.rules.as_ref().expect("the report names the short rules");
    assert_eq!((summary.pages, summary.exercises), (1, 0));
    assert_eq!(summary.languages, ["de", "en", "fr"]);
    assert_eq!(report.lessons.len(), 1, "only the Grundkurs' lessons are lessons");
}

#[test]
fn every_text_must_have_each_language_the_file_lists() {
    let rules = format!(
        "{HEAD}languages = [\"de\", \"en\", \"fr\"]\n\n[[page]]\nid = \"stones\"\n\
         text.de = \"Steine.\"\ntext.en = \"Stones.\"\n"
    );
    let report = validate(&with_rules(&rules));
    assert_eq!(problems(&report), [r#"rules.toml:5: page "stones", text: the text in "fr" is missing"#]);
    assert_eq!(report.rules.unwrap().languages, ["de", "en"], "what every text has");
}

#[test]
fn the_short_rules_must_list_their_languages_with_well_formed_codes() {
    let unlisted = format!("{HEAD}\n[[page]]\nid = \"p\"\ntext = {{ de = \"x\", en = \"x\" }}\n");
    assert_eq!(
        problems(&validate(&with_rules(&unlisted))),
        [r#"rules.toml:1: the short rules must list the languages of their texts: languages = ["de", "en", …]"#]
    );
    let odd = format!("{HEAD}languages = [\"de\", \"en\", \"French\"]\n");
    let found = problems(&validate(&with_rules(&odd)));
    assert!(found.contains(&r#"rules.toml:3: languages: "French" is not a language code"#.to_owned()), "{found:#?}");
    let never_less = format!("{HEAD}languages = [\"fr\"]\n\n[[page]]\nid = \"p\"\ntext = {{ fr = \"x\" }}\n");
    let found = problems(&validate(&with_rules(&never_less)));
    assert!(found.iter().any(|p| p.contains(r#"the text in "de" is missing"#)), "German is always required");
}

#[test]
fn the_short_rules_have_their_own_id_which_no_lesson_may_take() {
    let renamed = "id = \"regeln\"\ntitle = { de = \"R\", en = \"R\" }\nlanguages = [\"de\", \"en\"]\n";
    let found = problems(&validate(&with_rules(renamed)));
    assert_eq!(found, [r#"rules.toml:1: the lesson's id "regeln" differs from its file name rules.toml"#]);
    let mut files = with_rules("id = \"rules\"\ntitle = { de = \"R\", en = \"R\" }\nlanguages = [\"de\", \"en\"]\n");
    files[0] = SourceFile::new(
        "index.toml",
        format!("{INDEX}\n[[lesson]]\nid = \"rules\"\ntitle = {{ de = \"R\", en = \"R\" }}\n"),
    );
    let found = problems(&validate(&files));
    assert!(found.iter().any(|p| p.contains("is the short rules'")), "{found:#?}");
}

#[test]
fn short_rules_diagrams_must_be_legal_and_their_exercises_solvable() {
    let rules = format!(
        r#"{HEAD}languages = ["de", "en"]

[[page]]
id = "dead-on-arrival"
text = {{ de = "x", en = "x" }}

[page.diagram]
size = 5
board = """
O X . . .
X . . . .
. . . . .
. . . . .
. . . . .
"""

[[page]]
id = "capture"
text = {{ de = "x", en = "x" }}

[page.diagram]
size = 5
board = """
. X . . .
X O X . .
. . . . .
. . . . .
. . . . .
"""

[page.exercise]
kind = "play"
goal = {{ captured = "bb" }}
answers = ["cc"]
{HELP}
"#
    );
    let found = problems(&validate(&with_rules(&rules)));
    assert!(found.iter().any(|p| p.contains(r#"page "dead-on-arrival", diagram: the chain at A5 has no liberty"#)));
    assert!(found.iter().any(|p| p.contains(r#"page "capture", exercise"#)), "cc does not capture: {found:#?}");
}
