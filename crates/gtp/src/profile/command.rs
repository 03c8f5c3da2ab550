//! An engine's command: a program and its arguments, never a shell line.
//!
//! Users type engine commands as one line (`katago gtp -config "my config.cfg"`),
//! so [`EngineCommand::parse`] splits such a line the way people expect,
//! without running a shell:
//! - whitespace separates words;
//! - `'…'` keeps everything inside literally;
//! - `"…"` keeps everything inside, except that `\"` and `\\` stand for `"` and `\`;
//! - a backslash anywhere else is an ordinary character, so Windows paths
//!   (`C:\Go\gnugo.exe`) need no doubling;
//! - quotes may join a word's parts (`--model="a b"` is one word).
//!
//! Nothing else is special: no variables, globs, pipes or redirections.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::path::PathBuf;

/// A program and its argument vector, started directly.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EngineCommand {
    /// The program: a path, or a name looked up on the search path.
    pub program: PathBuf,
    /// Its arguments, each passed as one word.
    pub args: Vec<String>,
}

/// Why a command line could not be split.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, thiserror::Error)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "code", rename_all = "snake_case")]
pub enum CommandLineError {
    /// The line holds no program.
    #[error("the engine command is empty")]
    Empty,
    /// A quote opened at this character position is never closed.
    #[error("the quote at character {at} is not closed")]
    UnclosedQuote {
        /// 0-based character position of the opening quote.
        at: usize,
    },
}

impl EngineCommand {
    /// A command from a program and arguments.
    pub fn new(program: impl Into<PathBuf>, args: impl IntoIterator<Item = impl Into<String>>) -> EngineCommand {
        EngineCommand { program: program.into(), args: args.into_iter().map(Into::into).collect() }
    }

    /// Splits a command line as described in the module documentation.
    pub fn parse(line: &str) -> Result<EngineCommand, CommandLineError> {
        let mut words = split_words(line)?.into_iter();
        let program = words.next().ok_or(CommandLineError::Empty)?;
        if program.is_empty() {
            return Err(CommandLineError::Empty);
        }
        Ok(EngineCommand { program: PathBuf::from(program), args: words.collect() })
    }

    /// Splits a line of arguments alone (the program chosen elsewhere, e.g.
    /// in a file dialog) as described in the module documentation.
    pub fn parse_args(line: &str) -> Result<Vec<String>, CommandLineError> {
        split_words(line)
    }
}

impl fmt::Display for EngineCommand {
    /// The command as a line [`EngineCommand::parse`] reads back.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let program = self.program.display().to_string();
        let words = std::iter::once(&program).chain(&self.args);
        let quoted: Vec<String> = words.map(|w| quote(w)).collect();
        f.write_str(&quoted.join(" "))
    }
}

/// A word as it must be written to survive [`split_words`].
fn quote(word: &str) -> String {
    let plain = !word.is_empty() && !word.chars().any(|c| c.is_whitespace() || c == '"' || c == '\'');
    if plain {
        word.to_owned()
    } else if !word.contains('\'') {
        format!("'{word}'")
    } else {
        format!("\"{}\"", word.replace('\\', "\\\\").replace('"', "\\\""))
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    Bare,
    Single { at: usize },
    Double { at: usize },
}

/// The words of `line`.
fn split_words(line: &str) -> Result<Vec<String>, CommandLineError> {
    let mut words = Vec::new();
    let mut word: Option<String> = None;
    let mut mode = Mode::Bare;
    let mut chars = line.chars().enumerate().peekable();
    while let Some((at, c)) = chars.next() {
        match (mode, c) {
            (Mode::Bare, c) if c.is_whitespace() => words.extend(word.take()),
            (Mode::Bare, '\'') => mode = Mode::Single { at },
            (Mode::Bare, '"') => mode = Mode::Double { at },
            (Mode::Single { .. }, '\'') | (Mode::Double { .. }, '"') => mode = Mode::Bare,
            (Mode::Double { .. }, '\\') if chars.peek().is_some_and(|&(_, n)| n == '"' || n == '\\') => {
                let escaped = chars.next().map_or('\\', |(_, n)| n);
                word.get_or_insert_default().push(escaped);
                continue;
            }
            (_, c) => word.get_or_insert_default().push(c),
        }
        if mode != Mode::Bare {
            word.get_or_insert_default();
        }
    }
    match mode {
        Mode::Single { at } | Mode::Double { at } => Err(CommandLineError::UnclosedQuote { at }),
        Mode::Bare => {
            words.extend(word);
            Ok(words)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn split(line: &str) -> Vec<String> {
        split_words(line).unwrap_or_else(|e| vec![format!("error: {e}")])
    }

    #[test]
    fn whitespace_separates_words() {
        assert_eq!(split("  gnugo  --mode gtp\t--level 3 "), ["gnugo", "--mode", "gtp", "--level", "3"]);
        assert!(split("   ").is_empty());
    }

    #[test]
    fn quotes_keep_spaces_and_join_parts() {
        assert_eq!(split(r#"katago gtp -config "my config.cfg""#), ["katago", "gtp", "-config", "my config.cfg"]);
        assert_eq!(split("a 'b \"c\" d'"), ["a", "b \"c\" d"]);
        assert_eq!(split(r#"--model="a b"c"#), ["--model=a bc"]);
        assert_eq!(split(r#"x "" ''"#), ["x", "", ""], "empty quotes are empty words");
    }

    #[test]
    fn backslashes_escape_only_quotes_and_backslashes_inside_double_quotes() {
        assert_eq!(split(r"C:\Go\gnugo.exe --mode gtp"), [r"C:\Go\gnugo.exe", "--mode", "gtp"]);
        assert_eq!(split(r#""C:\Program Files\Leela\leela.exe" -g"#), [r"C:\Program Files\Leela\leela.exe", "-g"]);
        assert_eq!(split(r#""say \"hi\" \\ now""#), [r#"say "hi" \ now"#]);
        assert_eq!(split(r"'a\'"), [r"a\"]);
    }

    #[test]
    fn unclosed_quotes_and_empty_lines_are_refused() {
        assert_eq!(EngineCommand::parse(r#"gnugo "--mode gtp"#), Err(CommandLineError::UnclosedQuote { at: 6 }));
        assert_eq!(EngineCommand::parse("x 'y"), Err(CommandLineError::UnclosedQuote { at: 2 }));
        assert_eq!(EngineCommand::parse("  "), Err(CommandLineError::Empty));
        assert_eq!(EngineCommand::parse("'' --x"), Err(CommandLineError::Empty));
    }

    #[test]
    fn arguments_alone_split_like_a_command_line() {
        assert_eq!(
            EngineCommand::parse_args(r#" gtp -config "my config.cfg" "#),
            Ok(vec!["gtp".to_owned(), "-config".to_owned(), "my config.cfg".to_owned()])
        );
        assert_eq!(EngineCommand::parse_args("   "), Ok(Vec::new()));
        assert_eq!(EngineCommand::parse_args("--x 'y"), Err(CommandLineError::UnclosedQuote { at: 4 }));
    }

    #[test]
    fn display_reads_back_to_the_same_command() {
        let command = EngineCommand::new("/opt/my engines/katago", ["gtp", "", "it's", r#"a "b" \c"#, r"C:\x"]);
        let line = command.to_string();
        assert_eq!(EngineCommand::parse(&line), Ok(command), "{line}");
    }
}
