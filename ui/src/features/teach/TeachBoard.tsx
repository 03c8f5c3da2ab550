//! The open teaching board: the board with the chosen tool acting on clicks,
//! Enter and tool keys on points, the coordinate bar, the tools, warnings,
//! the node's comment, SAVE and the record's tree. Steps through the record
//! keep the review screen's memory of which variation was last followed.
//! Thin by design: what a tool does is `toolState` (pure) carried out by
//! `useTeachTools`; what is said is `teachSpeech`; the window's keys are
//! `useTeachKeys`.

import { useState } from "preact/hooks";
import { Board } from "../../board";
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
import { nodeSentence } from "./describeTeach";
import { ExerciseDraft } from "./ExerciseDraft";
import { ImagePanel } from "./ImagePanel";
import { SavePanel } from "./SavePanel";
import { ToolBar } from "./ToolBar";
import { useExerciseMarks } from "./exerciseMarks";
import type { Teach } from "./useTeach";
import { useTeachKeys } from "./useTeachKeys";
import { useTeachTools } from "./useTeachTools";

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

/** The open board with its tools, comment, tree and save panels. */
export function TeachBoard({ teach, look, view, tree, onLeave, onOpenExercise }: TeachBoardProps) {
  const [showNumbers, setShowNumbers] = useState(false);
  const [memory, setMemory] = useState<Memory>(new Map());
  const [focusTree, setFocusTree] = useState(0);
  const [applied, showApplied] = useFlash();
  const current = placeOf(tree, view.current);
  const { width, height } = view.position.size;
  const marks = useExerciseMarks({ width, height, notation: look.notation });
  const tools = useTeachTools({ teach, view, tree, look, marks, showNumbers });
  const { choose, command, undo, redo } = tools;

  const goto = (place: number) => {
    setMemory((m) => remember(tree, m, place));
    teach.act({ kind: "goto", node: nodeId(tree, place) }, (next) => nodeSentence(next, buildTree(next.tree)));
  };
  const step = (navigation: NavCommand) => {
    const to = navigate(tree, current, memory, navigation);
    if (to !== null) goto(to);
  };
  const focusComment = () => document.getElementById("teach-comment-text")?.focus();
  useTeachKeys({ choose, command, focusComment, step, undo, redo, leave: onLeave });

  const warnings = view.position.issues.filter((i) => i.code === "stones_without_liberties");
  return (
    <div class="teach-body">
      <div class="teach-board">
        <Board
          {...tools.layers}
          label={t("teach.boardLabel", { width, height })}
          showCoordinates={look.coordinates}
          notation={look.notation}
          framed
          onActivate={tools.activate}
          onPointKey={(key, point, { shift }) => tools.pointKey(key, point, shift)}
        />
        <div class="teach-board-tools">
          <CoordinateBar look={look} width={width} height={height} onPoint={tools.activate} />
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
        <ToolBar view={view} tool={tools.tool} actions={{ choose, command, undo, redo }} />
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
