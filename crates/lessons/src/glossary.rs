//! The glossary: terms with their definitions, in every language, linked from
//! lesson texts (`[[ko]]`) and linking back to the lessons that teach them.

use crate::diagram::{Diagram, RawDiagram};
use crate::source::{Problems, SourceFile};
use crate::text::Text;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use toml::Spanned;

/// All glossary entries, in file order.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Glossary {
    /// The entries.
    pub entries: Vec<Entry>,
}

/// One glossary entry.
#[derive(Clone, Debug, PartialEq)]
pub struct Entry {
    /// Stable id, used in links (`[[ko-threat]]`).
    pub id: String,
    /// The term in each language (its English form is the English term).
    pub term: Text,
    /// The Japanese term, where Go players use one.
    pub japanese: Option<Japanese>,
    /// A short definition in each language.
    pub definition: Text,
    /// A board that shows the idea.
    pub diagram: Option<Diagram>,
    /// Lessons (and pages) that teach it.
    pub taught_in: Vec<Taught>,
    /// Other words a learner might search for, per language.
    pub aliases: BTreeMap<String, Vec<String>>,
    /// Related entries.
    pub see_also: Vec<String>,
}

/// A Japanese term in Latin letters and, optionally, in Japanese script.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct Japanese {
    /// In Latin letters (`atari`).
    pub romaji: String,
    /// In Japanese script (`当たり`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kanji: Option<String>,
}

/// A lesson, or one page of it, that teaches an entry: `liberties` or
/// `liberties#atari` in the file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Taught {
    /// The lesson's id.
    pub lesson: String,
    /// The page's id, if the link names one.
    pub page: Option<String>,
}

impl Glossary {
    /// The entry with this id.
    #[must_use]
    pub fn entry(&self, id: &str) -> Option<&Entry> {
        self.entries.iter().find(|e| e.id == id)
    }

    /// Entries whose term or aliases in `language` (or English), or whose
    /// Japanese word, contain `query`, ignoring case: those with a word equal
    /// to it first, then those with a word that starts with it.
    #[must_use]
    pub fn search(&self, query: &str, language: &str) -> Vec<&Entry> {
        let query = query.trim().to_lowercase();
        let mut hits: Vec<(u8, &Entry)> = self
            .entries
            .iter()
            .filter_map(|e| {
                let words = e.search_words(language);
                let order = if words.contains(&query) {
                    0
                } else if words.iter().any(|w| w.starts_with(&query)) {
                    1
                } else if words.iter().any(|w| w.contains(&query)) {
                    2
                } else {
                    return None;
                };
                Some((order, e))
            })
            .collect();
        hits.sort_by_key(|(order, _)| *order);
        hits.into_iter().map(|(_, e)| e).collect()
    }
}

impl Entry {
    fn search_words(&self, language: &str) -> Vec<String> {
        let mut words: Vec<String> = [language, crate::text::FALLBACK_LANGUAGE]
            .iter()
            .filter_map(|l| self.term.exact(l))
            .map(str::to_lowercase)
            .collect();
        for lang in [language, crate::text::FALLBACK_LANGUAGE] {
            words.extend(self.aliases.get(lang).into_iter().flatten().map(|a| a.to_lowercase()));
        }
        words.extend(self.japanese.iter().map(|j| j.romaji.to_lowercase()));
        words
    }
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct GlossaryFile {
    #[serde(default)]
    languages: Vec<String>,
    #[serde(default)]
    entry: Vec<Spanned<RawEntry>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawEntry {
    id: String,
    term: Text,
    japanese: Option<Japanese>,
    definition: Text,
    diagram: Option<RawDiagram>,
    #[serde(default)]
    taught_in: Vec<String>,
    #[serde(default)]
    aliases: BTreeMap<String, Vec<String>>,
    #[serde(default)]
    see_also: Vec<String>,
}

/// The glossary as read from its file.
pub(crate) struct Read {
    pub(crate) glossary: Glossary,
    /// Each entry's line.
    pub(crate) lines: Vec<usize>,
    /// The languages the file lists (`languages = [...]`).
    pub(crate) languages: Vec<String>,
}

/// Reads the glossary file. An entry with a broken diagram is kept without it
/// and reported.
pub(crate) fn read(file: &SourceFile, problems: &mut Problems<'_>) -> Option<Read> {
    let parsed: GlossaryFile = match file.parse() {
        Ok(parsed) => parsed,
        Err(problem) => {
            problems.add(problem.line, problem.message);
            return None;
        }
    };
    let mut lines = Vec::new();
    let mut entries = Vec::new();
    for spanned in parsed.entry {
        let line = file.line_of(&spanned.span());
        let raw = spanned.into_inner();
        let diagram = raw.diagram.as_ref().and_then(|d| {
            d.compile().map_err(|f| problems.add_faults(file, line, &format!("entry {:?}, diagram", raw.id), f)).ok()
        });
        let taught_in = raw
            .taught_in
            .iter()
            .map(|t| match t.split_once('#') {
                Some((lesson, page)) => Taught { lesson: lesson.to_owned(), page: Some(page.to_owned()) },
                None => Taught { lesson: t.clone(), page: None },
            })
            .collect();
        lines.push(line);
        entries.push(Entry {
            id: raw.id,
            term: raw.term,
            japanese: raw.japanese,
            definition: raw.definition,
            diagram,
            taught_in,
            aliases: raw.aliases,
            see_also: raw.see_also,
        });
    }
    Some(Read { glossary: Glossary { entries }, lines, languages: parsed.languages })
}
