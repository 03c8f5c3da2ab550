//! An engine's life: it quits politely, is killed when it will not, and
//! leaves neither a process nor a zombie behind, nor anything it started.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "a test fails loudly")]

mod common;

use common::{assert_gone, fake, process_state, quick};
use go_core::Color;
use logo_gtp::{Engine, EngineMove, GtpError};
use std::time::{Duration, Instant};

#[test]
fn quit_waits_for_the_engine_and_reaps_it() {
    let engine = Engine::start(&fake(&[]), quick()).unwrap();
    let pid = engine.pid();
    let exit = engine.quit().unwrap();
    assert_eq!(exit.code, Some(0));
    assert_gone(pid);
}

#[test]
fn an_engine_that_ignores_quit_is_killed_after_the_grace() {
    let engine = Engine::start(&fake(&["--on", "quit=hang"]), quick()).unwrap();
    let pid = engine.pid();
    let started = Instant::now();
    let error = engine.quit().unwrap_err();
    assert_eq!(error.code(), "timeout");
    assert!(started.elapsed() < Duration::from_secs(3), "{:?}", started.elapsed());
    assert_gone(pid);
}

#[test]
fn dropping_an_engine_reaps_it() {
    let mut engine = Engine::start(&fake(&[]), quick()).unwrap();
    assert!(matches!(engine.genmove(Color::Black), Ok(EngineMove::Play { .. })));
    let pid = engine.pid();
    drop(engine);
    assert_gone(pid);
}

#[test]
fn dropping_a_stuck_engine_kills_it_within_the_grace() {
    let mut engine = Engine::start(&fake(&["--on", "genmove#2=hang"]), common::thinking_limit(200)).unwrap();
    engine.genmove(Color::Black).unwrap();
    let pid = engine.pid();
    assert_eq!(engine.genmove(Color::White).unwrap_err().code(), "timeout");
    let started = Instant::now();
    drop(engine);
    assert!(started.elapsed() < Duration::from_secs(1));
    assert_gone(pid);
}

/// Whether `pid` no longer runs: gone, or a zombie left to init after its
/// parent died (LoGo reaps only its own child; init reaps orphans).
fn not_running(pid: u32) -> bool {
    matches!(process_state(pid), None | Some('Z'))
}

#[test]
fn what_an_engine_started_dies_with_it() {
    for finish in ["quit", "drop", "crash"] {
        let args: &[&str] =
            if finish == "crash" { &["--grandchild", "--on", "genmove=crash"] } else { &["--grandchild"] };
        let mut options = quick();
        options.timeouts.thinking = Duration::from_millis(500);
        let mut engine = Engine::start(&fake(args), options).unwrap();
        let grandchild: u32 = engine.custom("fake_grandchild").unwrap().parse().unwrap();
        assert_eq!(process_state(grandchild).map(|s| s != 'Z'), Some(true), "the grandchild runs");
        let pid = engine.pid();
        match finish {
            "quit" => drop(engine.quit()),
            "drop" => drop(engine),
            _ => {
                // The grandchild keeps the output open, so the crash shows as silence.
                let error = engine.genmove(Color::Black).unwrap_err();
                assert!(matches!(error, GtpError::Timeout { .. }), "{error:?}");
            }
        }
        assert_gone(pid);
        let deadline = Instant::now() + Duration::from_secs(2);
        while !not_running(grandchild) && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(20));
        }
        assert!(not_running(grandchild), "after {finish}, the grandchild {grandchild} still runs");
    }
}

#[test]
fn an_engine_can_move_to_another_thread() {
    fn send<T: Send>(_: &T) {}
    let engine = Engine::start(&fake(&[]), quick()).unwrap();
    send(&engine);
    let pid = std::thread::spawn(move || {
        let pid = engine.pid();
        engine.quit().unwrap();
        pid
    })
    .join()
    .unwrap();
    assert_gone(pid);
}
