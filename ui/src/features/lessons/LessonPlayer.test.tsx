import { afterEach, describe, expect, it, vi } from "vitest";
import { setLocale } from "../../i18n";
import type { AnswerView, PageView, Verdict } from "../../ipc";
import { click, get, mount, press, settle, type } from "../../testing/dom";
import type { Mounted } from "../../testing/dom";
import { fakeIpc } from "../../testing/fakeIpc";
import type { FakeIpc } from "../../testing/fakeIpc";
import { countScore, exercise, koBoard, koPage, words } from "../../testing/lessonFixtures";
import { WithLook } from "../../testing/look";
import { LessonPlayer } from "./LessonPlayer";

let mounted: Mounted | null = null;
const go = { page: vi.fn(), entry: vi.fn(), course: vi.fn() };
const onTeach = vi.fn();

async function open(ipc: FakeIpc) {
  mounted = mount(
    <WithLook ipc={ipc}>
      {(look) => <LessonPlayer ipc={ipc} lesson="ko" page="first-retake" go={go} look={look} onTeach={onTeach} />}
    </WithLook>,
  );
  await settle();
  return mounted.container;
}
const text = (root: Element, selector: string) => get(root, selector).textContent?.trim() ?? "";
const point = (root: Element, p: string) => get<SVGElement>(root, `[data-point="${p}"]`);
const announced = (root: Element) => text(root, '[data-testid="lesson-announcer"]');
const answered = (verdict: Verdict, page: PageView): AnswerView => ({ verdict, page });
const pageIs = (page: PageView) => vi.fn(() => Promise.resolve(page));

afterEach(() => {
  mounted?.unmount();
  mounted = null;
  setLocale("de");
  vi.clearAllMocks();
});

describe("a play exercise", () => {
  it("refuses the immediate retake with the ko explanation and leaves the board as it was", async () => {
    const refused = answered(
      {
        outcome: "wrong",
        reasons: [{ code: "refused", point: "cc", color: "B", reason: "ko" }],
        text: words("Das verbietet die Ko-Regel."),
        refutation: null,
      },
      koPage({ exercise: exercise({ wrong_attempts: 1 }) }),
    );
    const ipc = fakeIpc({ learnPage: pageIs(koPage()), learnAnswer: vi.fn(() => Promise.resolve(refused)) });
    const root = await open(ipc);
    expect(ipc.learnPage).toHaveBeenCalledWith("ko", "first-retake", "de");
    expect(point(root, "bc").getAttribute("aria-label")).toBe("B5, weißer Stein, letzter Zug");
    click(point(root, "cc"));
    await settle();
    expect(ipc.learnAnswer).toHaveBeenCalledWith("ko", "first-retake", { kind: "move", point: "cc" }, "de");
    expect(text(root, "#lesson-feedback")).toContain("Das verbietet die Ko-Regel.");
    expect(text(root, "#lesson-feedback"), "the author's words name the rule; it is not said twice").not.toContain(
      "Schwarz darf nicht auf C5 setzen",
    );
    expect(point(root, "cc").dataset.stone).toBeUndefined();
    expect(point(root, "bc").dataset.stone).toBe("W");
    expect(announced(root)).toMatch(/^Noch nicht richtig\. Das verbietet die Ko-Regel\./);
  });

  it("explains an illegal try the author wrote nothing about with go-core's reason", async () => {
    const refused = answered(
      {
        outcome: "wrong",
        reasons: [{ code: "refused", point: "cc", color: "B", reason: "ko" }],
        text: null,
        refutation: null,
      },
      koPage({ exercise: exercise({ wrong_attempts: 1 }) }),
    );
    const ipc = fakeIpc({ learnPage: pageIs(koPage()), learnAnswer: vi.fn(() => Promise.resolve(refused)) });
    const root = await open(ipc);
    click(point(root, "cc"));
    await settle();
    expect(text(root, "#lesson-feedback")).toContain(
      "Schwarz darf nicht auf C5 setzen: Das wäre das sofortige Zurückschlagen im Ko.",
    );
  });

  it("shows the opponent's reply, then the solved exercise, by keyboard too", async () => {
    const replied = koPage({
      board: koBoard({ black: [...koBoard().black, "fe"], white: [...koBoard().white, "gf"] }),
    });
    const solved = koPage({ exercise: exercise({ solved: true, solved_before: true }) });
    const learnAnswer = vi
      .fn()
      .mockResolvedValueOnce(answered({ outcome: "continue", reply: { play: "gf" } }, replied))
      .mockResolvedValueOnce(answered({ outcome: "correct", refusal: null, success: words("Genau so.") }, solved));
    const ipc = fakeIpc({ learnPage: pageIs(koPage()), learnAnswer });
    const root = await open(ipc);
    press(point(root, "fe"), "Enter");
    await settle();
    expect(point(root, "gf").dataset.stone).toBe("W");
    expect(announced(root)).toBe("Weiß antwortet auf G2. Du bist wieder am Zug.");
    click(point(root, "cc"));
    await settle();
    expect(text(root, "#lesson-feedback")).toBe("Richtig!Genau so.");
    click(point(root, "dd"));
    await settle();
    expect(learnAnswer).toHaveBeenCalledTimes(2);
  });

  it("draws a refuted move and its answer as ghosts, and numbers the solution's moves", async () => {
    const wrong = answered(
      { outcome: "wrong", reasons: [], text: words("Weiß schlägt auf B5."), refutation: { play: "bc" } },
      koPage({ board: koBoard({ white: ["cb", "dc", "cd"] }) }),
    );
    const solution = {
      answer: { kind: "moves" as const, moves: [{ color: "B" as const, move: { play: "bc" } }] },
      also: [],
      text: words("Schwarz verbindet auf B5."),
      score: null,
    };
    const ipc = fakeIpc({
      learnPage: pageIs(koPage({ board: koBoard({ white: ["cb", "dc", "cd"] }) })),
      learnAnswer: vi.fn(() => Promise.resolve(wrong)),
      learnSolution: vi.fn(() => Promise.resolve(solution)),
    });
    const root = await open(ipc);
    click(point(root, "ee"));
    await settle();
    expect([point(root, "ee").dataset.ghost, point(root, "bc").dataset.ghost]).toEqual(["B", "W"]);
    expect(text(root, "#lesson-feedback")).toContain("Weiß würde auf B5 antworten.");
    click(get(root, "#btn-solution"));
    await settle();
    expect(text(root, "#lesson-solution")).toContain("Die Zugfolge ist auf dem Brett nummeriert: B5.");
    expect(point(root, "bc").getAttribute("aria-label")).toContain("Zug 1");
  });

  it("shows the hint, starts afresh, and opens glossary links and other pages", async () => {
    const ipc = fakeIpc({ learnPage: pageIs(koPage()), learnReset: pageIs(koPage()) });
    const root = await open(ipc);
    click(get(root, "#btn-hint"));
    expect(text(root, "#lesson-hint")).toBe("Bedrohe zuerst F2.");
    click(get(root, "#btn-reset"));
    await settle();
    expect(ipc.learnReset).toHaveBeenCalledWith("ko", "first-retake", "de");
    expect(announced(root)).toBe("Die Aufgabe beginnt von vorn.");
    click(get(root, '#lesson-text [data-entry="ko"]'));
    expect(go.entry).toHaveBeenCalledWith("ko");
    click(get(root, "#btn-next"));
    expect(go.page).toHaveBeenCalledWith("ko", "ko-point");
    expect(text(root, "#lesson-page-number")).toBe("Seite 3 von 11");
  });
});

