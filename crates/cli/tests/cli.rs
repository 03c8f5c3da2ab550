//! The `logo` command from outside, as a script would use it: real files in,
//! DESIGN §3's JSON and exit statuses out.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "a test fails loudly")]

use serde_json::{Value, json};
use std::path::PathBuf;
use std::process::{Command, Output};

fn fixture(name: &str) -> String {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures").join(name).display().to_string()
}

fn logo(args: &[&str]) -> Output {
    // Messages for people in English, whatever the machine running the tests speaks.
    Command::new(env!("CARGO_BIN_EXE_logo")).env("LC_ALL", "C").args(args).output().expect("the logo binary runs")
}

fn json_lines(output: &Output) -> Vec<Value> {
    String::from_utf8_lossy(&output.stdout).lines().map(|l| serde_json::from_str(l).expect("a JSON line")).collect()
}

#[test]
fn board_prints_the_position_after_the_main_line() {
    let out = logo(&["board", &fixture("corner-capture.sgf"), "--json"]);
    assert!(out.status.success());
    let expected = json!({"size":[19,19],"move":4,"to_play":"B","black":["ba","ab"],"white":["cc"],
        "captures":{"B":1,"W":0},"illegal":[]});
    assert_eq!(json_lines(&out), [expected]);
}

#[test]
fn board_all_prints_every_position_from_move_zero() {
    let out = logo(&["board", &fixture("corner-capture.sgf"), "--all", "--json"]);
    let lines = json_lines(&out);
    let moves: Vec<&Value> = lines.iter().map(|l| &l["move"]).collect();
    assert_eq!(moves, [0, 1, 2, 3, 4]);
    assert_eq!(lines[2]["white"], json!(["aa"]));
    assert_eq!(lines[3]["white"], json!([]), "the corner stone is captured by move 3");
    assert_eq!(lines[2]["illegal"], json!([]));
}

#[test]
fn a_ko_retake_after_two_passes_is_legal_only_under_simple_ko() {
    let simple = json_lines(&logo(&["board", &fixture("ko-after-passes.sgf"), "--json"]));
    assert_eq!(simple[0]["illegal"], json!(["aa"]));
    assert_eq!(simple[0]["over"], json!({"reason":"two_passes","after_move":3}));
    for ko in ["positional", "situational"] {
        let superko = json_lines(&logo(&["board", &fixture("ko-after-passes.sgf"), "--json", "--ko", ko]));
        assert_eq!(superko[0]["illegal"], json!(["aa", "bb"]), "under {ko} superko");
    }
    let suicide = json_lines(&logo(&["board", &fixture("ko-after-passes.sgf"), "--json", "--suicide", "any"]));
    assert_eq!(suicide[0]["illegal"], json!([]), "with suicide allowed the corner point is playable");
}

#[test]
fn rule_values_are_accepted_in_snake_case_and_kebab_case() {
    let record = fixture("ko-after-passes.sgf");
    let spellings: [(&str, &[&str]); 3] = [
        ("--rules", &["new-zealand", "new_zealand", "tromp-taylor", "tromp_taylor", "japanese", "aga"]),
        ("--suicide", &["multi_stone", "multi-stone", "forbidden", "any"]),
        ("--ko", &["simple", "positional", "situational"]),
    ];
    for (option, values) in spellings {
        for value in values {
            let out = logo(&["board", &record, "--json", option, value]);
            assert!(out.status.success(), "{option} {value}: {}", String::from_utf8_lossy(&out.stderr));
        }
    }
    let multi = |spelling| json_lines(&logo(&["board", &record, "--json", "--suicide", spelling]));
    assert_eq!(multi("multi_stone"), multi("multi-stone"), "both spellings mean the same rule");
    let score = logo(&["score", &record, "--json", "--rules", "new_zealand"]);
    assert_eq!(json_lines(&score)[0]["rules"], "new-zealand");
}

#[test]
fn help_shows_the_design_spelling_of_rule_values() {
    let help = String::from_utf8(logo(&["board", "--help"]).stdout).unwrap();
    assert!(help.contains(", multi_stone, ") && help.contains(", new-zealand, "), "{help}");
    assert!(!help.contains("multi-stone") && !help.contains("new_zealand"), "one spelling in --help: {help}");
}

