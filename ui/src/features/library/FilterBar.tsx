//! The filter bar: player (either colour or one), dates, result, board
//! (the sizes the library holds), handicap (the backend's range), rules (the
//! backend's presets, then every other rules text the library's games carry),
//! origin, kind of entry, tag and words in the comments, all combined.
//! The table follows as the user types (after a short pause); a date that
//! is not yet a date is marked and left out until it is one.

import type { ComponentChildren } from "preact";
import { t } from "../../i18n";
import type { PlainKey } from "../../i18n";
import type { RulesPreset, TagCount, WholeRange } from "../../ipc";
import { rulesText } from "./describe";
import { dateInvalid, EMPTY_FILTERS, isFiltered } from "./filters";
import type { FilterForm } from "./filters";

interface FilterBarProps {
  filters: FilterForm;
  tags: readonly TagCount[];
  /** The sides of the square boards the library's games are played on. */
  sizes: readonly number[];
  /** The rules texts the library's games carry (preset ids among them). */
  rules: readonly string[];
  /** The rule presets LoGo knows, in the backend's order. */
  presets: readonly RulesPreset[];
  /** The handicap stones a game may have (the backend's limits). */
  handicaps: WholeRange;
  onChange: (filters: FilterForm) => void;
}

type Options = readonly (readonly [string, string])[];

/** Every handicap of `range` from its smallest to its largest, as option values. */
function handicapValues(range: WholeRange): string[] {
  const values: string[] = [];
  for (let stones = Math.max(range.min, 1); stones <= range.max; stones++) values.push(String(stones));
  return values;
}

function options(list: readonly (readonly [string, PlainKey])[]): Options {
  return list.map(([value, key]) => [value, t(key)] as const);
}

/** A labelled select whose first option is "any"; `more` follows as a group of its own. */
function Choice(props: {
  id: string;
  label: string;
  value: string;
  options: Options;
  more?: { label: string; options: Options };
  onValue: (v: string) => void;
}) {
  const { more } = props;
  return (
    <label class="lib-filter">
      <span>{props.label}</span>
      <select id={props.id} value={props.value} onChange={(e) => props.onValue(e.currentTarget.value)}>
        <option value="">{t("filter.any")}</option>
        {optionList(props.options)}
        {more && more.options.length > 0 && <optgroup label={more.label}>{optionList(more.options)}</optgroup>}
      </select>
    </label>
  );
}

function optionList(options: Options) {
  return options.map(([value, text]) => (
    <option key={value} value={value}>
      {text}
    </option>
  ));
}

/** A labelled text input. */
function Text(props: {
  id: string;
  label: string;
  value: string;
  onValue: (v: string) => void;
  invalid?: boolean;
  placeholder?: string;
  children?: ComponentChildren;
}) {
  return (
    <label class={props.invalid ? "lib-filter lib-filter--invalid" : "lib-filter"}>
      <span>{props.label}</span>
      <input
        id={props.id}
        type="search"
        value={props.value}
        placeholder={props.placeholder}
        aria-invalid={props.invalid ?? false}
        aria-describedby={props.invalid ? "lib-date-hint" : undefined}
        onInput={(e) => props.onValue(e.currentTarget.value)}
      />
      {props.children}
    </label>
  );
}

/** The library's sizes, largest first, and the chosen one even when its games are gone. */
function sizeChoices(sizes: readonly number[], chosen: string): string[] {
  const all = new Set(sizes.map(String));
  if (chosen !== "") all.add(chosen);
  return [...all].sort((a, b) => Number(b) - Number(a));
}

/** The library's rules texts other than the presets, and the chosen one even when its games are gone. */
function otherRules(rules: readonly string[], presets: readonly RulesPreset[], chosen: string): Options {
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  const isPreset = (text: string) => presets.some((id) => same(id, text));
  const others = rules.filter((r) => !isPreset(r));
  if (chosen !== "" && !isPreset(chosen) && !others.some((r) => same(r, chosen))) others.push(chosen);
  return others.map((r) => [r, rulesText(r)] as const);
}

