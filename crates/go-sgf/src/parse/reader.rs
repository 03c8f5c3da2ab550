//! The parser's cursor over decoded text, and its byte-level scans.
//!
//! Every structural character of SGF (`( ) ; [ ] \` and letters) is ASCII,
//! and in UTF-8 no byte of a multi-byte character is ASCII, so scanning bytes
//! of the decoded text is exact and every offset where a scan stops is a
//! character boundary.

use crate::diag::LineTracker;
use crate::diag::{Diagnostics, WarningKind};

/// Where a value ends.
pub(crate) enum Close {
    /// At this offset, an unescaped `]`.
    At(usize),
    /// Nowhere: the text ends inside the value.
    Missing,
}

/// The cursor, the line tracker and the warnings of one parse.
///
/// Nodes, properties and warnings record byte offsets while reading; a game's
/// offsets become line:column positions in one sweep when the game is done
/// (`lines`), the warnings' when the whole text is done.
pub(crate) struct Reader<'t> {
    pub(crate) text: &'t str,
    pub(crate) bytes: &'t [u8],
    pub(crate) pos: usize,
    pub(crate) lines: LineTracker<'t>,
    diagnostics: Diagnostics,
    /// A search for a plausible `]` from this offset on already failed.
    no_plausible_close_from: usize,
}

impl<'t> Reader<'t> {
    pub(crate) fn new(text: &'t str) -> Reader<'t> {
        Reader {
            text,
            bytes: text.as_bytes(),
            pos: 0,
            lines: LineTracker::new(text),
            diagnostics: Diagnostics::default(),
            no_plausible_close_from: usize::MAX,
        }
    }

    /// The warnings in file order, with their positions.
    pub(crate) fn into_warnings(self) -> Vec<crate::diag::Warning> {
        self.diagnostics.into_warnings(self.text)
    }

    /// Records a warning at byte `offset`.
    pub(crate) fn warn_at(&mut self, offset: usize, kind: WarningKind) {
        self.diagnostics.push(offset, kind);
    }

    pub(crate) fn peek(&self) -> Option<u8> {
        self.bytes.get(self.pos).copied()
    }

    pub(crate) fn skip_ws(&mut self) {
        self.pos = self.after_ws(self.pos);
    }

    /// The first offset at or after `from` that is not ASCII whitespace.
    pub(crate) fn after_ws(&self, from: usize) -> usize {
        if self.bytes.get(from).is_some_and(|&b| b > b' ') {
            return from;
        }
        let rest = self.bytes.get(from..).unwrap_or_default();
        from + rest.iter().position(|b| !is_ws(*b)).unwrap_or(rest.len())
    }

    /// The first offset at or after `from` that is not an ASCII letter.
    pub(crate) fn after_letters(&self, from: usize) -> usize {
        let rest = self.bytes.get(from..).unwrap_or_default();
        from + rest.iter().position(|b| !b.is_ascii_alphabetic()).unwrap_or(rest.len())
    }

    /// The text between two offsets found by the scans.
    pub(crate) fn slice(&self, start: usize, end: usize) -> &'t str {
        self.text.get(start..end).unwrap_or_default()
    }

    /// The first unescaped `]` at or after `from`.
    pub(crate) fn find_close(&self, from: usize) -> Close {
        // Most values are short (`B[pd]`): look at a few bytes before setting up a vector search.
        let head = self.bytes.get(from..).unwrap_or_default();
        for (k, &b) in head.iter().take(8).enumerate() {
            match b {
                b']' => return Close::At(from + k),
                b'\\' => return self.find_close_slowly(from),
                _ => {}
            }
        }
        self.find_close_slowly(from)
    }

    fn find_close_slowly(&self, from: usize) -> Close {
        let mut i = from;
        loop {
            let Some(rest) = self.bytes.get(i..) else { return Close::Missing };
            match memchr::memchr2(b']', b'\\', rest) {
                Some(k) if rest.get(k) == Some(&b']') => return Close::At(i + k),
                Some(k) => i += k + 2,
                None => return Close::Missing,
            }
        }
    }

    /// Whether what follows offset `after` (a closed value) looks like SGF:
    /// another value, a property, a node, a variation, or the end.
    pub(crate) fn plausible_after(&self, after: usize) -> bool {
        let at = self.after_ws(after);
        match self.bytes.get(at) {
            None | Some(b';' | b'(' | b')' | b'[') => true,
            Some(c) if c.is_ascii_alphabetic() => {
                let next = self.after_ws(self.after_letters(at));
                self.bytes.get(next) == Some(&b'[')
            }
            Some(_) => false,
        }
    }

    /// The first unescaped `]` at or after `from` followed by plausible SGF.
    pub(crate) fn find_plausible_close(&mut self, from: usize) -> Option<usize> {
        if from >= self.no_plausible_close_from {
            return None;
        }
        let mut i = from;
        loop {
            match self.find_close(i) {
                Close::At(k) if self.plausible_after(k + 1) => return Some(k),
                Close::At(k) => i = k + 1,
                Close::Missing => {
                    self.no_plausible_close_from = from;
                    return None;
                }
            }
        }
    }
}

/// SGF's whitespace between tokens.
pub(crate) fn is_ws(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | b'\r' | 0x0B | 0x0C)
}
