//! Guessing the charset of bytes that are not UTF-8 and carry no usable `CA`.
//!
//! Each candidate that decodes the bytes without error is scored by how much
//! its text looks like real writing: frequent Han and Hangul characters and
//! kana count for it, rare characters a little, half-width katakana, private
//! use and control characters against it, and accented Latin letters only
//! beside ASCII letters (as in "Müller", not in CJK bytes read as Latin-1).
//! UTF-8 with replacement characters competes too, for files declared UTF-8
//! whose names were cut inside a character. GBK wins ties: most files without
//! `CA` come from Chinese servers.

use super::common::{is_common_han, is_common_hangul};
use encoding_rs::{BIG5, EUC_KR, Encoding, GBK, SHIFT_JIS, UTF_8, WINDOWS_1252};
use std::borrow::Cow;

/// The chosen encoding and the text it gave.
pub(crate) struct Guess<'a> {
    pub(crate) encoding: &'static Encoding,
    pub(crate) text: Cow<'a, str>,
    /// Some bytes were invalid and became U+FFFD (only for the UTF-8 candidate).
    pub(crate) malformed: bool,
}

/// The legacy candidates in order of preference on equal scores, with a small head start for GBK.
const CANDIDATES: [(&Encoding, f64); 5] =
    [(GBK, 0.05), (SHIFT_JIS, 0.0), (EUC_KR, 0.0), (BIG5, 0.0), (WINDOWS_1252, 0.0)];

/// Scoring reads at most this many non-ASCII characters.
const SAMPLE: usize = 4000;

/// The most plausible decoding of `bytes`.
pub(crate) fn guess(bytes: &[u8]) -> Guess<'_> {
    let utf8 = String::from_utf8_lossy(bytes);
    let mut best = Guess { encoding: UTF_8, malformed: matches!(utf8, Cow::Owned(_)), text: Cow::Borrowed("") };
    let mut best_score = score(&utf8);
    best.text = utf8;
    for (encoding, head_start) in CANDIDATES {
        let Some(text) = encoding.decode_without_bom_handling_and_without_replacement(bytes) else { continue };
        let s = score(&text) + head_start;
        if s > best_score {
            best = Guess { encoding, text, malformed: false };
            best_score = s;
        }
    }
    best
}

/// The mean plausibility of the first non-ASCII characters of `text`.
fn score(text: &str) -> f64 {
    let mut total = 0.0;
    let mut counted = 0usize;
    let mut previous = ' ';
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if !c.is_ascii() {
            let next = chars.peek().copied().unwrap_or(' ');
            total += weight(c, previous, next);
            counted += 1;
            if counted >= SAMPLE {
                break;
            }
        }
        previous = c;
    }
    if counted == 0 { 0.0 } else { total / counted as f64 }
}

fn weight(c: char, previous: char, next: char) -> f64 {
    match c {
        '\u{FFFD}' => -3.0,
        '\u{3040}'..='\u{30FF}' => 1.0,
        '\u{FF61}'..='\u{FF9F}' => -1.0,
        '\u{AC00}'..='\u{D7A3}' if is_common_hangul(c) => 1.0,
        '\u{AC00}'..='\u{D7A3}' => 0.3,
        '\u{4E00}'..='\u{9FFF}' if is_common_han(c) => 1.0,
        '\u{4E00}'..='\u{9FFF}' => 0.3,
        '\u{3400}'..='\u{4DBF}' => 0.05,
        '\u{3000}'..='\u{303F}' | '\u{FF01}'..='\u{FF60}' | '\u{FFE0}'..='\u{FFEF}' => 0.5,
        _ if is_latin_letter(c) => {
            if previous.is_ascii_alphabetic() || next.is_ascii_alphabetic() {
                1.0
            } else {
                0.1
            }
        }
        '\u{E000}'..='\u{F8FF}' | '\u{80}'..='\u{9F}' => -1.0,
        _ => -0.2,
    }
}

fn is_latin_letter(c: char) -> bool {
    matches!(c, 'À'..='ÿ' | 'Œ' | 'œ' | 'Š' | 'š' | 'Ž' | 'ž' | 'Ÿ') && c != '×' && c != '÷'
}

#[cfg(test)]
mod tests {
    use super::*;

    fn guessed(bytes: &[u8]) -> &'static str {
        guess(bytes).encoding.name()
    }

    fn encoded(encoding: &'static Encoding, text: &str) -> Vec<u8> {
        encoding.encode(text).0.into_owned()
    }

    #[test]
    fn chinese_japanese_korean_and_latin_text_are_told_apart() {
        let chinese = encoded(GBK, "(;PB[古力]PW[李世石]C[黑棋中盘胜，白棋打劫失败])");
        assert_eq!(guessed(&chinese), "GBK");
        let japanese = encoded(SHIFT_JIS, "(;PB[井山裕太]C[黒の中押し勝ちです。ソフトバンク])");
        assert_eq!(guessed(&japanese), "Shift_JIS");
        let korean = encoded(EUC_KR, "(;PB[이세돌]PW[박정환]C[흑 불계승입니다])");
        assert_eq!(guessed(&korean), "EUC-KR");
        let latin = encoded(WINDOWS_1252, "(;PB[Müller]PW[Åström]C[Schöne Partie, schwarz gewinnt])");
        assert_eq!(guessed(&latin), "windows-1252");
    }

    #[test]
    fn utf8_with_a_cut_character_stays_utf8() {
        let mut bytes = "(;PB[黑棋中盘胜]PW[李世石]C[白棋打劫失败".as_bytes().to_vec();
        bytes.pop();
        bytes.extend_from_slice(b"])");
        let g = guess(&bytes);
        assert_eq!(g.encoding.name(), "UTF-8");
        assert!(g.malformed);
    }
}
