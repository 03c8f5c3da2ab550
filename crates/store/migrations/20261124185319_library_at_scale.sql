-- The game library at the scale of a serious collection (~100,000 games).
--
-- * `source_files` keeps every imported file once, byte for byte; each game
--   points to its file, its index in the file and, where it is known, the
--   byte range of its own game tree.
-- * `games` is rebuilt narrow: only the searchable and sortable facts stay in
--   it, so that a scan or an index walk over 100,000 rows stays in a few
--   megabytes. The SGF text of games played in LoGo, the bytes handed to
--   `add_game`, the reader's warnings and the user's note move to `game_texts`.
-- * Games are deleted softly (`deleted_at`, `delete_batch`) so that the last
--   delete can be undone; every query reads live rows only.
-- * `signature` is the move-sequence signature that finds the same game in
--   other files; `duplicate_kept` records that the user chose to keep a copy.
-- * Player names are folded (lower case, diacritics removed) by the store;
--   a trigram index over the folded names finds any part of a name, and a
--   word index over stemmed comment words finds comment text.

CREATE TABLE source_files (
    id         INTEGER PRIMARY KEY NOT NULL,
    hash       TEXT    NOT NULL UNIQUE CHECK (length(hash) = 64),
    bytes      BLOB    NOT NULL,
    path       TEXT    NOT NULL,
    encoding   TEXT,
    game_count INTEGER NOT NULL CHECK (game_count >= 0),
    complete   INTEGER NOT NULL DEFAULT 0 CHECK (complete IN (0, 1)),
    warnings   TEXT    NOT NULL DEFAULT '[]' CHECK (json_valid(warnings)),
    added_at   INTEGER NOT NULL
) STRICT;

CREATE TABLE games_narrow (
    id               INTEGER PRIMARY KEY NOT NULL,
    content_hash     TEXT    NOT NULL UNIQUE,
    source_file_id   INTEGER REFERENCES source_files (id),
    game_index       INTEGER CHECK (game_index >= 0),
    byte_start       INTEGER CHECK (byte_start >= 0),
    byte_end         INTEGER CHECK (byte_end >= byte_start),
    source_path      TEXT,
    black            TEXT,
    white            TEXT,
    black_folded     TEXT    NOT NULL DEFAULT '',
    white_folded     TEXT    NOT NULL DEFAULT '',
    black_rank       TEXT,
    white_rank       TEXT,
    result           TEXT,
    winner           TEXT    CHECK (winner IN ('B', 'W')),
    result_kind      TEXT    CHECK (result_kind IN ('points', 'resignation', 'time', 'forfeit', 'draw', 'void', 'unknown')),
    date             TEXT,
    date_iso         TEXT,
    date_first       INTEGER,
    date_last        INTEGER CHECK (date_last >= date_first),
    board_width      INTEGER NOT NULL CHECK (board_width BETWEEN 1 AND 52),
    board_height     INTEGER NOT NULL CHECK (board_height BETWEEN 1 AND 52),
    komi_half_points INTEGER,
    handicap         INTEGER NOT NULL DEFAULT 0 CHECK (handicap >= 0),
    rules            TEXT,
    move_count       INTEGER NOT NULL CHECK (move_count >= 0),
    event            TEXT,
    round            TEXT,
    place            TEXT,
    game_name        TEXT,
    has_variations   INTEGER NOT NULL DEFAULT 0 CHECK (has_variations IN (0, 1)),
    has_comments     INTEGER NOT NULL DEFAULT 0 CHECK (has_comments IN (0, 1)),
    kind             TEXT    NOT NULL DEFAULT 'game' CHECK (kind IN ('game', 'position', 'teaching')),
    signature        INTEGER,
    duplicate_kept   INTEGER NOT NULL DEFAULT 0 CHECK (duplicate_kept IN (0, 1)),
    added_at         INTEGER NOT NULL,
    played_in_logo   INTEGER NOT NULL CHECK (played_in_logo IN (0, 1)),
    deleted_at       INTEGER,
    delete_batch     INTEGER,
    CHECK ((deleted_at IS NULL) = (delete_batch IS NULL))
) STRICT;

