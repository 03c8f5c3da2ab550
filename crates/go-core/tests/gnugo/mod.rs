//! A GNU Go 3.8 process driven over GTP, used as an independent referee.
//!
//! Commands are pipelined: all commands of a step are written at once and
//! the answers read afterwards, in order.

use go_core::rng::SplitMix64;
use go_core::{BoardSize, Color, Point};
use std::collections::BTreeSet;
use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

/// Where Debian's `gnugo` package installs GNU Go (not on root's PATH).
pub const GNUGO: &str = "/usr/games/gnugo";

/// A running `gnugo --mode gtp`.
pub struct Gtp {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

impl Gtp {
    /// Starts GNU Go with extra rule flags; fails the test with the package
    /// name when GNU Go is missing.
    pub fn spawn(flags: &[&str]) -> Gtp {
        assert!(
            Path::new(GNUGO).exists(),
            "GNU Go is missing: {GNUGO} not found. Install the Debian package `gnugo` (apt-get install gnugo); \
             the rules differential test needs it as referee."
        );
        let mut child = Command::new(GNUGO)
            .args(["--mode", "gtp"])
            .args(flags)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start {GNUGO}: {e} (Debian package `gnugo`)"));
        let stdin = child.stdin.take().expect("gnugo stdin");
        let stdout = BufReader::new(child.stdout.take().expect("gnugo stdout"));
        Gtp { child, stdin, stdout }
    }

    /// Sends `commands` in one go and returns their answers: `Ok(text)` for
    /// `=`, `Err(text)` for `?`.
    pub fn send(&mut self, commands: &[String]) -> Vec<Result<String, String>> {
        let mut script = commands.join("\n");
        script.push('\n');
        self.stdin.write_all(script.as_bytes()).expect("write to gnugo");
        self.stdin.flush().expect("flush gnugo");
        commands.iter().map(|_| self.read_answer()).collect()
    }

    /// Sends one command that must succeed and returns its answer.
    pub fn ask(&mut self, command: &str) -> String {
        match self.send(&[command.to_owned()]).pop() {
            Some(Ok(answer)) => answer,
            other => panic!("gnugo refused {command:?}: {other:?}"),
        }
    }

    fn read_answer(&mut self) -> Result<String, String> {
        let mut text = String::new();
        loop {
            let mut line = String::new();
            let read = self.stdout.read_line(&mut line).expect("read from gnugo");
            assert!(read > 0, "gnugo closed its output");
            let line = line.trim_end();
            if line.is_empty() {
                if text.is_empty() {
                    continue;
                }
                break;
            }
            if !text.is_empty() {
                text.push('\n');
            }
            text.push_str(line);
        }
        let body = text.get(1..).unwrap_or("").trim().to_owned();
        if text.starts_with('=') { Ok(body) } else { Err(body) }
    }
}

impl Drop for Gtp {
    fn drop(&mut self) {
        let _ = self.stdin.write_all(b"quit\n");
        let _ = self.stdin.flush();
        let _ = self.child.wait();
    }
}

/// GTP colour argument.
pub fn gtp_color(color: Color) -> &'static str {
    match color {
        Color::Black => "black",
        Color::White => "white",
    }
}

/// A vertex in GTP notation ("D4"), or `pass`.
pub fn vertex(point: Option<Point>, size: BoardSize) -> String {
    point.and_then(|p| p.to_display(size)).unwrap_or_else(|| "pass".to_owned())
}

/// Reads a GTP vertex list ("A1 B2 ...").
pub fn vertices(list: &str, size: BoardSize) -> BTreeSet<Point> {
    list.split_whitespace()
        .map(|v| Point::from_display(v, size).unwrap_or_else(|| panic!("gnugo vertex {v:?} off a {size} board")))
        .collect()
}

/// The shared seeded generator, with the draws the differential games need,
/// so every game can be replayed from its seed.
pub struct Rng(SplitMix64);

impl Rng {
    /// A generator from a seed.
    pub fn new(seed: u64) -> Rng {
        Rng(SplitMix64::new(seed))
    }

    /// True with probability `p`.
    pub fn chance(&mut self, p: f64) -> bool {
        self.0.chance(p)
    }

    /// A random element of `items`.
    pub fn pick<T: Copy>(&mut self, items: &[T]) -> Option<T> {
        if items.is_empty() {
            return None;
        }
        items.get((self.0.next_u64() % items.len() as u64) as usize).copied()
    }
}
