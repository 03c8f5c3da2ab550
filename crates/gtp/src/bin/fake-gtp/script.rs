//! The fake engine's script: who it claims to be, which commands it lacks, and
//! how it misbehaves on which command, all from its arguments.
//!
//! ```text
//! fake-gtp [--name N] [--version V] [--protocol V] [--without CMD,CMD]
//!          [--pass-after N] [--stderr TEXT] [--grandchild] [--log FILE]
//!          [--on TRIGGER=ACTION]...
//! TRIGGER  COMMAND (every time) or COMMAND#N (the N-th time, from 1)
//! ACTION   garbage | wrong-id | no-id | not-utf8 | endless-line | flood | crash | abort
//!          | hang | slow:MS | error:MESSAGE | answer:TEXT
//! ```
//!
//! `--log FILE` appends every command received (without its id) to FILE, one
//! a line, so a test can see what an engine was told.

use std::path::PathBuf;
use std::time::Duration;

/// What the fake does instead of answering normally.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// A line that is not an answer.
    Garbage,
    /// The right answer with another id.
    WrongId,
    /// The right answer without its id.
    NoId,
    /// An answer that is not UTF-8.
    NotUtf8,
    /// One line without end.
    EndlessLine,
    /// An answer without end (lines, never the empty line).
    Flood,
    /// Exit with status 3 after a word on stderr.
    Crash,
    /// Abort (killed by SIGABRT on Unix).
    Abort,
    /// Never answer.
    Hang,
    /// Answer normally after this long.
    Slow(Duration),
    /// `? MESSAGE`.
    Error(String),
    /// `= TEXT` instead of the real answer (a move of the script's choosing, `resign`, …).
    Answer(String),
}

/// When an action happens.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Rule {
    command: String,
    /// `None`: every time.
    occurrence: Option<u32>,
    action: Action,
}

/// Everything the arguments say.
#[derive(Clone, Debug)]
pub struct Script {
    pub name: String,
    pub version: String,
    pub protocol: String,
    pub without: Vec<String>,
    pub pass_after: Option<u32>,
    pub stderr: Option<String>,
    pub grandchild: bool,
    pub sleep_forever: bool,
    pub log: Option<PathBuf>,
    rules: Vec<Rule>,
}

impl Script {
    /// Reads the arguments (without the program name).
    pub fn from_args(args: impl IntoIterator<Item = String>) -> Result<Script, String> {
        let mut script = Script {
            name: "Fake GTP".into(),
            version: "1.0".into(),
            protocol: "2".into(),
            without: Vec::new(),
            pass_after: None,
            stderr: None,
            grandchild: false,
            sleep_forever: false,
            log: None,
            rules: Vec::new(),
        };
        let mut args = args.into_iter();
        while let Some(flag) = args.next() {
            let mut value = || args.next().ok_or_else(|| format!("{flag} needs a value"));
            match flag.as_str() {
                "--name" => script.name = value()?,
                "--version" => script.version = value()?,
                "--protocol" => script.protocol = value()?,
                "--without" => script.without.extend(value()?.split(',').map(str::to_owned)),
                "--pass-after" => script.pass_after = Some(value()?.parse().map_err(|e| format!("--pass-after: {e}"))?),
                "--stderr" => script.stderr = Some(value()?),
                "--on" => script.rules.push(rule(&value()?)?),
                "--grandchild" => script.grandchild = true,
                "--sleep" => script.sleep_forever = true,
                "--log" => script.log = Some(PathBuf::from(value()?)),
                other => return Err(format!("unknown argument {other:?}")),
            }
        }
        Ok(script)
    }

    /// The action for the `occurrence`-th use of `command`, if any.
    pub fn action(&self, command: &str, occurrence: u32) -> Option<&Action> {
        let applies = |r: &&Rule| r.command == command && r.occurrence.is_none_or(|n| n == occurrence);
        self.rules.iter().find(applies).map(|r| &r.action)
    }
}

/// Reads `TRIGGER=ACTION`.
fn rule(text: &str) -> Result<Rule, String> {
    let (trigger, action) = text.split_once('=').ok_or_else(|| format!("--on {text:?}: no '='"))?;
    let (command, occurrence) = match trigger.split_once('#') {
        Some((command, n)) => (command, Some(n.parse().map_err(|e| format!("--on {text:?}: {e}"))?)),
        None => (trigger, None),
    };
    let (name, argument) = action.split_once(':').unwrap_or((action, ""));
    let action = match name {
        "garbage" => Action::Garbage,
        "wrong-id" => Action::WrongId,
        "no-id" => Action::NoId,
        "not-utf8" => Action::NotUtf8,
        "endless-line" => Action::EndlessLine,
        "flood" => Action::Flood,
        "crash" => Action::Crash,
        "abort" => Action::Abort,
        "hang" => Action::Hang,
        "slow" => Action::Slow(Duration::from_millis(argument.parse().map_err(|e| format!("slow: {e}"))?)),
        "error" => Action::Error(argument.to_owned()),
        "answer" => Action::Answer(argument.to_owned()),
        other => return Err(format!("unknown action {other:?}")),
    };
    Ok(Rule { command: command.to_owned(), occurrence, action })
}
