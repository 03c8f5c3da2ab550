//! A running GTP engine: one command at a time, each answered within its
//! time limit or the engine is killed.
//!
//! The client is blocking by design. GTP is strictly one command, one answer;
//! a plain thread with channels gives per-command timeouts without tying this
//! crate to a runtime, the `logo` command is synchronous anyway, and the app's
//! async services drive an [`Engine`] from a blocking task
//! (`tokio::task::spawn_blocking`) or a thread of its own. A long `genmove`
//! is cancelled from anywhere through an [`EngineKiller`].

use crate::answer::AnswerParser;
use crate::error::{ExitInfo, GtpError, ProtocolProblem};
use crate::lines::LineEvent;
use crate::process::{Process, ReadLimits, spawn};
use crate::profile::{EngineCommand, EngineIdentity};
use crate::stderr_tail::StderrTail;
use go_core::BoardSize;
use serde::Serialize;
use std::collections::BTreeSet;
use std::io::Write;
use std::process::ChildStdin;
use std::sync::Arc;
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

/// The commands every engine must list; LoGo refuses engines without them.
const REQUIRED: [&str; 7] = ["boardsize", "clear_board", "komi", "play", "genmove", "list_commands", "quit"];
/// How long a stopped engine's stderr may take to close. The wait ends as soon
/// as the pipe closes (at once after a kill); the bound only matters when
/// something the engine started keeps it open, or on a heavily loaded machine
/// where the draining thread is scheduled late.
const STDERR_WAIT: Duration = Duration::from_secs(2);

/// Time limits, per command.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Timeouts {
    /// Starting up and answering the first command (engines load networks or books).
    pub startup: Duration,
    /// Commands that make the engine think: `genmove`, `reg_genmove`, `final_score`, `final_status_list`.
    pub thinking: Duration,
    /// Every other command.
    pub command: Duration,
    /// How long `quit` (and dropping an engine) waits for it to exit before killing it.
    pub quit_grace: Duration,
}

impl Default for Timeouts {
    fn default() -> Self {
        Timeouts {
            startup: Duration::from_secs(60),
            thinking: Duration::from_secs(120),
            command: Duration::from_secs(10),
            quit_grace: Duration::from_secs(1),
        }
    }
}

/// How an engine is run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EngineOptions {
    /// Time limits.
    pub timeouts: Timeouts,
    /// The longest output line accepted, in bytes.
    pub max_line_bytes: usize,
    /// The longest answer accepted, in bytes.
    pub max_answer_bytes: usize,
    /// How much of the engine's stderr is kept for error messages, in bytes.
    pub stderr_tail_bytes: usize,
}

impl Default for EngineOptions {
    fn default() -> Self {
        EngineOptions {
            timeouts: Timeouts::default(),
            max_line_bytes: 64 * 1024,
            max_answer_bytes: 1024 * 1024,
            stderr_tail_bytes: 16 * 1024,
        }
    }
}

/// What an engine says about itself, learned when the user configures it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct EngineProbe {
    /// Its name and version.
    pub identity: EngineIdentity,
    /// The commands it lists.
    pub commands: BTreeSet<String>,
}

/// Starts the engine of `command`, reads who it is and what it can do, and
/// quits it: the check the engine settings run on a newly configured engine.
pub fn probe(command: &EngineCommand, options: EngineOptions) -> Result<EngineProbe, GtpError> {
    let engine = Engine::start(command, options)?;
    let found = EngineProbe { identity: engine.identity.clone(), commands: engine.commands.clone() };
    engine.quit()?;
    Ok(found)
}

/// A running engine. Dropping it quits and reaps the process.
pub struct Engine {
    process: Arc<Process>,
    stdin: Option<ChildStdin>,
    lines: Receiver<LineEvent>,
    stderr: StderrTail,
    options: EngineOptions,
    next_id: u32,
    identity: EngineIdentity,
    commands: BTreeSet<String>,
    pub(crate) size: BoardSize,
}

/// Kills an engine from another thread (or task): the command in flight fails
/// with [`GtpError::Cancelled`], later ones with [`GtpError::Stopped`].
#[derive(Clone)]
pub struct EngineKiller(Arc<Process>);

impl EngineKiller {
    /// Kills the engine now (a no-op once it is gone).
    pub fn kill(&self) {
        self.0.cancel();
    }
}

impl Engine {
    /// Starts the engine and checks it speaks GTP 2: `protocol_version`,
    /// `name`, `version` and `list_commands`, each within the startup limit.
    pub fn start(command: &EngineCommand, options: EngineOptions) -> Result<Engine, GtpError> {
        let limits = ReadLimits { line_bytes: options.max_line_bytes, stderr_bytes: options.stderr_tail_bytes };
        let spawned = spawn(command, limits)?;
        let mut engine = Engine {
            process: spawned.process,
            stdin: Some(spawned.stdin),
            lines: spawned.lines,
            stderr: spawned.stderr,
            options,
            next_id: 1,
            identity: EngineIdentity::default(),
            commands: BTreeSet::new(),
            size: BoardSize::STANDARD,
        };
        engine.handshake()?;
        Ok(engine)
    }

    fn handshake(&mut self) -> Result<(), GtpError> {
        let startup = self.options.timeouts.startup;
        let version = self.exchange("protocol_version", startup)?;
        if version != "2" {
            return Err(self.broken("protocol_version", ProtocolProblem::Version { found: version }));
        }
        let name = self.exchange("name", startup)?;
        let version = self.exchange("version", startup)?;
        self.identity = EngineIdentity { name, version };
        let listed = self.exchange("list_commands", startup)?;
        self.commands = listed.split_whitespace().map(str::to_owned).collect();
        match REQUIRED.iter().find(|c| !self.commands.contains(**c)) {
            Some(missing) => Err(GtpError::Unsupported { command: (*missing).to_owned() }),
            None => Ok(()),
        }
    }

