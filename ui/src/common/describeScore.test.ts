import { afterEach, describe, expect, it } from "vitest";
import { setLocale } from "../i18n";
import type { GroupVerdict } from "../ipc";
import { unsureText } from "./describeScore";

// A doubted group is named as a group, so the status agrees with it in
// languages whose adjectives have a gender (a QA pass found "белые, мёртвая").
describe("a group the dead-stone proposal doubts", () => {
  afterEach(() => setLocale("de"));
  const white: GroupVerdict = { color: "W", stones: ["cg"], status: "dead", confidence: 69 };

  it("agrees in gender with its status in Russian and Polish", () => {
    setLocale("ru");
    expect(unsureText(white, 9)).toBe("C3: группа белых, мёртвая, уверенность 69 %");
    setLocale("pl");
    expect(unsureText(white, 9)).toBe("C3: grupa białych, martwa, pewność 69%");
    setLocale("de");
    expect(unsureText(white, 9)).toBe("C3: Weiß, tot, zu 69 % sicher");
  });
});
