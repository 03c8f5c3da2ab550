//! Why a file, or one game of it, could not be read or written: the one
//! file problem of the library's import, the review screen's open and save,
//! and the `logo` command. The library is the lowest crate that reads the
//! user's files, so the type lives here and every other crate uses it.

use go_sgf::{ConvertError, ErrorKind, Position, SgfError};
use serde::Serialize;

/// Why a file, or one game of it, could not be read or written. Serialized
/// as `{"code": ..., ...fields}`; the fields carry what a message in the
/// user's language needs. `Display` is English for logs and the `logo`
/// command's `--json` (`LINE:COL: reason` for a file that is no SGF).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, thiserror::Error)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "code", rename_all = "snake_case")]
pub enum FileProblem {
    /// There is no file (or folder) at that path.
    #[error("no such file")]
    NotFound,
    /// The system does not allow LoGo to read or write there.
    #[error("permission denied")]
    PermissionDenied,
    /// The file system is mounted read-only.
    #[error("read-only file system")]
    ReadOnly,
    /// The path is a folder, a device, a pipe or a socket, not a regular file.
    #[error("not a regular file")]
    NotAFile,
    /// The file is larger than LoGo reads.
    #[error("{}", too_large_text(*limit_bytes, *bytes))]
    TooLarge {
        /// The largest size read, in bytes.
        limit_bytes: u64,
        /// The file's size in bytes, where it is known.
        bytes: Option<u64>,
    },
    /// The disk (or the user's quota) is full.
    #[error("disk full")]
    DiskFull,
    /// Any other input/output failure.
    #[error("input/output error{}", detail.as_ref().map(|d| format!(": {d}")).unwrap_or_default())]
    Io {
        /// The operating system's message (English, for logs), where there is one.
        detail: Option<String>,
    },
    /// The file holds no SGF game; reading stopped at this line and column.
    #[error("{line}:{column}: no SGF game tree found")]
    NotSgf {
        /// The line, from 1.
        line: u32,
        /// The column, from 1.
        column: u32,
    },
    /// One game of the file is one LoGo cannot hold: another game than Go,
    /// or a board beyond 25x25. Reads `LINE:COL: game N: reason` where the
    /// game's root node is known.
    #[error("{}game {game}: {reason}", place(*line, *column))]
    GameRefused {
        /// The game's number in the file, from 1.
        game: u32,
        /// The line where the game starts, from 1, if known.
        line: Option<u32>,
        /// The column where the game starts, from 1, if known.
        column: Option<u32>,
        /// go-sgf's reason.
        reason: ConvertError,
    },
}

impl FileProblem {
    /// What an input/output error means for the user.
    pub fn of_io(err: &std::io::Error) -> FileProblem {
        use std::io::ErrorKind as Kind;
        match err.kind() {
            Kind::NotFound => FileProblem::NotFound,
            Kind::PermissionDenied => FileProblem::PermissionDenied,
            Kind::ReadOnlyFilesystem => FileProblem::ReadOnly,
            Kind::StorageFull | Kind::QuotaExceeded => FileProblem::DiskFull,
            Kind::IsADirectory | Kind::NotADirectory => FileProblem::NotAFile,
            _ => FileProblem::Io { detail: Some(err.to_string()) },
        }
    }

    /// Why go-sgf found no game in a file: none where it stopped reading,
    /// or a text beyond the 4 GiB it reads.
    pub fn of_sgf(err: &SgfError) -> FileProblem {
        match err.kind {
            ErrorKind::NoGameTree => FileProblem::NotSgf { line: err.position.line, column: err.position.column },
            ErrorKind::TooLarge { bytes } => {
                FileProblem::TooLarge { limit_bytes: u64::from(u32::MAX), bytes: Some(bytes) }
            }
        }
    }

    /// Game `game` (from 1) of a file is refused for `reason`; `at` is where its root node starts.
    pub fn game_refused(game: u32, at: Option<Position>, reason: ConvertError) -> FileProblem {
        FileProblem::GameRefused { game, line: at.map(|at| at.line), column: at.map(|at| at.column), reason }
    }
}

fn too_large_text(limit: u64, bytes: Option<u64>) -> String {
    match bytes {
        Some(bytes) => format!("{bytes} bytes is more than the {limit} bytes LoGo reads"),
        None => format!("larger than the {limit} bytes LoGo reads"),
    }
}

fn place(line: Option<u32>, column: Option<u32>) -> String {
    match (line, column) {
        (Some(line), Some(column)) => format!("{line}:{column}: "),
        _ => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn io_errors_become_the_problems_a_user_can_act_on() {
        let of = |kind| FileProblem::of_io(&std::io::Error::from(kind));
        assert_eq!(of(std::io::ErrorKind::NotFound), FileProblem::NotFound);
        assert_eq!(of(std::io::ErrorKind::PermissionDenied), FileProblem::PermissionDenied);
        assert_eq!(of(std::io::ErrorKind::StorageFull), FileProblem::DiskFull);
        assert!(matches!(of(std::io::ErrorKind::Interrupted), FileProblem::Io { detail: Some(_) }));
    }

    #[test]
    fn the_english_text_names_the_place_in_the_file() {
        let not_sgf = FileProblem::of_sgf(&SgfError { position: Position::START, kind: ErrorKind::NoGameTree });
        assert_eq!(not_sgf.to_string(), "1:1: no SGF game tree found");
        let reason = ConvertError::NotGo { game: "2".to_owned() };
        let at = Some(Position { line: 3, column: 4 });
        assert!(FileProblem::game_refused(2, at, reason.clone()).to_string().starts_with("3:4: game 2: "));
        assert!(FileProblem::game_refused(2, None, reason).to_string().starts_with("game 2: "));
    }

    #[test]
    fn it_is_serialized_with_a_code() {
        let json = serde_json::to_value(FileProblem::TooLarge { limit_bytes: 10, bytes: None }).unwrap();
        assert_eq!(json, serde_json::json!({"code": "too_large", "limit_bytes": 10, "bytes": null}));
    }
}
