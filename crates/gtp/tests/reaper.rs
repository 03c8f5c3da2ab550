//! Ending every engine at once, as LoGo does when it is told to stop. A test
//! binary of its own: it kills every engine this process runs.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "a test fails loudly")]

mod common;

use common::{assert_gone, fake, process_state, quick};
use go_core::Color;
use logo_gtp::{Engine, GtpError, end_all_engines};
use std::time::{Duration, Instant};

fn not_running(pid: u32) -> bool {
    matches!(process_state(pid), None | Some('Z'))
}

#[test]
fn every_running_engine_is_ended_with_what_it_started() {
    let mut engines: Vec<Engine> = (0..2).map(|_| Engine::start(&fake(&["--grandchild"]), quick()).unwrap()).collect();
    let grandchildren: Vec<u32> =
        engines.iter_mut().map(|e| e.custom("fake_grandchild").unwrap().parse().unwrap()).collect();
    end_all_engines();
    for mut engine in engines {
        let error = engine.genmove(Color::Black).unwrap_err();
        assert!(matches!(error, GtpError::Cancelled { .. }), "{error:?}");
        let pid = engine.pid();
        drop(engine);
        assert_gone(pid);
    }
    let deadline = Instant::now() + Duration::from_secs(2);
    while !grandchildren.iter().all(|&pid| not_running(pid)) && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(20));
    }
    assert!(grandchildren.iter().all(|&pid| not_running(pid)), "what the engines started still runs");
}
