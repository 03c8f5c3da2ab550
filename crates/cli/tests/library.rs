//! `logo library import`, `list` and `export` from outside, on a real
//! database file: DESIGN §3's JSON lines and exit statuses, and exports
//! byte for byte.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "a test fails loudly")]

use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn fixtures() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../library/tests/fixtures")
}

fn logo(args: &[&str]) -> Output {
    // Messages for people in English, whatever the machine running the tests speaks.
    Command::new(env!("CARGO_BIN_EXE_logo")).env("LC_ALL", "C").args(args).output().expect("the logo binary runs")
}

fn json_lines(output: &Output) -> Vec<Value> {
    String::from_utf8_lossy(&output.stdout).lines().map(|l| serde_json::from_str(l).expect("a JSON line")).collect()
}

/// A temporary folder with the database path inside.
fn temp_db() -> (tempfile::TempDir, String) {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("library.sqlite3").display().to_string();
    (dir, db)
}

fn import(db: &str, paths: &[&Path]) -> (Output, Value) {
    let mut args = vec!["library", "import", "--db", db, "--json"];
    let shown: Vec<String> = paths.iter().map(|p| p.display().to_string()).collect();
    args.extend(shown.iter().map(String::as_str));
    let out = logo(&args);
    let summary = json_lines(&out).pop().expect("a summary line");
    (out, summary)
}

#[test]
fn import_prints_the_summary_as_its_last_json_line() {
    let (_dir, db) = temp_db();
    let (out, summary) = import(&db, &[&fixtures()]);
    assert_eq!(out.status.code(), Some(1), "two files were refused");
    assert_eq!((summary["imported"].as_u64(), summary["duplicates"].as_u64()), (Some(7), Some(0)));
    let failed = summary["failed"].as_array().unwrap();
    assert_eq!(failed.len(), 2);
    assert!(failed.iter().all(|f| f["error"] == "1:1: no SGF game tree found" && f["path"].is_string()));
    assert!(String::from_utf8_lossy(&out.stderr).contains("files"), "progress for people on stderr");

    let (again, summary) = import(&db, &[&fixtures().join("collection.sgf")]);
    assert!(again.status.success());
    assert_eq!((summary["imported"].as_u64(), summary["duplicates"].as_u64()), (Some(0), Some(3)));
}

#[test]
fn list_prints_one_object_per_game_and_filters() {
    let (_dir, db) = temp_db();
    import(&db, &[&fixtures()]);
    let all = json_lines(&logo(&["library", "list", "--db", &db, "--json"]));
    assert_eq!(all.len(), 7);
    for key in ["id", "black", "white", "result", "date", "size", "source_path"] {
        assert!(all.iter().all(|g| g.get(key).is_some()), "{key}");
    }
    let seigen = json_lines(&logo(&["library", "list", "--db", &db, "--json", "--player", "go seigen"]));
    assert_eq!(seigen.len(), 1);
    assert_eq!(seigen[0]["white"], "Kitani Minoru");
    assert_eq!(seigen[0]["date"], "1933-10-16,17", "the ISO date the app's table shows");
    assert_eq!(seigen[0]["date_written"], "1933-10-16,17");
    let anna = json_lines(&logo(&["library", "list", "--db", &db, "--json", "--player", "anna"]));
    assert_eq!((&anna[0]["date"], &anna[0]["date_written"]), (&"2025-12-24".into(), &"24-12-2025".into()));
    assert_eq!(anna[0]["source"], "collection.sgf");
    let tsumego = json_lines(&logo(&["library", "list", "--db", &db, "--json", "--size", "9"]));
    assert!(tsumego.iter().any(|g| g["title"] == "Tsumego 1" && g["kind"] == "position"), "{tsumego:?}");
    assert_eq!(seigen[0]["size"], serde_json::json!([19, 19]));
    assert!(seigen[0]["source_path"].as_str().unwrap().ends_with("collection.sgf"));
    let nine = json_lines(&logo(&["library", "list", "--db", &db, "--json", "--size", "9"]));
    assert_eq!(nine.len(), 2);
    let resigned = json_lines(&logo(&["library", "list", "--db", &db, "--json", "--result", "W+R"]));
    assert_eq!(resigned.iter().map(|g| g["black"].as_str().unwrap()).collect::<Vec<_>>(), ["Anna Weiß"]);
    let words = json_lines(&logo(&["library", "list", "--db", &db, "--json", "--text", "Gefangene"]));
    assert_eq!(words.len(), 1);
    let limited = json_lines(&logo(&["library", "list", "--db", &db, "--json", "--limit", "2"]));
    assert_eq!(limited.len(), 2);
    let people = logo(&["library", "list", "--db", &db, "--player", "weiss"]);
    assert!(String::from_utf8_lossy(&people.stdout).contains("Anna Weiß – Ben Öztürk"), "a line for people");
    let bad = logo(&["library", "list", "--db", &db, "--result", "won"]);
    assert_eq!(bad.status.code(), Some(1));
}

