//! LoGo's log: what the app did and what went wrong, for a bug report. Lines
//! go to a file in the app's log folder (Linux: `<data folder>/logs`, Windows:
//! `%LOCALAPPDATA%\de.logogo.LoGo\logs`, macOS: `~/Library/Logs/de.logogo.LoGo`)
//! and to stderr. The file is rotated when it reaches [`MAX_LOG_BYTES`]; the
//! [`KEPT_LOGS`] latest rotated files are kept, older ones are deleted.
//!
//! Privacy: the log holds events, errors and the names of files the user
//! opened (without their folders), never their contents; the home folder in
//! any other path is written as `~`, so the user's account name does not
//! appear ([`redact`]; on Windows, where paths ignore case, in any case).

use log::LevelFilter;
use std::path::Path;
use tauri::Runtime;
use tauri::plugin::TauriPlugin;
use tauri_plugin_log::{RotationStrategy, Target, TargetKind, TimezoneStrategy};

/// The size at which the log file is rotated.
pub const MAX_LOG_BYTES: u128 = 1024 * 1024;
/// How many rotated log files are kept besides the current one.
pub const KEPT_LOGS: usize = 3;
/// The log file's name (without `.log`).
pub const LOG_FILE: &str = "logo";

/// The log plugin: LoGo's own lines from `info` up, other crates' from `warn` up.
pub fn plugin<R: Runtime>() -> TauriPlugin<R> {
    let home = home_text();
    tauri_plugin_log::Builder::new()
        .clear_targets()
        .target(Target::new(TargetKind::LogDir { file_name: Some(LOG_FILE.to_owned()) }))
        .target(Target::new(TargetKind::Stderr))
        .level(LevelFilter::Warn)
        .level_for("logo_app", LevelFilter::Info)
        .max_file_size(MAX_LOG_BYTES)
        .rotation_strategy(RotationStrategy::KeepSome(KEPT_LOGS))
        .format(move |out, message, record| {
            let now = TimezoneStrategy::UseUtc.get_now();
            let stamp = format!(
                "{:04}-{:02}-{:02} {:02}:{:02}:{:02}Z",
                now.year(),
                u8::from(now.month()),
                now.day(),
                now.hour(),
                now.minute(),
                now.second()
            );
            let text = redact(&message.to_string(), home.as_deref());
            out.finish(format_args!("{stamp} {} {}: {text}", record.level(), record.target()))
        })
        .build()
}

/// `line` with every occurrence of the home folder `home` written as `~`.
pub fn redact(line: &str, home: Option<&str>) -> String {
    redact_with(line, home, cfg!(windows))
}

/// [`redact`], matching the home folder regardless of ASCII case if `ignore_case`.
fn redact_with(line: &str, home: Option<&str>, ignore_case: bool) -> String {
    let Some(home) = home.filter(|h| h.len() > 1).map(|h| h.trim_end_matches(['/', '\\'])) else {
        return line.to_owned();
    };
    if !ignore_case {
        return line.replace(home, "~");
    }
    // ASCII lower-casing keeps every byte where it was, so offsets carry over.
    let (folded, home_folded) = (line.to_ascii_lowercase(), home.to_ascii_lowercase());
    let mut out = String::with_capacity(line.len());
    let mut copied = 0;
    for (at, _) in folded.match_indices(&home_folded) {
        out.push_str(&line[copied..at]);
        out.push('~');
        copied = at + home.len();
    }
    out.push_str(&line[copied..]);
    out
}

/// The name of the file at `path` without its folders: what the log keeps of
/// a file the user opened.
pub fn file_name(path: &Path) -> String {
    path.file_name().map_or_else(String::new, |name| name.to_string_lossy().into_owned())
}

fn home_text() -> Option<String> {
    std::env::home_dir().map(|h| h.display().to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_home_folder_becomes_a_tilde() {
        let line = "opened /home/anna/Go/partie.sgf; database /home/anna/.local/share/de.logogo.LoGo/logo.sqlite3";
        assert_eq!(
            redact(line, Some("/home/anna/")),
            "opened ~/Go/partie.sgf; database ~/.local/share/de.logogo.LoGo/logo.sqlite3"
        );
        assert_eq!(redact(r"C:\Users\Anna\Go\a.sgf", Some(r"C:\Users\Anna")), r"~\Go\a.sgf");
    }

    #[test]
    fn where_paths_ignore_case_the_home_folder_is_found_in_any_case() {
        let line = r"opened c:\users\anna\Go\Ärger.sgf and C:\USERS\ANNA\b.sgf";
        assert_eq!(redact_with(line, Some(r"C:\Users\Anna\"), true), r"opened ~\Go\Ärger.sgf and ~\b.sgf");
        assert_eq!(redact_with(line, Some(r"C:\Users\Anna\"), false), line);
    }

    #[test]
    fn without_a_home_folder_or_with_root_as_home_the_line_stays() {
        assert_eq!(redact("/tmp/x.sgf", None), "/tmp/x.sgf");
        assert_eq!(redact("/tmp/x.sgf", Some("/")), "/tmp/x.sgf");
    }
}