CREATE TABLE game_texts (
    game_id        INTEGER PRIMARY KEY NOT NULL REFERENCES games_narrow (id) ON DELETE CASCADE,
    sgf            TEXT    CHECK (sgf IS NULL OR length(sgf) > 0),
    original_bytes BLOB,
    warnings       TEXT    NOT NULL DEFAULT '[]' CHECK (json_valid(warnings)),
    note           TEXT
) STRICT;

-- The games of the first schema: their text moves to `game_texts`; the new
-- facts are derived where plain SQL can (ISO dates, common results; names
-- lose the diacritics of the German and French letters).
INSERT INTO games_narrow (
    id, content_hash, source_path, black, white, black_folded, white_folded, black_rank, white_rank,
    result, winner, result_kind, date, date_iso, date_first, date_last, board_width, board_height,
    komi_half_points, handicap, rules, move_count, event, game_name, added_at, played_in_logo
)
SELECT id, content_hash, source_path, black, white,
    replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(
        black_folded, 'ä', 'a'), 'ö', 'o'), 'ü', 'u'), 'ß', 'ss'), 'é', 'e'), 'è', 'e'), 'ê', 'e'),
        'à', 'a'), 'â', 'a'), 'ç', 'c'), 'ô', 'o'), 'î', 'i'),
    replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(
        white_folded, 'ä', 'a'), 'ö', 'o'), 'ü', 'u'), 'ß', 'ss'), 'é', 'e'), 'è', 'e'), 'ê', 'e'),
        'à', 'a'), 'â', 'a'), 'ç', 'c'), 'ô', 'o'), 'î', 'i'),
    black_rank, white_rank, result,
    CASE WHEN result GLOB '[BW]+*' THEN substr(result, 1, 1) END,
    CASE
        WHEN result IS NULL THEN NULL
        WHEN result GLOB '[BW]+R*' THEN 'resignation'
        WHEN result GLOB '[BW]+T*' THEN 'time'
        WHEN result GLOB '[BW]+F*' THEN 'forfeit'
        WHEN result GLOB '[BW]+[0-9]*' THEN 'points'
        WHEN result IN ('0', 'Draw', 'Jigo') THEN 'draw'
        WHEN result = 'Void' THEN 'void'
        ELSE 'unknown'
    END,
    date,
    CASE WHEN date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]' THEN date END,
    CASE WHEN date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]' THEN CAST(replace(date, '-', '') AS INTEGER) END,
    CASE WHEN date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]' THEN CAST(replace(date, '-', '') AS INTEGER) END,
    board_width, board_height, komi_half_points, handicap, rules, move_count, event, game_name,
    added_at, played_in_logo
FROM games;

INSERT INTO game_texts (game_id, sgf, original_bytes) SELECT id, sgf, original_bytes FROM games;

-- Dropping the old table drops its triggers; the old index goes with it.
DROP TABLE games_fts;
DROP TABLE games;
ALTER TABLE games_narrow RENAME TO games;

-- Sorting: one index per sortable column, with "missing" first in the key so
-- that an ascending listing puts games without the value last and a
-- descending one is its exact reverse. Live rows only.
CREATE INDEX games_by_added ON games (added_at, id) WHERE deleted_at IS NULL;
CREATE INDEX games_by_black ON games (black_folded = '', black_folded, id) WHERE deleted_at IS NULL;
CREATE INDEX games_by_white ON games (white_folded = '', white_folded, id) WHERE deleted_at IS NULL;
CREATE INDEX games_by_result ON games (result IS NULL, result, id) WHERE deleted_at IS NULL;
CREATE INDEX games_by_date ON games (date_first IS NULL, date_first, date_last, id) WHERE deleted_at IS NULL;
CREATE INDEX games_by_size ON games (board_width, board_height, id) WHERE deleted_at IS NULL;
CREATE INDEX games_by_handicap ON games (handicap, id) WHERE deleted_at IS NULL;
CREATE INDEX games_by_komi ON games (komi_half_points IS NULL, komi_half_points, id) WHERE deleted_at IS NULL;
CREATE INDEX games_by_rules ON games (rules IS NULL, rules, id) WHERE deleted_at IS NULL;
CREATE INDEX games_by_moves ON games (move_count, id) WHERE deleted_at IS NULL;
CREATE INDEX games_by_event ON games (event IS NULL, event, id) WHERE deleted_at IS NULL;
CREATE INDEX games_by_source ON games (source_path IS NULL, source_path, id) WHERE deleted_at IS NULL;

