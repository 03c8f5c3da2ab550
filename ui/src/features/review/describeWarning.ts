//! The warnings of a lenient read, each as a sentence in the user's language
//! with its place in the file ("Zeile 3, Spalte 14: …"). The backend sends a
//! stable code and the warning's details; the words are all here.

import { t } from "../../i18n";
import type { ReadWarning } from "../../ipc";

function sentence(w: ReadWarning): string {
  const d = (name: string) => w.details[name] ?? "?";
  switch (w.code) {
    case "text_outside_game":
      return t("warning.text_outside_game");
    case "unexpected_text":
      return t("warning.unexpected_text");
    case "missing_semicolon":
      return t("warning.missing_semicolon");
    case "unclosed_game_tree":
      return t("warning.unclosed_game_tree");
    case "empty_variation":
      return t("warning.empty_variation");
    case "duplicate_property":
      return t("warning.duplicate_property", { ident: d("ident") });
    case "extra_values":
      return t("warning.extra_values", { ident: d("ident") });
    case "property_without_value":
      return t("warning.property_without_value", { ident: d("ident") });
    case "value_without_identifier":
      return t("warning.value_without_identifier");
    case "lowercase_identifier":
      return t("warning.lowercase_identifier", { ident: d("ident") });
    case "unterminated_value":
      return t("warning.unterminated_value");
    case "unescaped_bracket":
      return t("warning.unescaped_bracket", { ident: d("ident") });
    case "charset_guessed":
      return t("warning.charset_guessed", { encoding: d("encoding") });
    case "charset_overridden":
      return t("warning.charset_overridden", { declared: d("declared"), encoding: d("encoding") });
    case "unknown_charset":
      return t("warning.unknown_charset", { declared: d("declared"), encoding: d("encoding") });
    case "multiple_charsets":
      return t("warning.multiple_charsets", { declared: d("declared"), other: d("other") });
    case "malformed_bytes":
      return t("warning.malformed_bytes", { encoding: d("encoding") });
    case "too_many_warnings":
      return t("warning.too_many_warnings");
    default:
      return gameSentence(w, d);
  }
}

/** The conversion's warnings: what LoGo read differently in one game. */
function gameSentence(w: ReadWarning, d: (name: string) => string): string {
  switch (w.code) {
    case "bad_value":
      return t("warning.bad_value", { ident: d("ident"), raw: d("raw") });
    case "off_board":
      return t("warning.off_board", { ident: d("ident"), raw: d("raw") });
    case "two_moves":
      return t("warning.two_moves", { used: d("used") });
    case "logo_black_move":
      return t("warning.logo_black_move");
    case "several_annotations":
      return t("warning.several_annotations", { idents: d("idents") });
    case "unknown_rules":
      return t("warning.unknown_rules", { text: d("text") });
    case "bad_rule_axes":
      return t("warning.bad_rule_axes", { text: d("text") });
    case "komi_reinterpreted":
      return t("warning.komi_reinterpreted", { text: d("text"), komi: Number(d("komi")) });
    case "unreadable_komi":
      return t("warning.unreadable_komi", { text: d("text") });
    case "unreadable_date":
      return t("warning.unreadable_date", { text: d("text") });
    case "unreadable_result":
      return t("warning.unreadable_result", { text: d("text") });
    case "unreadable_time":
      return t("warning.unreadable_time", { ident: d("ident"), text: d("text") });
    case "handicap_stones_missing":
      return t("warning.handicap_stones_missing", { handicap: d("handicap"), stones: d("stones") });
    case "game_info_ignored":
      return t("warning.game_info_ignored", { idents: d("idents") });
    default:
      return t("warning.other");
  }
}

/** The warning as shown: its place in the file, then what happened. */
export function warningText(w: ReadWarning): string {
  const text = sentence(w);
  if (w.line === null || w.column === null) return text;
  return `${t("warning.at", { line: String(w.line), column: String(w.column) })}: ${text}`;
}
