//! What can be done with the selected game: open it for review, continue it
//! as a new game from a move (after confirming that the game in progress is
//! replaced), export it as the original file or as clean FF[4], and delete
//! it (after confirming; the last delete can be undone).

import { useEffect, useState } from "preact/hooks";
import { Confirm } from "../../common/Confirm";
import { t } from "../../i18n";
import type { ExportFormat, LibraryRow } from "../../ipc";
import { gameTitle } from "./describe";

interface GameActionsProps {
  row: LibraryRow;
  onOpen: (row: LibraryRow) => void;
  onContinue: (row: LibraryRow, moves: number) => void;
  onExport: (row: LibraryRow, format: ExportFormat) => void;
  onDelete: (row: LibraryRow) => void;
}

/** Asks before the game in progress is replaced by a continued library game. */
function ContinueConfirm({ moves, onYes, onNo }: { moves: number; onYes: () => void; onNo: () => void }) {
  return (
    <Confirm
      id="lib-continue-confirm"
      yesId="lib-continue-yes"
      title={t("details.continueTitle")}
      body={t("details.continueWarning", { n: moves })}
      yes={t("details.continue")}
      no={t("details.cancel")}
      onYes={onYes}
      onNo={onNo}
    />
  );
}

/** The action buttons of the details panel. */
export function GameActions({ row, onOpen, onContinue, onExport, onDelete }: GameActionsProps) {
  const [moves, setMoves] = useState(String(row.moves));
  const [asking, setAsking] = useState(false);
  useEffect(() => setMoves(String(row.moves)), [row.id, row.moves]);
  const chosen = Number(moves);
  const valid = moves.trim() !== "" && Number.isInteger(chosen) && chosen >= 0 && chosen <= row.moves;
  return (
    <div class="lib-actions" role="group" aria-label={t("details.actions", { game: gameTitle(row) })}>
      <button type="button" class="primary" id="lib-open" onClick={() => onOpen(row)}>
        {t("details.open")}
      </button>
      <div class="lib-continue">
        <label>
          {t("details.fromMove")}
          <input
            id="lib-continue-move"
            type="number"
            min={0}
            max={row.moves}
            value={moves}
            aria-invalid={!valid}
            onInput={(e) => setMoves(e.currentTarget.value)}
          />
        </label>
        <button type="button" id="lib-continue" disabled={!valid} onClick={() => setAsking(true)}>
          {t("details.continue")}
        </button>
      </div>
      <button type="button" id="lib-export-original" onClick={() => onExport(row, "original")}>
        {t("details.exportOriginal")}
      </button>
      <button type="button" id="lib-export-normalized" onClick={() => onExport(row, "normalized")}>
        {t("details.exportNormalized")}
      </button>
      <button type="button" class="danger" id="lib-delete" onClick={() => onDelete(row)}>
        {t("details.delete")}
      </button>
      {asking && (
        <ContinueConfirm
          moves={chosen}
          onNo={() => setAsking(false)}
          onYes={() => {
            setAsking(false);
            onContinue(row, chosen);
          }}
        />
      )}
    </div>
  );
}
