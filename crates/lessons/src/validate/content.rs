//! Checks across files: ids, the index against the lesson files, languages
//! and glossary links on every text (German and English everywhere, and in
//! a file that lists `languages` — a lesson, the index, the glossary — each
//! of those), the short rules, and the glossary's references.

use crate::course::{INDEX_FILE, Loaded, RULES_FILE, RULES_ID, is_lesson_file};
use crate::exercise::{Exercise, Task};
use crate::glossary::Glossary;
use crate::lesson::{Lesson, LessonLines};
use crate::names::{is_valid_id, is_valid_language};
use crate::source::{Problem, Problems, SourceFile};
use crate::text::{REQUIRED_LANGUAGES, Segment, Text, segments};
use std::collections::BTreeSet;

/// Every cross-file problem of a loaded course.
pub(crate) fn check(loaded: &Loaded, files: &[SourceFile]) -> Vec<Problem> {
    let glossary_ids: BTreeSet<&str> = loaded.course.glossary.entries.iter().map(|e| e.id.as_str()).collect();
    let mut problems = index_problems(loaded, files, &glossary_ids);
    for (lesson, (file, lines)) in loaded.course.lessons.iter().zip(&loaded.lines.lessons) {
        let stem = file.strip_suffix(".toml").unwrap_or(file);
        problems.extend(lesson_problems(lesson, file, lines, stem, &glossary_ids));
    }
    if let (Some(rules), Some((file, lines))) = (&loaded.course.rules, &loaded.lines.rules) {
        let mut found = lesson_problems(rules, file, lines, RULES_ID, &glossary_ids);
        if lines.languages.is_none() {
            let message = "the short rules must list the languages of their texts: languages = [\"de\", \"en\", …]";
            found.push(Problem::new(file, lines.id, message));
        }
        problems.extend(found);
    }
    problems.extend(glossary_problems(loaded, &glossary_ids));
    problems
}

/// The problems of one lesson file (or the short rules) whose id must be `expected_id`.
fn lesson_problems(
    lesson: &Lesson,
    file: &str,
    lines: &LessonLines,
    expected_id: &str,
    glossary_ids: &BTreeSet<&str>,
) -> Vec<Problem> {
    let mut found = Problems::new(file);
    if lesson.id != expected_id {
        found.add(lines.id, format!("the lesson's id {:?} differs from its file name {file}", lesson.id));
    }
    for language in lesson.languages.iter().filter(|l| !is_valid_language(l)) {
        found.add(lines.languages.unwrap_or(lines.id), format!("languages: {language:?} is not a language code"));
    }
    let texts = TextCheck { required: required_languages(lesson), glossary_ids };
    texts.check(&mut found, lines.id, "title", &lesson.title);
    let mut seen = BTreeSet::new();
    for (page, &(line, exercise_line)) in lesson.pages.iter().zip(&lines.pages) {
        let context = format!("page {:?}", page.id);
        check_id(&mut found, line, &context, &page.id, &mut seen);
        texts.check(&mut found, line, &format!("{context}, text"), &page.text);
        for (what, text) in page.exercise.iter().flat_map(exercise_texts) {
            texts.check(&mut found, exercise_line, &format!("{context}, exercise, {what}"), text);
        }
    }
    found.into_vec()
}

/// The languages every text of `lesson` must have: German, English and those its file lists.
pub(crate) fn required_languages(lesson: &Lesson) -> Vec<&str> {
    let mut required: Vec<&str> = REQUIRED_LANGUAGES.to_vec();
    for language in &lesson.languages {
        if !required.contains(&language.as_str()) {
            required.push(language);
        }
    }
    required
}

