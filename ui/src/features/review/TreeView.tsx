//! The variation tree: one dot per node on a grid (columns = moves from the
//! root, rows = variations), lines to their parents, the current node ringed.
//! Only the part inside the scrolled window is drawn, so a tree with a
//! 20,000-move main line or thousands of variations costs what fits on screen.
//!
//! Keyboard: the tree is one tab stop (the current node); the review
//! screen's arrow keys move through the game, and the focus follows.

import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import { t } from "../../i18n";
import { displayPoint } from "../../board";
import { colorName } from "../../common/describeGame";
import { FLAG, hasFlag, moveColor, movePoint } from "./tree";
import type { TreeModel } from "./tree";
import { cellOf, layoutTree, nodesIn } from "./treeLayout";
import type { TreeLayout } from "./treeLayout";

/** Size of one grid cell in pixels. */
const CELL = 28;
/** Cells drawn beyond the visible window on each side, so scrolling shows no gaps. */
const MARGIN = 4;
/** What jsdom (no layout) and a first render assume about the viewport. */
const FALLBACK = { width: 800, height: 160 };

interface TreeViewProps {
  tree: TreeModel;
  current: number;
  height: number;
  /** Changes whenever the current node should take the focus (after a jump or a click on the board). */
  focusSignal: number;
  onSelect: (id: number) => void;
}

