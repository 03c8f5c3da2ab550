//! FF[4] Text and SimpleText, escapes, and the well-formedness of raw values.
//!
//! Values reach this module already decoded to Unicode, so a `\` here is
//! always a real backslash, never the trail byte of a Shift_JIS or GBK character.

/// What a line break in the value becomes.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Newlines {
    /// Text: line breaks stay, as `\n`.
    Keep,
    /// SimpleText: line breaks become spaces.
    ToSpace,
}

/// Resolves escapes and soft line breaks and normalizes whitespace.
pub(crate) fn decode(raw: &str, newlines: Newlines) -> String {
    let mut out = String::with_capacity(raw.len());
    let mut chars = raw.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' => match chars.next() {
                // A soft line break: `\` right before a line break removes both.
                Some(nl @ ('\n' | '\r')) => {
                    chars.next_if_eq(&partner(nl));
                }
                Some(escaped) => push_plain(&mut out, escaped, newlines),
                None => {}
            },
            '\n' | '\r' => {
                chars.next_if_eq(&partner(c));
                out.push(if newlines == Newlines::Keep { '\n' } else { ' ' });
            }
            other => push_plain(&mut out, other, newlines),
        }
    }
    out
}

/// `\r\n` and `\n\r` are one line break each.
fn partner(newline: char) -> char {
    if newline == '\n' { '\r' } else { '\n' }
}

fn push_plain(out: &mut String, c: char, newlines: Newlines) {
    match c {
        '\t' | '\u{b}' | '\u{c}' => out.push(' '),
        '\n' | '\r' if newlines == Newlines::ToSpace => out.push(' '),
        _ => out.push(c),
    }
}

/// The byte index of the first `target` not escaped by a `\`.
pub(crate) fn first_unescaped(raw: &str, target: u8) -> Option<usize> {
    let bytes = raw.as_bytes();
    let mut i = 0;
    while let Some(&b) = bytes.get(i) {
        if b == b'\\' {
            i += 2;
        } else if b == target {
            return Some(i);
        } else {
            i += 1;
        }
    }
    None
}

/// Whether `raw` can stand between `[` and `]`: no unescaped `]`, no trailing lone `\`.
pub(crate) fn is_well_formed(raw: &str) -> bool {
    let bytes = raw.as_bytes();
    let mut i = 0;
    while let Some(&b) = bytes.get(i) {
        match b {
            b'\\' if i + 1 >= bytes.len() => return false,
            b'\\' => i += 2,
            b']' => return false,
            _ => i += 1,
        }
    }
    true
}

/// Escapes `\` and `]` (and `:` when `colon`, for the first half of a Compose).
pub(crate) fn escape(s: &str, colon: bool) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    for c in s.chars() {
        if c == '\\' || c == ']' || (colon && c == ':') {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// Escapes every `special` character (`:` or `]`) of an already raw value
/// that is not escaped yet; existing escapes stay as they are.
pub(crate) fn escape_unescaped(raw: &str, special: char) -> String {
    let mut out = String::with_capacity(raw.len() + 4);
    let mut chars = raw.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => {
                out.push('\\');
                if let Some(next) = chars.next() {
                    out.push(next);
                }
            }
            c if c == special => {
                out.push('\\');
                out.push(c);
            }
            _ => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_resolves_escapes_soft_breaks_and_whitespace() {
        assert_eq!(decode(r"a\]b\\c\:d", Newlines::Keep), r"a]b\c:d");
        assert_eq!(decode("soft\\\nbreak", Newlines::Keep), "softbreak");
        assert_eq!(decode("soft\\\r\nbreak", Newlines::Keep), "softbreak");
        assert_eq!(decode("two\r\nlines\rthree", Newlines::Keep), "two\nlines\nthree");
        assert_eq!(decode("tab\there", Newlines::Keep), "tab here");
        assert_eq!(decode("tab\\\there", Newlines::Keep), "tab here");
        assert_eq!(decode("two\nlines", Newlines::ToSpace), "two lines");
        assert_eq!(decode("ends in \\", Newlines::Keep), "ends in ");
    }

    #[test]
    fn well_formed_raw_values_cannot_end_the_value_early() {
        assert!(is_well_formed(r"a\]b"));
        assert!(is_well_formed(r"a\\"));
        assert!(!is_well_formed("a]b"));
        assert!(!is_well_formed(r"a\"));
        assert!(!is_well_formed(r"a\\\"));
    }

    #[test]
    fn escaping_and_colons() {
        assert_eq!(escape(r"a]b\c:d", false), r"a\]b\\c:d");
        assert_eq!(escape("a:b", true), r"a\:b");
        assert_eq!(escape_unescaped(r"a:b\:c", ':'), r"a\:b\:c");
        assert_eq!(escape_unescaped(r"a]b\]c\\", ']'), r"a\]b\]c\\");
        assert_eq!(first_unescaped(r"a\:b:c", b':'), Some(4));
    }
}
