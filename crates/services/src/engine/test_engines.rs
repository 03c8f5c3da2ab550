//! Test helper: the engines the tests play against — the scripted fake
//! engine (built by Cargo beside the test binaries, as part of logo-gtp) and
//! GNU Go where it is installed.

use logo_gtp::{CustomEngine, EngineCommand, EngineProfile, GnuGo, GnuGoLevel};
use std::path::PathBuf;

/// The fake engine's program, beside the test binary's folder.
pub fn fake_program() -> PathBuf {
    let test_binary = std::env::current_exe().unwrap();
    let target = test_binary.parent().and_then(|deps| deps.parent()).unwrap();
    let program = target.join(format!("fake-gtp{}", std::env::consts::EXE_SUFFIX));
    assert!(
        program.exists(),
        "{} is missing: run `cargo build -p logo-gtp` (or test both packages)",
        program.display()
    );
    program
}

/// The fake engine with `args` as a custom engine.
pub fn fake_profile(args: &[&str]) -> EngineProfile {
    let command = EngineCommand::new(fake_program(), args.iter().copied());
    EngineProfile::Custom(CustomEngine { name: String::new(), command })
}

/// GNU Go at `level`, or a failed test telling how to install it.
pub fn gnugo_profile(level: u8) -> EngineProfile {
    let level = GnuGoLevel::try_from(level).unwrap();
    let gnugo =
        GnuGo::find(level).expect("GNU Go is missing: install the Debian package `gnugo`; the engine tests need it");
    EngineProfile::GnuGo(gnugo)
}
