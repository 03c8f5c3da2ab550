//! How a subcommand fails: one line on stderr and exit status 1.

use std::fmt;
use std::process::ExitCode;

/// A failure that ends the command: printed as `logo: <message>`.
#[derive(Debug)]
pub struct Failure(pub String);

impl Failure {
    /// A failure with this message.
    pub fn new(message: impl fmt::Display) -> Failure {
        Failure(message.to_string())
    }

    /// Prints the message to stderr and returns exit status 1.
    pub fn report(&self) -> ExitCode {
        eprintln!("logo: {}", self.0);
        ExitCode::FAILURE
    }
}
