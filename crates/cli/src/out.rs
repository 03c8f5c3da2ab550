//! Standard output for the subcommands, through a locked handle, without
//! panics: `println!` panics when the reader has closed the pipe
//! (`logo library list --json | head`); here a closed pipe becomes
//! [`Failure::ReaderGone`], which stops the command quietly with status 0,
//! and any other write error is a failure with its message.

use std::fmt::Display;
use std::io::{self, Write};

use crate::failure::Failure;

/// Writes `text` as it is, and flushes.
pub fn print(text: impl Display) -> Result<(), Failure> {
    let mut out = io::stdout().lock();
    write!(out, "{text}").and_then(|()| out.flush()).map_err(failure)
}

/// Writes `text` and a line break, and flushes.
pub fn print_line(text: impl Display) -> Result<(), Failure> {
    print(format_args!("{text}\n"))
}

/// Writes `bytes` as they are, and flushes.
pub fn write_bytes(bytes: &[u8]) -> Result<(), Failure> {
    let mut out = io::stdout().lock();
    out.write_all(bytes).and_then(|()| out.flush()).map_err(failure)
}

fn failure(error: io::Error) -> Failure {
    if error.kind() == io::ErrorKind::BrokenPipe { Failure::ReaderGone } else { Failure::new(error) }
}
