//! `logo --help` in the user's language. clap builds the command tree from
//! `args.rs`; before parsing, every about, argument help, heading and the
//! help/version flags' own lines are replaced by the catalog's `[help]`
//! texts (locales/*.toml), keyed by the subcommand path and the argument's
//! id: `help.about`, `help.score.about`, `help.score.komi`,
//! `help.library.import.paths`; an argument's default and possible values
//! follow its help in the user's words. clap's usage notation (`[OPTIONS]`,
//! `<FILE>`) stays as it is; mistakes on the command line are worded by
//! [`crate::usage_error`].

use crate::i18n::text;
use clap::Command;

/// The root key of the help texts.
const ROOT: &str = "help";
/// The name clap gives its generated `help` subcommand and flag.
const HELP: &str = "help";
/// The id of clap's generated `--version` flag.
const VERSION: &str = "version";

/// `command` (clap's tree for `logo`) speaking the user's language.
pub fn localized(mut command: Command) -> Command {
    command.build();
    localize(command, ROOT)
}

/// The key of an argument's help: the generated flags share theirs.
fn argument_key(command_key: &str, id: &str) -> String {
    match id {
        HELP | VERSION => format!("{ROOT}.common.{id}"),
        _ => format!("{command_key}.{id}"),
    }
}

fn localize(command: Command, key: &str) -> Command {
    let mut command = command
        .about(text(&format!("{key}.about"), &[]))
        .long_about(None)
        .help_template(template())
        .subcommand_help_heading(text("help.heading.commands", &[]));
    let ids: Vec<String> = command.get_arguments().map(|arg| arg.get_id().to_string()).collect();
    for id in ids {
        let key = argument_key(key, &id);
        command = command.mut_arg(id.as_str(), |arg| {
            let heading = if arg.is_positional() { "help.heading.arguments" } else { "help.heading.options" };
            let help = with_values(text(&key, &[]), &arg);
            arg.help(help)
                .long_help(None)
                .help_heading(text(heading, &[]))
                .hide_default_value(true)
                .hide_possible_values(true)
        });
    }
    let names: Vec<String> = command.get_subcommands().map(|sub| sub.get_name().to_owned()).collect();
    for name in names {
        command = if name == HELP {
            command.mut_subcommand(HELP, |sub| help_command(sub, key))
        } else {
            let sub_key = format!("{key}.{name}");
            command.mut_subcommand(name.as_str(), |sub| localize(sub, &sub_key))
        };
    }
    command
}

/// `help` followed by the argument's default and its possible values (clap
/// would add them in English), e.g. "… [Standard: auto]".
fn with_values(mut help: String, arg: &clap::Arg) -> String {
    let defaults: Vec<String> = arg.get_default_values().iter().map(|v| v.to_string_lossy().into_owned()).collect();
    if !defaults.is_empty() && arg.get_action().takes_values() {
        help.push_str(&format!(" [{}]", text("help.values.default", &[("value", defaults.join(", ").into())])));
    }
    let values: Vec<String> = arg.get_possible_values().iter().map(|v| v.get_name().to_owned()).collect();
    if !values.is_empty() && arg.get_action().takes_values() {
        help.push_str(&format!(" [{}]", text("help.values.possible", &[("values", values.join(", ").into())])));
    }
    help
}

/// clap's `help` subcommand under the command at `parent_key`: it lists the
/// parent's subcommands again, so each gets the same about as the real one.
fn help_command(command: Command, parent_key: &str) -> Command {
    let mut command = command
        .about(text("help.common.help_command", &[]))
        .long_about(None)
        .help_template(template())
        .subcommand_help_heading(text("help.heading.commands", &[]));
    let names: Vec<String> = command.get_subcommands().map(|sub| sub.get_name().to_owned()).collect();
    for name in names {
        let about = if name == HELP {
            text("help.common.help_command", &[])
        } else {
            text(&format!("{parent_key}.{name}.about"), &[])
        };
        command = command.mut_subcommand(name.as_str(), |sub| sub.about(about));
    }
    command
}

/// clap's layout with the usage heading in the user's language (clap puts
/// the colon after the other headings; this one gets it here).
fn template() -> String {
    let usage = text("help.heading.usage", &[]);
    format!("{{before-help}}{{about-with-newline}}\n{usage}: {{usage}}\n\n{{all-args}}{{after-help}}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::args::Cli;
    use clap::CommandFactory;

    /// Every key the help of `command` (at `key`) asks the catalog for.
    fn keys(command: &Command, key: &str, out: &mut Vec<String>) {
        out.push(format!("{key}.about"));
        out.extend(command.get_arguments().map(|arg| argument_key(key, arg.get_id().as_str())));
        for sub in command.get_subcommands().filter(|sub| sub.get_name() != HELP) {
            keys(sub, &format!("{key}.{}", sub.get_name()), out);
        }
    }

    #[test]
    fn every_command_and_argument_has_its_help_in_english() {
        let mut command = Cli::command();
        command.build();
        let mut wanted = Vec::new();
        keys(&command, ROOT, &mut wanted);
        wanted.extend(["help.common.help_command", "help.heading.usage", "help.heading.arguments"].map(String::from));
        wanted.extend(["help.heading.options", "help.heading.commands"].map(String::from));
        wanted.extend(["help.values.default", "help.values.possible"].map(String::from));
        wanted.sort();
        wanted.dedup();
        let english = crate::i18n::completeness::english_keys();
        let missing: Vec<&String> = wanted.iter().filter(|key| !english.contains(*key)).collect();
        assert!(missing.is_empty(), "crates/cli/locales/en.toml lacks {missing:?}");
        let unused: Vec<&String> = english.iter().filter(|k| k.starts_with("help.") && !wanted.contains(k)).collect();
        assert!(unused.is_empty(), "en.toml has help for no argument: {unused:?}");
    }
}