#[test]
fn board_move_n_and_a_missing_move() {
    let third = json_lines(&logo(&["board", &fixture("corner-capture.sgf"), "--move", "3", "--json"]));
    assert_eq!(third[0]["captures"], json!({"B":1,"W":0}));
    let out = logo(&["board", &fixture("corner-capture.sgf"), "--move", "9"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("4 moves"));
}

#[test]
fn files_that_cannot_be_read_fail_with_one_line_and_status_one() {
    for path in [fixture("not-sgf.sgf"), fixture("missing.sgf")] {
        let out = logo(&["board", &path, "--json"]);
        assert_eq!(out.status.code(), Some(1));
        assert!(out.stdout.is_empty());
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
    }
    assert_eq!(logo(&["board", &fixture("corner-capture.sgf"), "--rules", "bogus"]).status.code(), Some(2));
}

#[test]
fn a_folder_is_refused_as_the_app_refuses_it() {
    let folder = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures").display().to_string();
    let out = logo(&["score", &folder]);
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(stderr.trim(), format!("logo: {folder}: cannot read: not a regular file"));
}

#[test]
fn score_counts_with_the_proposal_no_dead_stones_or_the_named_ones() {
    let file = fixture("wall-with-dead-stone.sgf");
    let auto = &json_lines(&logo(&["score", &file, "--json"]))[0];
    assert_eq!(auto["dead"], json!(["bb"]));
    assert_eq!(
        (&auto["black"]["territory"], &auto["black"]["prisoners"], &auto["black"]["score"]),
        (&json!(27), &json!(1), &json!(28))
    );
    assert_eq!(
        (&auto["white"]["territory"], &auto["white"]["komi"], &auto["white"]["score"]),
        (&json!(36), &json!(6.5), &json!(42.5))
    );
    assert_eq!(auto["result"], "W+14.5");
    let named = &json_lines(&logo(&["score", &file, "--json", "--dead", "bb"]))[0];
    assert_eq!(named, auto);
    let none = &json_lines(&logo(&["score", &file, "--json", "--dead", "none"]))[0];
    assert_eq!(none["result"], "W+42.5");
    let area = &json_lines(&logo(&["score", &file, "--json", "--rules", "chinese", "--komi", "7.5"]))[0];
    assert_eq!((&area["rules"], &area["komi"], &area["result"]), (&json!("chinese"), &json!(7.5), &json!("W+16.5")));
    assert_eq!((&area["black"]["score"], &area["white"]["score"]), (&json!(36), &json!(52.5)), "stones plus territory");
    let empty_point = logo(&["score", &file, "--dead", "cc"]);
    assert_eq!(empty_point.status.code(), Some(1));
}

#[test]
fn sgf_check_gives_one_verdict_per_file_and_fails_when_one_is_refused() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures").display().to_string();
    let out = logo(&["sgf", "check", &dir, "--json"]);
    assert_eq!(out.status.code(), Some(1));
    let lines = json_lines(&out);
    assert_eq!(lines.len(), 4);
    let refused: Vec<&Value> = lines.iter().filter(|l| l["ok"] == false).collect();
    assert_eq!(refused.len(), 1);
    assert!(refused[0]["path"].as_str().is_some_and(|p| p.ends_with("not-sgf.sgf")));
    assert_eq!(refused[0]["error"], "1:1: no SGF game tree found");
    let good = lines.iter().find(|l| l["path"].as_str().is_some_and(|p| p.ends_with("corner-capture.sgf"))).unwrap();
    assert_eq!((&good["games"], &good["nodes"], &good["warnings"]), (&json!(1), &json!(5), &json!([])));
    let ok = logo(&["sgf", "check", &fixture("corner-capture.sgf")]);
    assert!(ok.status.success());
}

#[test]
fn normalize_writes_ff4_utf8_and_is_idempotent() {
    let out = logo(&["sgf", "normalize", &fixture("ko-after-passes.sgf")]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("FF[4]") && text.contains("CA[UTF-8]") && text.contains("C[A ko set up"));
    let dir = tempfile::tempdir().unwrap();
    let again = dir.path().join("again.sgf");
    std::fs::write(&again, &text).unwrap();
    let second = logo(&["sgf", "normalize", &again.display().to_string()]);
    assert_eq!(String::from_utf8(second.stdout).unwrap(), text);
    assert_eq!(logo(&["sgf", "normalize", &fixture("not-sgf.sgf")]).status.code(), Some(1));
}
