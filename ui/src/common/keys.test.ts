import { describe, expect, it } from "vitest";
import { latinLetter } from "./keys";

describe("the letter a key stands for", () => {
  it("is the Latin letter the key types, in lower case", () => {
    expect(latinLetter({ key: "b", code: "KeyB" })).toBe("b");
    expect(latinLetter({ key: "B", code: "KeyB" })).toBe("b");
    // AZERTY: the key where US keyboards have Q types A, and A counts.
    expect(latinLetter({ key: "a", code: "KeyQ" })).toBe("a");
    // QWERTZ: Ctrl+Z is the key marked Z.
    expect(latinLetter({ key: "z", code: "KeyY" })).toBe("z");
  });

  it("is the physical key's letter when the layout types another alphabet (Russian, Greek)", () => {
    expect(latinLetter({ key: "и", code: "KeyB" })).toBe("b");
    expect(latinLetter({ key: "И", code: "KeyB" })).toBe("b");
    expect(latinLetter({ key: "я", code: "KeyZ" })).toBe("z");
    expect(latinLetter({ key: "β", code: "KeyB" })).toBe("b");
  });

  it("is none for digits, punctuation and named keys", () => {
    // AZERTY: "," sits where US keyboards have M; it is not M.
    expect(latinLetter({ key: ",", code: "KeyM" })).toBeNull();
    expect(latinLetter({ key: "1", code: "Digit1" })).toBeNull();
    expect(latinLetter({ key: "Delete", code: "Delete" })).toBeNull();
    expect(latinLetter({ key: "ArrowLeft", code: "ArrowLeft" })).toBeNull();
    expect(latinLetter({ key: "ж", code: "Semicolon" })).toBeNull();
  });
});
