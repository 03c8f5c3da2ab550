//! Warnings and errors as data.
//!
//! The app and the `logo` command translate what went wrong into the user's
//! language, so every diagnostic is an enum variant with a stable snake_case
//! code (`code()`, and the `"code"` field when serialized) plus its fields,
//! never a bare string. The English `Display` texts are for logs and tests.

mod lines;

pub(crate) use lines::LineTracker;
use serde::Serialize;
use std::fmt;

/// A place in the decoded text: 1-based line and column (columns count characters).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Position {
    /// Line, from 1.
    pub line: u32,
    /// Column in characters, from 1.
    pub column: u32,
}

impl Position {
    /// The first character of the text.
    pub const START: Position = Position { line: 1, column: 1 };
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.line, self.column)
    }
}

/// Something the reader repaired or ignored; the file was still read.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Warning {
    /// Where it happened.
    #[serde(flatten)]
    pub position: Position,
    /// What happened.
    #[serde(flatten)]
    pub kind: WarningKind,
}

impl fmt::Display for Warning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.position, self.kind)
    }
}

/// What the reader repaired or ignored. The serialized `"code"` equals [`WarningKind::code`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "code", rename_all = "snake_case")]
pub enum WarningKind {
    /// Text outside any game tree (before the first `(`, between or after games) was ignored.
    TextOutsideGame,
    /// Text inside a game tree that is neither a property nor structure was ignored.
    UnexpectedText,
    /// A node began without `;` (e.g. `(FF[4]...`); the node was read anyway.
    MissingSemicolon,
    /// The file ended before every `(` was closed; the open trees were closed.
    UnclosedGameTree,
    /// An empty variation `()` was dropped.
    EmptyVariation,
    /// A property appeared twice in one node; the values were merged into the first.
    DuplicateProperty {
        /// The property identifier.
        ident: String,
    },
    /// A property that takes one value has several (all are kept; readers use the first).
    ExtraValues {
        /// The property identifier.
        ident: String,
    },
    /// A property identifier had no `[value]` and was dropped.
    PropertyWithoutValue {
        /// The property identifier.
        ident: String,
    },
    /// A `[value]` without a property identifier was dropped.
    ValueWithoutIdentifier,
    /// An identifier of lower-case letters only was read as its upper-case form.
    LowercaseIdentifier {
        /// The identifier as it was read (upper-cased).
        ident: String,
    },
    /// The file ended inside a value; what was there was kept.
    UnterminatedValue,
    /// A `]` inside a text value was not escaped; it was kept as part of the text.
    UnescapedBracket {
        /// The property identifier.
        ident: String,
    },
    /// No usable `CA` property: the character set was guessed.
    CharsetGuessed {
        /// The encoding used.
        encoding: &'static str,
    },
    /// The declared `CA` did not fit the bytes; another encoding was used.
    CharsetOverridden {
        /// The label in `CA`.
        declared: String,
        /// The encoding used.
        encoding: &'static str,
    },
    /// The `CA` label is unknown; the character set was guessed.
    UnknownCharset {
        /// The label in `CA`.
        declared: String,
        /// The encoding used.
        encoding: &'static str,
    },
    /// Games in the file declare different charsets; the first was used for the whole file.
    MultipleCharsets {
        /// The label used.
        declared: String,
        /// Another label found.
        other: String,
    },
    /// Some bytes were not valid in the encoding used and became U+FFFD.
    MalformedBytes {
        /// The encoding used.
        encoding: &'static str,
    },
    /// Too many warnings; the rest were not recorded.
    TooManyWarnings,
}

impl WarningKind {
    /// The stable code, as in the serialized `"code"` field.
    #[must_use]
    pub fn code(&self) -> &'static str {
        match self {
            WarningKind::TextOutsideGame => "text_outside_game",
            WarningKind::UnexpectedText => "unexpected_text",
            WarningKind::MissingSemicolon => "missing_semicolon",
            WarningKind::UnclosedGameTree => "unclosed_game_tree",
            WarningKind::EmptyVariation => "empty_variation",
            WarningKind::DuplicateProperty { .. } => "duplicate_property",
            WarningKind::ExtraValues { .. } => "extra_values",
            WarningKind::PropertyWithoutValue { .. } => "property_without_value",
            WarningKind::ValueWithoutIdentifier => "value_without_identifier",
            WarningKind::LowercaseIdentifier { .. } => "lowercase_identifier",
            WarningKind::UnterminatedValue => "unterminated_value",
            WarningKind::UnescapedBracket { .. } => "unescaped_bracket",
            WarningKind::CharsetGuessed { .. } => "charset_guessed",
            WarningKind::CharsetOverridden { .. } => "charset_overridden",
            WarningKind::UnknownCharset { .. } => "unknown_charset",
            WarningKind::MultipleCharsets { .. } => "multiple_charsets",
            WarningKind::MalformedBytes { .. } => "malformed_bytes",
            WarningKind::TooManyWarnings => "too_many_warnings",
        }
    }
}

