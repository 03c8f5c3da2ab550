//! Sentences about the node shown: its move, what it does against the rules,
//! its annotations, and what the live region says when the user steps to it.

import { displayPoint } from "../../board";
import { t } from "../../i18n";
import type { NodeIssue, ReviewNode, TreeNode } from "../../ipc";
import type { PlainKey } from "../../i18n";
import { colorName } from "../../common/describeGame";
import { childrenOf, FLAG, hasFlag } from "./tree";
import type { TreeModel } from "./tree";

/** "Zug 12: Schwarz D4", "Zug 13: Weiß passt", or "Anfangsstellung" before the first move. */
export function moveTitle(node: ReviewNode): string {
  const move = node.content.move;
  const n = node.position.move_number;
  if (!move) return n === 0 ? t("review.start") : t("review.afterMove", { n });
  const color = colorName(move.color);
  if (move.move === "pass") return t("review.movePass", { n, color });
  return t("review.move", { n, color, point: displayPoint(move.move.play, node.position.size.height) });
}

const ILLEGAL_KEYS: Partial<Record<string, PlainKey>> = {
  occupied: "review.issue.occupied",
  suicide: "review.issue.suicide",
  ko: "review.issue.ko",
  superko: "review.issue.superko",
  off_board: "review.issue.off_board",
};

/** One sentence saying what the node does against the rules or the SGF standard, and why it is shown anyway. */
export function issueSentence(issue: NodeIssue, height: number): string {
  switch (issue.code) {
    case "illegal":
      return t(ILLEGAL_KEYS[issue.reason] ?? "review.issue.other");
    case "out_of_turn":
      return t("review.issue.out_of_turn");
    case "setup_after_move":
      return t("review.issue.setup_after_move");
    case "setup_with_move":
      return t("review.issue.setup_with_move");
    case "setup_off_board":
      return t("review.issue.setup_off_board");
    case "stones_without_liberties":
      return t("review.issue.no_liberties", {
        points: issue.points.map((p) => displayPoint(p, height)).join(", "),
      });
  }
}

/** The node's judgements of the move and the position, as short phrases. */
export function annotations(content: TreeNode): string[] {
  const parts: string[] = [];
  const move = content.move_annotation;
  if (move) {
    const strong = "emphasis" in move && move.emphasis === "emphasized";
    parts.push(t(`review.annotation.${move.kind}`) + (strong ? ` (${t("review.annotation.strong")})` : ""));
  }
  const position = content.position_annotation;
  if (position) {
    const strong = position.emphasis === "emphasized";
    parts.push(t(`review.annotation.${position.kind}`) + (strong ? ` (${t("review.annotation.strong")})` : ""));
  }
  if (content.hotspot) parts.push(t("review.annotation.hotspot"));
  return parts;
}

/** What the live region says on arriving at `node`: the move, then a comment, variations or a rule problem. */
export function announceNode(node: ReviewNode, tree: TreeModel): string {
  const parts = [moveTitle(node)];
  const id = node.position.node;
  if (node.position.issues.some((i) => i.code === "illegal")) parts.push(t("review.announceIllegal"));
  if (hasFlag(tree, id, FLAG.comment)) parts.push(t("review.announceComment"));
  const variations = childrenOf(tree, id).length;
  if (variations > 1) parts.push(t("review.announceVariations", { n: variations }));
  return parts.join(", ");
}
