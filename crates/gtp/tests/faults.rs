//! Every way an engine can fail, provoked with the scripted fake engine: each
//! ends in its own error code, and wherever the engine's state is unknown the
//! process is gone afterwards (killed and reaped, no zombie).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "a test fails loudly")]

mod common;

use common::{assert_gone, fake, quick, thinking_limit};
use go_core::{BoardSize, Color, Move, Point};
use logo_gtp::{Engine, EngineCommand, Expected, GtpError, ProtocolProblem};
use std::time::{Duration, Instant};

fn nine() -> BoardSize {
    BoardSize::square(9).unwrap()
}

/// A fake engine on a 9x9 board.
fn started(args: &[&str]) -> Engine {
    let mut engine = Engine::start(&fake(args), quick()).unwrap();
    engine.boardsize(nine()).unwrap();
    engine
}

#[test]
fn a_missing_program_is_not_found() {
    for program in ["/nonexistent/logo-engine", "logo-no-such-engine-anywhere"] {
        let error = Engine::start(&EngineCommand::new(program, ["gtp"]), quick()).err().unwrap();
        assert_eq!(error, GtpError::NotFound { program: program.into() });
    }
}

#[test]
fn a_file_that_cannot_run_fails_to_spawn() {
    let dir = tempfile::tempdir().unwrap();
    let not_executable = dir.path().join("engine");
    std::fs::write(&not_executable, "no program").unwrap();
    let error = Engine::start(&EngineCommand::new(&not_executable, Vec::<String>::new()), quick()).err().unwrap();
    assert_eq!(error.code(), "spawn_failed", "{error}");
    assert!(error.to_string().contains("ermission denied"), "{error}");
    assert!(
        matches!(error, GtpError::SpawnFailed { cause: logo_gtp::SpawnCause::PermissionDenied, .. }),
        "the cause is a code the app can put in the user's language: {error:?}"
    );
}

#[test]
fn a_crash_reports_the_exit_status_and_the_stderr_tail() {
    let mut engine = started(&["--on", "genmove=crash"]);
    let pid = engine.pid();
    let error = engine.genmove(Color::Black).unwrap_err();
    let GtpError::Crashed { command, exit, stderr_tail } = &error else { panic!("{error:?}") };
    assert_eq!(command, "genmove black");
    assert_eq!(exit.code, Some(3));
    assert_eq!(stderr_tail, "fake-gtp: crashing on purpose during genmove");
    assert!(error.to_string().contains("exit status 3"), "{error}");
    assert_gone(pid);
    assert_eq!(engine.play(Color::Black, Move::Pass), Err(GtpError::Stopped), "a dead engine says so");
}

#[test]
fn an_abort_reports_the_signal() {
    let mut engine = started(&["--on", "play=abort"]);
    let error = engine.play(Color::Black, Move::Pass).unwrap_err();
    let GtpError::Crashed { exit, stderr_tail, .. } = &error else { panic!("{error:?}") };
    assert_eq!((exit.code, exit.signal), (None, Some(6)), "SIGABRT");
    assert!(stderr_tail.ends_with("aborting on purpose during play"), "{stderr_tail}");
}

#[test]
fn a_hanging_engine_times_out_and_is_killed() {
    let mut engine =
        Engine::start(&fake(&["--stderr", "fake engine ready", "--on", "genmove=hang"]), thinking_limit(300)).unwrap();
    let pid = engine.pid();
    let started = Instant::now();
    let error = engine.genmove(Color::White).unwrap_err();
    assert!(started.elapsed() < Duration::from_secs(3), "{:?}", started.elapsed());
    assert_eq!(
        error,
        GtpError::Timeout { command: "genmove white".into(), after_ms: 300, stderr_tail: "fake engine ready".into() }
    );
    assert_gone(pid);
    assert_eq!(engine.genmove(Color::White), Err(GtpError::Stopped));
}

/// Runs `command` against a fake with `args` and returns the protocol problem.
fn protocol_problem(
    args: &[&str],
    limits: (usize, usize),
    command: impl FnOnce(&mut Engine) -> GtpError,
) -> ProtocolProblem {
    let mut options = quick();
    (options.max_line_bytes, options.max_answer_bytes) = limits;
    let mut engine = Engine::start(&fake(&[args, &["--stderr", "last words"]].concat()), options).unwrap();
    let pid = engine.pid();
    let error = command(&mut engine);
    assert_gone(pid);
    match error {
        GtpError::Protocol { problem, stderr_tail, .. } => {
            assert_eq!(stderr_tail, "last words", "{args:?}");
            problem
        }
        other => panic!("{args:?}: {other:?}"),
    }
}

