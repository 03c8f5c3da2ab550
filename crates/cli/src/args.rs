//! The command line, as clap reads it. Usage errors exit with status 2.

use crate::bounded;
use clap::{Args, Parser, Subcommand, ValueEnum};
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
    /// Show the position after a move of a record's main line.
    Board(BoardArgs),
    /// Count the final position of a record's main line.
    Score(ScoreArgs),
    /// Play an engine against itself or random moves; prints the SGF.
    Play(PlayArgs),
    /// Read, check and rewrite SGF files.
    Sgf {
        /// What to do with SGF.
        #[command(subcommand)]
        command: SgfCommand,
    },
    /// Work with the course content (lessons and glossary).
    Lessons {
        /// What to do with the lessons.
        #[command(subcommand)]
        command: LessonsCommand,
    },
    /// Import, list and export the games of LoGo's library.
    Library {
        /// What to do with the library.
        #[command(subcommand)]
        command: crate::library_args::LibraryCommand,
    },
}

/// `logo lessons …`.
#[derive(Subcommand, Debug)]
pub enum LessonsCommand {
    /// Validate a lessons folder: every file, id, text, link, diagram and exercise.
    Check(LessonsCheckArgs),
}

/// Arguments of `logo lessons check`.
#[derive(Args, Debug)]
pub struct LessonsCheckArgs {
    /// The lessons folder (index.toml, glossary.toml, one file per lesson).
    #[arg(default_value = "lessons")]
    pub dir: PathBuf,
    /// The report as one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
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

/// Arguments of `logo board`.
#[derive(Args, Debug)]
pub struct BoardArgs {
    /// The SGF file (its first game LoGo can show).
    pub file: PathBuf,
    /// The position after this many moves of the main line (passes count).
    #[arg(long = "move", value_name = "N", conflicts_with = "all")]
    pub move_number: Option<u32>,
    /// Every position from move 0 to the last move, one per line.
    #[arg(long)]
    pub all: bool,
    /// Which rules to replay under.
    #[command(flatten)]
    pub rules: RulesArgs,
    /// JSON instead of a diagram.
    #[arg(long)]
    pub json: bool,
}

/// Arguments of `logo score`.
#[derive(Args, Debug)]
pub struct ScoreArgs {
    /// The SGF file (its first game LoGo can show).
    pub file: PathBuf,
    /// A rule set instead of the record's (`RU`).
    #[arg(long, value_enum, value_name = "PRESET")]
    pub rules: Option<Preset>,
    /// Komi instead of the record's (`KM`), e.g. 6.5 or -0.5.
    #[arg(long, value_name = "K", allow_hyphen_values = true)]
    pub komi: Option<String>,
    /// Dead stones: `auto` (LoGo's proposal), `none`, or SGF points such as
    /// `dd,pq` (each marks its whole chain dead).
    #[arg(long, value_name = "auto|none|POINTS", default_value = "auto")]
    pub dead: String,
    /// JSON instead of a table.
    #[arg(long)]
    pub json: bool,
}

/// The rule-set options shared by the replaying commands.
#[derive(Args, Debug)]
pub struct RulesArgs {
    /// A rule set instead of the record's (`RU`).
    #[arg(long, value_enum, value_name = "PRESET")]
    pub rules: Option<Preset>,
    /// Override the ko rule.
    #[arg(long, value_enum)]
    pub ko: Option<Ko>,
    /// Override the suicide rule.
    #[arg(long, value_enum)]
    pub suicide: Option<Suicide>,
}

/// `--rules` values: LoGo's presets, spelled as DESIGN §2 names them
/// (`new-zealand`); the snake_case spelling (`new_zealand`) is accepted too.
#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum Preset {
    // Territory counting, simple ko.
    Japanese,
    // Area counting, positional superko.
    Chinese,
    // Area counting, situational superko.
    Aga,
    // Area counting, situational superko, multi-stone suicide.
    #[value(alias = "new_zealand")]
    NewZealand,
    // Area counting, positional superko, any suicide.
    #[value(alias = "tromp_taylor")]
    TrompTaylor,
}

/// `--ko` values.
#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum Ko {
    // Only the immediate recapture is forbidden.
    Simple,
    // No whole-board position may repeat.
    Positional,
    // No position may repeat with the same player to move.
    Situational,
}

/// `--suicide` values, spelled as in JSON and data files (`multi_stone`);
/// the kebab-case spelling (`multi-stone`) is accepted too.
#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum Suicide {
    // No suicide.
    Forbidden,
    // Suicide of two or more stones.
    #[value(name = "multi_stone", alias = "multi-stone")]
    MultiStone,
    // Any suicide.
    Any,
}

/// Arguments of `logo play`.
#[derive(Args, Debug)]
pub struct PlayArgs {
    /// The engine: `gnugo` for the GNU Go LoGo finds, or a command line such
    /// as "katago gtp -config 'my config.cfg'" (split without a shell; quote
    /// words with spaces).
    #[arg(long, value_name = "CMD")]
    pub engine: String,
    /// GNU Go's level, 1 (weakest) to 10 (only with `--engine gnugo`).
    #[arg(long, value_name = "N", value_parser = bounded::whole::<1, 10>)]
    pub level: Option<u8>,
    /// Play the engine against seeded random legal moves instead of itself.
    #[arg(long, value_enum)]
    pub opponent: Option<Opponent>,
    /// The engine's colour against `--opponent random`.
    #[arg(long, value_enum, default_value = "black")]
    pub engine_color: ColorArg,
    /// The rule set (its komi included).
    #[arg(long, value_enum, value_name = "PRESET", default_value = "japanese")]
    pub rules: Preset,
    /// The board's side.
    #[arg(long, value_name = "N", default_value_t = 9)]
    pub size: u32,
    /// Stop without a result after this many moves (default: three per point).
    #[arg(long, value_name = "N")]
    pub moves: Option<u32>,
    /// The seed of the random opponent, and of engines that take one (GNU Go's
    /// `set_random_seed`), so the same command plays the same game.
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
    /// One JSON object (players, end, result, dead stones, engine's opinion, SGF).
    #[arg(long)]
    pub json: bool,
}

/// `--opponent` values.
#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum Opponent {
    // Uniformly random legal moves that do not fill the player's own eyes.
    Random,
}

/// `--engine-color` values.
#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum ColorArg {
    // The engine moves first.
    Black,
    // The random player moves first.
    White,
}
