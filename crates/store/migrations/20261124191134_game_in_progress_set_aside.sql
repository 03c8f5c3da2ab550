-- Games in progress the app could not read (written by a newer LoGo, or
-- damaged), moved here byte for byte before a fresh game takes the slot, so
-- a later LoGo (or a person) can still recover them. No JSON check: whatever
-- the slot held is kept as it was.
CREATE TABLE game_in_progress_set_aside (
    id           INTEGER PRIMARY KEY NOT NULL,
    document     TEXT    NOT NULL,
    reason       TEXT    NOT NULL CHECK (length(reason) BETWEEN 1 AND 64),
    saved_at     INTEGER NOT NULL,
    set_aside_at INTEGER NOT NULL
) STRICT;
