// The text of src-tauri/THIRD-PARTY-NOTICES.txt: LoGo's own copyright and
// licence, SQLite's public-domain dedication, and the licence and notice files
// every shipped component carries in its source (the crate's folder in Cargo's
// registry, the package's folder under node_modules), identical texts printed
// once with the components that use them (texts that differ only in spacing
// count as identical). The standard part of a copy (the whole of an MPL-2.0
// text, MIT's permission notice, the Apache License's terms) is printed once,
// among the standard texts, as Debian's copyright files do; what a copy adds
// to it (copyright lines, a filled-in appendix) stays with its components, so
// every copyright notice is kept. A component without such a file is
// listed with its SPDX id and authors, and the standard text of each id named
// that way is printed once (from scripts/licence-texts/, copied from crates).
// Everything is read from disk and sorted, so the text is the same wherever
// the dependencies are the same.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";

const WIDTH = 78;
const STANDARD_TEXTS = resolve(import.meta.dirname, "licence-texts");
const LICENCE_FILE = /^(licen[cs]e|copying|copyright|notice|unlicense)/i;

/** A text as it is printed: LF line ends, no trailing blanks, no blank lines around it. */
function clean(text) {
  return text
    .replace(/^\uFEFF/, "")
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => line.trimEnd())
    .join("\n")
    .replace(/^\n+|\n+$/g, "");
}

/** The licence files in `dir` (and in a LICENSES/ folder there), plus `extra` (relative to `dir`), sorted. */
export function licenceFiles(dir, extra = []) {
  const found = new Set();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!LICENCE_FILE.test(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isFile()) found.add(path);
    else if (entry.isDirectory()) {
      for (const inner of readdirSync(path, { withFileTypes: true })) {
        if (inner.isFile()) found.add(join(path, inner.name));
      }
    }
  }
  for (const name of extra) {
    const path = resolve(dir, name);
    if (existsSync(path) && statSync(path).isFile()) found.add(path);
  }
  return [...found].sort();
}

/** The SPDX ids an expression such as `(MIT OR Apache-2.0) AND Unicode-3.0` names (exceptions left out). */
function spdxIds(expression) {
  const words = expression.split(/[\s()/]+/).filter(Boolean);
  return words.filter((w, i) => !["AND", "OR", "WITH"].includes(w) && words[i - 1] !== "WITH");
}

/** `words` joined by ", " and wrapped at WIDTH columns, each line after the first indented. */
function wrapList(prefix, words) {
  const lines = [];
  let line = prefix;
  words.forEach((word, i) => {
    const piece = i < words.length - 1 ? `${word},` : word;
    if (line.length + 1 + piece.length > WIDTH && line.trim() !== "") {
      lines.push(line);
      line = `  ${piece}`;
    } else {
      line = line === "" ? piece : `${line} ${piece}`;
    }
  });
  lines.push(line);
  return lines.join("\n");
}

function heading(title, rule = "=") {
  return `${title}\n${rule.repeat(title.length)}`;
}

const separator = "-".repeat(WIDTH);
const label = (c) => `${c.name} ${c.version}${c.kind === "npm" ? " (npm)" : ""}`;

const spacing = (text) => text.replace(/\s+/g, " ").trim();

/**
 * Where the standard part of a licence lies in a copy: the whole text, or for
 * MIT the permission notice after the copyright lines, or for Apache-2.0 the
 * terms between the header and the appendix. [before, standard, after] or null.
 */
function standardParts(id, text) {
  if (id === "MIT") {
    const start = text.indexOf("Permission is hereby granted");
    return start < 0 ? null : [text.slice(0, start), text.slice(start), ""];
  }
  if (id === "Apache-2.0") {
    const start = text.indexOf("TERMS AND CONDITIONS FOR USE");
    const end = text.indexOf("END OF TERMS AND CONDITIONS");
    if (start < 0 || end < start || !/Apache License/.test(text.slice(0, start))) return null;
    return [text.slice(0, start), text.slice(start, end), text.slice(end)];
  }
  return ["", text, ""];
}

const STANDARD_IDS = readdirSync(STANDARD_TEXTS)
  .filter((name) => name.endsWith(".txt"))
  .map((name) => name.slice(0, -".txt".length))
  .sort();
