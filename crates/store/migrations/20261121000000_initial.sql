-- LoGo's first schema: the game in progress, settings, and the first floor of
-- the game library. Times are Unix milliseconds (INTEGER). Released migrations
-- are never edited; later changes come in new files.

-- The one game in progress. The document is opaque JSON written by the app.
CREATE TABLE game_in_progress (
    slot       INTEGER PRIMARY KEY NOT NULL CHECK (slot = 1),
    document   TEXT    NOT NULL CHECK (json_valid(document)),
    updated_at INTEGER NOT NULL
) STRICT;

-- Settings: a key and a JSON value each.
CREATE TABLE settings (
    key        TEXT    PRIMARY KEY NOT NULL CHECK (length(key) BETWEEN 1 AND 128),
    value      TEXT    NOT NULL CHECK (json_valid(value)),
    updated_at INTEGER NOT NULL
) STRICT, WITHOUT ROWID;

-- The game library. `sgf` is the text the app works with; `original_bytes`
-- keeps an imported file byte for byte (NULL for games played in LoGo).
-- `content_hash` is the lowercase hex SHA-256 of `sgf`. The `*_folded`
-- columns hold the players' names lower-cased by the store for
-- case-insensitive substring search (SQLite's lower() knows only ASCII).
CREATE TABLE games (
    id               INTEGER PRIMARY KEY NOT NULL,
    sgf              TEXT    NOT NULL CHECK (length(sgf) > 0),
    original_bytes   BLOB,
    source_path      TEXT,
    content_hash     TEXT    NOT NULL UNIQUE,
    black            TEXT,
    white            TEXT,
    black_folded     TEXT    NOT NULL DEFAULT '',
    white_folded     TEXT    NOT NULL DEFAULT '',
    black_rank       TEXT,
    white_rank       TEXT,
    result           TEXT,
    date             TEXT,
    board_width      INTEGER NOT NULL CHECK (board_width BETWEEN 1 AND 52),
    board_height     INTEGER NOT NULL CHECK (board_height BETWEEN 1 AND 52),
    komi_half_points INTEGER,
    handicap         INTEGER NOT NULL DEFAULT 0 CHECK (handicap >= 0),
    rules            TEXT,
    move_count       INTEGER NOT NULL CHECK (move_count >= 0),
    event            TEXT,
    game_name        TEXT,
    added_at         INTEGER NOT NULL,
    played_in_logo   INTEGER NOT NULL CHECK (played_in_logo IN (0, 1))
) STRICT;

CREATE INDEX games_newest_first ON games (added_at DESC, id DESC);

-- Full-text index over players, event and game name, kept in sync by the
-- triggers below (external content: the text lives only in `games`).
CREATE VIRTUAL TABLE games_fts USING fts5(
    black, white, event, game_name,
    content = 'games', content_rowid = 'id',
    tokenize = 'unicode61 remove_diacritics 2'
);

CREATE TRIGGER games_fts_after_insert AFTER INSERT ON games BEGIN
    INSERT INTO games_fts (rowid, black, white, event, game_name)
    VALUES (new.id, new.black, new.white, new.event, new.game_name);
END;

CREATE TRIGGER games_fts_after_delete AFTER DELETE ON games BEGIN
    INSERT INTO games_fts (games_fts, rowid, black, white, event, game_name)
    VALUES ('delete', old.id, old.black, old.white, old.event, old.game_name);
END;

CREATE TRIGGER games_fts_after_update AFTER UPDATE OF black, white, event, game_name ON games BEGIN
    INSERT INTO games_fts (games_fts, rowid, black, white, event, game_name)
    VALUES ('delete', old.id, old.black, old.white, old.event, old.game_name);
    INSERT INTO games_fts (rowid, black, white, event, game_name)
    VALUES (new.id, new.black, new.white, new.event, new.game_name);
END;
