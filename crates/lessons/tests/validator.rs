//! Broken content is reported with file, line and a message an author can
//! act on, and never makes the validator panic.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "a test fails loudly")]

mod common;

use common::{GLOSSARY, HELP, INDEX, files, lesson, report as validate_pages};
use logo_lessons::{Report, SourceFile, validate};

/// Asserts a problem in `file` on `line` whose message contains `fragment`.
fn assert_problem(report: &Report, file: &str, line: usize, fragment: &str) {
    let found = report.errors.iter().any(|e| e.file == file && e.line == line && e.message.contains(fragment));
    assert!(found, "no {file}:{line}: …{fragment}… in {:#?}", report.errors);
}

const SIMPLE_PAGE: &str = r#"
[[page]]
id = "p"
text = { de = "Eine [[liberty|Freiheit]].", en = "A [[liberty]]." }
"#;

#[test]
fn a_clean_course_has_no_problems_and_a_summary() {
    let report = validate_pages(SIMPLE_PAGE);
    assert!(report.errors.is_empty(), "{:#?}", report.errors);
    assert_eq!(report.lessons[0].pages, 1);
    assert_eq!(report.lessons[0].languages, ["de", "en"]);
    assert_eq!(report.glossary.entries, 2);
    let json = serde_json::to_value(&report).unwrap();
    assert_eq!(
        json,
        serde_json::json!({"lessons":[{"id":"t","pages":1,"exercises":0,"languages":["de","en"]}],
            "glossary":{"entries":2},"errors":[]})
    );
}

#[test]
fn syntax_and_schema_errors_point_at_their_line() {
    let report = validate_pages("\n[[page]]\nid = \"p\"\ntext = { de = \"x\", en = \"x\" \n");
    assert_problem(&report, "t.toml", 6, "");
    let typo = validate_pages("\n[[page]]\nid = \"p\"\ntext = { de = \"x\", en = \"x\" }\ndiagramm = 3\n");
    assert_problem(&typo, "t.toml", 7, "unknown field `diagramm`");
}

