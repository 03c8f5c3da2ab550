//! Sentences and numbers of a count: the counting method, who is ahead, the
//! other method's verdict, a doubtful group. Read from the backend's `Score`.

import { displayPoint } from "../board";
import type { Count, GameResult, GroupVerdict, ScoringMethod } from "../ipc";
import { t } from "../i18n";
import { colorName } from "./describeGame";

/** "Gebietszählung (japanisch)" / "area counting (Chinese)". */
export function methodName(method: ScoringMethod): string {
  return t(method === "area" ? "score.methodArea" : "score.methodTerritory");
}

/** A result in the SGF notation players know from records: `B+3.5`, `W+1`, `0`. */
export function resultNotation(result: GameResult): string {
  switch (result.kind) {
    case "score":
      return `${result.winner}+${result.margin_halves / 2}`;
    case "resignation":
      return `${result.winner}+R`;
    case "time":
      return `${result.winner}+T`;
    case "draw":
      return "0";
    case "no_result":
      return "Void";
  }
}

/** Who is ahead in a count still being agreed on, and by how much. */
export function leadText(count: Count): string {
  const result = resultNotation(count.result);
  if (count.result.kind !== "score") return t("score.even", { result });
  return t("score.lead", { color: colorName(count.result.winner), points: count.result.margin_halves / 2, result });
}

/** "Nach chinesischer Zählung: W+1.5": the same position under the other method. */
export function otherMethodLine(other: Count): string {
  const result = resultNotation(other.result);
  return other.method === "area" ? t("score.otherArea", { result }) : t("score.otherTerritory", { result });
}

/** "C3: Weiß, tot, zu 62 % sicher": one group the proposal doubted. */
export function unsureText(group: GroupVerdict, height: number): string {
  const first = group.stones[0];
  return t("score.unsureItem", {
    point: first ? displayPoint(first, height) : "",
    color: colorName(group.color),
    status: t(`score.status.${group.status}`),
    confidence: group.confidence,
  });
}
