// The review screen in the real window: a record with variations, comments
// and markup opened from the command line (as "Open with" does); stepping
// into a variation and reading its comment; saving it back as FF[4]; a broken
// file with its warnings; a file that is no SGF refused while the open one
// stays; and a game played in LoGo saved as SGF through the native dialog and
// reopened at the same position; a save that fails says why, and "save as"
// writes a copy. Native dialogs are answered with xdotool.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { chmodSync, copyFileSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { By, Key } from "selenium-webdriver";
import { Harness, cell, newGame, playSequence, waitFor, waitForStone, waitForText } from "./harness.mjs";
import { chooseFileToOpen, chooseFileToSave } from "./gtkDialog.mjs";

const FIXTURES = resolve(import.meta.dirname, "..", "fixtures", "review");
const work = mkdtempSync(join(tmpdir(), "logo-review-"));
const record = join(work, "variations.sgf");
copyFileSync(join(FIXTURES, "variations.sgf"), record);

const app = new Harness({ args: [record] });
let driver;

before(async () => {
  driver = await app.start();
});
after(() => app.stop());

const press = async (...keys) => {
  for (const key of keys) {
    await driver.actions().sendKeys(key).perform();
  }
};
const label = async (point) => driver.findElement(cell(point)).getAttribute("aria-label");
/** Waits until the point's accessible name matches `pattern` (the board redraws after a click). */
const waitForLabel = (point, pattern) =>
  driver.wait(async () => pattern.test(await label(point)), 15000, `${point} should be named ${pattern}`);

test("the file named on the command line opens on the review screen", async () => {
  await waitForText(driver, "#review-file", "variations.sgf");
  await waitForText(driver, "#node-move", "Anfangsstellung");
  await waitForText(driver, "#node-comment", "Willkommen!");
  await waitForText(driver, "#info-black", "Hana Kuroda (3d)");
  await waitForText(driver, "#info-white", "Tomás Weiß (2d)");
  await waitForText(driver, "#info-event", "Herbstturnier der Testvereine, 2");
});

test("stepping to the branch shows the variations; one is entered and its comment read", async () => {
  await driver.findElement(By.css("#review-file")).click();
  await press(Key.ARROW_RIGHT, Key.ARROW_RIGHT, Key.ARROW_RIGHT, Key.ARROW_RIGHT);
  await waitForText(driver, "#node-move", "Zug 4: Weiß D16");
  await waitForText(driver, "#node-comment", "drei Varianten");
  for (const [point, letter] of [
    ["fq", "A"],
    ["ce", "B"],
    ["qf", "C"],
  ]) {
    assert.equal(await driver.findElement(cell(point)).getAttribute("data-ghost"), "B");
    assert.match(await label(point), new RegExp(`Beschriftung ${letter}$`));
  }
  await driver.findElement(cell("ce")).click();
  await waitForText(driver, "#node-name", "Zweite Variante");
  await waitForText(driver, "#node-comment", "Schwarz stört die Ecke oben links.");
  await waitForText(driver, "#node-annotations", "schlechter Zug");
  await app.screenshot("review-variation-comment");
  await press(Key.ARROW_RIGHT, Key.ARROW_RIGHT);
  await waitForText(driver, "#node-issues", "Auf diesem Punkt liegt schon ein Stein");
  await press(Key.ARROW_DOWN);
  await waitForText(driver, "#node-comment", "Besser: Schwarz sucht Leben in der Ecke.");
  await waitForStone(driver, "cc", "B");
  await press(Key.ARROW_UP);
  await waitForText(driver, "#node-comment", "besetzten Punkt");
});

test("the main line's markup is drawn and named: labels, selection, arrow, line, dimming", async () => {
  await press(Key.HOME, Key.ARROW_RIGHT, Key.ARROW_RIGHT, Key.ARROW_RIGHT, Key.ARROW_RIGHT);
  await driver.findElement(cell("fq")).click();
  await waitForText(driver, "#node-name", "Hauptvariante");
  const jump = await driver.findElement(By.css("#review-jump"));
  await jump.sendKeys("8", Key.ENTER);
  await waitForText(driver, "#node-move", "Zug 8: Weiß R6");
  assert.match(await label("pq"), /Beschriftung A/);
  assert.match(await label("qp"), /ausgewählt/);
  assert.match(await label("pd"), /Pfeil nach R6/);
  assert.match(await label("dp"), /Linie nach K4/);
  await app.screenshot("review-markup");
  await press(Key.ARROW_RIGHT);
  await waitForText(driver, "#node-comment", "abgedunkelt");
  await waitForLabel("dd", /abgedunkelt/);
  await driver.findElement(By.css("#btn-move-numbers")).click();
  await waitForLabel("pd", /Zug 1/);
});

test("saving writes the file back as FF[4] UTF-8 with nothing dropped", async () => {
  const before = readFileSync(record, "utf8");
  await driver.findElement(By.css("#btn-save")).click();
  await waitForText(driver, "#review-notice", "Gespeichert als „variations.sgf“.");
  const saved = readFileSync(record, "utf8");
  assert.ok(saved.startsWith("(;GM[1]FF[4]CA[UTF-8]"), saved.slice(0, 60));
  for (const kept of before.match(/[A-Z]+\[[^\]]*\]/g) ?? []) {
    if (!kept.startsWith("GM[") && !kept.startsWith("FF[") && !kept.startsWith("CA[")) {
      assert.ok(saved.includes(kept), `${kept} was dropped`);
    }
  }
});

