//! The review screen: an opened SGF game with its board (markup, variations
//! as lettered ghost stones, move numbers on demand), the navigation bar, the
//! node's comment and variations, the game information, the read warnings
//! and the variation tree. Its state lives in `useReview` (held by the app
//! shell), so switching to the play screen and back loses nothing.

import { useMemo, useState } from "preact/hooks";
import { Board } from "../../board";
import { LiveRegion } from "../../common/LiveRegion";
import { t } from "../../i18n";
import { errorMessage } from "../../i18n/errors";
import "../../common/common.css";
import { CoordinateBar } from "../coords/CoordinateBar";
import type { BoardLook } from "../coords/useBoardLook";
import { useEnterTeachKey } from "../teach/useEnterTeachKey";
import { FileBar } from "./FileBar";
import { GameChooser } from "./GameChooser";
import { GameInfoPanel } from "./GameInfoPanel";
import { NavBar } from "./NavBar";
import { NodePanel } from "./NodePanel";
import { reviewLayers, variationsAt } from "./reviewLayers";
import "./review.css";
import { lineThrough, switchVariation } from "./tree";
import { TreeView } from "./TreeView";
import type { LoadedGame, Review } from "./useReview";
import { useReviewKeys } from "./useReviewKeys";
import { WarningsPanel } from "./WarningsPanel";

interface GameViewProps {
  review: Review;
  game: LoadedGame;
  look: BoardLook;
  onTeach: (doc: number, game: number, node: number) => void;
}

/** The board, the panels and the tree of the game shown. */
function GameView({ review, game, look, onTeach }: GameViewProps) {
  const [showNumbers, setShowNumbers] = useState(false);
  // After a jump or a click on a ghost stone the tree takes the focus, so the arrow keys walk the game again.
  const [focusTree, setFocusTree] = useState(0);
  const { shown, current, memory } = review;
  const line = useMemo(() => lineThrough(game.tree, current, memory), [game, current, memory]);
  const layers = useMemo(() => shown && reviewLayers(shown, game.tree, showNumbers), [shown, game, showNumbers]);
  if (!shown || !layers) return null;
  const lastMove = game.tree.moveNumber[line[line.length - 1] ?? 0] ?? 0;
  const variations = variationsAt(game.tree, shown.position.node);
  const warnings = [...(review.file?.warnings ?? []), ...game.warnings];
  const teach = () => onTeach(game.doc, game.index, current);
  const activate = (point: string) => {
    const v = variations.find((x) => x.point === point);
    if (!v) return;
    review.goto(v.node);
    setFocusTree((n) => n + 1);
  };
  return (
    <div class="review-body">
      <div class="review-board">
        <Board
          {...layers}
          label={t("review.boardLabel", { width: layers.width, height: layers.height })}
          showCoordinates={look.coordinates}
          notation={look.notation}
          onActivate={activate}
        />
        <CoordinateBar look={look} width={layers.width} height={layers.height} onPoint={activate} />
      </div>
      <NavBar
        move={game.tree.moveNumber[current] ?? 0}
        lastMove={lastMove}
        canBack={current !== 0}
        canForward={line[line.length - 1] !== current}
        canVariation={{
          up: switchVariation(game.tree, current, -1, memory) !== null,
          down: switchVariation(game.tree, current, 1, memory) !== null,
        }}
        showNumbers={showNumbers}
        onStep={review.step}
        onJumped={() => setFocusTree((n) => n + 1)}
        onToggleNumbers={() => setShowNumbers((on) => !on)}
        onTeach={teach}
      />
      <aside class="review-panel">
        <NodePanel node={shown} variations={variations} onChoose={review.goto} />
        <GameInfoPanel info={game.info} />
        <WarningsPanel warnings={warnings} />
      </aside>
      <div class="review-tree">
        <TreeView
          tree={game.tree}
          current={current}
          height={layers.height}
          focusSignal={focusTree}
          onSelect={review.goto}
        />
      </div>
    </div>
  );
}

/** Shown before any file is open. */
function Empty({ onOpen }: { onOpen: () => void }) {
  return (
    <div id="review-empty" class="review-empty">
      <p>{t("review.empty")}</p>
      <button type="button" class="primary" onClick={onOpen}>
        {t("review.open")}
      </button>
    </div>
  );
}

interface ReviewScreenProps {
  review: Review;
  look: BoardLook;
  /** Enters teaching on a copy of game `game` of file `doc` at node `node`. */
  onTeach: (doc: number, game: number, node: number) => void;
}

/** Reviews SGF files. */
export function ReviewScreen({ review, look, onTeach }: ReviewScreenProps) {
  const { file, game, busy } = review;
  useReviewKeys({ step: review.step, open: review.openDialog, save: review.save });
  useEnterTeachKey(game ? () => onTeach(game.doc, game.index, review.current) : null);
  return (
    <div class="review">
      <FileBar
        file={file}
        game={game?.index ?? null}
        busy={busy}
        onOpen={review.openDialog}
        onSave={review.save}
        onSaveAs={review.saveAs}
        onChooseGame={review.chooseGame}
      />
      {busy && (
        <p id="review-busy" class="msg review-busy" role="status">
          <span class="review-spinner" aria-hidden="true" />
          {t("review.reading")}
        </p>
      )}
      {review.error && (
        <p id="review-error" class="msg msg--error" role="alert">
          {errorMessage(review.error)}
        </p>
      )}
      {review.notice && (
        <p id="review-notice" class="msg msg--notice" role="status">
          {review.notice}
        </p>
      )}
      {!file && !busy && <Empty onOpen={review.openDialog} />}
      {file && !game && !busy && <GameChooser file={file} onChoose={review.chooseGame} />}
      {game && <GameView review={review} game={game} look={look} onTeach={onTeach} />}
      <LiveRegion announcement={review.announcement} testId="review-announcer" />
    </div>
  );
}
