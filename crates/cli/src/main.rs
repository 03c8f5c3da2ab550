//! The `logo` command: LoGo's services without a window, for scripts, batch
//! work and tests (DESIGN §3). Every subcommand takes `--json` for machine
//! output; errors go to stderr with a non-zero exit status; nothing panics.

mod args;
mod board_cmd;
mod bounded;
mod engine_words;
mod failure;
mod help;
mod i18n;
mod lessons_cmd;
mod library_args;
mod library_cmd;
mod library_list;
mod out;
mod play_cmd;
mod record_file;
mod rules_choice;
mod score_cmd;
mod sgf_cmd;
mod usage_error;

use args::{Cli, Command, LessonsCommand, SgfCommand};
use clap::{CommandFactory, FromArgMatches};
use std::process::ExitCode;

fn main() -> ExitCode {
    let parsed = help::localized(Cli::command()).try_get_matches().and_then(|matches| Cli::from_arg_matches(&matches));
    let cli = match parsed {
        Ok(cli) => cli,
        Err(error) => return usage_error::report(&error),
    };
    let outcome = match cli.command {
        Command::Board(board) => board_cmd::run(&board),
        Command::Score(score) => score_cmd::run(&score),
        Command::Play(play) => {
            // A hung engine runs in its own process group: Ctrl-C or a kill of `logo` would leave it
            // behind. Should the handler not be set up, the signals keep their default action.
            let _ = logo_services::engine::end_engines_on_termination();
            play_cmd::run(&play)
        }
        Command::Sgf { command: SgfCommand::Check(check) } => sgf_cmd::check(&check),
        Command::Sgf { command: SgfCommand::Normalize(normalize) } => sgf_cmd::normalize(&normalize),
        Command::Lessons { command: LessonsCommand::Check(check) } => lessons_cmd::check(&check),
        Command::Library { command } => library_cmd::run(command),
    };
    match outcome {
        Ok(code) => code,
        Err(failure) => failure.report(),
    }
}