fn index_problems(loaded: &Loaded, files: &[SourceFile], glossary_ids: &BTreeSet<&str>) -> Vec<Problem> {
    let mut found = Problems::new(INDEX_FILE);
    let texts = TextCheck::listing(&loaded.lines.index_languages, glossary_ids, &mut found);
    let mut seen = BTreeSet::new();
    for (entry, &line) in loaded.course.index.iter().zip(&loaded.lines.index) {
        let context = format!("lesson {:?}", entry.id);
        check_id(&mut found, line, &context, &entry.id, &mut seen);
        if entry.id == RULES_ID {
            found.add(
                line,
                format!("{context}: the id is the short rules' ({RULES_FILE}), which the index does not list"),
            );
        }
        texts.check(&mut found, line, &format!("{context}, title"), &entry.title);
        let file_name = format!("{}.toml", entry.id);
        if !files.iter().any(|f| f.name == file_name) {
            found.add(line, format!("{context} has no file {file_name}"));
        } else if let Some(lesson) = loaded.course.lesson(&entry.id)
            && lesson.title != entry.title
        {
            found.add(line, format!("{context}: the title differs from the one in {file_name}"));
        }
    }
    let mut problems = found.into_vec();
    for file in files.iter().filter(|f| is_lesson_file(&f.name)) {
        if !loaded.course.index.iter().any(|e| Some(e.id.as_str()) == file.stem()) {
            problems.push(Problem::new(&file.name, 1, format!("lesson file not listed in {INDEX_FILE}")));
        }
    }
    problems
}

fn glossary_problems(loaded: &Loaded, glossary_ids: &BTreeSet<&str>) -> Vec<Problem> {
    let Glossary { entries } = &loaded.course.glossary;
    let mut found = Problems::new(crate::course::GLOSSARY_FILE);
    let texts = TextCheck::listing(&loaded.lines.glossary_languages, glossary_ids, &mut found);
    let mut seen = BTreeSet::new();
    for (entry, &line) in entries.iter().zip(&loaded.lines.glossary) {
        let context = format!("entry {:?}", entry.id);
        check_id(&mut found, line, &context, &entry.id, &mut seen);
        texts.check(&mut found, line, &format!("{context}, term"), &entry.term);
        texts.check(&mut found, line, &format!("{context}, definition"), &entry.definition);
        for taught in &entry.taught_in {
            // A lesson not written (or not readable) yet can only be checked against the index.
            let known = match (&taught.page, loaded.course.lesson(&taught.lesson)) {
                (_, None) => loaded.course.index.iter().any(|e| e.id == taught.lesson),
                (None, Some(_)) => true,
                (Some(page), Some(lesson)) => lesson.page(page).is_some(),
            };
            if !known {
                let page = taught.page.as_ref().map_or_else(String::new, |p| format!("#{p}"));
                found.add(line, format!("{context}: taught_in {}{page} names no lesson or page", taught.lesson));
            }
        }
        for other in entry.see_also.iter().filter(|id| !glossary_ids.contains(id.as_str())) {
            found.add(line, format!("{context}: see_also {other:?} is not in the glossary"));
        }
        for language in entry.aliases.keys().filter(|l| !is_valid_language(l)) {
            found.add(line, format!("{context}: aliases: {language:?} is not a language code"));
        }
    }
    found.into_vec()
}

fn check_id(found: &mut Problems<'_>, line: usize, context: &str, id: &str, seen: &mut BTreeSet<String>) {
    if !is_valid_id(id) {
        found.add(line, format!("{context}: the id must be lowercase words joined by hyphens, like \"ko-threat\""));
    }
    if !seen.insert(id.to_owned()) {
        found.add(line, format!("{context}: the id is used twice"));
    }
}

/// How texts are checked: the languages each must have, and the glossary its links must resolve in.
struct TextCheck<'a> {
    required: Vec<&'a str>,
    glossary_ids: &'a BTreeSet<&'a str>,
}

