//! The library table's state: the filters as typed and as applied (after a
//! pause in typing), the sort, the number of matches, the pages of rows
//! fetched so far and the active row. Every change of filters, sort or
//! content starts a new search; answers that belong to an older search are
//! dropped, so a slow answer never overwrites a newer one.

import { useEffect, useRef, useState } from "preact/hooks";
import { toCommandError } from "../../ipc";
import type { CommandError, LibraryRow, LogoIpc, SortKey } from "../../ipc";
import { EMPTY_FILTERS, filterInput } from "./filters";
import type { FilterForm } from "./filters";
import { PAGE_SIZE, pagesCovering, rowAt, withPage, withRow } from "./pages";
import type { Pages } from "./pages";
import { DEFAULT_SORT, toggleSort } from "./sort";
import type { SortState } from "./sort";

/** How long typing must pause before the filters apply. */
export const FILTER_DELAY_MS = 250;

/** What the table, the filter bar and the details panel share. */
export interface LibraryTable {
  filters: FilterForm;
  setFilters: (filters: FilterForm) => void;
  sort: SortState;
  sortBy: (key: SortKey) => void;
  /** Games matching the applied filters; `null` until first counted. */
  count: number | null;
  /** Whether the filters shown are not applied yet or their count is still on its way. */
  searching: boolean;
  /** Grows with every search; a table shows the rows of the latest only. */
  generation: number;
  rowAt: (index: number) => LibraryRow | null;
  /** Asks for the pages holding rows `first` to `last` that are not there yet. */
  want: (first: number, last: number) => void;
  /** The row the keyboard is on (and whose details show). */
  active: number;
  setActive: (index: number) => void;
  /**
   * Searches again with the same filters (after an import, a delete, a tag).
   * Nothing is read before the first call: the screen calls it whenever it
   * shows, as games may have come in elsewhere meanwhile (a game finished).
   */
  refresh: () => void;
  /** Shows a changed game in its row at once. */
  patch: (row: LibraryRow) => void;
  error: CommandError | null;
}

/** Holds the table's state; `changed` grows whenever the library changed elsewhere (an import ended). */
export function useLibraryTable(ipc: LogoIpc, changed: number): LibraryTable {
  const [filters, setFilters] = useState<FilterForm>(EMPTY_FILTERS);
  const [applied, setApplied] = useState<FilterForm>(EMPTY_FILTERS);
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);
  const [revision, setRevision] = useState(0);
  const [shown, setShown] = useState(false);
  const [count, setCount] = useState<number | null>(null);
  const [counting, setCounting] = useState(false);
  const [pages, setPages] = useState<Pages>(new Map());
  const [generation, setGeneration] = useState(0);
  const [active, setActive] = useState(0);
  const [error, setError] = useState<CommandError | null>(null);
  const latest = useRef(0);
  const inFlight = useRef(new Set<number>());

  useEffect(() => {
    const timer = setTimeout(() => setApplied(filters), FILTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [filters]);

  useEffect(() => setActive(0), [applied, sort]);

  useEffect(() => {
    if (!shown) return;
    const search = latest.current + 1;
    latest.current = search;
    inFlight.current = new Set();
    setGeneration(search);
    setPages(new Map());
    setError(null);
    setCounting(true);
    ipc.libraryCount(filterInput(applied)).then(
      (n) => {
        if (latest.current !== search) return;
        setCount(n);
        setCounting(false);
        setActive((a) => Math.max(0, Math.min(a, n - 1)));
      },
      (reason: unknown) => {
        if (latest.current !== search) return;
        setCounting(false);
        setError(toCommandError(reason));
      },
    );
  }, [ipc, applied, sort, revision, changed, shown]);

  const want = (first: number, last: number) => {
    if (count === null) return;
    const search = latest.current;
    for (const page of pagesCovering(first, last, count)) {
      if (pages.has(page) || inFlight.current.has(page)) continue;
      inFlight.current.add(page);
      const request = {
        filter: filterInput(applied),
        sort: sort.key,
        descending: sort.descending,
        offset: page * PAGE_SIZE,
        limit: PAGE_SIZE,
      };
      ipc.libraryPage(request).then(
        (rows) => {
          if (latest.current !== search) return;
          inFlight.current.delete(page);
          setPages((known) => withPage(known, page, rows));
        },
        (reason: unknown) => {
          if (latest.current !== search) return;
          inFlight.current.delete(page);
          setError(toCommandError(reason));
        },
      );
    }
  };

  return {
    filters,
    setFilters,
    sort,
    sortBy: (key) => setSort((current) => toggleSort(current, key)),
    count,
    searching: filters !== applied || counting,
    generation,
    rowAt: (index) => rowAt(pages, index),
    want,
    active,
    setActive,
    refresh: () => {
      setShown(true);
      setRevision((n) => n + 1);
    },
    patch: (row) => setPages((known) => withRow(known, row)),
    error,
  };
}