interface Viewport {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The accessible name of a node: its move (or that it has none) and what it carries. */
function nodeName(tree: TreeModel, id: number, height: number): string {
  const color = moveColor(tree, id);
  const point = movePoint(tree, id);
  const n = tree.moveNumber[id] ?? 0;
  let text = t("review.start");
  if (color && point) text = t("review.move", { n, color: colorName(color), point: displayPoint(point, height) });
  else if (color) text = t("review.movePass", { n, color: colorName(color) });
  else if (id !== 0) text = t("review.afterMove", { n });
  return hasFlag(tree, id, FLAG.comment) ? `${text}, ${t("review.hasComment")}` : text;
}

function Edges({ tree, layout, nodes }: { tree: TreeModel; layout: TreeLayout; nodes: number[] }) {
  const paths: string[] = [];
  const at = (v: number) => v * CELL + CELL / 2;
  for (const id of nodes) {
    const p = tree.parent[id] ?? -1;
    if (p < 0) continue;
    const child = cellOf(tree, layout, id);
    const parent = cellOf(tree, layout, p);
    paths.push(`M${at(parent.column)},${at(child.row)}H${at(child.column)}`);
  }
  return <path d={paths.join("")} />;
}

/** A rectangle of grid cells, inclusive. */
interface Span {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

function Rails({ layout, span }: { layout: TreeLayout; span: Span }) {
  const lines: string[] = [];
  const at = (v: number) => v * CELL + CELL / 2;
  for (let column = span.left; column <= span.right; column++) {
    for (const rail of layout.rails.get(column) ?? []) {
      if (rail.bottom < span.top || rail.top > span.bottom) continue;
      lines.push(`M${at(column)},${at(rail.top)}V${at(rail.bottom)}`);
    }
  }
  return <path d={lines.join("")} />;
}

/** The scrolled viewport of `scroller`, kept in state; `measure` reads it again. */
function useViewport(scroller: { current: HTMLDivElement | null }) {
  const [view, setView] = useState<Viewport>({ left: 0, top: 0, ...FALLBACK });
  const measure = () => {
    const el = scroller.current;
    if (!el) return;
    const width = el.clientWidth || FALLBACK.width;
    const height = el.clientHeight || FALLBACK.height;
    setView((v) =>
      v.left === el.scrollLeft && v.top === el.scrollTop && v.width === width && v.height === height
        ? v
        : { left: el.scrollLeft, top: el.scrollTop, width, height },
    );
  };
  useEffect(() => {
    window.addEventListener("resize", measure);
    return () => window.removeEventListener("resize", measure);
  }, []);
  return { view, measure };
}

/** Scrolls `el` so that `cell` is inside it. */
function scrollTo(el: HTMLElement, cell: { row: number; column: number }) {
  const x = cell.column * CELL;
  const y = cell.row * CELL;
  const width = el.clientWidth || FALLBACK.width;
  const height = el.clientHeight || FALLBACK.height;
  if (x < el.scrollLeft || x + CELL > el.scrollLeft + width) el.scrollLeft = Math.max(0, x - width / 3);
  if (y < el.scrollTop || y + CELL > el.scrollTop + height) el.scrollTop = Math.max(0, y - height / 3);
}

/** The cells inside the viewport, with a margin. */
function spanOf(view: Viewport): Span {
  return {
    left: Math.max(0, Math.floor(view.left / CELL) - MARGIN),
    right: Math.ceil((view.left + view.width) / CELL) + MARGIN,
    top: Math.max(0, Math.floor(view.top / CELL) - MARGIN),
    bottom: Math.ceil((view.top + view.height) / CELL) + MARGIN,
  };
}

interface NodeButtonProps {
  tree: TreeModel;
  layout: TreeLayout;
  id: number;
  current: boolean;
  height: number;
  onSelect: (id: number) => void;
}

/** One node: a round button coloured like its stone, with marks for a comment and judgements. */
function NodeButton({ tree, layout, id, current, height, onSelect }: NodeButtonProps) {
  const cell = cellOf(tree, layout, id);
  const color = moveColor(tree, id);
  const stone = color === "B" ? "tree-node--black" : color === "W" ? "tree-node--white" : "tree-node--empty";
  const classes = ["tree-node", stone];
  if (hasFlag(tree, id, FLAG.comment)) classes.push("tree-node--comment");
  if (hasFlag(tree, id, FLAG.bad)) classes.push("tree-node--bad");
  if (hasFlag(tree, id, FLAG.good)) classes.push("tree-node--good");
  const name = nodeName(tree, id, height);
  return (
    <button
      type="button"
      class={classes.join(" ")}
      style={{ left: `${cell.column * CELL}px`, top: `${cell.row * CELL}px` }}
      data-node={id}
      aria-label={name}
      title={name}
      aria-current={current ? "true" : undefined}
      tabindex={current ? 0 : -1}
      onClick={() => onSelect(id)}
    />
  );
}

/** The tree of a game, scrolled so the current node is in view. */
export function TreeView({ tree, current, height, focusSignal, onSelect }: TreeViewProps) {
  const layout = useMemo(() => layoutTree(tree), [tree]);
  const scroller = useRef<HTMLDivElement>(null);
  const { view, measure } = useViewport(scroller);
  const focusCurrent = () => scroller.current?.querySelector<HTMLElement>('[aria-current="true"]')?.focus();
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    scrollTo(el, cellOf(tree, layout, current));
    measure();
    if (el.contains(document.activeElement)) focusCurrent();
  }, [tree, layout, current]);
  useEffect(() => {
    if (focusSignal > 0) focusCurrent();
  }, [focusSignal]);

  const span = spanOf(view);
  // The drawing covers only the span: a canvas as wide as a long game would be too big to paint.
  const x = span.left * CELL;
  const y = span.top * CELL;
  const w = (Math.min(span.right, layout.columnCount) - span.left + 1) * CELL;
  const h = (Math.min(span.bottom, layout.rowCount) - span.top + 1) * CELL;
  const nodes = nodesIn(tree, layout, span);
  if (!nodes.includes(current)) nodes.push(current);
  const size = { width: `${layout.columnCount * CELL}px`, height: `${layout.rowCount * CELL}px` };
  return (
    <div ref={scroller} class="tree-view" role="group" aria-label={t("review.tree")} onScroll={measure}>
      <div class="tree-canvas" style={size}>
        <svg
          class="tree-edges"
          aria-hidden="true"
          style={{ left: `${x}px`, top: `${y}px` }}
          width={w}
          height={h}
          viewBox={`${x} ${y} ${w} ${h}`}
        >
          <Edges tree={tree} layout={layout} nodes={nodes} />
          <Rails layout={layout} span={span} />
        </svg>
        {nodes.map((id) => (
          <NodeButton key={id} {...{ tree, layout, id, height, onSelect }} current={id === current} />
        ))}
      </div>
    </div>
  );
}
