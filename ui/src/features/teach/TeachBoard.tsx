//! The open teaching board: the board with the chosen tool acting on clicks,
//! Enter and tool keys on points, the coordinate bar, the tools, warnings,
//! the node's comment, SAVE and the record's tree. Steps through the record
//! keep the review screen's memory of which variation was last followed.

import { useMemo, useState } from "preact/hooks";
import { Board, fromSgf, pointName } from "../../board";
import type { SgfPoint } from "../../board";
import { useFlash } from "../../common/useFlash";
import { t } from "../../i18n";
import type { MyExerciseView, TeachView } from "../../ipc";
import { CoordinateBar } from "../coords/CoordinateBar";
import type { BoardLook } from "../coords/useBoardLook";
import { issueSentence } from "../review/describeNode";
import { buildTree, navigate, nodeId, placeOf, remember } from "../review/tree";
import type { Memory, NavCommand, TreeModel } from "../review/tree";
import { TreeView } from "../review/TreeView";
import { CommentBox } from "./CommentBox";
import { historySentence, nodeSentence, pointSentence } from "./describeTeach";
import { ExerciseDraft } from "./ExerciseDraft";
import { ImagePanel } from "./ImagePanel";
import { SavePanel } from "./SavePanel";
import { teachLayers } from "./teachLayers";
import { ToolBar } from "./ToolBar";
import { useExerciseMarks } from "./exerciseMarks";
import { commandForKey, isAnswerTool, isLineTool, toolForKey } from "./tools";
import type { TeachCommand, ToolId } from "./tools";
import type { Teach } from "./useTeach";
import { useTeachKeys } from "./useTeachKeys";

/** What the teaching board needs from the screen. */
export interface TeachBoardProps {
  teach: Teach;
  look: BoardLook;
  view: TeachView;
  tree: TreeModel;
  /** Leaves teaching (Ctrl+T). */
  onLeave: () => void;
  /** Opens an exercise saved from the board in the lesson player. */
  onOpenExercise: (saved: MyExerciseView) => void;
}

interface BoardState {
  tool: ToolId;
  lineStart: SgfPoint | null;
}

