-- The library's table sorts by the game's name (GN) too, as by every other
-- column: missing names last, then by id, live rows only.
CREATE INDEX games_by_title ON games (game_name IS NULL, game_name, id) WHERE deleted_at IS NULL;
