//! The teaching tools: one button per tool (pressed while chosen, its key
//! shown and announced), who plays next, pass, undo, redo and clearing the
//! node's markup, each with its key shown and announced as well. The chosen
//! tool acts on the next click or Enter on a point.

import { t } from "../../i18n";
import { colorName } from "../../common/describeGame";
import type { TeachView } from "../../ipc";
import { COMMAND_KEYS, TOOLS, commandBadge, controlBadge } from "./tools";
import type { TeachCommand, ToolId } from "./tools";

/** What the bar's buttons ask for. */
export interface ToolBarActions {
  choose: (tool: ToolId) => void;
  command: (command: TeachCommand) => void;
  undo: () => void;
  redo: () => void;
}

interface ToolBarProps {
  view: TeachView;
  tool: ToolId;
  actions: ToolBarActions;
}

/** Whether the node shown has something "clear markup" would take off. */
function markupShown(view: TeachView): boolean {
  const m = view.content.markup;
  const lists = [m.circle, m.square, m.triangle, m.cross, m.selected, m.labels, m.arrows, m.lines];
  // Dimming counts where it shows, whichever node set it (an empty DD here only lifts it).
  return lists.some((list) => list.length > 0) || view.position.dimmed.length > 0;
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
            class="teach-keyed"
            aria-pressed={next === color}
            aria-keyshortcuts={COMMAND_KEYS[`to-play-${color}`].shortcut}
            onClick={() => actions.command(`to-play-${color}`)}
          >
            <span>{t("teach.toPlay", { color: colorName(color) })}</span>
            <kbd aria-hidden="true">{commandBadge(`to-play-${color}`)}</kbd>
          </button>
        ))}
        <button
          type="button"
          id="teach-pass"
          class="teach-keyed"
          aria-keyshortcuts={COMMAND_KEYS.pass.shortcut}
          onClick={() => actions.command("pass")}
        >
          <span>{t("play.pass")}</span>
          <kbd aria-hidden="true">{commandBadge("pass")}</kbd>
        </button>
      </div>
      <div class="teach-row">
        <button
          type="button"
          id="teach-undo"
          disabled={!view.can_undo}
          class="teach-keyed"
          aria-keyshortcuts="Control+Z"
          onClick={actions.undo}
        >
          <span>{t("teach.undo")}</span>
          <kbd aria-hidden="true">{controlBadge("z")}</kbd>
        </button>
        <button
          type="button"
          id="teach-redo"
          disabled={!view.can_redo}
          class="teach-keyed"
          aria-keyshortcuts="Control+Y Control+Shift+Z"
          onClick={actions.redo}
        >
          <span>{t("teach.redo")}</span>
          <kbd aria-hidden="true">{controlBadge("y")}</kbd>
        </button>
        <button
          type="button"
          id="teach-clear"
          class="teach-keyed"
          disabled={!markupShown(view)}
          aria-keyshortcuts={COMMAND_KEYS.clear.shortcut}
          onClick={() => actions.command("clear")}
        >
          <span>{t("teach.clearMarkup")}</span>
          <kbd aria-hidden="true">{commandBadge("clear")}</kbd>
        </button>
      </div>
    </section>
  );
}
