//! Texts with their languages side by side, the English fallback, and the
//! glossary links inside them.
//!
//! A text is written once per language (`{ de = "…", en = "…" }`). Any
//! language code is allowed, so more languages can be added file by file;
//! the validator requires German and English everywhere. Looking up a missing
//! language falls back to English and says so, so the app can mark the text.
//!
//! Inside a text, `[[ko]]` links the glossary entry `ko` and shows its term,
//! `[[ko|Ko-Kampf]]` shows the words after the bar instead. A blank line
//! starts a new paragraph; there is no other markup.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The language every text must have and missing languages fall back to.
pub const FALLBACK_LANGUAGE: &str = "en";

/// The languages the validator requires on every text.
pub const REQUIRED_LANGUAGES: [&str; 2] = ["de", "en"];

/// One text in several languages, keyed by language code (`de`, `en`, `pt-BR`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Text(BTreeMap<String, String>);

/// A text in one language, and whether it is the English fallback for a
/// language the text does not have. A text whose languages all carry the
/// same words (a name, or a teacher's own words stored for the required
/// languages) is no translation: shown in another language it is no fallback.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Localized<'a> {
    /// The words.
    pub text: &'a str,
    /// The language they are in.
    pub language: &'a str,
    /// True when `language` is not the one asked for.
    pub fell_back: bool,
}

impl Text {
    /// A text from `(language, words)` pairs.
    pub fn from_pairs<'a>(pairs: impl IntoIterator<Item = (&'a str, &'a str)>) -> Text {
        Text(pairs.into_iter().map(|(l, t)| (l.to_owned(), t.to_owned())).collect())
    }

    /// The text in `language`, or else in English (marked as a fallback);
    /// `None` only when it has neither. An empty translation counts as missing.
    #[must_use]
    pub fn get(&self, language: &str) -> Option<Localized<'_>> {
        let exact = |lang: &str| self.0.get_key_value(lang).filter(|(_, t)| !t.trim().is_empty());
        if let Some((lang, text)) = exact(language) {
            return Some(Localized { text, language: lang, fell_back: false });
        }
        exact(FALLBACK_LANGUAGE).map(|(lang, text)| Localized {
            text,
            language: lang,
            fell_back: !self.is_untranslated(),
        })
    }

    /// Whether the text has more than one language and the same words in each.
    fn is_untranslated(&self) -> bool {
        let words: Vec<&str> = self.languages().filter_map(|language| self.exact(language)).collect();
        words.first().is_some_and(|first| words.len() > 1 && words.iter().all(|w| w == first))
    }

    /// The text in exactly `language`, without fallback.
    #[must_use]
    pub fn exact(&self, language: &str) -> Option<&str> {
        self.0.get(language).map(String::as_str).filter(|t| !t.trim().is_empty())
    }

    /// The language codes present (with non-empty words), sorted.
    pub fn languages(&self) -> impl Iterator<Item = &str> {
        self.0.iter().filter(|(_, t)| !t.trim().is_empty()).map(|(l, _)| l.as_str())
    }

    /// Every `(language, words)` pair, sorted by language.
    pub fn iter(&self) -> impl Iterator<Item = (&str, &str)> {
        self.0.iter().map(|(l, t)| (l.as_str(), t.as_str()))
    }
}

/// A piece of a text: plain words or a link to a glossary entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Segment<'a> {
    /// Words shown as they are.
    Plain(&'a str),
    /// A link to the glossary entry `id`, shown as `label` or, without one,
    /// as the entry's term.
    Link {
        /// The glossary entry's id.
        id: &'a str,
        /// The words to show instead of the term.
        label: Option<&'a str>,
    },
}

/// A malformed link.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LinkError {
    /// Byte offset of the `[[` that starts the bad link.
    pub offset: usize,
    /// What is wrong.
    pub message: String,
}

/// Splits a text into plain words and glossary links.
pub fn segments(text: &str) -> Result<Vec<Segment<'_>>, LinkError> {
    let mut out = Vec::new();
    let mut rest = text;
    let mut offset = 0;
    while let Some(start) = rest.find("[[") {
        let (before, from_link) = rest.split_at(start);
        if !before.is_empty() {
            out.push(Segment::Plain(before));
        }
        let body = from_link.get(2..).unwrap_or_default();
        let bad = |message: &str| LinkError { offset: offset + start, message: message.to_owned() };
        let end = body.find("]]").ok_or_else(|| bad("a link opened with [[ is never closed with ]]"))?;
        let inner = body.get(..end).unwrap_or_default();
        if inner.contains("[[") || inner.contains('\n') {
            return Err(bad("a link must close with ]] on the same line before another [[ opens"));
        }
        let (id, label) = match inner.split_once('|') {
            Some((_, label)) if label.trim().is_empty() => {
                return Err(bad(&format!("the link [[{inner}]] has an empty label")));
            }
            Some((id, label)) => (id.trim(), Some(label.trim())),
            None => (inner.trim(), None),
        };
        if id.is_empty() {
            return Err(bad("a link needs a glossary id: [[id]] or [[id|words]]"));
        }
        out.push(Segment::Link { id, label });
        let consumed = start + 2 + end + 2;
        offset += consumed;
        rest = rest.get(consumed..).unwrap_or_default();
    }
    if !rest.is_empty() {
        out.push(Segment::Plain(rest));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_missing_language_falls_back_to_english_visibly() {
        let text = Text::from_pairs([("de", "Freiheit"), ("en", "Liberty")]);
        let de = text.get("de").unwrap();
        assert_eq!((de.text, de.language, de.fell_back), ("Freiheit", "de", false));
        let fr = text.get("fr").unwrap();
        assert_eq!((fr.text, fr.language, fr.fell_back), ("Liberty", "en", true));
        assert_eq!(Text::from_pairs([("de", "nur")]).get("fr"), None);
        assert!(Text::from_pairs([("de", " "), ("en", "x")]).get("de").unwrap().fell_back);
        let same = Text::from_pairs([("de", "Wo lebt Schwarz?"), ("en", "Wo lebt Schwarz?")]);
        assert!(!same.get("pl").unwrap().fell_back, "the same words in every language are no translation");
        assert!(Text::from_pairs([("en", "only")]).get("pl").unwrap().fell_back);
    }

    #[test]
    fn links_with_and_without_labels() {
        let parts = segments("Ein [[seki]] hat [[seki|Seki-Punkte]].").unwrap();
        assert_eq!(
            parts,
            [
                Segment::Plain("Ein "),
                Segment::Link { id: "seki", label: None },
                Segment::Plain(" hat "),
                Segment::Link { id: "seki", label: Some("Seki-Punkte") },
                Segment::Plain("."),
            ]
        );
        assert_eq!(segments("keine Links").unwrap(), [Segment::Plain("keine Links")]);
    }

    #[test]
    fn malformed_links_are_refused_with_their_offset() {
        assert_eq!(segments("ab [[seki").unwrap_err().offset, 3);
        assert!(segments("[[]]").is_err());
        assert!(segments("[[a|]]").is_err());
        assert!(segments("[[a [[b]]").is_err());
    }
}
