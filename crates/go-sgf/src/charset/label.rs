//! Finding `CA[...]` in the raw bytes, and turning its label into an encoding.
//!
//! The charset must be known before decoding, and `CA` may come after the
//! text it governs, so the bytes are searched first: every `[` whose
//! identifier (read backwards, old lower-case letters dropped as the parser
//! does) is `CA`. Labels are matched as the WHATWG Encoding Standard names
//! them, plus the aliases SGF files use (`MS_KANJI`, `UTF16LE`, `Latin1`, `cp936`).

use encoding_rs::{BIG5, EUC_JP, EUC_KR, Encoding, GB18030, GBK, SHIFT_JIS, UTF_8, UTF_16BE, UTF_16LE, WINDOWS_1252};

/// The `CA` labels found in a file.
pub(crate) struct Declared {
    /// The first `CA` label, which governs the whole file.
    pub(crate) label: String,
    /// Another label found later that names a different charset.
    pub(crate) other: Option<String>,
}

/// What a label names.
pub(crate) enum Resolved {
    /// An encoding that can decode a file whose `CA[` we could read as ASCII.
    Usable(&'static Encoding),
    /// A known encoding that cannot be right for a file whose `CA[` reads as
    /// ASCII: UTF-16, ISO-2022-JP (an e-mail encoding that no Go program writes),
    /// and WHATWG's "replacement" labels.
    Unusable,
    /// Not a charset we know.
    Unknown,
}

/// Identifiers and labels longer than this are not `CA` declarations.
const MAX_IDENT: usize = 32;
const MAX_LABEL: usize = 64;

/// The `CA` labels of `bytes`, if any.
pub(crate) fn find_declared(bytes: &[u8]) -> Option<Declared> {
    let mut found: Option<Declared> = None;
    // A plain loop: `[` is so frequent that a vector search would stop at nearly every value.
    let mut previous = b' ';
    for (open, &b) in bytes.iter().enumerate() {
        let before = std::mem::replace(&mut previous, b);
        // Only `A`, a lower-case letter or whitespace can end a `CA` identifier and what follows it.
        if b != b'[' || !(before == b'A' || before.is_ascii_lowercase() || before.is_ascii_whitespace()) {
            continue;
        }
        if !ident_before_is_ca(bytes, open) {
            continue;
        }
        let Some(label) = label_after(bytes, open + 1) else { continue };
        match &mut found {
            None => found = Some(Declared { label, other: None }),
            Some(d) if d.other.is_none() && !same_charset(&d.label, &label) => d.other = Some(label),
            Some(_) => {}
        }
    }
    found
}

fn ident_before_is_ca(bytes: &[u8], open: usize) -> bool {
    let mut end = open;
    while end > 0 && bytes.get(end - 1).is_some_and(u8::is_ascii_whitespace) && open - end < MAX_IDENT {
        end -= 1;
    }
    let mut start = end;
    while start > 0 && bytes.get(start - 1).is_some_and(u8::is_ascii_alphabetic) {
        start -= 1;
        if end - start > MAX_IDENT {
            return false;
        }
    }
    let Some(ident) = bytes.get(start..end) else { return false };
    let mut upper = ident.iter().filter(|b| b.is_ascii_uppercase());
    match (upper.next(), upper.next(), upper.next()) {
        (Some(b'C'), Some(b'A'), None) => true,
        (None, ..) => ident.eq_ignore_ascii_case(b"ca"),
        _ => false,
    }
}

fn label_after(bytes: &[u8], start: usize) -> Option<String> {
    let window = bytes.get(start..bytes.len().min(start + MAX_LABEL))?;
    let end = memchr::memchr(b']', window)?;
    let label = std::str::from_utf8(window.get(..end)?).ok()?.trim();
    let plausible =
        !label.is_empty() && label.bytes().all(|b| b.is_ascii_graphic() || b == b' ') && !label.contains('\\');
    plausible.then(|| label.to_owned())
}

pub(crate) fn same_charset(a: &str, b: &str) -> bool {
    match (resolve(a), resolve(b)) {
        (Resolved::Usable(x), Resolved::Usable(y)) => x == y,
        _ => a.eq_ignore_ascii_case(b),
    }
}

/// What `label` names.
pub(crate) fn resolve(label: &str) -> Resolved {
    let label = label.trim();
    match Encoding::for_label(label.as_bytes()).or_else(|| alias(label)) {
        Some(e) if !e.is_ascii_compatible() => Resolved::Unusable,
        Some(e) => Resolved::Usable(e),
        None => Resolved::Unknown,
    }
}

/// Labels seen in SGF files that the WHATWG list lacks, compared on letters and digits only.
fn alias(label: &str) -> Option<&'static Encoding> {
    let key: String = label.chars().filter(char::is_ascii_alphanumeric).map(|c| c.to_ascii_lowercase()).collect();
    Some(match key.as_str() {
        "utf8" => UTF_8,
        "utf16" | "utf16le" | "ucs2" => UTF_16LE,
        "utf16be" => UTF_16BE,
        "latin1" | "iso88591" | "l1" | "ascii" | "usascii" | "cp1252" => WINDOWS_1252,
        "shiftjis" | "sjis" | "mskanji" | "cp932" | "windows31j" => SHIFT_JIS,
        "gb2312" | "gbk" | "cp936" | "ms936" | "windows936" | "euccn" => GBK,
        "gb18030" => GB18030,
        "big5" | "big5hkscs" | "cp950" => BIG5,
        "euckr" | "cp949" | "uhc" | "ksc5601" | "ksc56011987" => EUC_KR,
        "eucjp" => EUC_JP,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn declared(bytes: &[u8]) -> Option<(String, Option<String>)> {
        find_declared(bytes).map(|d| (d.label, d.other))
    }

    #[test]
    fn finds_ca_anywhere_and_in_old_spellings() {
        assert_eq!(declared(b"(;PB[x]CA[GB2312])"), Some(("GB2312".into(), None)));
        assert_eq!(declared(b"(;ChArset [ UTF-8 ]"), Some(("UTF-8".into(), None)));
        assert_eq!(declared(b"(;CharsetA[UTF-8])"), Some(("UTF-8".into(), None)));
        assert_eq!(declared(b"(;ca[utf-8])"), Some(("utf-8".into(), None)));
        assert_eq!(declared(b"(;B[aa]PCA[x])"), None);
        assert_eq!(declared(b"(;C[no CA here]"), None);
    }

    #[test]
    fn notes_a_second_different_charset() {
        let bytes = b"(;CA[UTF-8])(;CA[utf8])(;CA[ISO-8859-1])";
        assert_eq!(declared(bytes), Some(("UTF-8".into(), Some("ISO-8859-1".into()))));
    }

    #[test]
    fn resolves_sgf_aliases() {
        let name = |l: &str| match resolve(l) {
            Resolved::Usable(e) => e.name(),
            Resolved::Unusable => "unusable",
            Resolved::Unknown => "unknown",
        };
        assert_eq!(name("MS_KANJI"), "Shift_JIS");
        assert_eq!(name("GB2312"), "GBK");
        assert_eq!(name("Latin1"), "windows-1252");
        assert_eq!(name("ISO-8859-1"), "windows-1252");
        assert_eq!(name("UTF16LE"), "unusable");
        assert_eq!(name("foo"), "unknown");
        assert_eq!(name("EUC-KR"), "EUC-KR");
    }
}
