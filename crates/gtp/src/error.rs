//! Everything that can go wrong with an engine, as data with stable codes.
//!
//! The codes (`not_found`, `spawn_failed`, `crashed`, `timeout`, `protocol`,
//! `refused`, `unsupported`, `cancelled`, `stopped`) are part of the contract:
//! the app turns them into sentences in the user's language, so every field a
//! sentence may need travels with the error. After `crashed`, `timeout`,
//! `protocol` and `cancelled` the engine process is gone (its state is
//! unknown, so it was killed and reaped); after `refused` and `unsupported`
//! the engine is still running and usable.

use serde::Serialize;
use std::fmt;
use std::process::ExitStatus;

/// Why an engine could not do what was asked.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, thiserror::Error)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "code", rename_all = "snake_case")]
pub enum GtpError {
    /// The engine's program does not exist (or is not on the search path).
    #[error("engine program {program:?} not found")]
    NotFound {
        /// The program as configured.
        program: String,
    },
    /// The program exists but could not be started (no permission, not an executable, …).
    #[error("engine program {program:?} could not be started: {reason}")]
    SpawnFailed {
        /// The program as configured.
        program: String,
        /// Why, as a stable code the app and the `logo` command put in words.
        cause: SpawnCause,
        /// The operating system's own words (in its language, often English):
        /// a detail for [`SpawnCause::Other`], not the message.
        reason: String,
    },
    /// The engine exited or closed its output before answering.
    #[error("the engine stopped during {command:?} ({exit}){}", tail(stderr_tail))]
    Crashed {
        /// The command it was answering (without the id).
        command: String,
        /// How the process ended.
        exit: ExitInfo,
        /// The last lines the engine wrote to stderr.
        stderr_tail: String,
    },
    /// The engine did not answer in time; it was killed.
    #[error("the engine did not answer {command:?} within {after_ms} ms{}", tail(stderr_tail))]
    Timeout {
        /// The command it did not answer.
        command: String,
        /// The time allowed, in milliseconds.
        after_ms: u64,
        /// The last lines the engine wrote to stderr.
        stderr_tail: String,
    },
    /// The engine wrote something that is not a GTP answer; it was killed.
    #[error("the engine broke the protocol answering {command:?}: {problem}{}", tail(stderr_tail))]
    Protocol {
        /// The command being answered.
        command: String,
        /// What was wrong.
        problem: ProtocolProblem,
        /// The last lines the engine wrote to stderr.
        stderr_tail: String,
    },
    /// The engine answered `? message`: it refused the command (an illegal
    /// move, a board size it cannot play, …). The engine is still usable.
    #[error("the engine refused {command:?}: {message}")]
    Refused {
        /// The refused command.
        command: String,
        /// The engine's message, as it wrote it.
        message: String,
    },
    /// The engine does not offer this command (it is not in `list_commands`),
    /// or GTP cannot express the request (a rectangular board).
    #[error("the engine does not support {command:?}")]
    Unsupported {
        /// The command asked for.
        command: String,
    },
    /// The engine was killed on request (the user undid or closed the game)
    /// while it worked on this command.
    #[error("the engine was stopped during {command:?}")]
    Cancelled {
        /// The command that was interrupted.
        command: String,
    },
    /// The engine no longer runs: it quit, was killed, or was stopped after an
    /// earlier error. Start a new one.
    #[error("the engine no longer runs")]
    Stopped,
}

impl GtpError {
    /// The stable code, as serialized.
    #[must_use]
    pub fn code(&self) -> &'static str {
        match self {
            GtpError::NotFound { .. } => "not_found",
            GtpError::SpawnFailed { .. } => "spawn_failed",
            GtpError::Crashed { .. } => "crashed",
            GtpError::Timeout { .. } => "timeout",
            GtpError::Protocol { .. } => "protocol",
            GtpError::Refused { .. } => "refused",
            GtpError::Unsupported { .. } => "unsupported",
            GtpError::Cancelled { .. } => "cancelled",
            GtpError::Stopped => "stopped",
        }
    }
}

/// ` — stderr: …` when the engine wrote something to stderr.
fn tail(stderr_tail: &str) -> String {
    if stderr_tail.is_empty() { String::new() } else { format!("; its stderr ends with: {stderr_tail}") }
}

/// Why the operating system would not start an engine's program (a missing
/// program is [`GtpError::NotFound`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum SpawnCause {
    /// The user may not run the program (no execute permission).
    PermissionDenied,
    /// Anything else: not an executable, no pipes, no thread, …
    Other,
}

impl SpawnCause {
    /// The cause of a failed start, from the operating system's error kind.
    #[must_use]
    pub fn of(kind: std::io::ErrorKind) -> SpawnCause {
        match kind {
            std::io::ErrorKind::PermissionDenied => SpawnCause::PermissionDenied,
            _ => SpawnCause::Other,
        }
    }
}

