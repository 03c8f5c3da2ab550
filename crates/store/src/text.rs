//! Text as the library searches it. SQLite's `lower()` knows only ASCII and
//! its tokenizers know no German, so the store folds and stems in Rust and
//! writes the results into columns and indexes; queries are folded and
//! stemmed the same way, so both sides always agree.
//!
//! - [`fold`]: lower case, diacritics removed (`Öhman` → `ohman`, `ß` → `ss`).
//! - [`stem`]: a light suffix stripper for German and English words, so that
//!   `Gefangene`, `gefangen` and `Gefangenen` meet as `gefang`, and `stones`,
//!   `stone` as `ston`. It is deliberately crude: it only has to map a word's
//!   inflections onto one key; the key is never shown.
//! - [`search_terms`]: the distinct stemmed words of a text.

use std::collections::BTreeSet;

use unicode_normalization::UnicodeNormalization;
use unicode_normalization::char::is_combining_mark;

/// Endings stripped by [`stem`], longest first where one ends another.
const SUFFIXES: &[&str] = &["ungen", "ung", "ing", "ern", "em", "en", "er", "es", "ed", "e", "n", "s"];

/// A stem keeps at least this many characters.
const MIN_STEM: usize = 3;

/// `text` in lower case without diacritics: compatibility decomposition,
/// combining marks dropped, and the letters that do not decompose spelled out.
pub fn fold(text: &str) -> String {
    let mut folded = String::with_capacity(text.len());
    for c in text.chars() {
        if c.is_ascii() {
            folded.push(c.to_ascii_lowercase());
            continue;
        }
        for lower in c.to_lowercase() {
            match lower {
                'ß' => folded.push_str("ss"),
                'æ' => folded.push_str("ae"),
                'œ' => folded.push_str("oe"),
                'ø' => folded.push('o'),
                'ł' => folded.push('l'),
                'đ' => folded.push('d'),
                'þ' => folded.push_str("th"),
                other => folded.extend(std::iter::once(other).nfkd().filter(|d| !is_combining_mark(*d))),
            }
        }
    }
    folded
}

/// The search key of one folded word: endings stripped while at least
/// [`MIN_STEM`] characters remain. Words with digits are kept whole.
pub fn stem(word: &str) -> String {
    if word.chars().any(|c| c.is_numeric()) {
        return word.to_owned();
    }
    let mut stem = word;
    while let Some(shorter) = strip_one(stem) {
        stem = shorter;
    }
    stem.to_owned()
}

fn strip_one(word: &str) -> Option<&str> {
    SUFFIXES.iter().find_map(|suffix| {
        let rest = word.strip_suffix(suffix)?;
        (rest.chars().count() >= MIN_STEM).then_some(rest)
    })
}

/// The words of `text` (runs of letters and digits), folded and stemmed, each once, sorted.
pub fn search_terms(text: &str) -> Vec<String> {
    words(text).map(|word| stem(&fold(word))).collect::<BTreeSet<_>>().into_iter().collect()
}

/// The runs of letters and digits in `text`.
pub(crate) fn words(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn folding_removes_case_and_diacritics() {
        assert_eq!(fold("Öhman"), "ohman");
        assert_eq!(fold("Go Seigen 9p"), "go seigen 9p");
        assert_eq!(fold("Straße"), "strasse");
        assert_eq!(fold("Crème Brûlée"), "creme brulee");
        assert_eq!(fold("Łukasz Ørsted"), "lukasz orsted");
        assert_eq!(fold("本因坊秀策"), "本因坊秀策");
        assert_eq!(fold("ＡＢＣ"), "abc", "full-width letters fold to ASCII");
    }

    #[test]
    fn inflections_meet_in_one_stem() {
        let same = |words: &[&str]| {
            let stems: BTreeSet<String> = words.iter().map(|w| stem(&fold(w))).collect();
            assert_eq!(stems.len(), 1, "{words:?} -> {stems:?}");
        };
        same(&["Gefangene", "gefangen", "Gefangenen"]);
        same(&["Stein", "Steine", "Steinen"]);
        same(&["Leiter", "Leitern"]);
        same(&["Züge", "Zug"]);
        same(&["Bewertung", "bewerten"]);
        same(&["stone", "stones"]);
        same(&["ladder", "ladders"]);
        same(&["capture", "captured", "capturing", "captures"]);
        assert_eq!(stem("ko"), "ko");
        assert_eq!(stem("see"), "see", "a stem keeps three characters");
        assert_eq!(stem("19x19"), "19x19");
    }

    #[test]
    fn terms_are_distinct_stems_of_the_words() {
        assert_eq!(
            search_terms("Schwarz fängt die Steine; die Steine sind gefangen!"),
            ["die", "fangt", "gefang", "schwarz", "sind", "stei"]
        );
        assert!(search_terms(" ... ").is_empty());
    }
}