const pointer = (id) => `[The standard ${id} text, printed once under "Standard text: ${id}".]`;
const POINTER = /^\[The standard (\S+) text, printed once under /m;

/**
 * A licence file as printed for its component: where its standard part equals
 * (up to spacing) a standard text, that part is replaced by a pointer to it and
 * what the copy adds (copyright lines, a filled-in appendix) is kept verbatim.
 */
function withPointer(text) {
  for (const id of STANDARD_IDS) {
    const parts = standardParts(id, text);
    const standard = standardParts(id, standardText(id));
    if (!parts || spacing(parts[1]) !== spacing(standard[1])) continue;
    const own = (i) => (spacing(parts[i]) === spacing(standard[i]) ? "" : clean(parts[i]));
    return [own(0), pointer(id), own(2)].filter((part) => part !== "").join("\n\n");
  }
  return text;
}

/** Identical licence texts with the (sorted) components that ship them, sorted by their users. */
function groupedTexts(components) {
  const groups = new Map();
  for (const c of components) {
    for (const file of c.licenceFiles) {
      const verbatim = clean(readFileSync(file, "utf8"));
      if (verbatim === "") continue;
      const text = withPointer(verbatim);
      const key = spacing(text);
      const group = groups.get(key) ?? { texts: new Set(), usedBy: new Set() };
      group.texts.add(text);
      group.usedBy.add(label(c));
      groups.set(key, group);
    }
  }
  return [...groups.values()]
    .map((g) => ({ text: [...g.texts].sort()[0], usedBy: [...g.usedBy] }))
    .sort((a, b) => a.usedBy.join("\n").localeCompare(b.usedBy.join("\n"), "en") || (a.text < b.text ? -1 : 1));
}

function standardText(id) {
  const path = join(STANDARD_TEXTS, `${id}.txt`);
  if (!existsSync(path)) {
    throw new Error(
      `no standard text for ${id}: copy it verbatim from a crate that ships it to scripts/licence-texts/${id}.txt`,
    );
  }
  return clean(readFileSync(path, "utf8"));
}

function ownPart(own) {
  const mit = standardText("MIT").replace("Copyright (c) [year] [fullname]", own.copyright);
  return [
    heading("LoGo: third-party notices"),
    `LoGo\n${own.copyright}\nLicensed under the ${own.licence} licence:`,
    mit,
    wrapSentence(
      `This file gives the copyright notices and licences of the third-party components built into LoGo for Linux, Windows and macOS (some are built in on only one or two of them; "About LoGo" lists those of the system it runs on). The source code of each component is published under its name and version on crates.io (Rust crates) or npmjs.com (npm packages).`,
    ),
  ].join("\n\n");
}

function sqlitePart(sqlite) {
  if (!sqlite) return null;
  const intro = `SQLite ${sqlite.version} is compiled into LoGo (through the Rust crate libsqlite3-sys ${sqlite.crateVersion}, feature "bundled"). SQLite is in the public domain; its source says:`;
  return [heading("SQLite", "-"), wrapSentence(intro), sqlite.blessing].join("\n\n");
}

/** A sentence wrapped at WIDTH columns. */
function wrapSentence(sentence) {
  const lines = [];
  let line = "";
  for (const word of sentence.split(" ")) {
    if (line !== "" && line.length + 1 + word.length > WIDTH) {
      lines.push(line);
      line = word;
    } else line = line === "" ? word : `${line} ${word}`;
  }
  lines.push(line);
  return lines.join("\n");
}

function withoutFilesPart(bare) {
  if (bare.length === 0) return { text: null, ids: [] };
  const lines = bare.map((c) => {
    const holders = c.authors.length > 0 ? c.authors.join(", ") : `the authors of ${c.name}`;
    return wrapSentence(`${label(c)}: ${c.licence}; copyright ${holders}.`);
  });
  const ids = [...new Set(bare.flatMap((c) => spdxIds(c.licence)))].sort();
  const intro =
    "These components ship no licence file of their own. The standard text of each licence they name is printed below; read its copyright line as naming the holders given here.";
  return { text: [heading("Components without a licence file", "-"), wrapSentence(intro), ...lines].join("\n\n"), ids };
}

/**
 * The whole notices text. `components`: { kind, name, version, licence, authors, licenceFiles }
 * (sorted); `own`: { copyright, licence }; `sqlite`: { version, crateVersion, blessing } or null.
 */
export function noticesText({ components, own, sqlite }) {
  const withFiles = components.filter((c) => c.licenceFiles.length > 0);
  const bare = components.filter((c) => c.licenceFiles.length === 0);
  const grouped = groupedTexts(withFiles);
  const groups = grouped.map((g) => [wrapList("Used by:", g.usedBy), g.text].join("\n\n"));
  const { text: bareText, ids: bareIds } = withoutFilesPart(bare);
  const pointed = grouped.map((g) => POINTER.exec(g.text)?.[1]).filter(Boolean);
  const ids = [...new Set([...bareIds, ...pointed])].sort();
  const standards = ids.map((id) => [heading(`Standard text: ${id}`, "-"), standardText(id)].join("\n\n"));
  const parts = [
    ownPart(own),
    sqlitePart(sqlite),
    [
      heading("Licence and notice files of the components", "-"),
      wrapSentence(
        "Each entry names the components that ship the text after it. Where a text has the standard wording of a licence, that wording is printed once at the end of this file and the entry keeps what the component's copy adds to it, such as its copyright lines.",
      ),
    ].join("\n\n"),
    ...groups,
    bareText,
    ...standards,
  ].filter((p) => p !== null);
  return `${parts.join(`\n\n${separator}\n\n`)}\n`;
}