/// What exactly was wrong with an engine's output.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, thiserror::Error)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum ProtocolProblem {
    /// A line that is not part of an answer (answers start with `=` or `?`).
    #[error("not an answer: {line:?}")]
    Garbage {
        /// The line, cut to a readable length.
        line: String,
    },
    /// The answer carries another id than the command (or none).
    #[error("answer id {found:?} for command id {expected}")]
    WrongId {
        /// The id LoGo sent.
        expected: u32,
        /// The id in the answer; `None` when it had none.
        found: Option<u32>,
    },
    /// The output is not UTF-8.
    #[error("output is not UTF-8")]
    NotUtf8,
    /// A line longer than LoGo accepts.
    #[error("a line longer than {limit} bytes")]
    LineTooLong {
        /// The longest line accepted, in bytes.
        limit: usize,
    },
    /// An answer longer than LoGo accepts.
    #[error("an answer longer than {limit} bytes")]
    AnswerTooLong {
        /// The longest answer accepted, in bytes.
        limit: usize,
    },
    /// A well-formed answer whose content makes no sense for the command.
    #[error("{answer:?} is not {expected}")]
    BadAnswer {
        /// The answer's text, cut to a readable length.
        answer: String,
        /// What the command answers.
        expected: Expected,
    },
    /// The engine speaks another protocol version than GTP 2.
    #[error("protocol version {found:?}, LoGo speaks 2")]
    Version {
        /// What `protocol_version` answered.
        found: String,
    },
}

/// What a command's answer should have been.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Expected {
    /// A vertex, `pass` or `resign` (`genmove`).
    Move,
    /// Vertices separated by spaces or lines.
    Vertices,
    /// A result like `B+3.5`, `W+R` or `0`.
    Score,
}

impl fmt::Display for Expected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Expected::Move => "a vertex, pass or resign",
            Expected::Vertices => "a list of vertices on this board",
            Expected::Score => "a score like B+3.5",
        })
    }
}

/// How an engine process ended.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ExitInfo {
    /// The exit status, when it exited by itself.
    pub code: Option<i32>,
    /// The signal that ended it (Unix), e.g. 9 when LoGo killed it.
    pub signal: Option<i32>,
}

impl From<ExitStatus> for ExitInfo {
    fn from(status: ExitStatus) -> Self {
        #[cfg(unix)]
        let signal = std::os::unix::process::ExitStatusExt::signal(&status);
        #[cfg(not(unix))]
        let signal = None;
        ExitInfo { code: status.code(), signal }
    }
}

impl fmt::Display for ExitInfo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.code, self.signal) {
            (Some(code), _) => write!(f, "exit status {code}"),
            (None, Some(signal)) => write!(f, "ended by signal {signal}"),
            (None, None) => f.write_str("exit status unknown"),
        }
    }
}

/// Cuts `text` to at most `max` characters, marking the cut with `…`.
pub(crate) fn shorten(text: &str, max: usize) -> String {
    match text.char_indices().nth(max) {
        Some((cut, _)) => format!("{}…", &text[..cut]),
        None => text.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_serialize_with_their_code_and_fields() {
        let error = GtpError::Crashed {
            command: "genmove b".into(),
            exit: ExitInfo { code: Some(3), signal: None },
            stderr_tail: "out of memory".into(),
        };
        let json = serde_json::to_value(&error).unwrap();
        assert_eq!(json["code"], "crashed");
        assert_eq!(json["exit"]["code"], 3);
        assert_eq!(json["stderr_tail"], "out of memory");
        assert_eq!(error.code(), "crashed");
        let protocol = GtpError::Protocol {
            command: "name".into(),
            problem: ProtocolProblem::WrongId { expected: 4, found: Some(5) },
            stderr_tail: String::new(),
        };
        let json = serde_json::to_value(&protocol).unwrap();
        assert_eq!(
            (&json["code"], &json["problem"]["kind"], &json["problem"]["found"]),
            (&"protocol".into(), &"wrong_id".into(), &5.into())
        );
    }

    #[test]
    fn messages_name_the_command_and_the_stderr_tail() {
        let error = GtpError::Timeout { command: "genmove w".into(), after_ms: 250, stderr_tail: "thinking".into() };
        assert_eq!(
            error.to_string(),
            "the engine did not answer \"genmove w\" within 250 ms; its stderr ends with: thinking"
        );
    }

    #[test]
    fn shorten_cuts_on_characters() {
        assert_eq!(shorten("äöü", 2), "äö…");
        assert_eq!(shorten("abc", 3), "abc");
    }
}
