//! The library screen: import files and folders (native dialog or a drop on
//! the window) with the import panel's progress; the filter bar over the
//! virtualised table of games; the selected game's details; the duplicate
//! groups in place of the table on demand; and the last delete offered for
//! undo. Its state lives in `useLibrary` (held by the app shell).

import { useEffect, useState } from "preact/hooks";
import { Confirm } from "../../common/Confirm";
import { useNotice } from "../../common/useNotice";
import { t } from "../../i18n";
import { errorMessage } from "../../i18n/errors";
import { toCommandError } from "../../ipc";
import type { CommandError, ExportFormat, LibraryRow, LogoIpc, RulesPreset, TagCount, WholeRange } from "../../ipc";
import type { Review } from "../review/useReview";
import { gameTitle } from "./describe";
import { DuplicatesView } from "./DuplicatesView";
import { FilterBar } from "./FilterBar";
import { isFiltered } from "./filters";
import { GameDetails } from "./GameDetails";
import { GameTable } from "./GameTable";
import { ImportPanel } from "./ImportPanel";
import "../../common/common.css";
import "./library.css";
import { useGameDetails } from "./useGameDetails";
import type { Library } from "./useLibrary";

interface LibraryScreenProps {
  ipc: LogoIpc;
  library: Library;
  review: Review;
  /** Shows the review screen or the play screen. */
  show: (screen: "review" | "play") => void;
}

/** Asks before a game is deleted. */
function DeleteConfirm({ row, onYes, onNo }: { row: LibraryRow; onYes: () => void; onNo: () => void }) {
  return (
    <Confirm
      id="lib-delete-confirm"
      yesId="lib-delete-yes"
      title={t("delete.title", { game: gameTitle(row) })}
      body={t("delete.body")}
      yes={t("details.delete")}
      no={t("details.cancel")}
      danger
      onYes={onYes}
      onNo={onNo}
    />
  );
}

/** What the latest delete or undo did, with Undo after a delete. */
function DeleteNewsBar({ library }: { library: Library }) {
  const news = library.news;
  if (!news) return null;
  return (
    <p id="lib-news" class="msg msg--notice lib-notice" role="status">
      {news.kind === "deleted" ? t("delete.done", { n: news.games }) : t("delete.restored", { n: news.games })}
      {news.kind === "deleted" && (
        <button type="button" id="lib-undo" onClick={library.undo}>
          {t("delete.undo")}
        </button>
      )}
    </p>
  );
}

/** The import buttons, the number of games and the switch to the duplicate groups. */
function Toolbar({
  library,
  duplicates,
  onDuplicates,
}: {
  library: Library;
  duplicates: boolean;
  onDuplicates: () => void;
}) {
  const { table, imports } = library;
  const running = imports.status !== null;
  return (
    <div class="lib-toolbar" role="group" aria-label={t("library.toolbar")}>
      <button type="button" id="lib-import-files" disabled={running} onClick={() => imports.start("files")}>
        {t("library.importFiles")}
      </button>
      <button type="button" id="lib-import-folder" disabled={running} onClick={() => imports.start("folder")}>
        {t("library.importFolder")}
      </button>
      <span id="lib-count" class="lib-count" aria-live="polite">
        {table.count === null ? "" : t("library.count", { n: table.count })}
      </span>
      <button type="button" id="lib-show-duplicates" aria-pressed={duplicates} onClick={onDuplicates}>
        {t("library.duplicates")}
      </button>
    </div>
  );
}

