//! Ids are promises: the app stores the learner's progress under lesson,
//! page and choice option ids, and glossary links and bookmarks name entry
//! ids. `lessons/ids.lock` lists every id that has shipped; this test fails
//! when one of them disappears, and when a new id is not yet listed.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, reason = "a test fails loudly")]

mod common;

use common::repo_lessons;
use logo_lessons::{Lesson, Task, load};
use std::collections::BTreeSet;

const LOCK: &str = "ids.lock";

fn lock_path() -> std::path::PathBuf {
    std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../lessons").join(LOCK)
}

/// Every id of `lesson`, as lines of the lock file.
fn lesson_ids(lesson: &Lesson, ids: &mut BTreeSet<String>) {
    ids.insert(format!("lesson {}", lesson.id));
    for page in &lesson.pages {
        ids.insert(format!("page {}#{}", lesson.id, page.id));
        if let Some(Task::Choice(choice)) = page.exercise.as_ref().map(|e| &e.task) {
            for option in &choice.options {
                ids.insert(format!("option {}#{}#{}", lesson.id, page.id, option.id));
            }
        }
    }
}

/// Every id the course in `lessons/` has today.
fn current_ids() -> BTreeSet<String> {
    let course = load(&repo_lessons()).course;
    let mut ids = BTreeSet::new();
    for lesson in course.lessons.iter().chain(course.rules.as_ref()) {
        lesson_ids(lesson, &mut ids);
    }
    for entry in &course.glossary.entries {
        ids.insert(format!("entry {}", entry.id));
    }
    ids
}

/// The lines of the lock file, without comments and blank lines.
fn locked_ids() -> Vec<String> {
    let text = std::fs::read_to_string(lock_path()).expect("lessons/ids.lock exists");
    text.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')).map(str::to_owned).collect()
}

#[test]
fn no_shipped_id_disappears() {
    let current = current_ids();
    let gone: Vec<String> = locked_ids().into_iter().filter(|id| !current.contains(id)).collect();
    assert!(
        gone.is_empty(),
        "these ids have shipped and are gone from lessons/ (the learner's progress is stored under them); \
         bring them back or keep the old id instead of renaming it:\n{}",
        gone.join("\n")
    );
}

#[test]
fn every_id_is_in_the_lock_file_in_order() {
    let locked = locked_ids();
    let listed: BTreeSet<&String> = locked.iter().collect();
    let new: Vec<String> = current_ids().into_iter().filter(|id| !listed.contains(id)).collect();
    assert!(
        new.is_empty(),
        "new ids: add these lines to lessons/{LOCK} (sorted in; never remove a line from it):\n{}",
        new.join("\n")
    );
    let mut sorted = locked.clone();
    sorted.sort();
    sorted.dedup();
    assert_eq!(locked, sorted, "lessons/{LOCK} must be sorted, each id once");
}
