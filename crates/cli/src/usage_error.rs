//! Mistakes on the command line, told in the user's language. clap finds
//! them (unknown options or commands, bad values, missing arguments,
//! options that exclude each other); this module words them from the
//! catalog's `[usage]` texts, followed by the usage line and where to read
//! more, and exits with clap's status 2. Help and version output, which clap
//! also reports as "errors", are printed as they are.

use crate::bounded::OutOfBounds;
use crate::i18n::text;
use clap::error::{ContextKind, ContextValue, ErrorKind};
use std::process::ExitCode;

/// The exit status of a usage error (clap's).
const USAGE_STATUS: u8 = 2;

/// Prints `error` for people and returns the status to exit with.
pub fn report(error: &clap::Error) -> ExitCode {
    let Some(message) = sentence(error) else {
        // --help, --version, or help shown for a command given no arguments: clap prints them.
        let _ = error.print();
        return ExitCode::from(u8::try_from(error.exit_code()).unwrap_or(USAGE_STATUS));
    };
    // `logo: <message>`, as every error of the command (failure.rs).
    eprintln!("logo: {message}");
    if let Some(usage) = context(error, ContextKind::Usage) {
        let line = usage.split_once(": ").map_or(usage.as_str(), |(_, line)| line).trim().to_owned();
        eprintln!("\n{}: {line}", text("help.heading.usage", &[]));
    }
    eprintln!("\n{}", text("usage.more", &[]));
    ExitCode::from(USAGE_STATUS)
}

/// The context value of `kind` as plain text (lists joined by ", ").
fn context(error: &clap::Error, kind: ContextKind) -> Option<String> {
    match error.get(kind)? {
        ContextValue::String(value) => Some(value.clone()),
        ContextValue::Strings(values) => Some(values.join(", ")),
        ContextValue::StyledStr(value) => Some(value.to_string()),
        ContextValue::StyledStrs(values) => Some(values.iter().map(ToString::to_string).collect::<Vec<_>>().join(", ")),
        ContextValue::Number(n) => Some(n.to_string()),
        _ => None,
    }
}

/// The sentence for a usage error, or `None` for what is no error.
fn sentence(error: &clap::Error) -> Option<String> {
    let get = |kind| context(error, kind).unwrap_or_default();
    let arg = get(ContextKind::InvalidArg);
    let with_hint = |sentence: String, suggestion: Option<String>| match suggestion {
        Some(suggestion) => format!("{sentence} {}", text("usage.did_you_mean", &[("suggestion", suggestion.into())])),
        None => sentence,
    };
    let found = match error.kind() {
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            return None;
        }
        ErrorKind::UnknownArgument => {
            with_hint(text("usage.unknown_argument", &[("arg", arg.into())]), context(error, ContextKind::SuggestedArg))
        }
        ErrorKind::InvalidSubcommand => with_hint(
            text("usage.unknown_command", &[("command", get(ContextKind::InvalidSubcommand).into())]),
            context(error, ContextKind::SuggestedSubcommand),
        ),
        ErrorKind::InvalidValue => {
            let value = get(ContextKind::InvalidValue);
            match context(error, ContextKind::ValidValue) {
                Some(valid) => text(
                    "usage.invalid_choice",
                    &[("value", value.into()), ("arg", arg.into()), ("values", valid.into())],
                ),
                None => text("usage.invalid_value", &[("value", value.into()), ("arg", arg.into())]),
            }
        }
        ErrorKind::ValueValidation => {
            let value = get(ContextKind::InvalidValue);
            match std::error::Error::source(error).and_then(|cause| cause.downcast_ref::<OutOfBounds>()) {
                Some(bounds) => text(
                    "usage.out_of_bounds",
                    &[
                        ("value", value.into()),
                        ("arg", arg.into()),
                        ("min", u32::from(bounds.min).into()),
                        ("max", u32::from(bounds.max).into()),
                    ],
                ),
                None => text("usage.invalid_value", &[("value", value.into()), ("arg", arg.into())]),
            }
        }
        ErrorKind::MissingRequiredArgument => text("usage.missing", &[("args", arg.into())]),
        ErrorKind::ArgumentConflict => {
            text("usage.conflict", &[("arg", arg.into()), ("other", get(ContextKind::PriorArg).into())])
        }
        _ if !arg.is_empty() => text("usage.wrong_use", &[("arg", arg.into())]),
        _ => text("usage.invalid", &[]),
    };
    Some(found)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::args::Cli;
    use clap::CommandFactory;

    fn error_of(args: &[&str]) -> clap::Error {
        match Cli::command().try_get_matches_from(args) {
            Err(error) => error,
            Ok(_) => panic!("{args:?} was accepted"),
        }
    }

    #[test]
    fn each_kind_of_mistake_gets_its_own_sentence_naming_what_was_typed() {
        let cases = [
            (vec!["logo", "score", "a.sgf", "--kmi", "6.5"], "--kmi"),
            (vec!["logo", "scor"], "scor"),
            (vec!["logo", "score", "a.sgf", "--rules", "german"], "german"),
            (vec!["logo", "play", "--engine", "gnugo", "--level", "11"], "11"),
            (vec!["logo", "play", "--engine", "gnugo", "--level", "elf"], "elf"),
            (vec!["logo", "sgf", "check"], "<PATHS>"),
            (vec!["logo", "board", "a.sgf", "--move", "3", "--all"], "--all"),
        ];
        let mut sentences = Vec::new();
        for (args, typed) in cases {
            let said = sentence(&error_of(&args)).unwrap_or_default();
            assert!(said.contains(typed), "{args:?}: {said:?} does not name {typed}");
            sentences.push(said);
        }
        sentences.sort();
        sentences.dedup();
        assert_eq!(sentences.len(), 7, "{sentences:?}");
        assert!(sentence(&error_of(&["logo", "--help"])).is_none());
    }
}
