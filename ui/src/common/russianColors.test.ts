import { afterEach, describe, expect, it } from "vitest";
import { setLocale, t } from "../i18n";
import { colorName } from "./describeGame";

// Russian names the sides «чёрные»/«белые» (ui/src/i18n/terms/ru.md): capitalised
// only where the name starts a sentence or stands alone, declined where the sentence asks.
describe("Russian colour names inside sentences", () => {
  afterEach(() => setLocale("de"));

  it("are lower-case and declined mid-sentence, capitalised at its start", () => {
    setLocale("ru");
    expect(t("play.turn", { color: colorName("W") })).toBe("Ход белых");
    expect(t("play.resignConfirm", { color: colorName("B") })).toBe("Да, чёрные сдаются");
    expect(t("lesson.task.forbidden", { color: colorName("B") })).toBe(
      "Щёлкните по пункту, куда чёрным ходить нельзя.",
    );
    expect(t("teach.alternateNext", { color: colorName("W") })).toBe("Дальше ходят белые");
    expect(t("result.resignation", { color: colorName("W") })).toMatch(/^Белые /);
  });
});
