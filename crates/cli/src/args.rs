//! The command line, as clap reads it. Usage errors exit with status 2.

use clap::{Args, Parser, Subcommand};
use std::path::PathBuf;

/// LoGo's services without the window.
#[derive(Parser, Debug)]
#[command(name = "logo", version, about = "LoGo's Go services on the command line")]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// The subcommands.
#[derive(Subcommand, Debug)]
pub enum Command {
    /// Read, check and rewrite SGF files.
    Sgf {
        /// What to do with SGF.
        #[command(subcommand)]
        command: SgfCommand,
    },
}

/// `logo sgf …`.
#[derive(Subcommand, Debug)]
pub enum SgfCommand {
    /// Check files or folders: one verdict per file.
    Check(SgfCheckArgs),
    /// Print a file as canonical FF[4] in UTF-8, dropping nothing.
    Normalize(SgfNormalizeArgs),
}

/// Arguments of `logo sgf check`.
#[derive(Args, Debug)]
pub struct SgfCheckArgs {
    /// SGF files, or folders searched for *.sgf files.
    #[arg(required = true)]
    pub paths: Vec<PathBuf>,
    /// One JSON object per file instead of text.
    #[arg(long)]
    pub json: bool,
}

/// Arguments of `logo sgf normalize`.
#[derive(Args, Debug)]
pub struct SgfNormalizeArgs {
    /// The SGF file.
    pub file: PathBuf,
}