/** The open board with its tools, comment, tree and save panels. */
export function TeachBoard({ teach, look, view, tree, onLeave, onOpenExercise }: TeachBoardProps) {
  const [state, setState] = useState<BoardState>({ tool: view.origin === "empty" ? "black" : "play", lineStart: null });
  const [showNumbers, setShowNumbers] = useState(false);
  const [memory, setMemory] = useState<Memory>(new Map());
  const [focusTree, setFocusTree] = useState(0);
  const [applied, showApplied] = useFlash();
  const current = placeOf(tree, view.current);
  const height = view.position.size.height;
  const width = view.position.size.width;
  const marks = useExerciseMarks({ width, height, notation: look.notation });
  const shown = useMemo(
    () => teachLayers(view, tree, showNumbers, state.lineStart),
    [view, tree, showNumbers, state.lineStart],
  );
  const layers = { ...shown, answers: marks.answers };

  const goto = (place: number) => {
    setMemory((m) => remember(tree, m, place));
    teach.act({ kind: "goto", node: nodeId(tree, place) }, (next) => nodeSentence(next, buildTree(next.tree)));
  };
  const step = (command: NavCommand) => {
    const to = navigate(tree, current, memory, command);
    if (to !== null) goto(to);
  };
  const apply = (tool: ToolId, point: SgfPoint) => {
    if (isAnswerTool(tool)) {
      setState({ tool, lineStart: null });
      const marked = marks.toggle(tool, point);
      const at = fromSgf(point);
      const name = at ? pointName(at, height, look.notation) : point;
      const key = marked
        ? tool === "right"
          ? "teach.exercise.markedRight"
          : "teach.exercise.markedWrong"
        : "teach.exercise.unmarked";
      teach.say(t(key, { point: name }));
      return;
    }
    if (isLineTool(tool)) {
      const start = state.lineStart;
      if (start === null || start === point) {
        setState({ tool, lineStart: start === point ? null : point });
        teach.say(
          start === point
            ? t("teach.lineCancelled")
            : t("teach.lineStart", { point: pointSentence(point, view, layers, look.notation) }),
        );
        return;
      }
      setState({ tool, lineStart: null });
      teach.act({ kind: "line", line: tool, from: start, to: point }, (next) =>
        pointSentence(point, next, teachLayers(next, buildTree(next.tree), showNumbers, null), look.notation),
      );
      return;
    }
    setState({ tool, lineStart: null });
    teach.act({ kind: "point", tool, point }, (next) => {
      const nextTree = buildTree(next.tree);
      if (tool === "play") return nodeSentence(next, nextTree);
      return pointSentence(point, next, teachLayers(next, nextTree, showNumbers, null), look.notation);
    });
  };
  const choose = (tool: ToolId) => setState({ tool, lineStart: null });
  const undo = () => teach.act({ kind: "undo" }, (next) => historySentence(true, next, buildTree(next.tree)));
  const redo = () => teach.act({ kind: "redo" }, (next) => historySentence(false, next, buildTree(next.tree)));
  const command = (which: TeachCommand) => {
    if (which === "pass") teach.act({ kind: "pass" }, (next) => nodeSentence(next, buildTree(next.tree)));
    else if (which === "clear") teach.act({ kind: "clear_markup" }, () => t("teach.cleared"));
    else teach.act({ kind: "to_play", color: which === "to-play-B" ? "B" : "W" }, () => t("teach.toPlayDone"));
  };
  const focusComment = () => document.getElementById("teach-comment-text")?.focus();
  useTeachKeys({ choose, command, focusComment, step, undo, redo, leave: onLeave });

  const warnings = view.position.issues.filter((i) => i.code === "stones_without_liberties");
  return (
    <div class="teach-body">
      <div class="teach-board">
        <Board
          {...layers}
          label={t("teach.boardLabel", { width, height })}
          showCoordinates={look.coordinates}
          notation={look.notation}
          framed
          onActivate={(point) => apply(state.tool, point)}
          onPointKey={(key, point, { shift }) => {
            const which = commandForKey(key, shift);
            if (which) command(which);
            const spec = toolForKey(key, shift);
            if (spec) apply(spec.id, point);
            return which !== undefined || spec !== undefined;
          }}
        />
        <div class="teach-board-tools">
          <CoordinateBar look={look} width={width} height={height} onPoint={(point) => apply(state.tool, point)} />
          <label class="teach-inline">
            <input
              type="checkbox"
              id="teach-numbers"
              checked={showNumbers}
              onChange={(e) => setShowNumbers(e.currentTarget.checked)}
            />
            {t("teach.moveNumbers")}
          </label>
        </div>
      </div>
      <aside class="teach-panel">
        <ToolBar view={view} tool={state.tool} actions={{ choose, command, undo, redo }} />
        {warnings.map((issue, i) => (
          <p key={i} class="msg msg--warning" role="status">
            {issueSentence(issue, height)}
          </p>
        ))}
        <CommentBox
          comment={view.content.comment}
          node={view.current}
          onSet={(text) =>
            void teach
              .act({ kind: "comment", text }, () => t("teach.commentDone"))
              .then((done) => done && showApplied(() => t("teach.commentDone")))
          }
          applied={applied}
        />
        <SavePanel teach={teach} title={view.title} />
        <ImagePanel
          teach={teach}
          width={width}
          height={height}
          notation={look.notation}
          coordinates={look.coordinates}
        />
        <ExerciseDraft
          teach={teach}
          width={width}
          height={height}
          notation={look.notation}
          marks={marks}
          onOpen={onOpenExercise}
        />
      </aside>
      <div class="teach-tree review-tree">
        <TreeView
          tree={tree}
          current={current}
          height={height}
          focusSignal={focusTree}
          onSelect={(place) => {
            goto(place);
            setFocusTree((n) => n + 1);
          }}
        />
      </div>
    </div>
  );
}