#[test]
fn export_gives_the_original_bytes_or_clean_ff4() {
    let (_dir, db) = temp_db();
    let original = fixtures().join("shift_jis.sgf");
    import(&db, &[&original]);
    let id = json_lines(&logo(&["library", "list", "--db", &db, "--json"]))[0]["id"].to_string();
    let exported = logo(&["library", "export", &id, "--db", &db]);
    assert!(exported.status.success());
    assert_eq!(exported.stdout, std::fs::read(&original).unwrap(), "byte for byte");
    let clean = logo(&["library", "export", &id, "--db", &db, "--normalized"]);
    let text = String::from_utf8(clean.stdout).unwrap();
    assert!(text.starts_with("(;GM[1]FF[4]CA[UTF-8]") && text.contains("本因坊秀策"), "{text}");
    let missing = logo(&["library", "export", "999", "--db", &db]);
    assert_eq!(missing.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&missing.stderr).contains("no game 999"));
}

/// Runs `logo` with `args`, reads at most `keep` bytes of its output and
/// closes the pipe (as `| head -c` does); the status and what it wrote to stderr.
fn read_then_close(args: &[&str], keep: usize) -> (std::process::ExitStatus, String, Vec<u8>) {
    use std::io::Read;
    let mut child = Command::new(env!("CARGO_BIN_EXE_logo"))
        .env("LC_ALL", "C")
        .args(args)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("the logo binary runs");
    let mut head = vec![0; keep];
    let read = child.stdout.take().unwrap().read(&mut head).unwrap();
    head.truncate(read);
    let mut stderr = String::new();
    child.stderr.take().unwrap().read_to_string(&mut stderr).unwrap();
    (child.wait().unwrap(), stderr, head)
}

#[test]
fn list_into_a_reader_that_stops_early_ends_quietly() {
    let (dir, db) = temp_db();
    let games: String =
        (0..3000).map(|i| format!("(;GM[1]FF[4]SZ[9]PB[Player {i}]PW[Other {i}];B[ee];W[cc])")).collect();
    let file = dir.path().join("many.sgf");
    std::fs::write(&file, games).unwrap();
    let (_, summary) = import(&db, &[&file]);
    assert_eq!(summary["imported"].as_u64(), Some(3000));
    for json in [true, false] {
        let mut args = vec!["library", "list", "--db", &db];
        if json {
            args.push("--json");
        }
        let (status, stderr, head) = read_then_close(&args, 500);
        assert!(!head.is_empty(), "it printed before the reader went");
        assert!(status.success(), "{status:?}, {stderr}");
        assert_eq!(stderr, "", "no panic, no message");
    }
}

#[test]
fn lessons_check_into_a_closed_pipe_ends_quietly() {
    let lessons = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../lessons").display().to_string();
    let (status, stderr, _) = read_then_close(&["lessons", "check", &lessons, "--json"], 0);
    assert!(status.success(), "{status:?}, {stderr}");
    assert_eq!(stderr, "", "no panic, no message");
}
