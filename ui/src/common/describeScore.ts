//! Sentences and numbers of a count: the counting method, who is ahead, the
//! other method's verdict, a doubtful group. Read from the backend's `Score`.

import { displayPoint } from "../board";
import type { Count, GroupVerdict, ScoringMethod } from "../ipc";
import { t } from "../i18n";
import { colorName, resultSentence } from "./describeGame";

/** "Gebietszählung (japanisch)" / "area counting (Chinese)". */
export function methodName(method: ScoringMethod): string {
  return t(method === "area" ? "score.methodArea" : "score.methodTerritory");
}

/**
 * Who is ahead in a count still being agreed on, and by how much, in words
 * and the language's numbers ("Weiß liegt 3,5 Punkte vorn."): the SGF form
 * `W+3.5` is for records, and in French "B+" would read as Blanc.
 */
export function leadText(count: Count): string {
  if (count.result.kind !== "score") return t("score.even");
  return t("score.lead", { color: colorName(count.result.winner), points: count.result.margin_halves / 2 });
}

/** "Nach chinesischer Zählung: Weiß gewinnt mit 1,5 Punkten Vorsprung.": the same position under the other method. */
export function otherMethodLine(other: Count): string {
  const result = resultSentence(other.result);
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