/** The filters, each changing the table as it changes. */
export function FilterBar({ filters, tags, sizes, rules, presets, handicaps, onChange }: FilterBarProps) {
  const set =
    <K extends keyof FilterForm>(key: K) =>
    (value: FilterForm[K]) =>
      onChange({ ...filters, [key]: value });
  const datesWrong = dateInvalid(filters.dateFrom) || dateInvalid(filters.dateTo);
  return (
    <form class="lib-filters" role="search" aria-label={t("filter.label")} onSubmit={(e) => e.preventDefault()}>
      <Text id="lib-filter-player" label={t("filter.player")} value={filters.player} onValue={set("player")} />
      <label class="lib-filter">
        <span>{t("filter.playerColor")}</span>
        <select
          id="lib-filter-color"
          value={filters.playerColor}
          onChange={(e) => set("playerColor")(e.currentTarget.value as FilterForm["playerColor"])}
        >
          <option value="either">{t("filter.either")}</option>
          <option value="black">{t("filter.asBlack")}</option>
          <option value="white">{t("filter.asWhite")}</option>
        </select>
      </label>
      <Text
        id="lib-filter-from"
        label={t("filter.dateFrom")}
        value={filters.dateFrom}
        onValue={set("dateFrom")}
        invalid={dateInvalid(filters.dateFrom)}
        placeholder={t("filter.datePlaceholder")}
      />
      <Text
        id="lib-filter-to"
        label={t("filter.dateTo")}
        value={filters.dateTo}
        onValue={set("dateTo")}
        invalid={dateInvalid(filters.dateTo)}
        placeholder={t("filter.datePlaceholder")}
      />
      <Choice
        id="lib-filter-winner"
        label={t("filter.winner")}
        value={filters.winner}
        options={options([
          ["B", "filter.winnerBlack"],
          ["W", "filter.winnerWhite"],
        ])}
        onValue={(v) => set("winner")(v as FilterForm["winner"])}
      />
      <Choice
        id="lib-filter-kind"
        label={t("filter.resultKind")}
        value={filters.resultKind}
        options={options([
          ["resignation", "filter.kind.resignation"],
          ["points", "filter.kind.points"],
          ["time", "filter.kind.time"],
          ["forfeit", "filter.kind.forfeit"],
          ["draw", "filter.kind.draw"],
          ["void", "filter.kind.void"],
        ])}
        onValue={(v) => set("resultKind")(v as FilterForm["resultKind"])}
      />
      <Choice
        id="lib-filter-size"
        label={t("filter.size")}
        value={filters.boardSize}
        options={sizeChoices(sizes, filters.boardSize).map(
          (s) => [s, t("info.sizeValue", { width: Number(s), height: Number(s) })] as const,
        )}
        onValue={set("boardSize")}
      />
      <Choice
        id="lib-filter-handicap"
        label={t("filter.handicap")}
        value={filters.handicap}
        options={[["0", t("filter.even")] as const, ...handicapValues(handicaps).map((h) => [h, h] as const)]}
        onValue={set("handicap")}
      />
      <Choice
        id="lib-filter-rules"
        label={t("filter.rules")}
        value={filters.rules}
        options={options(presets.map((id) => [id, `preset.${id}`] as const))}
        more={{ label: t("filter.rulesInLibrary"), options: otherRules(rules, presets, filters.rules) }}
        onValue={set("rules")}
      />
      <Choice
        id="lib-filter-origin"
        label={t("filter.origin")}
        value={filters.origin}
        options={options([
          ["played_in_logo", "library.playedInLogo"],
          ["imported", "filter.imported"],
        ])}
        onValue={(v) => set("origin")(v as FilterForm["origin"])}
      />
      <Choice
        id="lib-filter-entry"
        label={t("filter.entryKind")}
        value={filters.kind}
        options={options([
          ["game", "filter.entry.game"],
          ["teaching", "filter.entry.teaching"],
          ["position", "filter.entry.position"],
        ])}
        onValue={(v) => set("kind")(v as FilterForm["kind"])}
      />
      <Choice
        id="lib-filter-tag"
        label={t("filter.tag")}
        value={filters.tag}
        options={tags.map((tag) => [tag.name, t("filter.tagCount", { tag: tag.name, n: tag.games })] as const)}
        onValue={set("tag")}
      />
      <Text
        id="lib-filter-comment"
        label={t("filter.comment")}
        value={filters.commentText}
        onValue={set("commentText")}
      />
      <button
        type="button"
        id="lib-filter-reset"
        disabled={!isFiltered(filters)}
        onClick={() => onChange(EMPTY_FILTERS)}
      >
        {t("filter.reset")}
      </button>
      {datesWrong && (
        <p id="lib-date-hint" class="lib-hint">
          {t("filter.dateHint")}
        </p>
      )}
    </form>
  );
}