impl fmt::Display for WarningKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WarningKind::TextOutsideGame => write!(f, "text outside a game tree ignored"),
            WarningKind::UnexpectedText => write!(f, "unexpected text ignored"),
            WarningKind::MissingSemicolon => write!(f, "missing ';' before a node"),
            WarningKind::UnclosedGameTree => write!(f, "missing ')' at the end of the file"),
            WarningKind::EmptyVariation => write!(f, "empty variation '()' dropped"),
            WarningKind::DuplicateProperty { ident } => write!(f, "property {ident} given twice; values merged"),
            WarningKind::ExtraValues { ident } => write!(f, "property {ident} takes one value but has several"),
            WarningKind::PropertyWithoutValue { ident } => write!(f, "property {ident} without a value dropped"),
            WarningKind::ValueWithoutIdentifier => write!(f, "value without a property identifier dropped"),
            WarningKind::LowercaseIdentifier { ident } => write!(f, "lower-case identifier read as {ident}"),
            WarningKind::UnterminatedValue => write!(f, "the file ends inside a value"),
            WarningKind::UnescapedBracket { ident } => write!(f, "unescaped ']' kept inside {ident}"),
            WarningKind::CharsetGuessed { encoding } => write!(f, "no charset declared; guessed {encoding}"),
            WarningKind::CharsetOverridden { declared, encoding } => {
                write!(f, "declared charset {declared} does not fit; read as {encoding}")
            }
            WarningKind::UnknownCharset { declared, encoding } => {
                write!(f, "unknown charset {declared}; read as {encoding}")
            }
            WarningKind::MultipleCharsets { declared, other } => {
                write!(f, "charsets {declared} and {other} declared; read all as {declared}")
            }
            WarningKind::MalformedBytes { encoding } => write!(f, "bytes invalid in {encoding} replaced"),
            WarningKind::TooManyWarnings => write!(f, "too many warnings; the rest are not listed"),
        }
    }
}

/// Why a file could not be read at all.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, thiserror::Error)]
#[error("{position}: {kind}")]
pub struct SgfError {
    /// Where reading stopped.
    #[serde(flatten)]
    pub position: Position,
    /// What went wrong.
    #[serde(flatten)]
    pub kind: ErrorKind,
}

/// What made a file unreadable. The serialized `"code"` equals [`ErrorKind::code`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "code", rename_all = "snake_case")]
pub enum ErrorKind {
    /// No game tree (`(;...`) anywhere: not an SGF file, empty, or all NUL bytes.
    NoGameTree,
    /// The text is larger than the reader supports (4 GiB).
    TooLarge {
        /// The size in bytes of the decoded text.
        bytes: u64,
    },
}

impl ErrorKind {
    /// The stable code, as in the serialized `"code"` field.
    #[must_use]
    pub fn code(&self) -> &'static str {
        match self {
            ErrorKind::NoGameTree => "no_game_tree",
            ErrorKind::TooLarge { .. } => "too_large",
        }
    }
}

impl fmt::Display for ErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ErrorKind::NoGameTree => write!(f, "no SGF game tree found"),
            ErrorKind::TooLarge { bytes } => write!(f, "the text is too large ({bytes} bytes)"),
        }
    }
}

/// Collects warnings (at byte offsets of the decoded text) up to a limit, so
/// hostile input cannot make the list explode.
#[derive(Debug, Default)]
pub(crate) struct Diagnostics {
    list: Vec<(usize, WarningKind)>,
}

/// At most this many warnings are kept; one `TooManyWarnings` follows them.
const MAX_WARNINGS: usize = 1000;

impl Diagnostics {
    /// Records a warning unless the limit was reached.
    pub(crate) fn push(&mut self, offset: usize, kind: WarningKind) {
        match self.list.len() {
            n if n < MAX_WARNINGS => self.list.push((offset, kind)),
            MAX_WARNINGS => self.list.push((offset, WarningKind::TooManyWarnings)),
            _ => {}
        }
    }

    /// The warnings in file order, each at its line and column in `text`.
    pub(crate) fn into_warnings(mut self, text: &str) -> Vec<Warning> {
        self.list.sort_by_key(|(offset, _)| *offset);
        let mut lines = LineTracker::new(text);
        self.list.into_iter().map(|(offset, kind)| Warning { position: lines.at(offset), kind }).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn every_kind() -> Vec<WarningKind> {
        let s = String::new;
        vec![
            WarningKind::TextOutsideGame,
            WarningKind::UnexpectedText,
            WarningKind::MissingSemicolon,
            WarningKind::UnclosedGameTree,
            WarningKind::EmptyVariation,
            WarningKind::DuplicateProperty { ident: s() },
            WarningKind::ExtraValues { ident: s() },
            WarningKind::PropertyWithoutValue { ident: s() },
            WarningKind::ValueWithoutIdentifier,
            WarningKind::LowercaseIdentifier { ident: s() },
            WarningKind::UnterminatedValue,
            WarningKind::UnescapedBracket { ident: s() },
            WarningKind::CharsetGuessed { encoding: "x" },
            WarningKind::CharsetOverridden { declared: s(), encoding: "x" },
            WarningKind::UnknownCharset { declared: s(), encoding: "x" },
            WarningKind::MultipleCharsets { declared: s(), other: s() },
            WarningKind::MalformedBytes { encoding: "x" },
            WarningKind::TooManyWarnings,
        ]
    }

    #[test]
    fn codes_match_the_serialized_code_field() {
        for kind in every_kind() {
            let json = serde_json::to_value(&kind).unwrap();
            assert_eq!(json["code"], kind.code(), "{kind:?}");
        }
        for kind in [ErrorKind::NoGameTree, ErrorKind::TooLarge { bytes: 1 }] {
            assert_eq!(serde_json::to_value(&kind).unwrap()["code"], kind.code());
        }
    }

    #[test]
    fn the_warning_list_is_capped() {
        let mut d = Diagnostics::default();
        for _ in 0..MAX_WARNINGS + 50 {
            d.push(0, WarningKind::UnexpectedText);
        }
        let list = d.into_warnings("");
        assert_eq!(list.len(), MAX_WARNINGS + 1);
        assert_eq!(list.last().map(|w| w.kind.code()), Some("too_many_warnings"));
    }
}