#[test]
fn every_text_needs_german_and_english_and_working_links() {
    let report = validate_pages(
        r#"
[[page]]
id = "p"
text = { de = "Ein [[seki]] und [[liberty", fr = "x" }
"#,
    );
    assert_problem(&report, "t.toml", 4, r#"the text in "en" is missing"#);
    assert_problem(&report, "t.toml", 4, "never closed");
    assert_eq!(report.lessons[0].languages, ["de"], "the title has no French");
    let unknown = validate_pages("\n[[page]]\nid = \"p\"\ntext = { de = \"[[seki]]\", en = \"[[liberty]]\" }\n");
    assert_problem(&unknown, "t.toml", 4, "[[seki]] is not in the glossary");
}

#[test]
fn page_ids_are_well_formed_and_unique() {
    let report = validate_pages(
        "\n[[page]]\nid = \"Page_1\"\ntext = { de = \"x\", en = \"x\" }\n[[page]]\nid = \"Page_1\"\ntext = { de = \"x\", en = \"x\" }\n",
    );
    assert_problem(&report, "t.toml", 4, "lowercase words");
    assert_problem(&report, "t.toml", 7, "used twice");
}

#[test]
fn a_diagram_must_be_a_legal_position() {
    let report = validate_pages(
        r#"
[[page]]
id = "p"
text = { de = "x", en = "x" }
[page.diagram]
size = 5
board = """
O X . . .
X . . . .
. . . . .
. . . . .
. . . . .
"""
"#,
    );
    assert_problem(&report, "t.toml", 4, "the chain at A5 has no liberty");
}

fn play_page(goal: &str, rest: &str) -> String {
    format!(
        r#"
[[page]]
id = "p"
text = {{ de = "x", en = "x" }}
[page.diagram]
size = 19
region = {{ from = "A5", to = "E1" }}
board = """
. . . . .
. X O X .
. . X . .
. . . . .
. . . . .
"""
[page.exercise]
kind = "play"
goal = {goal}
{HELP}
{rest}
"#
    )
}

#[test]
fn every_answer_must_solve_and_every_listed_wrong_answer_must_fail() {
    let report = validate_pages(&play_page(
        r#"{ captured = "C4" }"#,
        r#"answers = ["C5", "A1"]
[[page.exercise.wrong]]
play = "C5"
feedback = { de = "x", en = "x" }
[[page.exercise.wrong]]
play = "B4"
reason = "ko"
feedback = { de = "x", en = "x" }"#,
    ));
    let line = 17;
    assert_problem(
        &report,
        "t.toml",
        line,
        "answer \"A1\": move 1 (A1) is judged wrong: the chain on C4 still has liberties: C5",
    );
    assert_problem(&report, "t.toml", line, "wrong answer \"C5\": move 1 (C5) already meets the goal");
    assert_problem(&report, "t.toml", line, "should be refused for ko, but: black may not play B4 (occupied)");
}

#[test]
fn a_goal_that_already_holds_or_points_out_of_view_is_refused() {
    let report = validate_pages(&play_page(r#"{ stone = { at = "B4", color = "black" } }"#, "answers = [\"F1\"]"));
    assert_problem(&report, "t.toml", 17, "the goal already holds");
    assert_problem(&report, "t.toml", 17, "F1 lies outside the visible part");
}

#[test]
fn keys_must_fit_the_kind_of_exercise() {
    let report = validate_pages(&play_page(
        r#"{ captured = "C4" }"#,
        "answers = [\"C5\"]\nreason = \"ko\"\nexpected = \"neutral\"",
    ));
    assert_problem(&report, "t.toml", 17, "`reason` has no meaning in a play exercise");
    assert_problem(&report, "t.toml", 17, "`expected` has no meaning in a play exercise");
    let missing = validate_pages(&play_page(r#"{ captured = "C4" }"#, ""));
    assert_problem(&missing, "t.toml", 17, "needs `answers`");
}

#[test]
fn a_choice_needs_exactly_one_right_option_and_reasons_for_the_others() {
    let report = validate_pages(&format!(
        r#"
[[page]]
id = "p"
text = {{ de = "x", en = "x" }}
[page.diagram]
size = 5
board = ". . . . .\n. . . . .\n. . . . .\n. . . . .\n. . . . ."
[page.exercise]
kind = "choice"
{HELP}
[[page.exercise.option]]
id = "a"
text = {{ de = "a", en = "a" }}
[[page.exercise.option]]
id = "b"
text = {{ de = "b", en = "b" }}
"#
    ));
    assert_problem(&report, "t.toml", 10, "exactly one correct (found 0)");
    assert_problem(&report, "t.toml", 10, "wrong option \"a\" needs `feedback`");
}

#[test]
fn the_index_and_the_lesson_files_must_agree() {
    let index = format!("{INDEX}\n[[lesson]]\nid = \"later\"\ntitle = {{ de = \"Später\", en = \"Later\" }}\n");
    let mut course = vec![
        SourceFile::new("index.toml", index),
        SourceFile::new("glossary.toml", GLOSSARY),
        SourceFile::new("t.toml", lesson(SIMPLE_PAGE).replace("de = \"Test\"", "de = \"Anders\"")),
        SourceFile::new("extra.toml", "id = \"other\"\ntitle = { de = \"x\", en = \"x\" }\n"),
        SourceFile::new("README.md", "not content"),
    ];
    let report = validate(&course);
    assert_problem(&report, "index.toml", 6, "lesson \"later\" has no file later.toml");
    assert_problem(&report, "index.toml", 2, "the title differs");
    assert_problem(&report, "extra.toml", 1, "not listed in index.toml");
    assert_problem(&report, "extra.toml", 1, "differs from its file name");
    course.retain(|f| f.name != "index.toml" && f.name != "glossary.toml");
    let bare = validate(&course);
    assert_problem(&bare, "index.toml", 1, "the lesson index is missing");
    assert_problem(&bare, "glossary.toml", 1, "the glossary is missing");
}

#[test]
fn glossary_references_must_resolve() {
    let glossary = format!(
        "{GLOSSARY}\n[[entry]]\nid = \"ko\"\nterm = {{ de = \"Ko\", en = \"Ko\" }}\ndefinition = {{ de = \"x\", en = \"x\" }}\ntaught_in = [\"t#nope\", \"t#p\"]\nsee_also = [\"seki\"]\n"
    );
    let mut course = files(SIMPLE_PAGE);
    course[1] = SourceFile::new("glossary.toml", glossary);
    let report = validate(&course);
    assert_problem(&report, "glossary.toml", 12, "the id is used twice");
    assert_problem(&report, "glossary.toml", 12, "taught_in t#nope names no lesson or page");
    assert_problem(&report, "glossary.toml", 12, "see_also \"seki\" is not in the glossary");
    assert_eq!(report.errors.len(), 3, "t#p resolves: {:#?}", report.errors);
}

#[test]
fn broken_content_never_panics() {
    let ko = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../lessons/ko.toml")).unwrap();
    let glossary =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../lessons/glossary.toml")).unwrap();
    let cuts = (0..ko.len()).step_by(97).filter(|&i| ko.is_char_boundary(i));
    for cut in cuts {
        let course = [
            SourceFile::new("index.toml", "[[lesson]]\nid = \"ko\"\ntitle = { de = \"Ko\", en = \"Ko\" }\n"),
            SourceFile::new("glossary.toml", glossary.as_str()),
            SourceFile::new("ko.toml", &ko[..cut]),
        ];
        let report = validate(&course);
        assert!(report.errors.iter().all(|e| e.line >= 1), "cut at {cut}");
    }
    for garbage in
        ["page = 5", "[[page]]\nid = 3", "id = \"t\"\ntitle = 1", "\u{0}\u{1}", "[page.exercise]\nkind = \"x\""]
    {
        let course = [
            SourceFile::new("index.toml", INDEX),
            SourceFile::new("glossary.toml", GLOSSARY),
            SourceFile::new("t.toml", garbage),
        ];
        assert!(!validate(&course).errors.is_empty(), "{garbage:?}");
    }
}
