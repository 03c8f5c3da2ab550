// @vitest-environment node
import { describe, expect, it } from "vitest";
import { libraryRow } from "../../testing/libraryFixtures";
import { dateInvalid, EMPTY_FILTERS, filterInput, isFiltered } from "./filters";
import { MAX_PAGES, PAGE_SIZE, pagesCovering, rowAt, withPage, withRow } from "./pages";
import { ariaSort, DEFAULT_SORT, toggleSort } from "./sort";
import { rowAfterKey, scrollToShow } from "./tableKeys";

describe("the filters", () => {
  it("leave out a date that is not yet a date, and send numbers as numbers", () => {
    const form = {
      ...EMPTY_FILTERS,
      dateFrom: "193",
      dateTo: " 1939-10 ",
      boardSize: "19",
      handicap: "0",
      winner: "W" as const,
    };
    const input = filterInput(form);
    expect([input.date_from, input.date_to]).toEqual(["", "1939-10"]);
    expect([input.board_size, input.handicap, input.winner, input.result_kind]).toEqual([19, 0, "W", null]);
    expect(dateInvalid("193")).toBe(true);
    expect(["", "1939", "1939-10", "1939-10-11"].map(dateInvalid)).toEqual([false, false, false, false]);
    expect([isFiltered(EMPTY_FILTERS), isFiltered(form)]).toEqual([false, true]);
  });
});

describe("sorting", () => {
  it("starts newest first; a header sorts ascending, then descending", () => {
    expect(DEFAULT_SORT).toEqual({ key: "added", descending: true });
    const byDate = toggleSort(DEFAULT_SORT, "date");
    expect(byDate).toEqual({ key: "date", descending: false });
    expect(toggleSort(byDate, "date")).toEqual({ key: "date", descending: true });
    expect([ariaSort(byDate, "date"), ariaSort(byDate, "black")]).toEqual(["ascending", "none"]);
  });
});

describe("the pages of rows", () => {
  it("cover a range of rows within the count", () => {
    expect(pagesCovering(0, 27, 1000)).toEqual([0]);
    expect(pagesCovering(95, 130, 1000)).toEqual([0, 1]);
    expect(pagesCovering(990, 1200, 1000)).toEqual([9]);
    expect(pagesCovering(0, 10, 0)).toEqual([]);
  });

  it("find a row by index, forget the farthest pages and take a changed row", () => {
    let pages = withPage(new Map(), 3, [libraryRow(300), libraryRow(301)]);
    expect(rowAt(pages, 3 * PAGE_SIZE + 1)?.id).toBe(301);
    expect(rowAt(pages, 0)).toBeNull();
    for (let page = 4; page < 4 + MAX_PAGES; page++) pages = withPage(pages, page, []);
    expect(pages.size).toBe(MAX_PAGES);
    expect(pages.has(3), "the page farthest from the latest is forgotten").toBe(false);
    pages = withPage(new Map(), 0, [libraryRow(1), libraryRow(2)]);
    const tagged = withRow(pages, libraryRow(2, { tags: ["Fehler"] }));
    expect(rowAt(tagged, 1)?.tags).toEqual(["Fehler"]);
  });
});

describe("the keyboard in the table", () => {
  it("moves by rows, screens and to the ends, never beyond", () => {
    expect(rowAfterKey("ArrowDown", 0, 10, 5)).toBe(1);
    expect(rowAfterKey("ArrowUp", 0, 10, 5)).toBe(0);
    expect(rowAfterKey("PageDown", 7, 10, 5)).toBe(9);
    expect(rowAfterKey("PageUp", 7, 10, 5)).toBe(2);
    expect([rowAfterKey("Home", 7, 10, 5), rowAfterKey("End", 2, 10, 5)]).toEqual([0, 9]);
    expect([rowAfterKey("a", 2, 10, 5), rowAfterKey("ArrowDown", 0, 0, 5)]).toEqual([null, null]);
  });

  it("scrolls just enough to show the row", () => {
    expect(scrollToShow(5, 300, 10, 30)).toBe(150);
    expect(scrollToShow(12, 0, 10, 30)).toBe(90);
    expect(scrollToShow(4, 0, 10, 30)).toBe(0);
  });
});
