//! How a subcommand fails: one line on stderr and exit status 1 — or, when
//! the reader of its output has gone (`logo library list | head`), a quiet
//! end with status 0, as the reader asked for no more.

use std::fmt;
use std::process::ExitCode;

/// A failure that ends the command.
#[derive(Debug)]
pub enum Failure {
    /// Printed as `logo: <message>`, exit status 1.
    Message(String),
    /// Standard output was closed by its reader: stop printing, say nothing, exit 0.
    ReaderGone,
}

impl Failure {
    /// A failure with this message.
    pub fn new(message: impl fmt::Display) -> Failure {
        Failure::Message(message.to_string())
    }

    /// Prints the message to stderr and returns exit status 1 (0 when the reader has gone).
    pub fn report(&self) -> ExitCode {
        match self {
            Failure::Message(message) => {
                eprintln!("logo: {message}");
                ExitCode::FAILURE
            }
            Failure::ReaderGone => ExitCode::SUCCESS,
        }
    }
}