#[test]
fn protocol_faults_kill_the_engine() {
    let limits = (1024, 4096);
    let name = |engine: &mut Engine| engine.custom("name").unwrap_err();
    let genmove = |engine: &mut Engine| engine.genmove(Color::Black).unwrap_err();
    assert_eq!(
        protocol_problem(&["--on", "name#2=garbage"], limits, name),
        ProtocolProblem::Garbage { line: "this is not GTP".into() }
    );
    assert_eq!(
        protocol_problem(&["--on", "name#2=wrong-id"], limits, name),
        ProtocolProblem::WrongId { expected: 5, found: Some(6) },
        "the handshake used ids 1-4"
    );
    assert_eq!(
        protocol_problem(&["--on", "name#2=no-id"], limits, name),
        ProtocolProblem::WrongId { expected: 5, found: None }
    );
    assert_eq!(protocol_problem(&["--on", "name#2=not-utf8"], limits, name), ProtocolProblem::NotUtf8);
    assert_eq!(
        protocol_problem(&["--on", "genmove=endless-line"], limits, genmove),
        ProtocolProblem::LineTooLong { limit: 1024 }
    );
    assert_eq!(
        protocol_problem(&["--on", "genmove=flood"], limits, genmove),
        ProtocolProblem::AnswerTooLong { limit: 4096 }
    );
    assert_eq!(
        protocol_problem(&["--on", "genmove=answer:Z99"], limits, genmove),
        ProtocolProblem::BadAnswer { answer: "Z99".into(), expected: Expected::Move }
    );
}

#[test]
fn an_engine_that_is_not_gtp_2_is_refused_at_the_start() {
    let error = Engine::start(&fake(&["--protocol", "1"]), quick()).err().unwrap();
    assert!(matches!(&error, GtpError::Protocol { problem: ProtocolProblem::Version { found }, .. } if found == "1"));
    let error = Engine::start(&fake(&["--without", "genmove"]), quick()).err().unwrap();
    assert_eq!(error, GtpError::Unsupported { command: "genmove".into() });
}

#[test]
fn refusals_leave_the_engine_usable() {
    let mut engine = started(&["--on", "komi=error:komi not accepted"]);
    let error = engine.komi(go_core::Komi::from_half_points(13)).unwrap_err();
    assert_eq!(error, GtpError::Refused { command: "komi 6.5".into(), message: "komi not accepted".into() });
    let d4 = Move::Play(Point::from_display("D4", nine()).unwrap());
    engine.play(Color::Black, d4).unwrap();
    let occupied = engine.play(Color::White, d4).unwrap_err();
    assert_eq!(occupied, GtpError::Refused { command: "play white D4".into(), message: "illegal move".into() });
    assert_eq!(engine.identity().name, "Fake GTP", "still answering");
    engine.undo().unwrap();
    assert_eq!(engine.custom("list_stones black").unwrap(), "");
}

#[test]
fn commands_the_engine_lacks_are_not_sent() {
    let mut engine = started(&["--without", "reg_genmove,undo,final_status_list"]);
    assert_eq!(engine.hint(Color::Black), Err(GtpError::Unsupported { command: "reg_genmove".into() }));
    assert_eq!(engine.undo(), Err(GtpError::Unsupported { command: "undo".into() }));
    assert_eq!(
        engine.final_status_list(logo_gtp::StoneStatus::Dead),
        Err(GtpError::Unsupported { command: "final_status_list".into() })
    );
    assert_eq!(engine.custom("showboard"), Err(GtpError::Unsupported { command: "showboard".into() }));
    assert_eq!(engine.custom("name\nquit").unwrap_err().code(), "unsupported", "one command per line");
    let rectangle = BoardSize::new(9, 13).unwrap();
    assert_eq!(engine.boardsize(rectangle), Err(GtpError::Unsupported { command: "boardsize 9x13".into() }));
    assert!(engine.genmove(Color::Black).is_ok(), "the engine is still fine");
}

#[test]
fn a_long_genmove_is_cancelled_from_another_thread() {
    let mut engine = started(&["--on", "genmove=hang"]);
    let (pid, killer) = (engine.pid(), engine.killer());
    let started = Instant::now();
    let cancel = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(200));
        killer.kill();
    });
    let error = engine.genmove(Color::Black).unwrap_err();
    cancel.join().unwrap();
    assert_eq!(error, GtpError::Cancelled { command: "genmove black".into() });
    assert!(started.elapsed() < Duration::from_secs(5), "{:?}", started.elapsed());
    assert_gone(pid);
    assert_eq!(engine.undo(), Err(GtpError::Stopped));
}

#[test]
fn slow_answers_within_the_limit_arrive() {
    let mut engine = Engine::start(&fake(&["--on", "genmove=slow:300"]), thinking_limit(3000)).unwrap();
    engine.boardsize(nine()).unwrap();
    let started = Instant::now();
    assert!(engine.genmove(Color::Black).is_ok());
    assert!(started.elapsed() >= Duration::from_millis(300));
}
