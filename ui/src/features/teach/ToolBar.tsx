//! The teaching tools: one button per tool (pressed while chosen, its key
//! shown and announced), who plays next, pass, undo, redo and clearing the
//! node's markup. The chosen tool acts on the next click or Enter on a point.

import { t } from "../../i18n";
import { colorName } from "../../common/describeGame";
import type { Color, TeachView } from "../../ipc";
import { TOOLS } from "./tools";
import type { ToolId } from "./tools";

/** What the bar's buttons ask for. */
export interface ToolBarActions {
  choose: (tool: ToolId) => void;
  toPlay: (color: Color) => void;
  pass: () => void;
  undo: () => void;
  redo: () => void;
  clearMarkup: () => void;
}

interface ToolBarProps {
  view: TeachView;
  tool: ToolId;
  actions: ToolBarActions;
}

function markupShown(view: TeachView): boolean {
  const m = view.content.markup;
  const lists = [m.circle, m.square, m.triangle, m.cross, m.selected, m.labels, m.arrows, m.lines];
  return lists.some((list) => list.length > 0) || m.dimmed !== null;
}

/** The tool buttons and the teaching commands. */
export function ToolBar({ view, tool, actions }: ToolBarProps) {
  const next = view.position.to_play;
  return (
    <section class="teach-tools" aria-label={t("teach.toolsTitle")}>
      <div class="teach-tool-grid" role="group" aria-label={t("teach.toolGroup")}>
        {TOOLS.map((spec) => (
          <button
            key={spec.id}
            type="button"
            id={`tool-${spec.id}`}
            class="teach-tool"
            aria-pressed={tool === spec.id}
            aria-keyshortcuts={spec.key.toUpperCase()}
            onClick={() => actions.choose(spec.id)}
          >
            <span>{t(spec.label)}</span>
            <kbd aria-hidden="true">{spec.key.toUpperCase()}</kbd>
          </button>
        ))}
      </div>
      <p class="teach-alternate" hidden={tool !== "alternate"}>
        {t("teach.alternateNext", { color: colorName(view.alternate) })}
      </p>
      <div class="teach-row" role="group" aria-label={t("teach.toPlayGroup")}>
        {(["B", "W"] as const).map((color) => (
          <button
            key={color}
            type="button"
            id={`to-play-${color}`}
            aria-pressed={next === color}
            onClick={() => actions.toPlay(color)}
          >
            {t("teach.toPlay", { color: colorName(color) })}
          </button>
        ))}
        <button type="button" id="teach-pass" onClick={actions.pass}>
          {t("play.pass")}
        </button>
      </div>
      <div class="teach-row">
        <button
          type="button"
          id="teach-undo"
          disabled={!view.can_undo}
          aria-keyshortcuts="Control+Z"
          onClick={actions.undo}
        >
          {t("teach.undo")}
        </button>
        <button
          type="button"
          id="teach-redo"
          disabled={!view.can_redo}
          aria-keyshortcuts="Control+Y Control+Shift+Z"
          onClick={actions.redo}
        >
          {t("teach.redo")}
        </button>
        <button type="button" id="teach-clear" disabled={!markupShown(view)} onClick={actions.clearMarkup}>
          {t("teach.clearMarkup")}
        </button>
      </div>
    </section>
  );
}