impl<'a> TextCheck<'a> {
    /// German, English and the languages a file (the index, the glossary)
    /// lists in `listed` required; a listed code that is no language is
    /// reported on the file's first line.
    fn listing(listed: &'a [String], glossary_ids: &'a BTreeSet<&'a str>, found: &mut Problems<'_>) -> TextCheck<'a> {
        let mut required = REQUIRED_LANGUAGES.to_vec();
        for language in listed {
            if !is_valid_language(language) {
                found.add(1, format!("languages: {language:?} is not a language code"));
            } else if !required.contains(&language.as_str()) {
                required.push(language);
            }
        }
        TextCheck { required, glossary_ids }
    }

    /// The required languages present, language codes well formed, links
    /// resolving, and every link in a language beyond German and English
    /// labelled in that language's words.
    fn check(&self, found: &mut Problems<'_>, line: usize, context: &str, text: &Text) {
        for language in self.required.iter().filter(|l| text.exact(l).is_none()) {
            found.add(line, format!("{context}: the text in {language:?} is missing"));
        }
        for (language, words) in text.iter() {
            if !is_valid_language(language) {
                found.add(line, format!("{context}: {language:?} is not a language code"));
            }
            match segments(words) {
                Err(e) => found.add(line, format!("{context} ({language}): {}", e.message)),
                Ok(parts) => {
                    for (id, label) in parts.into_iter().filter_map(|part| match part {
                        Segment::Link { id, label } => Some((id, label)),
                        Segment::Plain(_) => None,
                    }) {
                        if !self.glossary_ids.contains(id) {
                            found.add(line, format!("{context} ({language}): [[{id}]] is not in the glossary"));
                        } else if label.is_none() && !REQUIRED_LANGUAGES.contains(&language) {
                            // The glossary's terms are German and English: a bare link would show
                            // the English term, capitalised, in the middle of this language's sentence.
                            found.add(
                                line,
                                format!(
                                    "{context} ({language}): [[{id}]] would show the English term; \
                                     give it this language's word: [[{id}|…]]"
                                ),
                            );
                        }
                    }
                }
            }
        }
    }
}

/// Every text of a lesson with a name for messages.
pub(crate) fn lesson_texts(lesson: &Lesson) -> Vec<(String, &Text)> {
    let mut texts = vec![("title".to_owned(), &lesson.title)];
    for page in &lesson.pages {
        texts.push((format!("page {:?}", page.id), &page.text));
        texts.extend(page.exercise.iter().flat_map(exercise_texts).map(|(what, t)| (what.to_owned(), t)));
    }
    texts
}

/// Every text of an exercise with a name for messages.
fn exercise_texts(exercise: &Exercise) -> Vec<(&'static str, &Text)> {
    let mut texts: Vec<(&'static str, &Text)> = exercise.hint.iter().map(|t| ("hint", t)).collect();
    texts.extend(exercise.solution.iter().map(|t| ("solution", t)));
    texts.extend(exercise.success.iter().map(|t| ("success", t)));
    match &exercise.task {
        Task::Play(task) => {
            texts.extend(task.otherwise.iter().map(|t| ("otherwise", t)));
            texts.extend(task.wrong.iter().map(|w| ("wrong feedback", &w.feedback)));
        }
        Task::Forbidden(task) => texts.extend(task.wrong.iter().map(|w| ("wrong feedback", &w.feedback))),
        Task::Select(task) => texts.extend(task.wrong.iter().map(|w| ("wrong feedback", &w.feedback))),
        Task::Number(task) => texts.extend(task.wrong.iter().map(|w| ("wrong feedback", &w.feedback))),
        Task::Choice(task) => {
            for option in &task.options {
                texts.push(("option text", &option.text));
                texts.extend(option.feedback.iter().map(|t| ("option feedback", t)));
            }
        }
        Task::Count(task) => {
            let s = &task.steps;
            texts.extend([("steps.neutral", &s.neutral), ("steps.dead", &s.dead)]);
            texts.extend([("steps.territory", &s.territory), ("steps.result", &s.result)]);
        }
    }
    texts
}