describe("an exercise of “My exercises”", () => {
  it("words LoGo's own hint, the title and further right moves in the learner's language", async () => {
    setLocale("pl");
    const none = { paragraphs: [], language: "pl", fell_back: false };
    const mine = koPage({
      lesson: "my-exercises",
      title: { text: "My exercises", language: "en", fell_back: true },
      exercise: exercise({ hint: none }),
    });
    const solution = {
      answer: { kind: "moves" as const, moves: [{ color: "B" as const, move: { play: "bc" } }] },
      also: ["ee", "cc"],
      text: none,
      score: null,
    };
    const ipc = fakeIpc({ learnPage: pageIs(mine), learnSolution: vi.fn(() => Promise.resolve(solution)) });
    const root = await open(ipc);
    expect(text(root, "#lesson-title")).toBe("Moje zadania");
    click(get(root, "#btn-hint"));
    expect(text(root, "#lesson-hint")).toBe("Poszukaj najlepszego ruchu dla czarnych.");
    click(get(root, "#btn-solution"));
    await settle();
    expect(text(root, "#lesson-solution")).toContain("Również dobre ruchy: E3 i C5.");
    expect(root.querySelector('#lesson-solution [data-testid="fallback-note"]')).toBeNull();
  });
});

describe("other kinds", () => {
  it("answers a choice, a number and a selection with their own controls", async () => {
    const choice = koPage({
      exercise: exercise({
        kind: "choice",
        options: [
          { id: "japanese", text: { text: "Japanisch", language: "de", fell_back: false } },
          { id: "chinese", text: { text: "Chinesisch", language: "de", fell_back: false } },
        ],
      }),
    });
    const low = answered({ outcome: "wrong", reasons: [{ code: "too_low" }], text: null, refutation: null }, choice);
    const ipc = fakeIpc({ learnPage: pageIs(choice), learnAnswer: vi.fn(() => Promise.resolve(low)) });
    const root = await open(ipc);
    click(get(root, "#option-chinese"));
    await settle();
    expect(ipc.learnAnswer).toHaveBeenLastCalledWith("ko", "first-retake", { kind: "choice", option: "chinese" }, "de");
    mounted?.unmount();

    const number = koPage({ exercise: exercise({ kind: "number" }) });
    const ipc2 = fakeIpc({ learnPage: pageIs(number), learnAnswer: vi.fn(() => Promise.resolve(low)) });
    const root2 = await open(ipc2);
    type(get<HTMLInputElement>(root2, "#lesson-number"), "1,5");
    click(get(root2, "#btn-check"));
    await settle();
    expect(ipc2.learnAnswer).toHaveBeenCalledWith("ko", "first-retake", { kind: "number", value: 1.5 }, "de");
    expect(text(root2, "#lesson-feedback")).toBe("Noch nicht richtig.Die Zahl ist zu klein.");
    mounted?.unmount();

    const select = koPage({ exercise: exercise({ kind: "select" }) });
    const missing = answered(
      {
        outcome: "wrong",
        reasons: [
          { code: "not_expected", points: ["aa", "ba"] },
          { code: "missing", count: 1 },
        ],
        text: null,
        refutation: null,
      },
      select,
    );
    const ipc3 = fakeIpc({ learnPage: pageIs(select), learnAnswer: vi.fn(() => Promise.resolve(missing)) });
    const root3 = await open(ipc3);
    click(point(root3, "aa"));
    click(point(root3, "ba"));
    click(point(root3, "ca"));
    click(point(root3, "ca"));
    expect(text(root3, "#lesson-selected")).toBe("2 Punkte ausgewählt");
    expect(point(root3, "aa").getAttribute("aria-label")).toBe("A7, leer, ausgewählt");
    click(get(root3, "#btn-check"));
    await settle();
    expect(ipc3.learnAnswer).toHaveBeenCalledWith(
      "ko",
      "first-retake",
      { kind: "selection", points: ["aa", "ba"] },
      "de",
    );
    expect(text(root3, "#lesson-feedback")).toContain("Diese Punkte gehören nicht dazu: A7 und B7.");
    expect(text(root3, "#lesson-feedback")).toContain("Es fehlt noch ein Punkt.");
  });

  it("marks a text in English when the learner's language is missing", async () => {
    setLocale("en");
    const ipc = fakeIpc({ learnPage: pageIs(koPage({ text: words("Only in English.", true), exercise: null })) });
    const root = await open(ipc);
    expect(ipc.learnPage).toHaveBeenCalledWith("ko", "first-retake", "en");
    expect(text(root, '[data-testid="fallback-note"]')).toBe(
      "This text is not available in your language yet; it is shown in English.",
    );
  });
});

