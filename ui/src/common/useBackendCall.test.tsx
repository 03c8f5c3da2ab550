import { act } from "preact/test-utils";
import { afterEach, describe, expect, it } from "vitest";
import type { CommandError } from "../ipc";
import { mount } from "../testing/dom";
import type { Mounted } from "../testing/dom";
import { useBackendCall } from "./useBackendCall";
import type { BackendCalls } from "./useBackendCall";

/** A call whose answer the test gives (or refuses) when it likes. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const REFUSED: CommandError = { code: "not_now" };

let calls: BackendCalls;
let mounted: Mounted | null = null;
function Probe() {
  calls = useBackendCall();
  return <p id="failure">{calls.failure?.code ?? ""}</p>;
}
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

const settle = () => act(async () => await new Promise((done) => setTimeout(done, 0)));

describe("a backend call", () => {
  it("keeps the latest call's answer when the answers arrive out of order", async () => {
    mounted = mount(<Probe />);
    const first = deferred<string>();
    const second = deferred<string>();
    const taken: string[] = [];
    const done1 = calls.run(
      () => first.promise,
      (a) => taken.push(a),
    );
    const done2 = calls.run(
      () => second.promise,
      (a) => taken.push(a),
    );
    second.resolve("second");
    await settle();
    first.resolve("first");
    await settle();
    expect(taken).toEqual(["second"]);
    expect(await done1).toBe(true);
    expect(await done2).toBe(true);
  });

  it("takes every answer that arrives in order", async () => {
    mounted = mount(<Probe />);
    const taken: string[] = [];
    const first = deferred<string>();
    const second = deferred<string>();
    void calls.run(
      () => first.promise,
      (a) => taken.push(a),
    );
    void calls.run(
      () => second.promise,
      (a) => taken.push(a),
    );
    first.resolve("first");
    await settle();
    second.resolve("second");
    await settle();
    expect(taken).toEqual(["first", "second"]);
  });

  it("lets calls on different channels answer independently", async () => {
    mounted = mount(<Probe />);
    const taken: string[] = [];
    const page = deferred<string>();
    void calls.run(
      () => page.promise,
      (a) => taken.push(a),
      { channel: "page" },
    );
    void calls.run(
      () => Promise.resolve("marking"),
      (a) => taken.push(a),
      { channel: "marking" },
    );
    await settle();
    page.resolve("page");
    await settle();
    expect(taken).toEqual(["marking", "page"]);
  });

  it("records a failure, says it, and the next answer clears it", async () => {
    mounted = mount(<Probe />);
    const heard: CommandError[] = [];
    let done = calls.run(
      () => Promise.reject(REFUSED),
      () => undefined,
      { onFailure: (f) => heard.push(f) },
    );
    await settle();
    expect(await done).toBe(false);
    expect(heard).toEqual([REFUSED]);
    expect(mounted.container.textContent).toBe("not_now");
    expect(calls.announcement.text).not.toBe("");
    done = calls.run(
      () => Promise.resolve(1),
      () => undefined,
    );
    await settle();
    expect(await done).toBe(true);
    expect(mounted.container.textContent).toBe("");
  });

  it("records nothing of a quiet call's failure", async () => {
    mounted = mount(<Probe />);
    void calls.run(
      () => Promise.reject(REFUSED),
      () => undefined,
      { quiet: true },
    );
    await settle();
    expect(mounted.container.textContent).toBe("");
    expect(calls.announcement.text).toBe("");
  });

  it("drops the answers and failures of calls sent before `forget`", async () => {
    mounted = mount(<Probe />);
    const answer = deferred<string>();
    const refusal = deferred<string>();
    const taken: string[] = [];
    void calls.run(
      () => answer.promise,
      (a) => taken.push(a),
    );
    void calls.run(
      () => refusal.promise,
      (a) => taken.push(a),
    );
    calls.forget();
    answer.resolve("old");
    refusal.reject(REFUSED);
    await settle();
    expect(taken).toEqual([]);
    expect(mounted.container.textContent).toBe("");
    void calls.run(
      () => Promise.resolve("new"),
      (a) => taken.push(a),
    );
    await settle();
    expect(taken).toEqual(["new"]);
  });

  it("sets nothing once the component is unmounted", async () => {
    mounted = mount(<Probe />);
    const answer = deferred<string>();
    const refusal = deferred<string>();
    const taken: string[] = [];
    const heard: CommandError[] = [];
    void calls.run(
      () => answer.promise,
      (a) => taken.push(a),
    );
    void calls.run(
      () => refusal.promise,
      () => undefined,
      { onFailure: (f) => heard.push(f) },
    );
    mounted.unmount();
    mounted = null;
    answer.resolve("late");
    refusal.reject(REFUSED);
    await settle();
    expect(taken).toEqual([]);
    expect(heard).toEqual([]);
  });
});
