#!/usr/bin/env node
// Writes src-tauri/licences.json: every third-party component built into LoGo
// (the Rust crates linked into `logo-app` and `logo`, the npm packages bundled
// into the UI) with its version and licence, for the "About LoGo" screen; and
// src-tauri/THIRD-PARTY-NOTICES.txt, the licence and notice texts of those
// components (see notices.mjs), which the packages install and About shows.
// Offline: Cargo's metadata of the locked dependency graph and the crates'
// sources it fetched, the licences npm recorded in package-lock.json and the
// packages under node_modules. `--check` fails when a file is out of date
// instead of writing it (CI runs that).
//
// Rust: only normal dependencies count (build scripts and proc-macros run at
// build time and are not shipped), followed from the two binaries, once per
// desktop target; each crate records the operating systems it ships on.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { licenceFiles, noticesText } from "./notices.mjs";

const ROOT = resolve(import.meta.dirname, "..");
const OUT = join(ROOT, "src-tauri", "licences.json");
const NOTICES = join(ROOT, "src-tauri", "THIRD-PARTY-NOTICES.txt");
const SHIPPED_BINARIES = ["logo-app", "logo-cli"];
const TARGETS = [
  ["linux", "x86_64-unknown-linux-gnu"],
  ["linux", "aarch64-unknown-linux-gnu"],
  ["windows", "x86_64-pc-windows-msvc"],
  ["macos", "x86_64-apple-darwin"],
  ["macos", "aarch64-apple-darwin"],
];

function cargoMetadata(triple) {
  const json = execFileSync("cargo", ["metadata", "--format-version", "1", "--locked", "--filter-platform", triple], {
    cwd: ROOT,
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
    stdio: ["ignore", "pipe", "inherit"],
  });
  return JSON.parse(json);
}

/** The packages linked into the shipped binaries on `triple`, each with the features it is built with (`enabledFeatures`). */
function shippedCrates(triple) {
  const meta = cargoMetadata(triple);
  const byId = new Map(meta.packages.map((p) => [p.id, p]));
  const nodes = new Map(meta.resolve.nodes.map((n) => [n.id, n]));
  const withFeatures = (pkg) => ({ ...pkg, enabledFeatures: nodes.get(pkg.id)?.features ?? [] });
  const members = new Set(meta.workspace_members);
  const isProcMacro = (p) => p.targets.some((t) => t.kind.includes("proc-macro"));
  const roots = meta.packages.filter((p) => members.has(p.id) && SHIPPED_BINARIES.includes(p.name));
  const seen = new Map();
  const stack = roots.map((p) => p.id);
  while (stack.length > 0) {
    const id = stack.pop();
    for (const dep of nodes.get(id)?.deps ?? []) {
      if (!dep.dep_kinds.some((k) => k.kind === null) || seen.has(dep.pkg)) continue;
      const pkg = byId.get(dep.pkg);
      if (!pkg || isProcMacro(pkg)) continue;
      seen.set(dep.pkg, pkg);
      stack.push(dep.pkg);
    }
  }
  return [...seen.values()].filter((p) => !members.has(p.id)).map(withFeatures);
}

function rustComponents() {
  const crates = new Map();
  for (const [os, triple] of TARGETS) {
    for (const pkg of shippedCrates(triple)) {
      const key = `${pkg.name}@${pkg.version}`;
      const entry = crates.get(key) ?? {
        name: pkg.name,
        version: pkg.version,
        licence: pkg.license ?? (pkg.license_file ? `see ${pkg.license_file}` : "unknown"),
        kind: "crate",
        os: [],
        authors: pkg.authors.map(withoutEmail),
        licenceFiles: licenceFiles(dirname(pkg.manifest_path), pkg.license_file ? [pkg.license_file] : []),
        enabledFeatures: pkg.enabledFeatures,
        dir: dirname(pkg.manifest_path),
      };
      if (!entry.os.includes(os)) entry.os.push(os);
      crates.set(key, entry);
    }
  }
  return [...crates.values()];
}

