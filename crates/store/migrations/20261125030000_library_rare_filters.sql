-- Filters that few games pass find those games through an index and sort
-- them, instead of walking the sort key's index over every game and testing
-- each: played in LoGo (in a library of imported games), a teaching record
-- or a position, rules other than the common ones. SQLite's statistics
-- (ANALYZE after each import, with STAT4 samples) tell the planner which
-- values are rare; common values still walk the sort index.
CREATE INDEX games_by_origin ON games (played_in_logo) WHERE deleted_at IS NULL;
CREATE INDEX games_by_kind ON games (kind) WHERE deleted_at IS NULL;
-- The rules filter ignores ASCII case (`rules = ? COLLATE NOCASE`); the sort
-- index `games_by_rules` compares bytes and starts with `rules IS NULL`, so
-- it cannot serve the filter.
CREATE INDEX games_by_rules_nocase ON games (rules COLLATE NOCASE) WHERE deleted_at IS NULL;