describe("a diagram page without an exercise", () => {
  it("says that its board takes no moves when a point is typed", async () => {
    const ipc = fakeIpc({ learnPage: pageIs(koPage({ exercise: null })) });
    const root = await open(ipc);
    type(get<HTMLInputElement>(root, "#coord-input"), "C3");
    get<HTMLFormElement>(root, ".coordinate-form").dispatchEvent(
      new Event("submit", { bubbles: true, cancelable: true }),
    );
    await settle();
    expect(text(root, "#coord-message")).toBe("Dieses Brett nimmt keine Züge an – es ist nur zum Anschauen da.");
    expect(ipc.learnAnswer).not.toHaveBeenCalled();
  });
});

describe("a count in the scoring mode", () => {
  const countPage = (step: "neutral" | "dead" | "territory" | "result", solved = false) =>
    koPage({
      board: koBoard({ size: { width: 9, height: 9 }, region: { left: 0, top: 0, right: 8, bottom: 8 } }),
      exercise: exercise({
        kind: "count",
        solved,
        count: {
          step,
          instruction: words(`Schritt ${step}`),
          score: step === "territory" || step === "result" ? countScore() : null,
        },
      }),
    });

  it("marks neutral points, then dead groups with the live count on the board", async () => {
    const next = answered({ outcome: "next_step", step: "dead" }, countPage("dead"));
    const marking = { dead: ["bc"], score: countScore() };
    const learnAnswer = vi.fn(() => Promise.resolve(next));
    const ipc = fakeIpc({
      learnPage: pageIs(countPage("neutral")),
      learnAnswer,
      learnCountMarking: vi.fn(() => Promise.resolve(marking)),
    });
    const root = await open(ipc);
    expect(text(root, "#count-step")).toBe("Schritt 1 von 4: Neutrale Punkte");
    click(point(root, "ee"));
    click(get(root, "#btn-check"));
    await settle();
    expect(learnAnswer).toHaveBeenCalledWith(
      "ko",
      "first-retake",
      { kind: "count", answer: { step: "neutral", points: ["ee"] } },
      "de",
    );
    expect(announced(root)).toBe("Richtig. Weiter mit Schritt 2: Tote Steine.");
    click(point(root, "bc"));
    await settle();
    expect(ipc.learnCountMarking).toHaveBeenCalledWith("ko", "first-retake", [], "bc");
    expect(point(root, "bc").getAttribute("aria-label")).toBe("B7, weißer Stein, tot, Gebiet Schwarz, letzter Zug");
    expect(text(root, "#count-dead")).toBe("1 Stein als tot markiert");
    click(get(root, "#btn-check"));
    await settle();
    expect(learnAnswer).toHaveBeenLastCalledWith(
      "ko",
      "first-retake",
      { kind: "count", answer: { step: "dead", points: ["bc"] } },
      "de",
    );
  });

  it("counts territory and reads the result from the final statistics", async () => {
    const ipc = fakeIpc({ learnPage: pageIs(countPage("territory")) });
    const root = await open(ipc);
    expect(point(root, "ab").getAttribute("aria-label")).toBe("A8, leer, Gebiet Schwarz");
    type(get<HTMLInputElement>(root, "#count-black"), "27");
    type(get<HTMLInputElement>(root, "#count-white"), "35");
    click(get(root, "#btn-check"));
    await settle();
    expect(ipc.learnAnswer).toHaveBeenCalledWith(
      "ko",
      "first-retake",
      { kind: "count", answer: { step: "territory", black: 27, white: 35 } },
      "de",
    );
    mounted?.unmount();

    const ipc2 = fakeIpc({ learnPage: pageIs(countPage("result")) });
    const root2 = await open(ipc2);
    expect(text(root2, '#final-stats [data-cell="total-W"]')).toBe("42,5");
    type(get<HTMLSelectElement>(root2, "#count-winner"), "W");
    type(get<HTMLInputElement>(root2, "#count-margin"), "12,5");
    click(get(root2, "#btn-check"));
    await settle();
    expect(ipc2.learnAnswer).toHaveBeenCalledWith(
      "ko",
      "first-retake",
      { kind: "count", answer: { step: "result", result: "W+12.5" } },
      "de",
    );
  });
});

