//! Small helpers for component tests (jsdom): mount a Preact tree, fire
//! user events inside `act`, wait for promises to settle. Test support only;
//! no production module imports this.

import { render } from "preact";
import type { ComponentChild } from "preact";
import { act } from "preact/test-utils";

/** A mounted tree and a way to take it down. */
export interface Mounted {
  container: HTMLElement;
  unmount: () => void;
}

/** Renders `tree` into a fresh container attached to the document. */
export function mount(tree: ComponentChild): Mounted {
  const container = document.createElement("div");
  document.body.appendChild(container);
  act(() => render(tree, container));
  return {
    container,
    unmount: () => {
      act(() => render(null, container));
      container.remove();
    },
  };
}

/** The single element matching `selector`, or a failed test. */
export function get<E extends Element = HTMLElement>(root: ParentNode, selector: string): E {
  const element = root.querySelector<E>(selector);
  if (!element) throw new Error(`no element matches ${selector}`);
  return element;
}

/** Clicks an element as a user would. */
export function click(element: Element): void {
  act(() => {
    element.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
  });
}

/** Presses a key on an element (keydown, bubbling). */
export function press(element: Element, key: string, modifiers: KeyboardEventInit = {}): void {
  act(() => {
    element.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true, ...modifiers }));
  });
}

/** Types `value` into an input or select and fires `input` and `change`. */
export function type(element: HTMLInputElement | HTMLSelectElement, value: string): void {
  act(() => {
    element.value = value;
    element.dispatchEvent(new Event("input", { bubbles: true }));
    element.dispatchEvent(new Event("change", { bubbles: true }));
  });
}

/** Ticks/unticks a checkbox. */
export function check(element: HTMLInputElement, checked: boolean): void {
  act(() => {
    if (element.checked !== checked) element.click();
  });
}

/** Lets pending promises and the renders they cause finish. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}
