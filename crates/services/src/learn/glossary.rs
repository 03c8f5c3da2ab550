//! The glossary as the app shows it: the entries in alphabetical order of
//! the learner's language, search through the database's full-text index,
//! and one entry in full with its diagram and links into the course.

use crate::learn::exercise::board_view;
use crate::learn::progress::count;
use crate::learn::text::{local, rich};
use crate::learn::views::{EntrySummary, EntryView, LessonLink};
use logo_lessons::{Course, Entry};

/// An entry as a line of the list.
pub fn summary(entry: &Entry, language: &str) -> EntrySummary {
    EntrySummary { id: entry.id.clone(), term: local(&entry.term, language), japanese: entry.japanese.clone() }
}

/// Every entry, alphabetically by its term in `language` (case and the
/// diacritics of German and romanized Japanese ignored: "Ätari" sorts with
/// "atari"). A stable, simple order; the glossary screen puts it in the
/// language's own alphabetical order (Intl.Collator), which this folding
/// does not know (Polish Ł after L, Danish Ø after Z).
pub fn list(course: &Course, language: &str) -> Vec<EntrySummary> {
    let mut entries: Vec<EntrySummary> = course.glossary.entries.iter().map(|e| summary(e, language)).collect();
    entries.sort_by_cached_key(|e| (sort_key(&e.term.text), e.id.clone()));
    entries
}

/// `ids` (a search's hits, best first) as list lines, an entry whose term
/// (in any language, or in Japanese) is exactly `query` first; unknown ids
/// are skipped.
pub fn hits(course: &Course, ids: &[String], query: &str, language: &str) -> Vec<EntrySummary> {
    let wanted = sort_key(query.trim());
    let exact = |e: &Entry| {
        let romaji = e.japanese.as_ref().map(|j| j.romaji.as_str());
        e.term.iter().map(|(_, t)| t).chain(romaji).any(|t| sort_key(t) == wanted)
    };
    let mut found: Vec<&Entry> = ids.iter().filter_map(|id| course.glossary.entry(id)).collect();
    found.sort_by_key(|e| !exact(e));
    found.into_iter().map(|e| summary(e, language)).collect()
}

/// The entry in full, or `None` if there is no such entry.
pub fn entry(course: &Course, id: &str, language: &str) -> Option<EntryView> {
    let entry = course.glossary.entry(id)?;
    let lessons = entry
        .taught_in
        .iter()
        .filter_map(|taught| {
            let index = course.index.iter().position(|e| e.id == taught.lesson)?;
            let title = course.index.get(index).map(|e| &e.title)?;
            let lesson = course.lesson(&taught.lesson);
            let page_number = taught
                .page
                .as_deref()
                .and_then(|page| lesson?.pages.iter().position(|p| p.id == page))
                .map(|k| count(k + 1));
            Some(LessonLink {
                lesson: taught.lesson.clone(),
                page: taught.page.clone(),
                title: local(title, language),
                number: count(index + 1),
                page_number,
                available: lesson.is_some(),
            })
        })
        .collect();
    let see_also = entry.see_also.iter().filter_map(|id| course.glossary.entry(id)).map(|e| summary(e, language));
    Some(EntryView {
        id: entry.id.clone(),
        term: local(&entry.term, language),
        english: entry.term.exact("en").unwrap_or_default().to_owned(),
        japanese: entry.japanese.clone(),
        definition: rich(&entry.definition, language, &course.glossary),
        diagram: entry.diagram.as_ref().map(|d| board_view(d, None)),
        lessons,
        see_also: see_also.collect(),
    })
}

/// Lower case with the diacritics of German and romanized Japanese dropped.
fn sort_key(term: &str) -> String {
    term.to_lowercase()
        .chars()
        .map(|c| match c {
            'ä' | 'á' | 'à' | 'â' | 'ā' => "a".to_owned(),
            'ö' | 'ó' | 'ò' | 'ô' | 'ō' => "o".to_owned(),
            'ü' | 'ú' | 'ù' | 'û' | 'ū' => "u".to_owned(),
            'é' | 'è' | 'ê' | 'ē' => "e".to_owned(),
            'ß' => "ss".to_owned(),
            other => other.to_string(),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::sort_key;

    #[test]
    fn sorting_ignores_case_and_diacritics() {
        let mut terms = vec!["Zug", "Übergang", "atari", "Ōba", "Auge"];
        terms.sort_by_key(|t| sort_key(t));
        assert_eq!(terms, ["atari", "Auge", "Ōba", "Übergang", "Zug"]);
    }
}
