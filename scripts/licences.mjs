#!/usr/bin/env node
// Writes src-tauri/licences.json: every third-party component built into LoGo
// (the Rust crates linked into `logo-app` and `logo`, the npm packages bundled
// into the UI) with its version and licence, for the "About LoGo" screen.
// Offline: Cargo's metadata of the locked dependency graph, and the licences
// npm recorded in package-lock.json. `--check` fails when the file is out of
// date instead of writing it (CI runs that).
//
// Rust: only normal dependencies count (build scripts and proc-macros run at
// build time and are not shipped), followed from the two binaries, once per
// desktop target; each crate records the operating systems it ships on.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "..");
const OUT = join(ROOT, "src-tauri", "licences.json");
const SHIPPED_BINARIES = ["logo-app", "logo-cli"];
const TARGETS = [
  ["linux", "x86_64-unknown-linux-gnu"],
  ["linux", "aarch64-unknown-linux-gnu"],
  ["windows", "x86_64-pc-windows-msvc"],
  ["macos", "x86_64-apple-darwin"],
  ["macos", "aarch64-apple-darwin"],
];

function cargoMetadata(triple) {
  const json = execFileSync(
    "cargo",
    ["metadata", "--format-version", "1", "--locked", "--filter-platform", triple],
    { cwd: ROOT, encoding: "utf8", maxBuffer: 256 * 1024 * 1024, stdio: ["ignore", "pipe", "inherit"] },
  );
  return JSON.parse(json);
}

/** The packages linked into the shipped binaries on `triple`: id -> package. */
function shippedCrates(triple) {
  const meta = cargoMetadata(triple);
  const byId = new Map(meta.packages.map((p) => [p.id, p]));
  const nodes = new Map(meta.resolve.nodes.map((n) => [n.id, n]));
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
  return [...seen.values()].filter((p) => !members.has(p.id));
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
    .map(([path, pkg]) => ({
      name: pkg.name ?? path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length),
      version: pkg.version,
      licence: pkg.license ?? "unknown",
      kind: "npm",
      os: ["linux", "macos", "windows"],
    }));
}

const byName = (a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name) || a.version.localeCompare(b.version);
const components = [...rustComponents(), ...npmComponents()].sort(byName);
for (const c of components) c.os.sort();
const text = `${JSON.stringify(components, null, 1)}\n`;

if (process.argv.includes("--check")) {
  let current = "";
  try {
    current = readFileSync(OUT, "utf8");
  } catch {
    // Missing counts as out of date.
  }
  if (current !== text) {
    console.error("src-tauri/licences.json is out of date: run 'node scripts/licences.mjs' and commit it.");
    process.exit(1);
  }
  console.log(`licences.json is up to date (${components.length} components)`);
} else {
  writeFileSync(OUT, text);
  console.log(`wrote ${OUT} (${components.length} components)`);
}
