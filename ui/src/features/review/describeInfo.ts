//! The game information as labelled lines: players with ranks, result, date,
//! event, place, komi, rules, handicap, time control and the rest a record
//! may carry. Only what the record gives is listed.

import { formatNumber, t } from "../../i18n";
import type { GameInfo, Player } from "../../ipc";
import { presetName, resultSentence } from "../../common/describeGame";
import { formatDuration } from "../../common/duration";

/** One line of the game information. */
export interface InfoRow {
  /** A stable id for tests (`info-black`, `info-result`, …). */
  id: string;
  label: string;
  value: string;
}

function playerText(player: Player): string | null {
  if (!player.name && !player.rank) return null;
  const name = player.name ?? "?";
  const withRank = player.rank ? `${name} (${player.rank})` : name;
  return player.team ? `${withRank} · ${player.team}` : withRank;
}

function resultText(info: GameInfo): string | null {
  const { result, text } = info.result;
  if (result) return text ? `${resultSentence(result)} (${text})` : resultSentence(result);
  return text;
}

function dateText(info: GameInfo): string | null {
  const date = info.date.date;
  if (!date) return info.date.text;
  const two = (n: number) => String(n).padStart(2, "0");
  if (date.month !== null && date.day !== null) {
    return t("info.dateFull", { day: two(date.day), month: two(date.month), year: String(date.year) });
  }
  return date.month !== null ? `${two(date.month)}/${date.year}` : String(date.year);
}

function rulesText(info: GameInfo): string {
  const { preset, text, assumed } = info.rules;
  if (assumed) return text ? t("info.rulesUnknown", { text }) : t("info.rulesNone");
  const name = presetName(preset);
  return text && !preset ? `${name} (${text})` : name;
}

function timeText(info: GameInfo): string | null {
  const { main_ms, overtime, main_text, overtime_text } = info.time;
  const parts: string[] = [];
  if (main_ms) {
    const same = main_ms.B === main_ms.W;
    parts.push(
      same
        ? t("info.mainTime", { time: formatDuration(main_ms.B) })
        : t("info.mainTimes", { black: formatDuration(main_ms.B), white: formatDuration(main_ms.W) }),
    );
  } else if (main_text) parts.push(main_text);
  if (overtime?.kind === "byo_yomi") {
    parts.push(t("info.byoyomi", { periods: overtime.periods, time: formatDuration(overtime.period_ms) }));
  } else if (overtime?.kind === "canadian") {
    parts.push(t("info.canadian", { stones: overtime.stones, time: formatDuration(overtime.period_ms) }));
  } else if (overtime_text) parts.push(overtime_text);
  return parts.length > 0 ? parts.join(" · ") : null;
}

/** The lines to show, in a fixed order. */
export function infoRows(info: GameInfo): InfoRow[] {
  const komi = info.komi.komi !== null ? formatNumber(info.komi.komi) : info.komi.text;
  const event = info.event && info.round ? `${info.event}, ${info.round}` : (info.event ?? info.round);
  const candidates: [string, string, string | null][] = [
    ["info-black", t("color.B"), playerText(info.players.B)],
    ["info-white", t("color.W"), playerText(info.players.W)],
    ["info-result", t("info.result"), resultText(info)],
    ["info-date", t("info.date"), dateText(info)],
    ["info-event", t("info.event"), event],
    ["info-place", t("info.place"), info.place],
    ["info-name", t("info.gameName"), info.game_name],
    ["info-size", t("info.size"), t("info.sizeValue", { width: info.size.width, height: info.size.height })],
    ["info-rules", t("info.rules"), rulesText(info)],
    ["info-komi", t("info.komi"), komi],
    ["info-handicap", t("info.handicap"), info.handicap && info.handicap >= 2 ? String(info.handicap) : null],
    ["info-time", t("info.time"), timeText(info)],
    ["info-opening", t("info.opening"), info.opening],
    ["info-annotator", t("info.annotator"), info.annotator],
    ["info-source", t("info.source"), info.source],
    ["info-copyright", t("info.copyright"), info.copyright],
    ["info-application", t("info.application"), info.application],
  ];
  return candidates.flatMap(([id, label, value]) => (value ? [{ id, label, value }] : []));
}
