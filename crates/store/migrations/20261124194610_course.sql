-- The course (lessons and glossary) and the learner's progress.
--
-- The lesson files ship inside the app; `course_files` holds the copy the
-- database was last filled from, with each file's SHA-256, so the app can
-- tell when the shipped content differs and load it again. The tables
-- after it are derived from those files (order, titles, pages, the glossary's
-- search index) and are rebuilt together with them in one transaction.
--
-- Progress is keyed by the stable lesson and page ids only (no foreign key
-- to the content tables), so it survives a content update that keeps those
-- ids; the update deletes the progress of pages that are gone.

CREATE TABLE course_files (
    name TEXT NOT NULL PRIMARY KEY CHECK (length(name) BETWEEN 1 AND 128),
    text TEXT NOT NULL,
    hash TEXT NOT NULL CHECK (length(hash) = 64)
) STRICT, WITHOUT ROWID;

-- Every lesson of the index, in order. `available` is 0 for a lesson whose
-- file is missing or could not be read: its pages are unknown, and its
-- progress is kept for a later content that has it again.
CREATE TABLE lessons (
    id        TEXT    NOT NULL PRIMARY KEY,
    position  INTEGER NOT NULL,
    title     TEXT    NOT NULL CHECK (json_valid(title)),
    available INTEGER NOT NULL CHECK (available IN (0, 1))
) STRICT, WITHOUT ROWID;

CREATE TABLE lesson_pages (
    lesson_id   TEXT    NOT NULL REFERENCES lessons (id) ON DELETE CASCADE,
    page_id     TEXT    NOT NULL,
    position    INTEGER NOT NULL,
    is_exercise INTEGER NOT NULL CHECK (is_exercise IN (0, 1)),
    PRIMARY KEY (lesson_id, page_id)
) STRICT, WITHOUT ROWID;

-- The glossary's search index: one row per entry and language with the
-- term, the other search words (aliases, the Japanese term) and the
-- definition as shown. Diacritics are folded ("kō" finds "ko"); the app
-- searches by word prefix, so "gefangen" also finds "Gefangene".
CREATE VIRTUAL TABLE glossary_fts USING fts5(
    entry_id UNINDEXED, language UNINDEXED, term, aliases, definition,
    tokenize = 'unicode61 remove_diacritics 2'
);

-- One row per page the learner has opened. `solved_at` stays once an
-- exercise was solved (a reset only clears `exercise_state`, the learner's
-- moves and steps as JSON).
CREATE TABLE page_progress (
    lesson_id      TEXT    NOT NULL,
    page_id        TEXT    NOT NULL,
    seen_at        INTEGER NOT NULL,
    solved_at      INTEGER,
    exercise_state TEXT CHECK (exercise_state IS NULL OR json_valid(exercise_state)),
    updated_at     INTEGER NOT NULL,
    PRIMARY KEY (lesson_id, page_id)
) STRICT, WITHOUT ROWID;

-- The page each lesson was last left on; the latest row is where the
-- learner continues.
CREATE TABLE lesson_places (
    lesson_id  TEXT    NOT NULL PRIMARY KEY,
    page_id    TEXT    NOT NULL,
    visited_at INTEGER NOT NULL
) STRICT, WITHOUT ROWID;