-- Filtering on columns few games share, and the duplicate groups.
CREATE INDEX games_by_winner ON games (winner, result_kind) WHERE deleted_at IS NULL;
CREATE INDEX games_by_signature ON games (signature, duplicate_kept) WHERE signature IS NOT NULL AND deleted_at IS NULL;
CREATE INDEX games_by_source_file ON games (source_file_id);
CREATE INDEX games_by_delete_batch ON games (delete_batch) WHERE delete_batch IS NOT NULL;

-- Signatures that have had a copy imported: where the duplicate groups are
-- looked for (a group is listed while it has two live games, not all kept),
-- so that listing them never groups the whole library.
CREATE TABLE duplicate_signatures (
    signature INTEGER PRIMARY KEY NOT NULL
) STRICT;

-- Tags: a name per tag (unique ignoring case and diacritics), games by tag and tags by game.
CREATE TABLE tags (
    id     INTEGER PRIMARY KEY NOT NULL,
    name   TEXT    NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
    folded TEXT    NOT NULL UNIQUE
) STRICT;

CREATE TABLE game_tags (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    tag_id  INTEGER NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
    PRIMARY KEY (game_id, tag_id)
) STRICT, WITHOUT ROWID;

CREATE INDEX game_tags_by_tag ON game_tags (tag_id, game_id);

-- Players, event and game name by words (as in the first schema).
CREATE VIRTUAL TABLE games_fts USING fts5(
    black, white, event, game_name,
    content = 'games', content_rowid = 'id',
    tokenize = 'unicode61 remove_diacritics 2'
);

-- Any part of a folded name (three characters or more).
CREATE VIRTUAL TABLE games_players_fts USING fts5(
    black_folded, white_folded,
    content = 'games', content_rowid = 'id',
    tokenize = 'trigram'
);

-- Stemmed, folded comment words, written by the store with each game.
CREATE VIRTUAL TABLE games_comments_fts USING fts5(
    terms,
    content = '', contentless_delete = 1,
    tokenize = 'unicode61 remove_diacritics 2'
);

INSERT INTO games_fts (games_fts) VALUES ('rebuild');
INSERT INTO games_players_fts (games_players_fts) VALUES ('rebuild');

CREATE TRIGGER games_fts_after_insert AFTER INSERT ON games BEGIN
    INSERT INTO games_fts (rowid, black, white, event, game_name)
    VALUES (new.id, new.black, new.white, new.event, new.game_name);
    INSERT INTO games_players_fts (rowid, black_folded, white_folded)
    VALUES (new.id, new.black_folded, new.white_folded);
END;

CREATE TRIGGER games_fts_after_delete AFTER DELETE ON games BEGIN
    INSERT INTO games_fts (games_fts, rowid, black, white, event, game_name)
    VALUES ('delete', old.id, old.black, old.white, old.event, old.game_name);
    INSERT INTO games_players_fts (games_players_fts, rowid, black_folded, white_folded)
    VALUES ('delete', old.id, old.black_folded, old.white_folded);
    DELETE FROM games_comments_fts WHERE rowid = old.id;
END;

CREATE TRIGGER games_fts_after_update AFTER UPDATE OF black, white, event, game_name ON games BEGIN
    INSERT INTO games_fts (games_fts, rowid, black, white, event, game_name)
    VALUES ('delete', old.id, old.black, old.white, old.event, old.game_name);
    INSERT INTO games_fts (rowid, black, white, event, game_name)
    VALUES (new.id, new.black, new.white, new.event, new.game_name);
END;

CREATE TRIGGER games_players_fts_after_update AFTER UPDATE OF black_folded, white_folded ON games BEGIN
    INSERT INTO games_players_fts (games_players_fts, rowid, black_folded, white_folded)
    VALUES ('delete', old.id, old.black_folded, old.white_folded);
    INSERT INTO games_players_fts (rowid, black_folded, white_folded)
    VALUES (new.id, new.black_folded, new.white_folded);
END;
