//! The teaching board's tools at work: holds the tool machine's state
//! (`toolState`) and carries out its effects — a backend step with the
//! sentence that follows it, an exercise mark, a line's start — so that
//! `TeachBoard` only wires clicks and keys to it. Also draws the board's
//! layers, since the start of a line being drawn is highlighted on it.

import { useMemo, useState } from "preact/hooks";
import type { SgfPoint } from "../../board";
import { t } from "../../i18n";
import type { TeachView } from "../../ipc";
import type { BoardLook } from "../coords/useBoardLook";
import type { ReviewLayers } from "../review/reviewLayers";
import type { TreeModel } from "../review/tree";
import { pointSentence } from "./describeTeach";
import type { ExerciseMarks } from "./exerciseMarks";
import { teachLayers } from "./teachLayers";
import { markSentence, spokenAfter } from "./teachSpeech";
import { commandStep, historyStep, initialTools, keyOnPoint, stepTools } from "./toolState";
import type { TeachStep, ToolEffect, ToolEvent } from "./toolState";
import type { TeachCommand, ToolId } from "./tools";
import type { Teach } from "./useTeach";

/** What the tools act on. */
export interface TeachToolsDeps {
  teach: Teach;
  view: TeachView;
  tree: TreeModel;
  look: BoardLook;
  marks: ExerciseMarks;
  showNumbers: boolean;
}

/** The chosen tool, the board's layers, and what clicks, keys and the tool bar do. */
export interface TeachTools {
  tool: ToolId;
  layers: ReviewLayers;
  choose: (tool: ToolId) => void;
  /** A click or Enter on `point`: the chosen tool acts there. */
  activate: (point: SgfPoint) => void;
  /** A key on a focused point: a command, or that key's tool used there; whether the key was one. */
  pointKey: (key: string, point: SgfPoint, shift: boolean) => boolean;
  command: (command: TeachCommand) => void;
  undo: () => void;
  redo: () => void;
}

/** The tools of the board `view` shows. */
export function useTeachTools({ teach, view, tree, look, marks, showNumbers }: TeachToolsDeps): TeachTools {
  const [tools, setTools] = useState(() => initialTools(view.origin));
  const shown = useMemo(
    () => teachLayers(view, tree, showNumbers, tools.lineStart),
    [view, tree, showNumbers, tools.lineStart],
  );
  const layers = { ...shown, answers: marks.answers };
  const run = (step: TeachStep) =>
    void teach.act(step.action, spokenAfter(step.speech, { showNumbers, notation: look.notation }));
  const carryOut = (effect: ToolEffect) => {
    switch (effect.kind) {
      case "mark": {
        const marked = marks.toggle(effect.mark, effect.point);
        teach.say(markSentence(effect.mark, marked, effect.point, view.position.size.height, look.notation));
        return;
      }
      case "line_start":
        teach.say(t("teach.lineStart", { point: pointSentence(effect.point, view, layers, look.notation) }));
        return;
      case "line_cancelled":
        teach.say(t("teach.lineCancelled"));
        return;
      case "step":
        run(effect);
        return;
      case "none":
        return;
    }
  };
  const handle = (event: ToolEvent) => {
    const next = stepTools(tools, event);
    setTools(next.state);
    carryOut(next.effect);
  };
  const command = (which: TeachCommand) => run(commandStep(which));
  return {
    tool: tools.tool,
    layers,
    choose: (tool) => handle({ kind: "choose", tool }),
    activate: (point) => handle({ kind: "use", tool: tools.tool, point }),
    pointKey: (key, point, shift) => {
      const found = keyOnPoint(key, shift);
      if (found.command) command(found.command);
      if (found.tool) handle({ kind: "use", tool: found.tool, point });
      return found.command !== undefined || found.tool !== undefined;
    },
    command,
    undo: () => run(historyStep(true)),
    redo: () => run(historyStep(false)),
  };
}
