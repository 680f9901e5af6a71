import { runInNewContext } from "node:vm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EARLY_PRESS_SCRIPT, whenNoPress } from "./early-presses";

type Listener = (event: object) => void;

/** A window's listeners as the browser keeps them: by type, function and phase, in order. (Node's own target does not remove a capture listener.) */
class Page {
  private listeners: Array<{ type: string; listener: Listener; capture: boolean }> = [];
  addEventListener = (type: string, listener: Listener, capture = false) => {
    if (!this.listeners.some((l) => l.type === type && l.listener === listener && l.capture === capture)) this.listeners.push({ type, listener, capture });
  };
  removeEventListener = (type: string, listener: Listener, capture = false) => {
    this.listeners = this.listeners.filter((l) => !(l.type === type && l.listener === listener && l.capture === capture));
  };
  dispatch(event: { type: string; pointerId: number; buttons: number; isPrimary: boolean }) {
    for (const l of this.listeners.filter((l) => l.type === event.type)) if (this.listeners.includes(l)) l.listener(event);
  }
}

// The head's script and `whenNoPress` on one window, with the globals they use.
let page: Page;

/** A pointer event; the first finger down (or the mouse) is the primary pointer. */
function pointer(type: string, pointerId: number, buttons: number, isPrimary = pointerId <= 2) {
  page.dispatch({ type, pointerId, buttons, isPrimary });
}

beforeEach(() => {
  page = new Page();
  // As in a browser, the window is the script's global object.
  const scope: Record<string, unknown> = { addEventListener: page.addEventListener, removeEventListener: page.removeEventListener };
  scope.window = scope;
  runInNewContext(EARLY_PRESS_SCRIPT, scope);
  Object.assign(globalThis, scope);
});

afterEach(() => {
  for (const name of ["window", "addEventListener", "removeEventListener", "__early", "__pressed"]) Reflect.deleteProperty(globalThis, name);
});

describe("whenNoPress", () => {
  it("runs at once when no pointer is down", () => {
    let ran = 0;
    whenNoPress(() => ran++);
    expect(ran).toBe(1);
  });

  it("waits for the press begun before to end, then runs once", () => {
    pointer("pointerdown", 1, 1);
    let ran = 0;
    whenNoPress(() => ran++);
    pointer("pointermove", 1, 1);
    expect(ran).toBe(0);
    pointer("pointerup", 1, 0);
    expect(ran).toBe(1);
    pointer("pointerdown", 1, 1);
    pointer("pointerup", 1, 0);
    expect(ran).toBe(1);
  });

  it("waits for the last of two fingers; a cancelled touch ends its press too", () => {
    pointer("pointerdown", 2, 1);
    pointer("pointerdown", 3, 1);
    let ran = 0;
    whenNoPress(() => ran++);
    pointer("pointerup", 2, 0);
    expect(ran).toBe(0);
    pointer("pointercancel", 3, 0);
    expect(ran).toBe(1);
  });

  it("takes a mouse moving with no button down as let go (released outside the window)", () => {
    pointer("pointerdown", 1, 1);
    let ran = 0;
    whenNoPress(() => ran++);
    pointer("pointermove", 1, 0);
    expect(ran).toBe(1);
  });

  it("a mouse with another button still down is still pressed", () => {
    pointer("pointerdown", 1, 3);
    let ran = 0;
    whenNoPress(() => ran++);
    pointer("pointerup", 1, 2);
    expect(ran).toBe(0);
    pointer("pointerup", 1, 0);
    expect(ran).toBe(1);
  });

  it("forgets a finger never seen lifted once a new first finger comes down", () => {
    pointer("pointerdown", 2, 1);
    let ran = 0;
    whenNoPress(() => ran++);
    pointer("pointerdown", 2 + 1000, 1, true);
    pointer("pointerup", 2 + 1000, 0);
    expect(ran).toBe(1);
  });

  it("stopped, it never runs", () => {
    pointer("pointerdown", 1, 1);
    let ran = 0;
    const stop = whenNoPress(() => ran++);
    stop();
    pointer("pointerup", 1, 0);
    expect(ran).toBe(0);
  });
});
