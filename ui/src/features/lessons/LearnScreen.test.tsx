import { afterEach, describe, expect, it, vi } from "vitest";
import { setLocale } from "../../i18n";
import type { CourseView } from "../../ipc";
import { click, get, mount, settle } from "../../testing/dom";
import type { Mounted } from "../../testing/dom";
import { fakeIpc } from "../../testing/fakeIpc";
import { whySentence } from "./describeWhy";
import { LearnScreen } from "./LearnScreen";

let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
  setLocale("de");
});

const title = (text: string) => ({ text, language: "de", fell_back: false });
const COURSE: CourseView = {
  lessons: [
    { id: "basic-rules", number: 1, title: title("Grundregeln"), status: { state: "done" } },
    {
      id: "liberties",
      number: 4,
      title: title("Freiheiten"),
      status: { state: "in_progress", page: 3, pages: 12, solved: 1, exercises: 5 },
    },
    { id: "ko", number: 6, title: title("Ko"), status: { state: "not_started" } },
    { id: "seki", number: 7, title: title("Seki"), status: { state: "unavailable" } },
  ],
  resume: { lesson: "liberties", page: "atari", title: title("Freiheiten"), number: 3, pages: 12 },
  problems: [],
  unsaved: null,
};

async function open(course: CourseView) {
  const ipc = fakeIpc({ learnCourse: vi.fn(() => Promise.resolve(course)) });
  const openLesson = vi.fn();
  const openGlossary = vi.fn();
  const openRules = vi.fn();
  mounted = mount(<LearnScreen ipc={ipc} openLesson={openLesson} openGlossary={openGlossary} openRules={openRules} />);
  await settle();
  return { root: mounted.container, ipc, openLesson, openGlossary, openRules };
}
const text = (root: Element, selector: string) => get(root, selector).textContent?.trim() ?? "";

describe("the Learn screen", () => {
  it("lists the lessons in order with their progress and continues where the learner left off", async () => {
    const { root, ipc, openLesson } = await open(COURSE);
    expect(ipc.learnCourse).toHaveBeenCalledWith("de");
    expect(text(root, "#lesson-basic-rules")).toBe("Lektion 1Grundregelnabgeschlossen");
    expect(text(root, "#lesson-liberties .learn-status")).toBe("begonnen: Seite 3 von 12, 1 von 5 Aufgaben gelöst");
    expect(text(root, "#lesson-ko .learn-status")).toBe("nicht begonnen");
    expect(get<HTMLButtonElement>(root, "#lesson-seki button").disabled).toBe(true);
    expect(text(root, "#btn-resume")).toBe("Weiter, wo ich aufgehört habe: Freiheiten, Seite 3 von 12");
    click(get(root, "#btn-resume"));
    expect(openLesson).toHaveBeenCalledWith("liberties");
    click(get(root, "#lesson-ko button"));
    expect(openLesson).toHaveBeenLastCalledWith("ko");
  });

  it("offers a start, not a place to continue, while nothing is begun", async () => {
    const fresh: CourseView = {
      ...COURSE,
      lessons: COURSE.lessons.map((l) =>
        l.status.state === "unavailable" ? l : { ...l, status: { state: "not_started" } },
      ),
      resume: { lesson: "basic-rules", page: "two-players", title: title("Grundregeln"), number: 1, pages: 14 },
    };
    const { root, openLesson } = await open(fresh);
    expect(text(root, "#btn-resume")).toBe("Mit dem Kurs beginnen: Grundregeln");
    click(get(root, "#btn-resume"));
    expect(openLesson).toHaveBeenCalledWith("basic-rules");
  });

  it("says when every lesson is done, lists unreadable content, and speaks English", async () => {
    setLocale("en");
    const problems = [{ file: "seki.toml", line: 3, message: "bad" }];
    const { root, openGlossary } = await open({ ...COURSE, resume: null, problems });
    expect(text(root, "#learn-all-done")).toBe("You have finished every lesson.");
    expect(text(root, "#learn-problems li")).toBe("seki.toml:3: bad");
    expect(text(root, "#lesson-liberties .learn-status")).toBe("in progress: page 3 of 12, 1 of 5 exercises solved");
    click(get(root, "#btn-glossary"));
    expect(openGlossary).toHaveBeenCalled();
  });

  it("leads to the short rules, described for screen readers too", async () => {
    const { root, openRules } = await open(COURSE);
    const rules = get(root, "#btn-rules");
    expect(rules.textContent).toBe("Regeln in Kürze");
    expect(text(root, `#${rules.getAttribute("aria-describedby")}`)).toContain("Alle Regeln auf wenigen Seiten");
    click(rules);
    expect(openRules).toHaveBeenCalled();
  });
});

describe("the reasons behind a verdict", () => {
  it("name points as on the board, in German and English", () => {
    const liberties = { code: "liberties" as const, point: "cc", count: 2, liberties: ["bc", "dc"] };
    expect(whySentence(liberties, 5)).toBe("Die Kette auf C3 hat 2 Freiheiten: B3 und D3.");
    expect(whySentence({ code: "chain_has_liberty", point: "cc", liberties: ["dc"] }, 5)).toBe(
      "Die Kette auf C3 steht noch: Sie hat die Freiheit D3.",
    );
    expect(whySentence({ code: "refused", point: "aa", color: "W", reason: "suicide" }, 9)).toBe(
      "Weiß darf nicht auf A9 setzen: Der Stein hätte keine Freiheit (Selbstmord).",
    );
    setLocale("en");
    expect(whySentence(liberties, 5)).toBe("The chain on C3 has 2 liberties: B3 and D3.");
    expect(whySentence({ code: "too_high", color: "W" }, 9)).toBe("The number for White is too high.");
    expect(
      whySentence({ code: "none_held", facts: [{ code: "no_chain", point: "ee" }, { code: "wrong_winner" }] }, 9),
    ).toBe("There is no stone on E5. The winner is wrong.");
  });
});

describe("Meine Aufgaben", () => {
  it("lists the teacher's exercises, opens one in the lesson player and deletes one", async () => {
    const saved = [
      { lesson: "my-exercises", page: "e1", title: "Fang den Stein", solved: true },
      { lesson: "my-exercises", page: "e2", title: "Ko", solved: false },
    ];
    const ipc = fakeIpc({
      learnCourse: vi.fn(() => Promise.resolve(COURSE)),
      myExercises: vi.fn().mockResolvedValueOnce(saved).mockResolvedValueOnce(saved.slice(1)),
    });
    const openLesson = vi.fn();
    mounted = mount(<LearnScreen ipc={ipc} openLesson={openLesson} openGlossary={vi.fn()} openRules={vi.fn()} />);
    await settle();
    const root = mounted.container;
    expect(get(root, "#my-exercise-e1").getAttribute("aria-label")).toBe("„Fang den Stein“ lösen");
    expect(get(root, "#my-exercise-e1").textContent).toContain("gelöst");
    click(get(root, "#my-exercise-e2"));
    expect(openLesson).toHaveBeenCalledWith("my-exercises", "e2");
    click(get(root, "#my-exercise-e1-delete"));
    await settle();
    expect(ipc.deleteMyExercise).toHaveBeenCalledWith("e1");
    expect(root.querySelector("#my-exercise-e1")).toBeNull();
  });
});
