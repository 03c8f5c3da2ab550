//! Bytes to text: which charset a file is in.
//!
//! Escapes and structure are handled on decoded characters, because Shift_JIS
//! and GBK have trail bytes equal to `\` and `]`. The order of evidence:
//! a byte-order mark; UTF-16 recognised by its zero bytes; valid UTF-8 (then
//! the text is UTF-8 whatever `CA` says — programs often write UTF-8 under a
//! default `CA` — and `CA` is read from the parsed tree, see `settle`);
//! otherwise the first `CA` found in the raw bytes, unless the bytes
//! contradict it; otherwise a guess.

mod common;
mod detect;
mod label;
mod settle;

pub(crate) use settle::settle;

use crate::diag::WarningKind;
use encoding_rs::{Encoding, UTF_8, UTF_16BE, UTF_16LE};
use label::Resolved;
use serde::Serialize;
use std::borrow::Cow;

/// Which encoding was used to read a file, and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct EncodingReport {
    /// The encoding's WHATWG name: `UTF-8`, `GBK`, `Shift_JIS`, `EUC-KR`, `Big5`,
    /// `windows-1252` (ISO-8859-1's superset), `UTF-16LE`, ...
    pub encoding: &'static str,
    /// How it was chosen.
    pub source: EncodingSource,
    /// The first `CA` label in the file, if any.
    pub declared: Option<String>,
}

/// How the encoding was chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum EncodingSource {
    /// A byte-order mark.
    ByteOrderMark,
    /// The file's `CA` property.
    Declared,
    /// No `CA` and only ASCII: any ASCII-compatible reading is the same.
    Default,
    /// No usable `CA`: guessed from the bytes (a warning says so).
    Guessed,
    /// `CA` contradicted by the bytes: another encoding was used (a warning says so).
    Overridden,
}

/// Decoded text with the report and the warnings to attach to it.
pub(crate) struct Decoded<'a> {
    pub(crate) text: Cow<'a, str>,
    pub(crate) report: EncodingReport,
    pub(crate) notes: Vec<WarningKind>,
    /// The bytes were valid UTF-8: report and notes come from the tree's `CA` ([`settle`]).
    pub(crate) settle_from_tree: bool,
}

/// Decodes a whole file.
pub(crate) fn decode(bytes: &[u8]) -> Decoded<'_> {
    if let Some((encoding, bom)) = Encoding::for_bom(bytes) {
        let rest = bytes.get(bom..).unwrap_or_default();
        return lossy(encoding, rest, EncodingSource::ByteOrderMark, None, Vec::new());
    }
    if let Some(encoding) = utf16_without_bom(bytes) {
        let notes = vec![WarningKind::CharsetGuessed { encoding: encoding.name() }];
        return lossy(encoding, bytes, EncodingSource::Guessed, None, notes);
    }
    if let Ok(text) = std::str::from_utf8(bytes) {
        let mut decoded = found(text, UTF_8, EncodingSource::Default, None, Vec::new());
        decoded.settle_from_tree = true;
        return decoded;
    }
    match label::find_declared(bytes) {
        None => undeclared(bytes),
        Some(declared) => {
            let mut notes = Vec::new();
            if let Some(other) = declared.other {
                notes.push(WarningKind::MultipleCharsets { declared: declared.label.clone(), other });
            }
            with_declaration(bytes, declared.label, notes)
        }
    }
}

fn lossy<'a>(
    encoding: &'static Encoding,
    bytes: &'a [u8],
    source: EncodingSource,
    declared: Option<String>,
    mut notes: Vec<WarningKind>,
) -> Decoded<'a> {
    let (text, malformed) = encoding.decode_without_bom_handling(bytes);
    if malformed {
        notes.push(WarningKind::MalformedBytes { encoding: encoding.name() });
    }
    Decoded { text, report: report(encoding, source, declared), notes, settle_from_tree: false }
}

