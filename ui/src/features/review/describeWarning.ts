//! The warnings of a lenient read, each as a sentence in the user's language
//! with its place in the file ("Zeile 3, Spalte 14: …"). The backend sends
//! go-sgf's warnings as they are: a stable code with typed fields; the words
//! are all here.

import { t } from "../../i18n";
import type { ConvertWarning, Warning } from "../../ipc";

/** A warning of the reader (about the file) or of the conversion (about one game). */
export type ReadWarning = Warning | ConvertWarning;

function sentence(w: ReadWarning): string {
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
      return t("warning.duplicate_property", { ident: w.ident });
    case "extra_values":
      return t("warning.extra_values", { ident: w.ident });
    case "property_without_value":
      return t("warning.property_without_value", { ident: w.ident });
    case "value_without_identifier":
      return t("warning.value_without_identifier");
    case "lowercase_identifier":
      return t("warning.lowercase_identifier", { ident: w.ident });
    case "unterminated_value":
      return t("warning.unterminated_value");
    case "unescaped_bracket":
      return t("warning.unescaped_bracket", { ident: w.ident });
    case "charset_guessed":
      return t("warning.charset_guessed", { encoding: w.encoding });
    case "charset_overridden":
      return t("warning.charset_overridden", { declared: w.declared, encoding: w.encoding });
    case "unknown_charset":
      return t("warning.unknown_charset", { declared: w.declared, encoding: w.encoding });
    case "multiple_charsets":
      return t("warning.multiple_charsets", { declared: w.declared, other: w.other });
    case "malformed_bytes":
      return t("warning.malformed_bytes", { encoding: w.encoding });
    case "too_many_warnings":
      return t("warning.too_many_warnings");
    default:
      return gameSentence(w);
  }
}

/** The conversion's warnings: what LoGo read differently in one game. */
function gameSentence(w: ConvertWarning): string {
  switch (w.code) {
    case "bad_value":
      return t("warning.bad_value", { ident: w.ident, raw: w.raw });
    case "off_board":
      return t("warning.off_board", { ident: w.ident, raw: w.raw });
    case "two_moves":
      return t("warning.two_moves", { used: w.used });
    case "logo_black_move":
      return t("warning.logo_black_move");
    case "several_annotations":
      return t("warning.several_annotations", { idents: w.idents });
    case "unknown_rules":
      return t("warning.unknown_rules", { text: w.text });
    case "bad_rule_axes":
      return t("warning.bad_rule_axes", { text: w.text });
    case "komi_reinterpreted":
      return t("warning.komi_reinterpreted", { text: w.text, komi: w.komi });
    case "unreadable_komi":
      return t("warning.unreadable_komi", { text: w.text });
    case "unreadable_date":
      return t("warning.unreadable_date", { text: w.text });
    case "unreadable_result":
      return t("warning.unreadable_result", { text: w.text });
    case "unreadable_time":
      return t("warning.unreadable_time", { ident: w.ident, text: w.text });
    case "handicap_stones_missing":
      return t("warning.handicap_stones_missing", { handicap: w.handicap, stones: w.stones });
    case "game_info_ignored":
      return t("warning.game_info_ignored", { idents: w.idents });
  }
}

/** Where the warning stands in the file, if it came from one. */
function placeOf(w: ReadWarning): { line: number; column: number } | null {
  return "position" in w ? w.position : { line: w.line, column: w.column };
}

/** The warning as shown: its place in the file, then what happened. */
export function warningText(w: ReadWarning): string {
  const text = sentence(w);
  const place = placeOf(w);
  if (place === null) return text;
  return `${t("warning.at", { line: String(place.line), column: String(place.column) })}: ${text}`;
}
