-- A source file is marked complete only when every game it holds is stored
-- from it (a file with a refused game, or with a game whose bytes another
-- file brought first, is read again by each import, so that its report
-- accounts for each of the file's games). Files marked under the former rule
-- lose the mark; the next import reads them once more.
UPDATE source_files SET complete = 0
WHERE complete = 1
  AND game_count <> (SELECT count(*) FROM games WHERE games.source_file_id = source_files.id);