describe("the lesson board", () => {
  it("follows KOORD, answers a typed coordinate and opens its diagram for teaching", async () => {
    const ipc = fakeIpc({ learnPage: pageIs(koPage()), learnAnswer: vi.fn(() => new Promise<AnswerView>(() => {})) });
    const root = await open(ipc);
    expect(root.querySelectorAll(".board-coordinates text").length).toBeGreaterThan(0);
    click(get(root, "#btn-coords"));
    expect(root.querySelectorAll(".board-coordinates text")).toHaveLength(0);
    expect(ipc.setBoardSettings).toHaveBeenCalledWith({ coordinates: false, notation: "letters" });
    type(get<HTMLInputElement>(root, "#coord-input"), "C5");
    get(root, ".coordinate-form").dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    await settle();
    expect(ipc.learnAnswer).toHaveBeenCalledWith("ko", "first-retake", { kind: "move", point: "cc" }, "de");
    click(get(root, "#btn-lesson-teach"));
    const board = koBoard();
    expect(onTeach).toHaveBeenCalledWith({
      size: 7,
      black: board.black,
      white: board.white,
      markup: board.markup,
      to_play: "B",
    });
  });
});

describe("finishing the lesson", () => {
  const last = (open: PageView["open_exercises"]) =>
    koPage({ number: 11, next: null, exercise: null, board: null, open_exercises: open });

  it("goes back to the course when every exercise is solved", async () => {
    const root = await open(fakeIpc({ learnPage: pageIs(last([])) }));
    click(get(root, "#btn-finish"));
    expect(go.course).toHaveBeenCalledTimes(1);
    expect(root.querySelector("#lesson-unfinished")).toBeNull();
  });

  it("says which exercises are still open and leads to the first", async () => {
    const open2 = [
      { page: "first-retake", number: 3 },
      { page: "ko-point", number: 7 },
    ];
    const root = await open(fakeIpc({ learnPage: pageIs(last(open2)) }));
    click(get(root, "#btn-finish"));
    await settle();
    expect(go.course).not.toHaveBeenCalled();
    expect(text(root, "#lesson-unfinished")).toContain("2 Aufgaben sind noch offen, auf den Seiten 3 und 7.");
    click(get(root, "#btn-open-exercise"));
    expect(go.page).toHaveBeenCalledWith("ko", "first-retake");
    click(get(root, "#btn-leave-anyway"));
    expect(go.course).toHaveBeenCalledTimes(1);
  });
});
