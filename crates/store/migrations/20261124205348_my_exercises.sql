-- "Meine Aufgaben": exercises a teacher made on the teaching board. Each is
-- kept as a lesson file of one page in the course's own format (checked by
-- the lessons engine before it is stored), so the lesson player opens it
-- like any exercise of the Grundkurs. Its progress lives in page_progress
-- under the lesson id 'my-exercises' and the page id 'e<id>'.

CREATE TABLE my_exercises (
    id         INTEGER PRIMARY KEY NOT NULL,
    title      TEXT    NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
    lesson     TEXT    NOT NULL CHECK (length(lesson) > 0),
    created_at INTEGER NOT NULL
) STRICT;