/// UTF-16 without a mark: the first code unit that is not whitespace is `(`
/// with a zero high byte, and most of the first units are ASCII.
fn utf16_without_bom(bytes: &[u8]) -> Option<&'static Encoding> {
    let head = bytes.get(..bytes.len().min(64))?;
    let units: Vec<[u8; 2]> = head.chunks_exact(2).filter_map(|p| <[u8; 2]>::try_from(p).ok()).collect();
    let first =
        units.iter().find(|u| !matches!(u, [b' ' | b'\t' | b'\r' | b'\n', 0] | [0, b' ' | b'\t' | b'\r' | b'\n']))?;
    let mostly = |zero_at: usize| units.iter().filter(|u| u.get(zero_at) == Some(&0)).count() * 2 >= units.len();
    match first {
        [b'(', 0] if mostly(1) => Some(UTF_16LE),
        [0, b'('] if mostly(0) => Some(UTF_16BE),
        _ => None,
    }
}

/// Bytes that are not UTF-8 and declare no charset.
fn undeclared(bytes: &[u8]) -> Decoded<'_> {
    let g = detect::guess(bytes);
    let mut notes = vec![WarningKind::CharsetGuessed { encoding: g.encoding.name() }];
    if g.malformed {
        notes.push(WarningKind::MalformedBytes { encoding: g.encoding.name() });
    }
    decoded(g.text, report(g.encoding, EncodingSource::Guessed, None), notes)
}

/// Bytes that are not UTF-8 under a `CA` label.
fn with_declaration(bytes: &[u8], label: String, notes: Vec<WarningKind>) -> Decoded<'_> {
    match label::resolve(&label) {
        Resolved::Usable(e) if e != UTF_8 => match e.decode_without_bom_handling_and_without_replacement(bytes) {
            Some(text) => decoded(text, report(e, EncodingSource::Declared, Some(label)), notes),
            None => guessed(bytes, label, notes, Contradiction::Overridden),
        },
        Resolved::Usable(_) | Resolved::Unusable => guessed(bytes, label, notes, Contradiction::Overridden),
        Resolved::Unknown => guessed(bytes, label, notes, Contradiction::Unknown),
    }
}

/// Why a declared label was not used.
enum Contradiction {
    Overridden,
    Unknown,
}

fn guessed(bytes: &[u8], label: String, mut notes: Vec<WarningKind>, why: Contradiction) -> Decoded<'_> {
    let g = detect::guess(bytes);
    let encoding = g.encoding.name();
    let declared_utf8 = matches!(label::resolve(&label), Resolved::Usable(e) if e == UTF_8);
    let source = if declared_utf8 && g.encoding == UTF_8 {
        EncodingSource::Declared
    } else {
        let (note, source) = match why {
            Contradiction::Overridden => {
                (WarningKind::CharsetOverridden { declared: label.clone(), encoding }, EncodingSource::Overridden)
            }
            Contradiction::Unknown => {
                (WarningKind::UnknownCharset { declared: label.clone(), encoding }, EncodingSource::Guessed)
            }
        };
        notes.push(note);
        source
    };
    if g.malformed {
        notes.push(WarningKind::MalformedBytes { encoding });
    }
    decoded(g.text, report(g.encoding, source, Some(label)), notes)
}

fn found<'a>(
    text: &'a str,
    encoding: &'static Encoding,
    source: EncodingSource,
    declared: Option<String>,
    notes: Vec<WarningKind>,
) -> Decoded<'a> {
    decoded(Cow::Borrowed(text), report(encoding, source, declared), notes)
}

fn decoded(text: Cow<'_, str>, report: EncodingReport, notes: Vec<WarningKind>) -> Decoded<'_> {
    Decoded { text, report, notes, settle_from_tree: false }
}

fn report(encoding: &'static Encoding, source: EncodingSource, declared: Option<String>) -> EncodingReport {
    EncodingReport { encoding: encoding.name(), source, declared }
}
