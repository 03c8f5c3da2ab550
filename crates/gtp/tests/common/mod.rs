//! What the engine tests share: the fake engine, short time limits, and a
//! look at whether a process is still there.
#![allow(dead_code, reason = "each test file uses a part")]

use logo_gtp::{EngineCommand, EngineOptions, Timeouts};
use std::time::Duration;

/// The scripted fake engine with `args`.
pub fn fake(args: &[&str]) -> EngineCommand {
    EngineCommand::new(env!("CARGO_BIN_EXE_fake-gtp"), args.iter().copied())
}

/// Time limits short enough for tests.
pub fn quick() -> EngineOptions {
    EngineOptions {
        timeouts: Timeouts {
            startup: Duration::from_secs(10),
            thinking: Duration::from_secs(10),
            command: Duration::from_secs(10),
            quit_grace: Duration::from_millis(300),
        },
        ..EngineOptions::default()
    }
}

/// Options with a thinking limit of `millis`.
pub fn thinking_limit(millis: u64) -> EngineOptions {
    let mut options = quick();
    options.timeouts.thinking = Duration::from_millis(millis);
    options
}

/// The process state letter from `/proc` (`R`, `S`, `Z`, …), `None` once the
/// process is gone (exited and reaped).
pub fn process_state(pid: u32) -> Option<char> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    stat.rsplit_once(')').and_then(|(_, rest)| rest.trim_start().chars().next())
}

/// Fails unless `pid` is gone: killed and reaped, no zombie left.
pub fn assert_gone(pid: u32) {
    assert_eq!(process_state(pid), None, "engine process {pid} is still there");
}
