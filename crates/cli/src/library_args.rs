//! The arguments of `logo library …` (DESIGN §3).

use clap::{Args, Subcommand};
use std::path::PathBuf;

/// `logo library …`.
#[derive(Subcommand, Debug)]
pub enum LibraryCommand {
    /// Import SGF files, folders (recursively) and collections.
    Import(ImportArgs),
    /// List the library's games, filtered.
    List(ListArgs),
    /// Print a game's original bytes (or clean FF[4] with --normalized) to stdout.
    Export(ExportArgs),
}

/// The database option every library subcommand takes.
#[derive(Args, Debug)]
pub struct DbArg {
    /// The database file; by default the app's (e.g. `$XDG_DATA_HOME/de.logogo.LoGo/logo.sqlite3`).
    #[arg(long, value_name = "FILE")]
    pub db: Option<PathBuf>,
}

/// Arguments of `logo library import`.
#[derive(Args, Debug)]
pub struct ImportArgs {
    /// Files and folders; folders are searched for `.sgf` files and files that look like SGF.
    #[arg(required = true)]
    pub paths: Vec<PathBuf>,
    /// The database.
    #[command(flatten)]
    pub db: DbArg,
    /// The summary as one JSON object (the last line of stdout).
    #[arg(long)]
    pub json: bool,
}

/// Arguments of `logo library list`.
#[derive(Args, Debug)]
pub struct ListArgs {
    /// Games where Black's or White's name contains this (case and diacritics ignored).
    #[arg(long, value_name = "NAME")]
    pub player: Option<String>,
    /// The result: `B`, `W`, `B+R`, `W+T`, `B+F`, `W+points`, `resignation`, `time`, `forfeit`,
    /// `points`, `draw`, `void` or `unknown`.
    #[arg(long, value_name = "R")]
    pub result: Option<String>,
    /// Square board size, e.g. 19.
    #[arg(long, value_name = "N")]
    pub size: Option<u8>,
    /// Words in the comments (every word must occur; inflections and diacritics ignored).
    #[arg(long, value_name = "WORDS")]
    pub text: Option<String>,
    /// At most this many games.
    #[arg(long, value_name = "N")]
    pub limit: Option<u32>,
    /// The database.
    #[command(flatten)]
    pub db: DbArg,
    /// One JSON object per game.
    #[arg(long)]
    pub json: bool,
}

/// Arguments of `logo library export`.
#[derive(Args, Debug)]
pub struct ExportArgs {
    /// The game's id (as `list` shows it).
    pub id: i64,
    /// The database.
    #[command(flatten)]
    pub db: DbArg,
    /// The game alone as canonical FF[4] in UTF-8 instead of the original bytes.
    #[arg(long)]
    pub normalized: bool,
}
