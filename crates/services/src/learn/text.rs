//! Lesson and glossary texts in the learner's language, ready to show: a
//! missing language falls back to English and says so, paragraphs are
//! split at blank lines, and glossary links (`[[ko]]`, `[[ko|Ko-Kampf]]`)
//! become parts that name their entry and carry the words to show.

use logo_lessons::text::{Segment, segments};
use logo_lessons::{Glossary, Text};
use serde::Serialize;

/// A short text (a title, a term, an option) in one language.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct LocalText {
    /// The words.
    pub text: String,
    /// Their language.
    pub language: String,
    /// True when the learner's language is missing and this is English.
    pub fell_back: bool,
}

/// A text with paragraphs and glossary links, in one language.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct RichText {
    /// The paragraphs, each a run of parts.
    pub paragraphs: Vec<Vec<TextPart>>,
    /// Their language.
    pub language: String,
    /// True when the learner's language is missing and this is English.
    pub fell_back: bool,
}

/// Words, or words that link a glossary entry.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum TextPart {
    /// Plain words.
    Plain {
        /// The words.
        text: String,
    },
    /// A link to the glossary entry `entry`, shown as `text`.
    Link {
        /// The entry's id.
        entry: String,
        /// The words shown: the author's, or the entry's term.
        text: String,
    },
}

/// `text` in `language` (or English), or an empty text when it has neither.
pub fn local(text: &Text, language: &str) -> LocalText {
    match text.get(language) {
        Some(found) => {
            LocalText { text: found.text.to_owned(), language: found.language.to_owned(), fell_back: found.fell_back }
        }
        None => LocalText { text: String::new(), language: language.to_owned(), fell_back: false },
    }
}

/// `text` in `language` (or English) as paragraphs with glossary links; a
/// link to an entry the glossary lacks shows its words without a link.
pub fn rich(text: &Text, language: &str, glossary: &Glossary) -> RichText {
    let LocalText { text, language: shown, fell_back } = local(text, language);
    let paragraphs = text
        .split("\n\n")
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .map(|paragraph| parts(paragraph, &shown, glossary))
        .collect();
    RichText { paragraphs, language: shown, fell_back }
}

/// The text as the learner reads it: links replaced by their words (for the search index).
pub fn plain(text: &Text, language: &str, glossary: &Glossary) -> String {
    let shown = rich(text, language, glossary);
    let words: Vec<String> = shown
        .paragraphs
        .iter()
        .map(|p| {
            p.iter()
                .map(|part| match part {
                    TextPart::Plain { text } | TextPart::Link { text, .. } => text.as_str(),
                })
                .collect()
        })
        .collect();
    words.join("\n\n")
}

fn parts(paragraph: &str, language: &str, glossary: &Glossary) -> Vec<TextPart> {
    let Ok(found) = segments(paragraph) else {
        // The validator refuses malformed links; should one ship, show the words as written.
        return vec![TextPart::Plain { text: paragraph.to_owned() }];
    };
    found
        .into_iter()
        .map(|segment| match segment {
            Segment::Plain(text) => TextPart::Plain { text: text.to_owned() },
            Segment::Link { id, label } => match glossary.entry(id) {
                Some(entry) => TextPart::Link {
                    entry: id.to_owned(),
                    text: label.map_or_else(|| local(&entry.term, language).text, str::to_owned),
                },
                None => TextPart::Plain { text: label.unwrap_or(id).to_owned() },
            },
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn glossary() -> Glossary {
        let files = [
            logo_lessons::SourceFile::new("index.toml", ""),
            logo_lessons::SourceFile::new(
                "glossary.toml",
                "[[entry]]\nid = \"ko\"\nterm = { de = \"Ko\", en = \"Ko\" }\ndefinition = { de = \"x\", en = \"x\" }\n\
                 [[entry]]\nid = \"liberty\"\nterm = { de = \"Freiheit\", en = \"Liberty\" }\ndefinition = { de = \"x\", en = \"x\" }\n",
            ),
        ];
        logo_lessons::load(&files).course.glossary
    }

    #[test]
    fn paragraphs_and_links_in_the_learners_language() {
        let text = Text::from_pairs([("de", "Eine [[liberty]] fehlt.\n\nDas ist [[ko|ein Ko]]."), ("en", "x")]);
        let shown = rich(&text, "de", &glossary());
        assert!(!shown.fell_back);
        assert_eq!(
            shown.paragraphs,
            [
                vec![
                    TextPart::Plain { text: "Eine ".into() },
                    TextPart::Link { entry: "liberty".into(), text: "Freiheit".into() },
                    TextPart::Plain { text: " fehlt.".into() },
                ],
                vec![
                    TextPart::Plain { text: "Das ist ".into() },
                    TextPart::Link { entry: "ko".into(), text: "ein Ko".into() },
                    TextPart::Plain { text: ".".into() },
                ],
            ]
        );
        assert_eq!(plain(&text, "de", &glossary()), "Eine Freiheit fehlt.\n\nDas ist ein Ko.");
    }

    #[test]
    fn a_missing_language_falls_back_to_english_visibly() {
        let text = Text::from_pairs([("de", "Ko"), ("en", "A [[liberty]]")]);
        let shown = rich(&text, "fr", &glossary());
        assert_eq!((shown.language.as_str(), shown.fell_back), ("en", true));
        assert_eq!(shown.paragraphs[0][1], TextPart::Link { entry: "liberty".into(), text: "Liberty".into() });
        assert_eq!(local(&text, "de"), LocalText { text: "Ko".into(), language: "de".into(), fell_back: false });
    }
}
