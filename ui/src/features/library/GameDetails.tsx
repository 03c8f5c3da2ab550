//! The details panel of the game selected in the table: its facts, what
//! the reader repaired when it was imported, its tags and note, and the
//! actions (open, continue, export, delete).

import { t } from "../../i18n";
import { errorMessage } from "../../i18n/errors";
import type { ExportFormat, LibraryGameDetails, LibraryRow, TagCount } from "../../ipc";
import { WarningsPanel } from "../review/WarningsPanel";
import { COLUMNS } from "./columns";
import { gameTitle, resultWords, sourceText } from "./describe";
import { GameActions } from "./GameActions";
import { NoteEditor } from "./NoteEditor";
import { TagEditor } from "./TagEditor";
import type { GameDetailsState } from "./useGameDetails";

interface GameDetailsProps {
  state: GameDetailsState;
  knownTags: readonly TagCount[];
  onOpen: (row: LibraryRow) => void;
  onContinue: (row: LibraryRow, moves: number) => void;
  onExport: (row: LibraryRow, format: ExportFormat) => void;
  onDelete: (row: LibraryRow) => void;
}

/** One fact as a term and its description, left out when empty. */
function Fact({ id, term, value }: { id: string; term: string; value: string | null }) {
  if (!value) return null;
  return (
    <>
      <dt>{term}</dt>
      <dd id={id} class="selectable">
        {value}
      </dd>
    </>
  );
}

/** The table's columns about the game itself, which a narrow table may leave out: the panel always says them. */
const GAME_COLUMNS = COLUMNS.filter((c) => ["size", "handicap", "komi", "rules", "moves"].includes(c.sort));

function Facts({ details }: { details: LibraryGameDetails }) {
  const row = details.row;
  return (
    <dl class="lib-facts">
      <Fact id="lib-detail-result" term={t("info.result")} value={row.result && resultWords(row)} />
      <Fact id="lib-detail-date" term={t("info.date")} value={row.date} />
      <Fact
        id="lib-detail-event"
        term={t("info.event")}
        value={[row.event, details.round].filter(Boolean).join(", ")}
      />
      <Fact id="lib-detail-place" term={t("info.place")} value={details.place} />
      <Fact id="lib-detail-name" term={t("info.gameName")} value={details.game_name} />
      <Fact id="lib-detail-source" term={t("details.source")} value={details.source_path ?? sourceText(row)} />
      {GAME_COLUMNS.map((column) => (
        <Fact key={column.sort} id={`lib-detail-${column.sort}`} term={t(column.label)} value={column.text(row)} />
      ))}
      <Fact
        id="lib-detail-duplicates"
        term={t("details.duplicates")}
        value={row.duplicates > 0 ? t("details.copies", { n: row.duplicates }) : null}
      />
    </dl>
  );
}

/** The selected game's panel; a hint when nothing is selected. */
export function GameDetails({ state, knownTags, onOpen, onContinue, onExport, onDelete }: GameDetailsProps) {
  const { details } = state;
  return (
    <aside id="lib-details" class="lib-details" aria-label={t("details.label")}>
      {state.error && (
        <p class="msg msg--error" role="alert">
          {errorMessage(state.error)}
        </p>
      )}
      {!details ? (
        <p class="lib-muted">{t("details.none")}</p>
      ) : (
        <>
          <h2 id="lib-detail-title">{gameTitle(details.row)}</h2>
          <Facts details={details} />
          <GameActions
            row={details.row}
            onOpen={onOpen}
            onContinue={onContinue}
            onExport={onExport}
            onDelete={onDelete}
          />
          <TagEditor tags={details.row.tags} known={knownTags} onAdd={state.addTag} onRemove={state.removeTag} />
          <NoteEditor key={details.row.id} note={details.note} saved={state.noteSaved} onSave={state.saveNote} />
          <WarningsPanel warnings={[...details.file_warnings, ...details.game_warnings]} />
        </>
      )}
    </aside>
  );
}
