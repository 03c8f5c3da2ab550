//! What the node shown carries, beside the board: the move, the node's
//! name, annotations, what it does against the rules, its comment, and the
//! variations that branch here (as buttons, the keyboard's way into them).

import { t } from "../../i18n";
import { displayPoint } from "../../board";
import type { ReviewNode } from "../../ipc";
import { colorName } from "../../common/describeGame";
import { annotations, issueSentence, moveTitle } from "./describeNode";
import type { Variation } from "./reviewLayers";

interface NodePanelProps {
  node: ReviewNode;
  variations: Variation[];
  onChoose: (id: number) => void;
}

function variationText(v: Variation, height: number): string {
  if (!v.color) return t("review.variationNoMove", { letter: v.letter });
  if (!v.point) return t("review.variationPass", { letter: v.letter, color: colorName(v.color) });
  const point = displayPoint(v.point, height);
  return t("review.variationMove", { letter: v.letter, color: colorName(v.color), point });
}

/** The node's texts and its variations. */
export function NodePanel({ node, variations, onChoose }: NodePanelProps) {
  const { content, position } = node;
  const notes = annotations(content);
  const height = position.size.height;
  return (
    <section class="review-node" aria-label={t("review.nodeTitle")}>
      <h2 id="node-move" class="review-node-move">
        {moveTitle(node)}
      </h2>
      {content.name && (
        <p id="node-name" class="review-node-name">
          {content.name}
        </p>
      )}
      {notes.length > 0 && (
        <p id="node-annotations" class="review-node-annotations">
          {notes.join(" · ")}
        </p>
      )}
      {position.issues.length > 0 && (
        <ul id="node-issues" class="review-issues">
          {position.issues.map((issue, i) => (
            <li key={i}>{issueSentence(issue, height)}</li>
          ))}
        </ul>
      )}
      <div id="node-comment" class="review-comment selectable" aria-label={t("review.comment")} role="note">
        {content.comment ?? <span class="review-muted">{t("review.noComment")}</span>}
      </div>
      {variations.length > 0 && (
        <div class="review-variations" role="group" aria-label={t("review.variations")}>
          <p class="review-variations-title">{t("review.variationsHere", { n: variations.length })}</p>
          {variations.map((v) => (
            <button
              key={v.node}
              type="button"
              class="review-variation"
              data-variation={v.letter}
              onClick={() => onChoose(v.node)}
            >
              {variationText(v, height)}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