/** The npm packages of the UI bundle: the lock file's non-development packages. */
function npmComponents() {
  const lock = JSON.parse(readFileSync(join(ROOT, "package-lock.json"), "utf8"));
  return Object.entries(lock.packages)
    .filter(([path, pkg]) => path !== "" && !pkg.dev && !pkg.devOptional)
    .map(([path, pkg]) => {
      const dir = join(ROOT, path);
      const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
      return {
        name: pkg.name ?? path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length),
        version: pkg.version,
        licence: pkg.license ?? "unknown",
        kind: "npm",
        os: ["linux", "macos", "windows"],
        authors: npmAuthors(manifest),
        licenceFiles: licenceFiles(dir),
      };
    });
}

/** A person as Cargo or npm write them, without the e-mail address and web site. */
function withoutEmail(person) {
  return person.replace(/\s*[<(][^>)]*[>)]/g, "").trim();
}

function npmAuthors(manifest) {
  const people = [manifest.author, ...(manifest.contributors ?? [])].filter(Boolean);
  return people.map((p) => withoutEmail(typeof p === "string" ? p : (p.name ?? ""))).filter(Boolean);
}

/** The SQLite compiled into libsqlite3-sys ("bundled"): its version and the dedication in its header. */
function bundledSqlite(crates) {
  const sys = crates.find((c) => c.name === "libsqlite3-sys" && c.enabledFeatures.includes("bundled"));
  if (!sys) return null;
  const header = readFileSync(join(sys.dir, "sqlite3", "sqlite3.h"), "utf8");
  const version = /#define SQLITE_VERSION\s+"([^"]+)"/.exec(header)?.[1];
  const opening = /^\/\*\n([\s\S]*?)\n\*{5,}/.exec(header.replace(/\r\n?/g, "\n"))?.[1];
  if (!version || !opening) throw new Error("the bundled sqlite3.h has no version or no opening comment");
  const blessing = opening
    .split("\n")
    .map((line) => line.replace(/^\*\* ?/, "").trimEnd())
    .filter((line, i) => i > 0 || !/^\d{4}-\d\d-\d\d$/.test(line))
    .join("\n")
    .trim();
  return { version, crateVersion: sys.version, blessing };
}

/** `text` written to `path`, or with `--check` compared with it (exits 1 when it differs). */
function writeOrCheck(path, text, what) {
  const name = path.slice(ROOT.length + 1);
  if (!process.argv.includes("--check")) {
    writeFileSync(path, text);
    console.log(`wrote ${name} (${what})`);
    return true;
  }
  let current = "";
  try {
    current = readFileSync(path, "utf8");
  } catch {
    // Missing counts as out of date.
  }
  if (current !== text) {
    console.error(`${name} is out of date: run 'node scripts/licences.mjs' and commit it.`);
    return false;
  }
  console.log(`${name} is up to date (${what})`);
  return true;
}

const byName = (a, b) =>
  a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name) || a.version.localeCompare(b.version);
const crates = rustComponents();
const components = [...crates, ...npmComponents()].sort(byName);
for (const c of components) c.os.sort();
const listed = components.map(({ name, version, licence, kind, os }) => ({ name, version, licence, kind, os }));
const conf = JSON.parse(readFileSync(join(ROOT, "src-tauri", "tauri.conf.json"), "utf8"));
const notices = noticesText({
  components,
  own: { copyright: conf.bundle.copyright, licence: conf.bundle.license },
  sqlite: bundledSqlite(crates),
});

const fresh = [
  writeOrCheck(OUT, `${JSON.stringify(listed, null, 1)}\n`, `${components.length} components`),
  writeOrCheck(NOTICES, notices, `${Math.round(Buffer.byteLength(notices) / 1024)} KiB`),
];
if (fresh.includes(false)) process.exit(1);
