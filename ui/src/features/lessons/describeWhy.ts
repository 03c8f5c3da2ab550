//! Sentences for the lesson player: each fact go-core reports about an
//! answer (`Why` codes with SGF points) and each verdict, in the learner's
//! language, with points named as on the board's edge (C3). Nothing here
//! judges an answer; the backend has done that.

import { displayPoint } from "../../board";
import { colorName } from "../../common/describeGame";
import { getLocale, t } from "../../i18n";
import type { PlainKey } from "../../i18n";
import type { Color, CountStep, IllegalMove, Move, RichText, Verdict, Why } from "../../ipc";

/** "B3, D3 und C4": points as a list in the current language. */
export function pointList(points: readonly string[], height: number): string {
  return new Intl.ListFormat(getLocale(), { type: "conjunction" }).format(points.map((p) => displayPoint(p, height)));
}

type RefusalKey = "why.refused.suicide" | "why.refused.ko" | "why.refused.superko" | "why.refused.other";
const REFUSALS: Partial<Record<IllegalMove, RefusalKey>> = {
  suicide: "why.refused.suicide",
  ko: "why.refused.ko",
  superko: "why.refused.superko",
};

/** One fact as a sentence, on a board of `height` rows. */
export function whySentence(why: Why, height: number): string {
  const at = (p: string) => displayPoint(p, height);
  switch (why.code) {
    case "refused":
      if (why.reason === "occupied") return t("why.refused.occupied", { point: at(why.point) });
      return t(REFUSALS[why.reason] ?? "why.refused.other", { color: colorName(why.color), point: at(why.point) });
    case "legal":
      return t("why.legal", { color: colorName(why.color), point: at(why.point) });
    case "stone":
      if (!why.color) return t("why.empty", { point: at(why.point) });
      return t(why.color === "B" ? "why.stoneB" : "why.stoneW", { point: at(why.point) });
    case "chain_captured":
      return t("why.captured", { point: at(why.point) });
    case "chain_has_liberty":
      return t("why.hasLiberty", {
        point: at(why.point),
        count: why.liberties.length,
        points: pointList(why.liberties, height),
      });
    case "liberty_count":
      return t("why.libertyCount", { point: at(why.point), count: why.count });
    case "liberties":
      return t("why.liberties", { point: at(why.point), count: why.count, points: pointList(why.liberties, height) });
    case "no_chain":
      return t("why.noChain", { point: at(why.point) });
    case "connected":
      return t("why.connected", { points: pointList(why.points, height) });
    case "not_connected":
      return t("why.notConnected", { points: pointList(why.points, height) });
    case "captures":
      return t("why.captures", { color: colorName(why.color), count: why.count });
    case "all_held":
    case "none_held":
      return why.facts.map((fact) => whySentence(fact, height)).join(" ");
    case "missing":
      return t("why.missing", { count: why.count });
    case "not_expected":
      return t("why.notExpected", { count: why.points.length, points: pointList(why.points, height) });
    case "too_low":
      return why.color ? t("why.tooLowFor", { color: colorName(why.color) }) : t("why.tooLow");
    case "too_high":
      return why.color ? t("why.tooHighFor", { color: colorName(why.color) }) : t("why.tooHigh");
    case "wrong_winner":
      return t("why.wrongWinner");
  }
}

/** The other colour. */
export function opponent(color: Color): Color {
  return color === "B" ? "W" : "B";
}

/** The point of a move, or `null` for a pass. */
export function movePoint(move: Move): string | null {
  return move === "pass" ? null : move.play;
}

const STEPS: Record<CountStep, { n: number; name: PlainKey }> = {
  neutral: { n: 1, name: "count.step.neutral" },
  dead: { n: 2, name: "count.step.dead" },
  territory: { n: 3, name: "count.step.territory" },
  result: { n: 4, name: "count.step.result" },
};

/** A count step's number (1–4) and name. */
export function stepName(step: CountStep): { n: number; name: string } {
  return { n: STEPS[step].n, name: t(STEPS[step].name) };
}

/** A rich text's words without its links, for the live region. */
export function plainText(text: RichText | null): string {
  if (!text) return "";
  return text.paragraphs.map((parts) => parts.map((part) => part.text).join("")).join(" ");
}

/** The author's words that come with a verdict, if any. */
export function authorText(verdict: Verdict): RichText | null {
  if (verdict.outcome === "wrong") return verdict.text;
  return verdict.outcome === "correct" ? verdict.success : null;
}

/** A verdict's heading ("Richtig!") and facts (go-core's reasons, the refutation), without the author's words
 * (whose presence drops go-core's refusal of an illegal try, see below). */
export function verdictFacts(verdict: Verdict, height: number, learner: Color): string[] {
  switch (verdict.outcome) {
    case "correct":
      return [t("lesson.right"), ...(verdict.refusal ? [whySentence(verdict.refusal, height)] : [])];
    case "wrong": {
      const reply = verdict.refutation ? movePoint(verdict.refutation) : null;
      const refutation = reply
        ? [t("lesson.refutation", { color: colorName(opponent(learner)), point: displayPoint(reply, height) })]
        : [];
      // An author's feedback on an illegal try names the rule itself: go-core's
      // refusal would say the same again beside it, so it is left out then.
      const reasons = verdict.text ? verdict.reasons.filter((why) => why.code !== "refused") : verdict.reasons;
      return [t("lesson.wrong"), ...reasons.map((why) => whySentence(why, height)), ...refutation];
    }
    case "continue": {
      const point = movePoint(verdict.reply);
      const where = point ? displayPoint(point, height) : "–";
      return [t("lesson.reply", { color: colorName(opponent(learner)), point: where })];
    }
    case "next_step":
      return [t("count.next", stepName(verdict.step))];
  }
}

/** Everything a verdict says, as the live region reads it. */
export function verdictSentences(verdict: Verdict, height: number, learner: Color): string[] {
  return [...verdictFacts(verdict, height, learner), plainText(authorText(verdict))].filter((s) => s !== "");
}
