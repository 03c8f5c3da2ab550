//! The engine as a child process: started directly (program and argument
//! vector, never through a shell), in its own process group, with its output
//! read on threads; killed and reaped when it is no longer wanted.
//!
//! On Unix the engine leads a new process group, so a kill reaches whatever
//! it started (an engine behind a wrapper script), and a Ctrl-C in LoGo's
//! terminal does not reach the engine directly. The group is only signalled
//! while the leader is not yet reaped: until then its id cannot be reused.

use crate::error::{ExitInfo, GtpError, SpawnCause};
use crate::lines::{LineEvent, LineReader};
use crate::profile::EngineCommand;
use crate::stderr_tail::StderrTail;
use std::io::ErrorKind;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, SyncSender, sync_channel};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

/// Lines buffered between the reading thread and the client.
const LINE_QUEUE: usize = 256;
/// How often a grace period looks whether the engine has exited.
const POLL: Duration = Duration::from_millis(10);

/// The child and, once reaped, how it ended.
struct ChildState {
    child: Child,
    exit: Option<ExitInfo>,
}

/// The running engine process, shared with [`EngineKiller`]s.
pub(crate) struct Process {
    state: Mutex<ChildState>,
    cancelled: AtomicBool,
    pid: u32,
}

/// A started engine: the process, its input, its output lines and its stderr tail.
pub(crate) struct Spawned {
    pub(crate) process: Arc<Process>,
    pub(crate) stdin: ChildStdin,
    pub(crate) lines: Receiver<LineEvent>,
    pub(crate) stderr: StderrTail,
}

/// Limits of the output readers.
#[derive(Clone, Copy, Debug)]
pub(crate) struct ReadLimits {
    pub(crate) line_bytes: usize,
    pub(crate) stderr_bytes: usize,
}

/// Starts `command` with piped stdin, stdout and stderr.
pub(crate) fn spawn(command: &EngineCommand, limits: ReadLimits) -> Result<Spawned, GtpError> {
    let program = command.program.display().to_string();
    let mut os_command = Command::new(&command.program);
    os_command.args(&command.args).stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped());
    own_group(&mut os_command);
    let mut child = os_command.spawn().map_err(|e| match e.kind() {
        ErrorKind::NotFound => GtpError::NotFound { program: program.clone() },
        kind => GtpError::SpawnFailed { program: program.clone(), cause: SpawnCause::of(kind), reason: e.to_string() },
    })?;
    #[cfg(windows)]
    crate::job::join(&child);
    let pipes = (child.stdin.take(), child.stdout.take(), child.stderr.take());
    let pid = child.id();
    let process = Arc::new(Process {
        state: Mutex::new(ChildState { child, exit: None }),
        cancelled: AtomicBool::new(false),
        pid,
    });
    crate::reaper::enlist(&process);
    let (Some(stdin), Some(stdout), Some(stderr)) = pipes else {
        process.finish(Duration::ZERO);
        let reason = "no pipes to the engine".into();
        return Err(GtpError::SpawnFailed { program, cause: SpawnCause::Other, reason });
    };
    let stderr = StderrTail::drain(stderr, limits.stderr_bytes);
    let (sender, lines) = sync_channel(LINE_QUEUE);
    let reader = LineReader::new(stdout, limits.line_bytes);
    if let Err(e) = std::thread::Builder::new().name("gtp-stdout".into()).spawn(move || forward(reader, &sender)) {
        process.finish(Duration::ZERO);
        return Err(GtpError::SpawnFailed { program, cause: SpawnCause::Other, reason: e.to_string() });
    }
    Ok(Spawned { process, stdin, lines, stderr })
}

/// Passes output lines on until the output ends or nobody listens.
fn forward(mut reader: LineReader<impl std::io::Read>, sender: &SyncSender<LineEvent>) {
    loop {
        let event = reader.next_event();
        let last = !matches!(event, LineEvent::Line(_));
        if sender.send(event).is_err() || last {
            return;
        }
    }
}

#[cfg(unix)]
fn own_group(command: &mut Command) {
    std::os::unix::process::CommandExt::process_group(command, 0);
}

#[cfg(windows)]
fn own_group(command: &mut Command) {
    const CREATE_NEW_PROCESS_GROUP: u32 = 0x0000_0200;
    const CREATE_NO_WINDOW: u32 = 0x0800_0000;
    std::os::windows::process::CommandExt::creation_flags(command, CREATE_NEW_PROCESS_GROUP | CREATE_NO_WINDOW);
}

#[cfg(not(any(unix, windows)))]
fn own_group(_command: &mut Command) {}

impl crate::reaper::Reapable for Process {
    fn pid(&self) -> u32 {
        self.pid
    }

    fn cancel(&self) {
        Process::cancel(self);
    }
}

impl Process {
    fn state(&self) -> MutexGuard<'_, ChildState> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// The operating system's id of the engine process.
    pub(crate) fn pid(&self) -> u32 {
        self.pid
    }

    /// Whether [`Process::cancel`] was called.
    pub(crate) fn was_cancelled(&self) -> bool {
        self.cancelled.load(Ordering::SeqCst)
    }

    /// Kills the engine on request of someone other than its owner (who sees
    /// [`GtpError::Cancelled`] for the command in flight).
    pub(crate) fn cancel(&self) {
        self.cancelled.store(true, Ordering::SeqCst);
        kill(&mut self.state());
    }

    /// Gives the engine `grace` to exit by itself, then kills it, then reaps
    /// it: afterwards no process and no zombie is left. Idempotent.
    pub(crate) fn finish(&self, grace: Duration) -> ExitInfo {
        let deadline = Instant::now() + grace;
        loop {
            let mut state = self.state();
            if let Some(exit) = state.exit {
                return exit;
            }
            if has_exited(&mut state) || Instant::now() >= deadline {
                kill(&mut state);
                let exit = state.child.wait().map(ExitInfo::from).unwrap_or_default();
                state.exit = Some(exit);
                return exit;
            }
            drop(state);
            std::thread::sleep(POLL);
        }
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        self.finish(Duration::ZERO);
    }
}

/// Kills the engine and its process group unless it is already reaped.
fn kill(state: &mut ChildState) {
    if state.exit.is_some() {
        return;
    }
    #[cfg(unix)]
    {
        let leader = rustix::process::Pid::from_child(&state.child);
        let _ = rustix::process::kill_process_group(leader, rustix::process::Signal::KILL);
    }
    let _ = state.child.kill();
}

/// Whether the engine has exited, without reaping it (Unix), so its process
/// group id stays reserved for a final kill of what it left behind.
#[cfg(unix)]
fn has_exited(state: &mut ChildState) -> bool {
    use rustix::process::{Pid, WaitId, WaitIdOptions, waitid};
    let options = WaitIdOptions::EXITED | WaitIdOptions::NOHANG | WaitIdOptions::NOWAIT;
    matches!(waitid(WaitId::Pid(Pid::from_child(&state.child)), options), Ok(Some(_)))
}

/// Whether the engine has exited (reaping it: there are no process groups to protect).
#[cfg(not(unix))]
fn has_exited(state: &mut ChildState) -> bool {
    match state.child.try_wait() {
        Ok(Some(status)) => {
            state.exit = Some(ExitInfo::from(status));
            true
        }
        _ => false,
    }
}
