//! `logo play` from outside: the scripted fake engine and GNU Go (Debian
//! package `gnugo`) as engines, the SGF and JSON as a script would read them,
//! exit statuses and messages when a game goes wrong.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "a test fails loudly")]

use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn logo(args: &[&str]) -> Output {
    // Messages for people in English, whatever the machine running the tests speaks.
    Command::new(env!("CARGO_BIN_EXE_logo")).env("LC_ALL", "C").args(args).output().expect("the logo binary runs")
}

/// The fake engine, built by Cargo beside `logo` (it belongs to logo-gtp).
fn fake() -> PathBuf {
    let program =
        Path::new(env!("CARGO_BIN_EXE_logo")).with_file_name(format!("fake-gtp{}", std::env::consts::EXE_SUFFIX));
    assert!(program.exists(), "{} is missing: run `cargo build -p logo-gtp` first", program.display());
    program
}

/// `--engine` for the fake with `args` (quoted so that spaces survive the splitter).
fn fake_engine(args: &str) -> String {
    format!("'{}' {args}", fake().display())
}

fn json(output: &Output) -> Value {
    serde_json::from_slice(&output.stdout)
        .unwrap_or_else(|e| panic!("{e}: {}", String::from_utf8_lossy(&output.stdout)))
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

#[test]
fn the_fake_plays_itself_until_both_pass() {
    let out = logo(&["play", "--engine", &fake_engine("--pass-after 4"), "--json"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let game = json(&out);
    assert_eq!((&game["end"], &game["moves"], &game["size"]), (&"two_passes".into(), &6.into(), &9.into()));
    assert_eq!((&game["black"], &game["white"]), (&"Fake GTP 1.0".into(), &"Fake GTP 1.0".into()));
    assert_eq!((&game["rules"], &game["komi"]), (&"japanese".into(), &6.5.into()));
    let sgf = game["sgf"].as_str().unwrap();
    for property in ["PB[Fake GTP 1.0]", "PW[Fake GTP 1.0]", "RU[Japanese]", "KM[6.5]", ";B[aa]", ";W[ba]", ";B[]"] {
        assert!(sgf.contains(property), "{property} in {sgf}");
    }
    let result = game["result"].as_str().unwrap();
    assert!(sgf.contains(&format!("RE[{result}]")), "{sgf}");
    assert_eq!(game["engine_dead"], serde_json::json!([]));
    assert_eq!(game["engine_score"], "W+6.5");
    assert!(stderr(&out).contains("the engine cannot be told the rules"), "{}", stderr(&out));
}

#[test]
fn without_json_the_output_is_the_sgf() {
    let out = logo(&["play", "--engine", &fake_engine("--pass-after 2"), "--size", "5", "--rules", "chinese"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let sgf = String::from_utf8(out.stdout).unwrap();
    assert!(sgf.starts_with("(;GM[1]FF[4]CA[UTF-8]") && sgf.contains("SZ[5]") && sgf.contains("RU[Chinese]"), "{sgf}");
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("game.sgf");
    std::fs::write(&file, &sgf).unwrap();
    assert!(logo(&["sgf", "check", &file.display().to_string()]).status.success());
}

#[test]
fn an_illegal_engine_move_fails_but_keeps_the_game_so_far() {
    let out = logo(&["play", "--engine", &fake_engine("--on genmove#3=answer:A9")]);
    assert_eq!(out.status.code(), Some(1));
    let message = stderr(&out);
    assert!(
        message.contains("the game stopped after move 2: Black chose aa, which is illegal: the point is occupied"),
        "{message}"
    );
    let sgf = String::from_utf8(out.stdout).unwrap();
    assert!(sgf.contains(";B[aa]\n;W[ba]") && !sgf.contains(";B[ca]"), "{sgf}");
    assert!(sgf.contains("GC[LoGo stopped the game: Black chose aa") && !sgf.contains("RE["), "{sgf}");
    let json_out = logo(&["play", "--engine", &fake_engine("--on genmove#3=answer:A9"), "--json"]);
    assert_eq!(json_out.status.code(), Some(1));
    let game = json(&json_out);
    assert_eq!(game["end"], "error");
    assert_eq!(
        game["error"],
        serde_json::json!({"code": "illegal_move", "color": "B", "move": {"play": "aa"}, "reason": "occupied"})
    );
}

#[test]
fn an_engine_crash_names_its_exit_status_and_last_words() {
    let out = logo(&["play", "--engine", &fake_engine("--on genmove#5=crash"), "--json"]);
    assert_eq!(out.status.code(), Some(1));
    let game = json(&out);
    assert_eq!((&game["moves"], &game["error"]["code"]), (&4.into(), &"engine".into()));
    let error = &game["error"]["error"];
    assert_eq!((&error["code"], &error["exit"]["code"]), (&"crashed".into(), &3.into()));
    assert_eq!(error["stderr_tail"], "fake-gtp: crashing on purpose during genmove");
    assert!(stderr(&out).contains("exit status 3"), "{}", stderr(&out));
}

#[test]
fn engines_that_cannot_start_print_only_the_reason() {
    for (engine, reason) in [
        ("/nonexistent/engine --gtp", "cannot be found"),
        ("'unclosed --gtp", "quote at character 1 is never closed"),
        ("   ", "empty"),
    ] {
        let out = logo(&["play", "--engine", engine]);
        assert_eq!(out.status.code(), Some(1), "{engine}");
        assert!(out.stdout.is_empty(), "{engine}");
        assert!(stderr(&out).contains(reason), "{engine}: {}", stderr(&out));
    }
    let out = logo(&["play", "--engine", &fake_engine(""), "--level", "3"]);
    assert!(stderr(&out).contains("--level is GNU Go's"));
    assert_eq!(logo(&["play", "--engine", "gnugo", "--level", "11"]).status.code(), Some(2));
}

#[test]
fn an_engine_in_a_folder_with_spaces_is_started_without_a_shell() {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("my engines");
    std::fs::create_dir(&folder).unwrap();
    let copy = folder.join("fake gtp");
    std::fs::copy(fake(), &copy).unwrap();
    let engine = format!(r#""{}" --name "Spaced Name" --version '2 beta' --pass-after 0"#, copy.display());
    let game = json(&logo(&["play", "--engine", &engine, "--json"]));
    assert_eq!(game["black"], "Spaced Name 2 beta");
    assert_eq!(game["moves"], 2);
}

#[test]
fn random_play_follows_its_seed_and_the_move_limit() {
    let run = |seed: &str| {
        let out =
            logo(&["play", "--engine", &fake_engine(""), "--opponent", "random", "--seed", seed, "--moves", "12"]);
        assert!(out.status.success(), "{}", stderr(&out));
        String::from_utf8(out.stdout).unwrap()
    };
    assert_eq!(run("3"), run("3"));
    assert_ne!(run("3"), run("4"));
    let game = json(&logo(&[
        "play",
        "--engine",
        &fake_engine(""),
        "--opponent",
        "random",
        "--engine-color",
        "white",
        "--moves",
        "5",
        "--json",
    ]));
    assert_eq!((&game["black"], &game["white"]), (&"Random (seed 1)".into(), &"Fake GTP 1.0".into()));
    assert_eq!((&game["end"], &game["moves"], &game["result"]), (&"move_limit".into(), &5.into(), &Value::Null));
}

#[test]
fn gnu_go_plays_a_whole_game_under_chinese_rules() {
    let out = logo(&["play", "--engine", "gnugo", "--rules", "chinese", "--json"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let game = json(&out);
    assert_eq!(game["black"], "GNU Go 3.8 (level 1)");
    assert!(matches!(game["end"].as_str(), Some("two_passes" | "resignation")), "{game}");
    let sgf = game["sgf"].as_str().unwrap();
    assert!(sgf.contains("RU[Chinese]") && sgf.contains("KM[7.5]") && sgf.contains("PW[GNU Go 3.8 (level 1)]"));
    assert!(sgf.contains(&format!("RE[{}]", game["result"].as_str().unwrap())), "{sgf}");
}

#[test]
fn the_seed_makes_gnu_go_games_repeat() {
    let run = |seed: &str| logo(&["play", "--engine", "gnugo", "--seed", seed]).stdout;
    assert_eq!(run("5"), run("5"));
    assert_ne!(run("5"), run("6"));
}

#[test]
fn gnu_go_as_white_beats_random_moves() {
    let out = logo(&[
        "play",
        "--engine",
        "gnugo",
        "--level",
        "2",
        "--opponent",
        "random",
        "--engine-color",
        "white",
        "--seed",
        "8",
        "--json",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let game = json(&out);
    assert_eq!((&game["black"], &game["white"]), (&"Random (seed 8)".into(), &"GNU Go 3.8 (level 2)".into()));
    assert!(game["result"].as_str().is_some_and(|r| r.starts_with("W+")), "{game}");
}

#[test]
fn gnu_go_refuses_boards_beyond_its_limit() {
    let out = logo(&["play", "--engine", "gnugo", "--size", "21"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("up to 19x19"), "{}", stderr(&out));
}

/// The processes whose parent is `parent` (from `/proc`).
#[cfg(target_os = "linux")]
fn children(parent: u32) -> Vec<u32> {
    let parent_of = |pid: u32| -> Option<u32> {
        let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
        stat.rsplit_once(')')?.1.split_whitespace().nth(1)?.parse().ok()
    };
    let pids = std::fs::read_dir("/proc").unwrap().filter_map(|e| e.ok()?.file_name().to_str()?.parse().ok());
    pids.filter(|&pid| parent_of(pid) == Some(parent)).collect()
}

/// Whether `pid` is gone or dead (a zombie waiting for init).
#[cfg(target_os = "linux")]
fn ended(pid: u32) -> bool {
    match std::fs::read_to_string(format!("/proc/{pid}/stat")) {
        Err(_) => true,
        Ok(stat) => stat.rsplit_once(')').is_some_and(|(_, rest)| rest.trim_start().starts_with('Z')),
    }
}

#[cfg(target_os = "linux")]
#[test]
fn a_termination_signal_to_logo_ends_its_hung_engines() {
    use std::time::{Duration, Instant};
    for signal in ["TERM", "HUP", "INT"] {
        let dir = tempfile::tempdir().unwrap();
        let log = dir.path().join("engine.log");
        let engine = fake_engine(&format!("--log '{}' --on genmove#2=hang", log.display()));
        let mut logo = Command::new(env!("CARGO_BIN_EXE_logo"))
            .args(["play", "--engine", &engine])
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .unwrap();
        let genmoves = || std::fs::read_to_string(&log).unwrap_or_default().matches("genmove").count();
        let deadline = Instant::now() + Duration::from_secs(20);
        while genmoves() < 2 && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(20));
        }
        assert_eq!(genmoves(), 2, "the engine (playing both sides) hangs on its second move");
        let engines = children(logo.id());
        assert!(!engines.is_empty(), "the engine runs under logo");

        let sent = Command::new("kill").args([format!("-{signal}"), logo.id().to_string()]).status().unwrap();
        assert!(sent.success());
        let status = logo.wait().unwrap();
        assert!(!status.success(), "SIG{signal}: {status:?}");
        let deadline = Instant::now() + Duration::from_secs(5);
        while !engines.iter().all(|&pid| ended(pid)) && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(20));
        }
        let left: Vec<u32> = engines.into_iter().filter(|&pid| !ended(pid)).collect();
        assert!(left.is_empty(), "after SIG{signal} to logo, engines {left:?} still run");
    }
}
