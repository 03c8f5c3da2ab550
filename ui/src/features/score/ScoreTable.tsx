//! The statistics of a count, per side: territory, stones, prisoners
//! (captured / dead), komi, handicap compensation and the total, under the
//! method in force; the terms that method leaves out stand in brackets.
//! Below: the winner and margin (final) or who is ahead (live), and the
//! same position under the other counting method.

import type { Color, Score, SideScore } from "../../ipc";
import { formatNumber, t } from "../../i18n";
import type { PlainKey } from "../../i18n";
import { colorName, resultSentence } from "../../common/describeGame";
import { leadText, methodName, otherMethodLine } from "../../common/describeScore";
import "./score.css";

interface ScoreTableProps {
  score: Score;
  /** `final-stats` after the end, `live-count` while counting; prefixes the test ids. */
  id: string;
  title: string;
  /** After the end: state the winner and margin instead of who is ahead. */
  final?: boolean;
}

interface Row {
  key: string;
  label: PlainKey;
  value: (side: SideScore, color: Color) => string;
  /** Shown in brackets: this method leaves the term out. */
  leftOut?: boolean;
}

function rows(score: Score): Row[] {
  const area = score.count.method === "area";
  const white = (text: string, color: Color) => (color === "W" ? text : "–");
  return [
    { key: "territory", label: "score.row.territory", value: (s) => formatNumber(s.territory) },
    { key: "stones", label: "score.row.stones", value: (s) => formatNumber(s.stones), leftOut: !area },
    {
      key: "prisoners",
      label: "score.row.prisoners",
      value: (s) => `${formatNumber(s.prisoners.captured)} / ${formatNumber(s.prisoners.dead)}`,
      leftOut: area,
    },
    { key: "komi", label: "score.row.komi", value: (s, c) => white(formatNumber(s.komi), c) },
    { key: "handicap", label: "score.row.handicap", value: (s, c) => white(formatNumber(s.handicap_bonus), c) },
  ];
}

/** One count as a table with its verdicts. */
export function ScoreTable({ score, id, title, final = false }: ScoreTableProps) {
  const { count } = score;
  const cell = (row: Row, color: Color) => {
    const text = row.value(count[color === "B" ? "black" : "white"], color);
    return row.leftOut ? `(${text})` : text;
  };
  return (
    <section class="score-table" id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <table>
        <caption>{t("score.method", { method: methodName(count.method) })}</caption>
        <thead>
          <tr>
            <th scope="col">{t("score.row.item")}</th>
            <th scope="col">{colorName("B")}</th>
            <th scope="col">{colorName("W")}</th>
          </tr>
        </thead>
        <tbody>
          {rows(score).map((row) => (
            <tr key={row.key} class={row.leftOut ? "score-left-out" : undefined}>
              <th scope="row">{t(row.label)}</th>
              <td data-cell={`${row.key}-B`}>{cell(row, "B")}</td>
              <td data-cell={`${row.key}-W`}>{cell(row, "W")}</td>
            </tr>
          ))}
          <tr class="score-total">
            <th scope="row">{t("score.row.total")}</th>
            <td data-cell="total-B">{formatNumber(count.black.total)}</td>
            <td data-cell="total-W">{formatNumber(count.white.total)}</td>
          </tr>
        </tbody>
      </table>
      <p class="score-footnote">
        {t(count.method === "area" ? "score.notCountedPrisoners" : "score.notCountedStones")}
      </p>
      <p class="score-verdict" id={`${id}-verdict`}>
        {final ? resultSentence(count.result) : leadText(count)}
      </p>
      <p class="score-other" id={`${id}-other`}>
        {otherMethodLine(score.other)}
      </p>
    </section>
  );
}
