//! The library's table: a grid of games that renders only the rows in view
//! (so 100,000 games scroll like 100) and asks for their pages as they come
//! into view. Column headers are sort buttons with `aria-sort`; rows take
//! the focus one at a time: arrows, Page Up/Down, Home and End move, Enter
//! opens the game for review, Delete asks to delete it. Each row also has
//! an open button, so a single click opens a game. A narrow table leaves out
//! its least important columns rather than scroll sideways.

import { useEffect, useLayoutEffect, useRef, useState } from "preact/hooks";
import type { JSX } from "preact";
import { t } from "../../i18n";
import type { LibraryRow } from "../../ipc";
import { fittingColumns, gridTemplate, rowWidth } from "./columns";
import type { Column } from "./columns";
import { gameTitle, resultWords } from "./describe";
import { ariaSort } from "./sort";
import { rowAfterKey, scrollToShow } from "./tableKeys";
import type { LibraryTable } from "./useLibraryTable";

/** Height of a row in pixels (the stylesheet's too). */
export const ROW_HEIGHT = 30;
/** Rows assumed in view before the table has been measured. */
const UNMEASURED_ROWS = 20;
/** Rows rendered beyond the view on each side. */
const OVERSCAN = 8;

interface GameTableProps {
  table: LibraryTable;
  onOpen: (row: LibraryRow) => void;
  onDelete: (row: LibraryRow) => void;
}

/** One game's row. */
function Row({
  columns,
  row,
  index,
  active,
  onSelect,
  onOpen,
}: {
  columns: readonly Column[];
  row: LibraryRow | null;
  index: number;
  active: boolean;
  onSelect: (index: number) => void;
  onOpen: (row: LibraryRow) => void;
}) {
  const place = { top: `${index * ROW_HEIGHT}px` };
  const common = {
    role: "row" as const,
    "aria-rowindex": index + 2,
    "data-row": index,
    tabIndex: active ? 0 : -1,
    "aria-selected": active,
    onClick: () => onSelect(index),
  };
  if (!row) {
    return (
      <div {...common} class="lib-row lib-row--loading" style={place} aria-busy="true">
        <div role="gridcell" class="lib-cell">
          {t("library.loadingRow")}
        </div>
      </div>
    );
  }
  return (
    <div {...common} class="lib-row" style={place} data-id={row.id} onDblClick={() => onOpen(row)}>
      <div role="gridcell" class="lib-cell lib-cell--open">
        <button
          type="button"
          tabIndex={-1}
          aria-label={t("library.openRow", { game: gameTitle(row) })}
          onClick={() => onOpen(row)}
        >
          ▶
        </button>
      </div>
      {columns.map((column) => {
        const text = column.text(row);
        // The tooltip shows what a narrow cell may clip; a result is said in
        // words, a date shown as it is written.
        const tip = column.sort === "result" ? resultWords(row) : (column.tip?.(row) ?? (text || undefined));
        return (
          <div key={column.sort} role="gridcell" class="lib-cell" title={tip}>
            {text}
          </div>
        );
      })}
    </div>
  );
}

/** The header row of sort buttons. */
function Header({ table, columns }: { table: LibraryTable; columns: readonly Column[] }) {
  return (
    <div role="rowgroup" class="lib-head">
      <div role="row" aria-rowindex={1} class="lib-row-head">
        <div role="columnheader" class="lib-cell">
          <span class="visually-hidden">{t("library.col.open")}</span>
        </div>
        {columns.map((column) => {
          const sorted = ariaSort(table.sort, column.sort);
          return (
            <div key={column.sort} role="columnheader" class="lib-cell" aria-sort={sorted}>
              <button type="button" id={`lib-sort-${column.sort}`} onClick={() => table.sortBy(column.sort)}>
                {t(column.label)}
                <span class="lib-sort-arrow" aria-hidden="true">
                  {sorted === "ascending" ? "▲" : sorted === "descending" ? "▼" : ""}
                </span>
              </button>
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** The virtualised table of the library's games. */
export function GameTable({ table, onOpen, onDelete }: GameTableProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const [view, setView] = useState({ top: 0, rows: UNMEASURED_ROWS, width: 0 });
  const [focusWanted, setFocusWanted] = useState(false);
  const count = table.count ?? 0;
  const first = Math.floor(view.top / ROW_HEIGHT);
  const start = Math.max(0, first - OVERSCAN);
  const end = Math.min(count - 1, first + view.rows + OVERSCAN);

  const measure = () => {
    const el = scroller.current;
    if (!el) return;
    const head = el.querySelector<HTMLElement>(".lib-head")?.offsetHeight ?? 0;
    const rows = el.clientHeight > head ? Math.ceil((el.clientHeight - head) / ROW_HEIGHT) : UNMEASURED_ROWS;
    setView({ top: el.scrollTop, rows, width: el.clientWidth });
  };
  useLayoutEffect(() => {
    measure();
    if (typeof ResizeObserver === "undefined" || !scroller.current) return;
    const observer = new ResizeObserver(measure);
    observer.observe(scroller.current);
    return () => observer.disconnect();
  }, []);
  useEffect(() => table.want(start, end), [table.generation, table.count, start, end]);
  useEffect(() => {
    if (!focusWanted) return;
    scroller.current?.querySelector<HTMLElement>(`[data-row="${table.active}"]`)?.focus();
    setFocusWanted(false);
  });

  const moveTo = (index: number) => {
    table.setActive(index);
    const el = scroller.current;
    if (el) {
      const top = scrollToShow(index, el.scrollTop, view.rows - 1, ROW_HEIGHT);
      el.scrollTop = top;
      setView((v) => ({ ...v, top }));
    }
    setFocusWanted(true);
  };
  const onKeyDown = (event: JSX.TargetedKeyboardEvent<HTMLDivElement>) => {
    const row = table.rowAt(table.active);
    if (event.key === "Enter" && row) onOpen(row);
    else if (event.key === "Delete" && row) onDelete(row);
    else {
      const next = rowAfterKey(event.key, table.active, count, view.rows - 1);
      if (next === null) return;
      moveTo(next);
    }
    event.preventDefault();
  };

  const columns = fittingColumns(view.width);
  const indices: number[] = [];
  for (let i = start; i <= end; i++) indices.push(i);
  if (count > 0 && (table.active < start || table.active > end)) indices.push(table.active);
  return (
    <div
      class="lib-table"
      style={{ "--lib-columns": gridTemplate(columns), "--lib-width": `max(100%, ${rowWidth(columns)}px)` }}
      role="grid"
      aria-label={t("library.tableLabel")}
      aria-busy={table.searching ? "true" : undefined}
      aria-rowcount={count + 1}
      aria-colcount={columns.length + 1}
    >
      <div class="lib-scroll" ref={scroller} onScroll={measure}>
        <Header table={table} columns={columns} />
        <div role="rowgroup" class="lib-body" style={{ height: `${count * ROW_HEIGHT}px` }} onKeyDown={onKeyDown}>
          {indices.map((index) => (
            <Row
              key={index}
              columns={columns}
              row={table.rowAt(index)}
              index={index}
              active={index === table.active}
              onSelect={(i) => {
                table.setActive(i);
                setFocusWanted(true);
              }}
              onOpen={onOpen}
            />
          ))}
        </div>
      </div>
    </div>
  );
}
