//! `logo lessons check` from outside: a broken folder is reported with
//! file:line and exit status 1; the repository's course is checked as CI
//! would; DESIGN §3's JSON shape.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "a test fails loudly")]

use serde_json::{Value, json};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn logo(dir: &Path, args: &[&str]) -> Output {
    // Messages for people in English, whatever the machine running the tests speaks.
    Command::new(env!("CARGO_BIN_EXE_logo"))
        .env("LC_ALL", "C")
        .current_dir(dir)
        .args(args)
        .output()
        .expect("the logo binary runs")
}

fn manifest_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn repo_root() -> PathBuf {
    manifest_dir().join("../..")
}

fn json(output: &Output) -> Value {
    serde_json::from_str(String::from_utf8_lossy(&output.stdout).trim()).expect("one JSON object")
}

#[test]
fn a_broken_folder_is_reported_with_file_and_line_and_exit_status_1() {
    let out = logo(&manifest_dir(), &["lessons", "check", "tests/fixtures/lessons-broken", "--json"]);
    assert_eq!(out.status.code(), Some(1));
    let report = json(&out);
    let dir = "tests/fixtures/lessons-broken";
    let errors: Vec<(String, u64)> = report["errors"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| (e["file"].as_str().unwrap().to_owned(), e["line"].as_u64().unwrap()))
        .collect();
    let expected = [
        ("broken.toml", 5),
        ("broken.toml", 9),
        ("broken.toml", 27),
        ("broken.toml", 51),
        ("index.toml", 5),
        ("stray.toml", 1),
    ];
    let expected: Vec<(String, u64)> = expected.iter().map(|(f, l)| (format!("{dir}/{f}"), *l)).collect();
    assert_eq!(errors, expected);
    let messages: Vec<&str> =
        report["errors"].as_array().unwrap().iter().map(|e| e["message"].as_str().unwrap()).collect();
    assert!(messages[0].contains(r#"the text in "en" is missing"#));
    assert!(messages[1].contains("[[freiheit]] is not in the glossary"));
    assert!(messages[2].contains("the chain on C4 has 1 liberty"), "{}", messages[2]);
    assert!(messages[3].contains(r#""C5" is not an SGF point; on this 5x5 board C5 is "ca""#), "{}", messages[3]);
    assert!(messages[4].contains(r#"lesson "missing" has no file missing.toml"#));
    assert_eq!(report["lessons"][0], json!({"id":"broken","pages":4,"exercises":1,"languages":["de"]}));
    assert_eq!(report["glossary"], json!({"entries":1}));
}

#[test]
fn people_get_a_summary_and_one_line_per_problem() {
    let out = logo(&manifest_dir(), &["lessons", "check", "tests/fixtures/lessons-broken"]);
    assert_eq!(out.status.code(), Some(1));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("glossary: 1 entry"), "{text}");
    assert!(text.contains("6 problems:"), "{text}");
    assert!(text.contains("tests/fixtures/lessons-broken/broken.toml:27: page \"unsolvable\", exercise:"), "{text}");
}

#[test]
fn the_repository_course_is_checked_from_the_default_folder_and_passes() {
    let out = logo(&repo_root(), &["lessons", "check", "--json"]);
    let report = json(&out);
    assert_eq!(report["errors"], json!([]));
    assert!(out.status.success());
    let lessons = report["lessons"].as_array().unwrap();
    assert_eq!(lessons.len(), 10, "the whole Grundkurs");
    let ten = json!(["da", "de", "en", "es", "fr", "it", "nl", "pl", "pt", "ru"]);
    assert!(lessons.iter().all(|l| l["languages"] == ten), "every lesson in the ten languages: {lessons:?}");
    let text = String::from_utf8_lossy(&logo(&repo_root(), &["lessons", "check"]).stdout).into_owned();
    assert!(text.contains("no problems"), "{text}");
}

#[test]
fn a_missing_folder_is_an_error_on_stderr() {
    let out = logo(&manifest_dir(), &["lessons", "check", "no/such/folder"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot read the lessons folder"));
    assert!(out.stdout.is_empty());
}
