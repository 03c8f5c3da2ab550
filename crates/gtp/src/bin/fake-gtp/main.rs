//! fake-gtp: a GTP engine for tests that misbehaves on request.
//!
//! It plays honestly ([`play`]) until its script ([`script`]) tells it to
//! answer garbage, a wrong id, bytes that are not UTF-8, a line or an answer
//! without end, to crash, abort, hang, answer slowly, refuse, or answer a
//! move of the script's choosing (an occupied point, a ko retake, `resign`).
//! With `--grandchild` it starts a sleeping copy of itself that shares its
//! pipes, to show that killing an engine kills what it started. With `--log`
//! it writes down every command it receives.

mod play;
mod script;

use play::Play;
use script::{Action, Script};
use std::collections::HashMap;
use std::io::{BufRead, Write};
use std::process::{Command, ExitCode, Stdio};
use std::time::Duration;

/// The commands the fake knows, before `--without` takes some away.
const COMMANDS: [&str; 19] = [
    "protocol_version",
    "name",
    "version",
    "known_command",
    "list_commands",
    "quit",
    "boardsize",
    "clear_board",
    "komi",
    "play",
    "genmove",
    "reg_genmove",
    "undo",
    "final_score",
    "final_status_list",
    "time_settings",
    "time_left",
    "list_stones",
    "fake_grandchild",
];

/// What `run` fails with when the client closed its end of the pipe: the
/// fake then ends quietly, as an engine does whose client has gone (a
/// message on stderr would race with the client's reading of it).
const CLIENT_GONE: &str = "the client closed the pipe";

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) if message == CLIENT_GONE => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("fake-gtp: {message}");
            ExitCode::from(2)
        }
    }
}

fn run() -> Result<(), String> {
    let script = Script::from_args(std::env::args().skip(1))?;
    if script.sleep_forever {
        sleep_forever();
    }
    if let Some(text) = &script.stderr {
        eprintln!("{text}");
    }
    let grandchild = if script.grandchild { Some(start_grandchild()?) } else { None };
    let mut play = Play::new(script.pass_after)?;
    let mut seen: HashMap<String, u32> = HashMap::new();
    let mut log = match &script.log {
        Some(path) => {
            Some(std::fs::OpenOptions::new().create(true).append(true).open(path).map_err(|e| e.to_string())?)
        }
        None => None,
    };
    let mut out = std::io::stdout().lock();
    for line in std::io::stdin().lock().lines() {
        let line = line.map_err(|e| e.to_string())?;
        let line = line.split('#').next().unwrap_or_default().trim();
        let (id, command) = split_id(line);
        if let Some(file) = log.as_mut() {
            writeln!(file, "{command}").and_then(|()| file.flush()).map_err(|e| e.to_string())?;
        }
        let mut words = command.split_whitespace();
        let Some(name) = words.next() else { continue };
        let args: Vec<&str> = words.collect();
        let count = seen.entry(name.to_owned()).or_default();
        *count += 1;
        let honest = match name {
            _ if script.without.iter().any(|w| w == name) => Err("unknown command".to_owned()),
            "protocol_version" => Ok(script.protocol.clone()),
            "name" => Ok(script.name.clone()),
            "version" => Ok(script.version.clone()),
            "list_commands" => Ok(listed(&script)),
            "known_command" => Ok(listed(&script).lines().any(|c| args.first() == Some(&c)).to_string()),
            "quit" => Ok(String::new()),
            "fake_grandchild" => grandchild.map(|pid| pid.to_string()).ok_or_else(|| "no grandchild".to_owned()),
            _ => play.answer(name, &args),
        };
        match script.action(name, *count) {
            Some(action) => misbehave(&mut out, id, honest, action, name)?,
            None => answer(&mut out, id, honest)?,
        }
        if name == "quit" {
            return Ok(());
        }
    }
    Ok(())
}

fn listed(script: &Script) -> String {
    let kept: Vec<&str> = COMMANDS.into_iter().filter(|c| !script.without.iter().any(|w| w == c)).collect();
    kept.join("\n")
}

/// `12 genmove b` -> (Some(12), "genmove b").
fn split_id(line: &str) -> (Option<u32>, &str) {
    let digits = line.find(|c: char| !c.is_ascii_digit()).unwrap_or(line.len());
    match line.get(..digits).and_then(|d| d.parse().ok()) {
        Some(id) => (Some(id), line.get(digits..).unwrap_or_default().trim_start()),
        None => (None, line),
    }
}

fn answer(out: &mut impl Write, id: Option<u32>, result: Result<String, String>) -> Result<(), String> {
    let id = id.map(|i| i.to_string()).unwrap_or_default();
    let text = match result {
        Ok(text) => format!("={id} {text}\n\n"),
        Err(message) => format!("?{id} {message}\n\n"),
    };
    send(out, text.as_bytes())
}

/// Writes `bytes` and flushes them; a closed pipe is [`CLIENT_GONE`].
fn send(out: &mut dyn Write, bytes: &[u8]) -> Result<(), String> {
    out.write_all(bytes).and_then(|()| out.flush()).map_err(|e| match e.kind() {
        std::io::ErrorKind::BrokenPipe => CLIENT_GONE.to_owned(),
        _ => e.to_string(),
    })
}

fn misbehave(
    out: &mut impl Write,
    id: Option<u32>,
    honest: Result<String, String>,
    action: &Action,
    name: &str,
) -> Result<(), String> {
    let number = id.unwrap_or(0);
    match action {
        Action::Garbage => send(out, b"this is not GTP\n\n"),
        Action::WrongId => answer(out, Some(number + 1), honest),
        Action::NoId => answer(out, None, honest),
        Action::NotUtf8 => {
            let mut bytes = format!("={number} ").into_bytes();
            bytes.extend_from_slice(b"\xff\xfe\n\n");
            send(out, &bytes)
        }
        Action::EndlessLine => loop {
            send(out, &[b'x'; 4096])?;
        },
        Action::Flood => {
            send(out, format!("={number} start\n").as_bytes())?;
            loop {
                send(out, b"more\n")?;
            }
        }
        Action::Crash => {
            eprintln!("fake-gtp: crashing on purpose during {name}");
            std::process::exit(3);
        }
        Action::Abort => {
            eprintln!("fake-gtp: aborting on purpose during {name}");
            std::process::abort();
        }
        Action::Hang => sleep_forever(),
        Action::Slow(delay) => {
            std::thread::sleep(*delay);
            answer(out, id, honest)
        }
        Action::Error(message) => answer(out, id, Err(message.clone())),
        Action::Answer(text) => answer(out, id, Ok(text.clone())),
    }
}

/// A sleeping copy of the fake that shares its stdout and stderr; its pid.
fn start_grandchild() -> Result<u32, String> {
    let program = std::env::current_exe().map_err(|e| e.to_string())?;
    let child = Command::new(program).arg("--sleep").stdin(Stdio::null()).spawn().map_err(|e| e.to_string())?;
    Ok(child.id())
}

fn sleep_forever() -> ! {
    loop {
        std::thread::sleep(Duration::from_secs(3600));
    }
}
