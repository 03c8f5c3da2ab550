//! The first look at the database file, with the operating system only:
//! nothing here writes to an existing file. The OS's own error kinds tell a
//! read-only file or folder, a full disk and a missing folder apart more
//! reliably than SQLite's `SQLITE_CANTOPEN`, which covers them all.
//!
//! These are a few small system calls on a local file, done synchronously.

use std::fs::{self, File, OpenOptions};
use std::io::Read;
use std::path::Path;

use crate::error::{OpenError, OpenProblem};

/// The first 16 bytes of every SQLite 3 database file.
const SQLITE_MAGIC: &[u8; 16] = b"SQLite format 3\0";

/// Length of the SQLite file header.
const HEADER_LEN: u64 = 100;

/// Checks the file at `path`, creating it empty if it is missing.
/// Returns whether it existed before.
pub(super) fn check_file(path: &Path) -> Result<bool, OpenError> {
    match fs::metadata(path) {
        Ok(meta) if meta.is_file() => {
            check_existing(path)?;
            Ok(true)
        }
        Ok(_) => Err(OpenError::new(OpenProblem::Io, path, "not a regular file")),
        Err(err) if err.kind() == std::io::ErrorKind::NotFound => {
            create_empty(path)?;
            Ok(false)
        }
        Err(err) => Err(OpenError::from_io(path, &err)),
    }
}

/// An existing file must be writable and, unless empty, start like a SQLite
/// database. It is opened for writing only to ask the OS whether we may;
/// not a byte is written.
fn check_existing(path: &Path) -> Result<(), OpenError> {
    let file = OpenOptions::new().read(true).write(true).open(path).map_err(|err| OpenError::from_io(path, &err))?;
    let header = read_header(file).map_err(|err| OpenError::from_io(path, &err))?;
    let looks_like_sqlite = header.len() as u64 == HEADER_LEN && header.starts_with(SQLITE_MAGIC);
    if header.is_empty() || looks_like_sqlite {
        Ok(())
    } else {
        Err(OpenError::new(OpenProblem::Corrupt, path, "the file does not start with a SQLite header"))
    }
}

/// Reads up to the first [`HEADER_LEN`] bytes.
fn read_header(file: File) -> std::io::Result<Vec<u8>> {
    let mut header = Vec::with_capacity(HEADER_LEN as usize);
    file.take(HEADER_LEN).read_to_end(&mut header)?;
    Ok(header)
}

/// Creates a missing database file, empty. `create_new` never replaces a
/// file that appeared in the meantime.
fn create_empty(path: &Path) -> Result<(), OpenError> {
    OpenOptions::new().write(true).create_new(true).open(path).map(drop).map_err(|err| OpenError::from_io(path, &err))
}