test("a broken file opens as far as it can be read and lists its warnings", async () => {
  const broken = join(work, "broken.sgf");
  copyFileSync(join(FIXTURES, "broken.sgf"), broken);
  app.args = [broken];
  driver = await app.restart();
  await waitForText(driver, "#review-file", "broken.sgf");
  await driver.findElement(By.css("#review-warnings summary")).click();
  const warnings = await waitForText(driver, "#review-warnings", "Zeile 1, Spalte 40: Das Datum „im Frühling“");
  assert.match(warnings, /Die Datei endet mitten in einem Wert/);
  await press(Key.END);
  await waitForStone(driver, "gg", "B");
  await waitForText(driver, "#node-comment", "Hier bricht die Datei ab");
  await app.screenshot("review-broken-file");
});

test("a file that holds no SGF is refused in one sentence and the open file stays", async () => {
  const notSgf = join(work, "einkauf.sgf");
  writeFileSync(notSgf, "Eier, Milch, Steine");
  await driver.findElement(By.css("#btn-open")).click();
  await chooseFileToOpen("SGF-Datei öffnen", notSgf);
  await waitForText(
    driver,
    "#review-error",
    "„einkauf.sgf“ lässt sich nicht öffnen, weil darin keine SGF-Partie steht.",
  );
  await waitForText(driver, "#review-file", "broken.sgf");
  await waitForStone(driver, "gg", "B");
});

test("a failed save says why and keeps the file open; save as writes a copy", async () => {
  const broken = join(work, "broken.sgf");
  const before = readFileSync(broken);
  chmodSync(broken, 0o444);
  await driver.findElement(By.css("#btn-save")).click();
  await waitForText(
    driver,
    "#review-error",
    "„broken.sgf“ wurde nicht gespeichert, weil LoGo dort nicht schreiben darf",
  );
  assert.deepEqual(readFileSync(broken), before);
  await waitForStone(driver, "gg", "B");
  const copy = join(work, "kopie.sgf");
  await driver.findElement(By.css("#btn-save-as")).click();
  await chooseFileToSave("SGF-Datei speichern unter", copy);
  await waitForText(driver, "#review-notice", "Gespeichert als „kopie.sgf“.");
  await waitForText(driver, "#review-file", "kopie.sgf");
  const written = readFileSync(copy, "utf8");
  for (const part of ["(;", "GM[1]", "FF[4]", "CA[UTF-8]", "PB[Anna]", "DT[im Frühling]", ";B[gg]C[Hier bricht"]) {
    assert.ok(written.includes(part), `${part} missing in ${written}`);
  }
});

test("a game played in LoGo is saved as SGF and reopens at the same position", async () => {
  await driver.findElement(By.css("#nav-play")).click();
  await waitFor(driver, "#btn-new-game");
  await newGame(driver, { size: 9, rules: "chinese", handicap: 2, time: { main: "10", period: 30 } });
  await playSequence(driver, [
    ["cc", "B"],
    ["gg", "B"],
    ["ee", "W"],
    ["ec", "B"],
    ["ce", "W"],
  ]);
  const stones = async () => {
    const cells = await driver.findElements(By.css("[data-stone]"));
    const list = await Promise.all(
      cells.map(async (c) => `${await c.getAttribute("data-point")}${await c.getAttribute("data-stone")}`),
    );
    return list.sort();
  };
  const played = await stones();
  const target = join(work, "partie.sgf");
  await driver.findElement(By.css("#btn-save-sgf")).click();
  await chooseFileToSave("Partie als SGF speichern", target);
  await waitForText(driver, "#save-status", "Gespeichert als „partie.sgf“.");
  await app.screenshot("review-played-game-saved");
  const text = readFileSync(target, "utf8");
  assert.match(text, /^\(;GM\[1\]FF\[4\]CA\[UTF-8\]AP\[LoGo:/);
  for (const part of ["SZ[9]", "RU[Chinese]", "HA[2]", "TM[600]", "OT[5x30 byo-yomi]", ";W[ee]", ";B[ec]", ";W[ce]"]) {
    assert.ok(text.includes(part), `${part} missing in ${text}`);
  }

  await driver.findElement(By.css("#nav-review")).click();
  await driver.findElement(By.css("#btn-open")).click();
  await chooseFileToOpen("SGF-Datei öffnen", target);
  await waitForText(driver, "#review-file", "partie.sgf");
  await waitForText(driver, "#info-rules", "Chinesisch");
  await waitForText(driver, "#info-time", "10:00 je Spieler");
  await press(Key.END);
  await waitForText(driver, "#node-move", "Zug 3: Weiß C5");
  assert.deepEqual(await stones(), played);
  await app.screenshot("review-played-game-reopened");

  await driver.findElement(By.css("#nav-play")).click();
  await waitFor(driver, "#btn-new-game");
  await waitForStone(driver, "ce", "W");
  assert.deepEqual(await stones(), played);
});

test("the file dialogs left no dconf or D-Bus warnings in the app's output", () => {
  assert.doesNotMatch(app.logText(), /dconf-WARNING|dbus-launch/, "GTK keeps its settings in memory during tests");
});
