//! The groups of games that look like the same game (the same moves from
//! other files, charsets or headers). For each group the user keeps all
//! copies, or deletes the ones not wanted (with confirmation and undo).

import { useEffect, useState } from "preact/hooks";
import { t } from "../../i18n";
import { errorMessage } from "../../i18n/errors";
import { toCommandError } from "../../ipc";
import type { CommandError, DuplicateGroupView, LibraryRow, LogoIpc } from "../../ipc";
import { gameTitle, sourceText } from "./describe";

/** Groups fetched per page. */
export const GROUPS_PER_PAGE = 50;

interface DuplicatesViewProps {
  ipc: LogoIpc;
  /** Grows whenever the library changed (a delete, an undo, an import): the groups are fetched again. */
  revision: number;
  onDelete: (row: LibraryRow) => void;
  onOpen: (row: LibraryRow) => void;
}

function Group({
  group,
  onKeep,
  onDelete,
  onOpen,
}: {
  group: DuplicateGroupView;
  onKeep: () => void;
  onDelete: (row: LibraryRow) => void;
  onOpen: (row: LibraryRow) => void;
}) {
  const first = group.games[0];
  if (!first) return null;
  return (
    <li class="lib-group" aria-label={t("duplicates.group", { game: gameTitle(first), n: group.games.length })}>
      <ul>
        {group.games.map((row) => (
          <li key={row.id} class="lib-group-game">
            <span class="selectable">
              {t("duplicates.entry", {
                game: gameTitle(row),
                date: row.date_iso ?? row.date ?? "–",
                source: sourceText(row),
                moves: row.moves,
              })}
            </span>
            <button
              type="button"
              onClick={() => onOpen(row)}
              aria-label={t("library.openRow", { game: gameTitle(row) })}
            >
              {t("details.open")}
            </button>
            <button
              type="button"
              class="danger"
              onClick={() => onDelete(row)}
              aria-label={t("duplicates.delete", { source: sourceText(row) })}
            >
              {t("details.delete")}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" class="lib-keep" onClick={onKeep}>
        {t("duplicates.keepAll")}
      </button>
    </li>
  );
}

/** The duplicate groups, oldest first, a page at a time. */
export function DuplicatesView({ ipc, revision, onDelete, onOpen }: DuplicatesViewProps) {
  const [groups, setGroups] = useState<DuplicateGroupView[] | null>(null);
  const [more, setMore] = useState(false);
  const [error, setError] = useState<CommandError | null>(null);
  const fail = (reason: unknown) => setError(toCommandError(reason));
  const load = (offset: number, before: DuplicateGroupView[]) => {
    ipc.libraryDuplicates(offset, GROUPS_PER_PAGE).then((page) => {
      setGroups([...before, ...page]);
      setMore(page.length === GROUPS_PER_PAGE);
    }, fail);
  };
  useEffect(() => {
    setError(null);
    load(0, []);
  }, [ipc, revision]);
  const keep = (group: DuplicateGroupView) => {
    const first = group.games[0];
    if (!first) return;
    ipc.libraryKeepDuplicates(first.id).then(() => setGroups((all) => (all ?? []).filter((g) => g !== group)), fail);
  };
  return (
    <section id="lib-duplicates" class="lib-duplicates" aria-labelledby="lib-duplicates-title">
      <h2 id="lib-duplicates-title">{t("duplicates.title")}</h2>
      {error && (
        <p class="msg msg--error" role="alert">
          {errorMessage(error)}
        </p>
      )}
      {groups !== null && groups.length === 0 && <p class="lib-muted">{t("duplicates.none")}</p>}
      <ul class="lib-groups">
        {(groups ?? []).map((group) => (
          <Group
            key={group.games[0]?.id}
            group={group}
            onKeep={() => keep(group)}
            onDelete={onDelete}
            onOpen={onOpen}
          />
        ))}
      </ul>
      {more && groups && (
        <button type="button" onClick={() => load(groups.length, groups)}>
          {t("duplicates.more")}
        </button>
      )}
    </section>
  );
}
