//! Content as the loader receives it, and problems as it reports them.
//!
//! The crate reads no files: the CLI and the app hand it each file's name and
//! text. Every problem names a file and a 1-based line so that an author can
//! jump to the spot; line 1 stands for "the file as a whole".

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::ops::Range;
use toml::Spanned;

/// One content file: its name relative to the lessons folder (`ko.toml`,
/// `glossary.toml`) and its text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SourceFile {
    /// File name relative to the lessons folder.
    pub name: String,
    /// The file's text.
    pub text: String,
}

impl SourceFile {
    /// A file with this name and text.
    pub fn new(name: impl Into<String>, text: impl Into<String>) -> SourceFile {
        SourceFile { name: name.into(), text: text.into() }
    }

    /// The name without the `.toml` ending, if it has one.
    #[must_use]
    pub fn stem(&self) -> Option<&str> {
        self.name.strip_suffix(".toml")
    }

    /// The 1-based line on which byte `offset` lies.
    #[must_use]
    pub fn line_at(&self, offset: usize) -> usize {
        let end = offset.min(self.text.len());
        1 + self.text.as_bytes().iter().take(end).filter(|&&b| b == b'\n').count()
    }

    /// The line on which a span starts.
    #[must_use]
    pub fn line_of(&self, span: &Range<usize>) -> usize {
        self.line_at(span.start)
    }

    /// Reads the file as TOML into `T`; a syntax or schema error becomes a
    /// problem on the line the parser points at.
    pub(crate) fn parse<T: DeserializeOwned>(&self) -> Result<T, Problem> {
        toml::from_str(&self.text).map_err(|e| {
            let line = e.span().map_or(1, |span| self.line_of(&span));
            let message = e.message().trim().to_owned();
            Problem::new(&self.name, line, message)
        })
    }
}

/// Something wrong with the content, where it is and what it is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Problem {
    /// File name relative to the lessons folder.
    pub file: String,
    /// 1-based line.
    pub line: usize,
    /// What is wrong, in English, for the content author.
    pub message: String,
}

impl Problem {
    /// A problem in `file` at `line`.
    pub fn new(file: &str, line: usize, message: impl Into<String>) -> Problem {
        Problem { file: file.to_owned(), line, message: message.into() }
    }
}

/// Collects problems found in one file, each with a line.
#[derive(Debug)]
pub(crate) struct Problems<'a> {
    file: &'a str,
    found: Vec<Problem>,
}

impl<'a> Problems<'a> {
    /// An empty collection for `file`.
    pub(crate) fn new(file: &'a str) -> Problems<'a> {
        Problems { file, found: Vec::new() }
    }

    /// Records a problem at `line`.
    pub(crate) fn add(&mut self, line: usize, message: impl Into<String>) {
        self.found.push(Problem::new(self.file, line, message));
    }

    /// Records every fault of `faults` in `file`, each prefixed by `context`:
    /// at the line of the part it is about if it knows that part, else at `line`.
    pub(crate) fn add_faults(&mut self, file: &SourceFile, line: usize, context: &str, faults: Vec<Fault>) {
        for fault in faults {
            let at = fault.span.as_ref().map_or(line, |span| file.line_of(span));
            self.add(at, format!("{context}: {}", fault.message));
        }
    }

    /// The problems found.
    pub(crate) fn into_vec(self) -> Vec<Problem> {
        self.found
    }
}

/// A problem with part of a page, an exercise or an entry, found after
/// parsing, with the spot of that part in the file if it is known (a point,
/// a move line, a goal); without one it is reported at the enclosing line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Fault {
    /// What is wrong, for the content author.
    pub(crate) message: String,
    /// The byte range of the part it is about.
    pub(crate) span: Option<Range<usize>>,
}

impl Fault {
    /// `read`'s verdict on `part`; its error is about `part`'s spot.
    pub(crate) fn located<T, U>(part: &Spanned<T>, read: impl FnOnce(&T) -> Result<U, String>) -> Result<U, Fault> {
        read(part.get_ref()).map_err(|message| Fault { message, span: Some(part.span()) })
    }

    /// The same fault, its message prefixed by `context`.
    pub(crate) fn context(self, context: &str) -> Fault {
        Fault { message: format!("{context}: {}", self.message), span: self.span }
    }
}

impl From<String> for Fault {
    fn from(message: String) -> Fault {
        Fault { message, span: None }
    }
}

impl From<&str> for Fault {
    fn from(message: &str) -> Fault {
        Fault::from(message.to_owned())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_count_from_one() {
        let file = SourceFile::new("a.toml", "x = 1\ny = 2\n\nz = 3");
        assert_eq!(file.line_at(0), 1);
        assert_eq!(file.line_at(6), 2);
        assert_eq!(file.line_at(13), 4);
        assert_eq!(file.line_at(999), 4);
    }

    #[test]
    fn a_syntax_error_reports_its_line() {
        #[derive(Debug, serde::Deserialize)]
        #[allow(dead_code, reason = "only parsed")]
        struct T {
            x: u32,
        }
        let file = SourceFile::new("a.toml", "# comment\n\nx = = 1\n");
        let problem = file.parse::<T>().unwrap_err();
        assert_eq!((problem.file.as_str(), problem.line), ("a.toml", 3));
    }
}
