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
fn a_link_beyond_german_and_english_needs_a_label_in_its_language() {
    let page = |fr: &str| {
        format!("\n[[page]]\nid = \"p\"\ntext.de = \"Ein [[ko]]\"\ntext.en = \"A [[ko]]\"\ntext.fr = \"{fr}\"\n")
    };
    let bare = validate_pages(&page("La règle du [[ko]]"));
    assert_problem(&bare, "t.toml", 4, "(fr): [[ko]] would show the English term");
    assert_eq!(bare.errors.len(), 1, "German and English may link bare: {:#?}", bare.errors);
    let labelled = validate_pages(&page("La règle du [[ko|ko]]"));
    assert!(labelled.errors.is_empty(), "{:#?}", labelled.errors);
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
region = {{ from = "ao", to = "es" }}
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
        r#"{ captured = "cp" }"#,
        r#"answers = ["co", "as"]
[[page.exercise.wrong]]
play = "co"
feedback = { de = "x", en = "x" }
[[page.exercise.wrong]]
play = "bp"
reason = "ko"
feedback = { de = "x", en = "x" }"#,
    ));
    let line = 17;
    assert_problem(
        &report,
        "t.toml",
        line,
        "answer \"as\": move 1 (A1) is judged wrong: the chain on C4 has 1 liberty",
    );
    assert_problem(&report, "t.toml", line, "wrong answer \"co\": move 1 (C5) already meets the goal");
    assert_problem(&report, "t.toml", line, "should be refused for ko, but: black may not play B4 (occupied)");
}

#[test]
fn a_goal_that_already_holds_or_points_out_of_view_is_refused() {
    let report = validate_pages(&play_page(r#"{ stone = { at = "bp", color = "black" } }"#, "answers = [\"fs\"]"));
    assert_problem(&report, "t.toml", 17, "the goal already holds");
    assert_problem(&report, "t.toml", 17, "F1 lies outside the visible part");
}

#[test]
fn keys_must_fit_the_kind_of_exercise() {
    let report = validate_pages(&play_page(
        r#"{ captured = "cp" }"#,
        "answers = [\"co\"]\nreason = \"ko\"\nexpected = \"neutral\"",
    ));
    assert_problem(&report, "t.toml", 17, "`reason` has no meaning in a play exercise");
    assert_problem(&report, "t.toml", 17, "`expected` has no meaning in a play exercise");
    let missing = validate_pages(&play_page(r#"{ captured = "cp" }"#, ""));
    assert_problem(&missing, "t.toml", 17, "needs `answers`");
}

/// A 9x9 page with a black stone on C3 ("cg"); the exercise's own lines start at line 13.
fn nine_by_nine(exercise: &str) -> String {
    let board = ". . . . . . . . .\n".repeat(6) + ". . X . . . . . .\n" + &". . . . . . . . .\n".repeat(2);
    format!(
        "\n[[page]]\nid = \"p\"\ntext = {{ de = \"x\", en = \"x\" }}\n[page.diagram]\nsize = 9\nboard = {board:?}\n\
         [page.exercise]\n{HELP}\n{exercise}\n"
    )
}

#[test]
fn a_display_label_in_a_data_field_is_refused_on_its_line_with_the_sgf_spelling() {
    let c3 = r#""C3" is not an SGF point; on this 9x9 board C3 is "cg""#;
    let option = "[[page.exercise.option]]\nid = \"a\"\ntext = { de = \"a\", en = \"a\" }\ncorrect = true";
    let wrong = "[[page.exercise.wrong]]\nfeedback = { de = \"x\", en = \"x\" }";
    let cases = [
        ("kind = \"play\"\ngoal = { atari = \"C3\" }\nanswers = [\"ch\"]", 14, format!("goal: {c3}")),
        ("kind = \"play\"\ngoal = { atari = \"cg\" }\nanswers = [\"ch\", \"C3\"]", 15, c3.to_owned()),
        (
            "kind = \"play\"\ngoal = { atari = \"cg\" }\nanswers = [\"ch\"]\nreplies = { \"C3\" = \"aa\" }",
            16,
            c3.into(),
        ),
        ("kind = \"play\"\nbefore = [\"white C3\"]\ngoal = { atari = \"cg\" }", 14, format!("before: {c3}")),
        (
            &format!("kind = \"play\"\ngoal = {{ atari = \"cg\" }}\nanswers = [\"ch\"]\n{wrong}\nplay = \"C3\""),
            18,
            c3.into(),
        ),
        (&format!("kind = \"forbidden\"\nreason = \"ko\"\n{wrong}\npoint = \"C3\""), 17, c3.into()),
        ("kind = \"select\"\nexpected = { liberties = \"C3\" }", 14, format!("expected: {c3}")),
        ("kind = \"number\"\nexpected = \"margin\"\ndead = [\"C3\"]", 15, format!("dead: {c3}")),
        (&format!("kind = \"choice\"\n{option}\nholds = {{ atari = \"C3\" }}"), 18, format!("holds: {c3}")),
        (
            "kind = \"play\"\ngoal = { atari = \"cg\" }\nanswers = [\"ch jj\"]",
            15,
            r#""jj" is not on the 9x9 board"#.into(),
        ),
    ];
    for (exercise, line, message) in cases {
        assert_problem(&validate_pages(&nine_by_nine(exercise)), "t.toml", line, &message);
    }
    let region = play_page(r#"{ captured = "cp" }"#, "answers = [\"co\"]").replace(r#"to = "es""#, r#"to = "E1""#);
    assert_problem(
        &validate_pages(&region),
        "t.toml",
        9,
        r#"region: "E1" is not an SGF point; on this 19x19 board E1 is "es""#,
    );
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

#[test]
fn the_index_and_the_glossary_are_held_to_the_languages_they_list() {
    let index = format!("languages = [\"fr\", \"Französisch\"]\n{INDEX}");
    let glossary = format!("languages = [\"de\", \"en\", \"fr\"]\n{GLOSSARY}").replacen(
        "term = { de = \"Freiheit\", en = \"Liberty\" }",
        "term = { de = \"Freiheit\", en = \"Liberty\", fr = \"Liberté\" }",
        1,
    );
    let lesson = lesson(SIMPLE_PAGE);
    let report = validate(&[
        SourceFile::new("index.toml", index.as_str()),
        SourceFile::new("glossary.toml", glossary.as_str()),
        SourceFile::new("t.toml", lesson.as_str()),
    ]);
    assert_problem(&report, "index.toml", 1, r#"languages: "Französisch" is not a language code"#);
    assert_problem(&report, "index.toml", 3, r#"lesson "t", title: the text in "fr" is missing"#);
    assert_problem(&report, "glossary.toml", 3, r#"entry "liberty", definition: the text in "fr" is missing"#);
    assert!(
        !report.errors.iter().any(|e| e.message.contains(r#"entry "liberty", term"#)),
        "the term has its French: {:#?}",
        report.errors
    );
    assert_problem(&report, "glossary.toml", 8, r#"entry "ko", term: the text in "fr" is missing"#);
    assert!(validate(&files(SIMPLE_PAGE)).errors.is_empty(), "without a list, German and English are enough");
}