    /// Who the engine says it is.
    #[must_use]
    pub fn identity(&self) -> &EngineIdentity {
        &self.identity
    }

    /// The commands the engine listed.
    #[must_use]
    pub fn commands(&self) -> &BTreeSet<String> {
        &self.commands
    }

    /// Whether the engine listed `command`.
    #[must_use]
    pub fn supports(&self, command: &str) -> bool {
        self.commands.contains(command)
    }

    /// The engine process's id (for diagnostics and tests).
    #[must_use]
    pub fn pid(&self) -> u32 {
        self.process.pid()
    }

    /// Changes how long the engine may think about one move (`genmove`,
    /// `reg_genmove`, `final_score`, `final_status_list`), e.g. to its
    /// time budget plus a margin.
    pub fn set_thinking_limit(&mut self, limit: Duration) {
        self.options.timeouts.thinking = limit;
    }

    /// A handle that kills this engine from another thread.
    #[must_use]
    pub fn killer(&self) -> EngineKiller {
        EngineKiller(Arc::clone(&self.process))
    }

    /// Sends `quit`, waits for the answer and for the process to exit (each up
    /// to the quit grace), then kills what is left and reaps it. An engine
    /// that does not answer in time is killed (`Timeout`).
    pub fn quit(mut self) -> Result<ExitInfo, GtpError> {
        let answered = self.exchange("quit", self.options.timeouts.quit_grace).map(drop);
        self.stdin = None;
        let exit = self.process.finish(self.options.timeouts.quit_grace);
        answered.map(|()| exit)
    }

    /// Sends `line` (a command without id) and waits up to `timeout` for its
    /// answer: the text of `=`, or `Refused` with the text of `?`.
    pub(crate) fn exchange(&mut self, line: &str, timeout: Duration) -> Result<String, GtpError> {
        let id = self.next_id;
        self.next_id = self.next_id.wrapping_add(1).max(1);
        let Some(stdin) = self.stdin.as_mut() else { return Err(GtpError::Stopped) };
        if stdin.write_all(format!("{id} {line}\n").as_bytes()).and_then(|()| stdin.flush()).is_err() {
            return Err(self.ended(line));
        }
        let deadline = Instant::now() + timeout;
        let mut parser = AnswerParser::new(id, self.options.max_answer_bytes);
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let event = match self.lines.recv_timeout(left) {
                Ok(event) => event,
                Err(RecvTimeoutError::Disconnected) => LineEvent::Closed,
                Err(RecvTimeoutError::Timeout) => return Err(self.timed_out(line, timeout)),
            };
            let bytes = match event {
                LineEvent::Line(bytes) => bytes,
                LineEvent::TooLong => {
                    let limit = self.options.max_line_bytes;
                    return Err(self.broken(line, ProtocolProblem::LineTooLong { limit }));
                }
                LineEvent::Closed => return Err(self.ended(line)),
            };
            match parser.feed(bytes) {
                Ok(Some(answer)) if answer.success => return Ok(answer.text),
                Ok(Some(answer)) => return Err(GtpError::Refused { command: line.to_owned(), message: answer.text }),
                Ok(None) => {}
                Err(problem) => return Err(self.broken(line, problem)),
            }
        }
    }

    /// Stops the engine (after `grace` for it to exit by itself); its stderr tail.
    fn stop(&mut self, grace: Duration) -> (ExitInfo, String) {
        self.stdin = None;
        let exit = self.process.finish(grace);
        (exit, self.stderr.text(STDERR_WAIT))
    }

    /// The output closed: a crash, or a kill through an [`EngineKiller`].
    fn ended(&mut self, command: &str) -> GtpError {
        let (exit, stderr_tail) = self.stop(self.options.timeouts.quit_grace);
        if self.process.was_cancelled() {
            return GtpError::Cancelled { command: command.to_owned() };
        }
        GtpError::Crashed { command: command.to_owned(), exit, stderr_tail }
    }

    fn timed_out(&mut self, command: &str, timeout: Duration) -> GtpError {
        let (_, stderr_tail) = self.stop(Duration::ZERO);
        let after_ms = u64::try_from(timeout.as_millis()).unwrap_or(u64::MAX);
        GtpError::Timeout { command: command.to_owned(), after_ms, stderr_tail }
    }

    pub(crate) fn broken(&mut self, command: &str, problem: ProtocolProblem) -> GtpError {
        let (_, stderr_tail) = self.stop(Duration::ZERO);
        GtpError::Protocol { command: command.to_owned(), problem, stderr_tail }
    }

    /// The time limit for `command`.
    pub(crate) fn limit_for(&self, command: &str) -> Duration {
        match command {
            "genmove" | "reg_genmove" | "final_score" | "final_status_list" => self.options.timeouts.thinking,
            _ => self.options.timeouts.command,
        }
    }
}

impl Drop for Engine {
    /// Asks the engine to quit (without waiting for an answer), closes its
    /// input, and kills and reaps it after the quit grace.
    fn drop(&mut self) {
        if let Some(mut stdin) = self.stdin.take() {
            let _ = stdin.write_all(b"quit\n").and_then(|()| stdin.flush());
        }
        self.process.finish(self.options.timeouts.quit_grace);
    }
}