/** The library of games. */
export function LibraryScreen({ ipc, library, review, show }: LibraryScreenProps) {
  const { table, imports } = library;
  const [duplicates, setDuplicates] = useState(false);
  const [tags, setTags] = useState<TagCount[]>([]);
  const [sizes, setSizes] = useState<number[]>([]);
  const [rules, setRules] = useState<string[]>([]);
  const [presets, setPresets] = useState<RulesPreset[]>([]);
  const [handicaps, setHandicaps] = useState<WholeRange>({ min: 0, max: 0 });
  const [tagChanges, setTagChanges] = useState(0);
  const [confirming, setConfirming] = useState<LibraryRow | null>(null);
  const [notice, setNotice] = useNotice();
  const [failure, setFailure] = useState<CommandError | null>(null);
  const fail = (reason: unknown) => setFailure(toCommandError(reason));
  // The table outlives the screen (the shell holds it) and is read when it shows.
  useEffect(() => table.refresh(), []);
  useEffect(() => {
    ipc.libraryTags().then(setTags, fail);
  }, [ipc, tagChanges, imports.finished, library.revision]);
  useEffect(() => {
    ipc.libraryBoardSizes().then(setSizes, fail);
    ipc.libraryRules().then(setRules, fail);
    ipc.rulePresets().then((list) => setPresets(list.map((p) => p.preset)), fail);
    ipc.gameLimits().then((limits) => setHandicaps(limits.handicap), fail);
  }, [ipc, imports.finished, library.revision]);

  const selected = !duplicates && table.count ? table.rowAt(table.active) : null;
  const details = useGameDetails(ipc, selected?.id ?? null, (changed) => {
    table.patch(changed.row);
    setTagChanges((n) => n + 1);
  });
  const act = () => {
    setFailure(null);
    setNotice(null);
  };
  const open = (row: LibraryRow) => {
    act();
    void review.openLibraryGame(row.id).then(() => show("review"));
  };
  const continueGame = (row: LibraryRow, moves: number) => {
    act();
    ipc.libraryContinue(row.id, moves).then(() => show("play"), fail);
  };
  const exportGame = (row: LibraryRow, format: ExportFormat) => {
    act();
    const texts = { title: t("library.dialogExport"), filter: t("review.dialogFilter") };
    ipc
      .libraryExport(row.id, format, texts)
      .then((saved) => saved && setNotice(() => t("review.saved", { file: saved.file_name })), fail);
  };
  const confirmDelete = (row: LibraryRow) => {
    act();
    setConfirming(row);
  };
  const remove = (row: LibraryRow) => {
    void library.remove([row.id]).then(() => setConfirming(null));
  };

  const empty = table.count === 0 && !duplicates;
  return (
    <div class="library">
      <Toolbar library={library} duplicates={duplicates} onDuplicates={() => setDuplicates((on) => !on)} />
      {!duplicates && (
        <FilterBar
          filters={table.filters}
          tags={tags}
          sizes={sizes}
          rules={rules}
          presets={presets}
          handicaps={handicaps}
          onChange={table.setFilters}
        />
      )}
      <ImportPanel imports={imports} />
      <DeleteNewsBar library={library} />
      {[failure, library.error, table.error].map(
        (error, i) =>
          error && (
            <p key={i} class="msg msg--error" role="alert">
              {errorMessage(error)}
            </p>
          ),
      )}
      {notice && (
        <p id="lib-notice" class="msg msg--notice lib-notice" role="status">
          {notice}
        </p>
      )}
      <div class="lib-main">
        <div class="lib-list">
          {duplicates ? (
            <DuplicatesView
              ipc={ipc}
              revision={library.revision + imports.finished}
              onDelete={confirmDelete}
              onOpen={open}
            />
          ) : (
            <GameTable table={table} onOpen={open} onDelete={confirmDelete} />
          )}
          {empty && (
            <p id="lib-empty" class="lib-empty">
              {isFiltered(table.filters) ? t("library.noMatch") : t("library.empty")}
            </p>
          )}
        </div>
        {!duplicates && (
          <GameDetails
            state={details}
            knownTags={tags}
            onOpen={open}
            onContinue={continueGame}
            onExport={exportGame}
            onDelete={confirmDelete}
          />
        )}
      </div>
      {confirming && (
        <DeleteConfirm row={confirming} onNo={() => setConfirming(null)} onYes={() => remove(confirming)} />
      )}
    </div>
  );
}
