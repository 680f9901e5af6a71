import { runInNewContext } from "node:vm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EARLY_PRESS_SCRIPT, whenNoPress } from "./early-presses";

type Button = {
  attributes: Record<string, string>;
  closest(selector: string): Button | null;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
};

/** A button as the head's script reads it: its mark, and `aria-busy` once kept. */
function button(mark: string): Button {
  const self: Button = {
    attributes: { "data-await-live": mark },
    closest: (selector) => (selector === "[data-await-live]" ? self : null),
    getAttribute: (name) => self.attributes[name] ?? null,
    setAttribute: (name, value) => void (self.attributes[name] = value),
  };
  return self;
}

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
  dispatch(event: { type: string } & Record<string, unknown>) {
    for (const l of this.listeners.filter((l) => l.type === event.type)) if (this.listeners.includes(l)) l.listener(event);
  }
}

// The head's script and `whenNoPress` on one window, with the globals they use.
let page: Page;
let scope: Record<string, unknown>;

/** A pointer event; the first finger down (or the mouse) is the primary pointer. */
function pointer(type: string, pointerId: number, buttons: number, isPrimary = pointerId <= 2) {
  page.dispatch({ type, pointerId, buttons, isPrimary });
}

beforeEach(() => {
  page = new Page();
  // As in a browser, the window is the script's global object.
  scope = { addEventListener: page.addEventListener, removeEventListener: page.removeEventListener };
  scope.window = scope;
  runInNewContext(EARLY_PRESS_SCRIPT, scope);
  Object.assign(globalThis, scope);
});

afterEach(() => {
  for (const name of ["window", "addEventListener", "removeEventListener", "__early", "__pressed"]) Reflect.deleteProperty(globalThis, name);
});

describe("the head's script, before the page is live", () => {
  function press(target: Button) {
    const stopped: string[] = [];
    page.dispatch({ type: "click", target, preventDefault: () => stopped.push("default"), stopImmediatePropagation: () => stopped.push("propagation") });
    return stopped;
  }
  const kept = () => scope.__early as Button[];

  it("keeps a marked button once however often it is pressed, and marks it busy", () => {
    const add = button("");
    expect(press(add)).toEqual(["default", "propagation"]);
    press(add);
    expect(kept()).toEqual([add]);
    expect(add.attributes["aria-busy"]).toBe("true");
  });

  it("keeps each press of a stepper's button", () => {
    const more = button("each");
    press(more);
    press(more);
    expect(kept()).toEqual([more, more]);
  });

  it("leaves the presses alone once the page is live", () => {
    scope.__live = true;
    expect(press(button(""))).toEqual([]);
    expect(kept()).toEqual([]);
  });
});

describe("whenNoPress", () => {
  /** Starts a wait; `ran()` says how many times it has run since. */
  function waiting() {
    let runs = 0;
    const stop = whenNoPress(() => runs++);
    return { ran: () => runs, stop };
  }

  it("runs at once when no pointer is down", () => {
    expect(waiting().ran()).toBe(1);
  });

  it("waits for the press begun before to end, then runs once", () => {
    pointer("pointerdown", 1, 1);
    const wait = waiting();
    pointer("pointermove", 1, 1);
    expect(wait.ran()).toBe(0);
    pointer("pointerup", 1, 0);
    expect(wait.ran()).toBe(1);
    pointer("pointerdown", 1, 1);
    pointer("pointerup", 1, 0);
    expect(wait.ran()).toBe(1);
  });

  it("waits for the last of two fingers; a cancelled touch ends its press too", () => {
    pointer("pointerdown", 2, 1);
    pointer("pointerdown", 3, 1);
    const wait = waiting();
    pointer("pointerup", 2, 0);
    expect(wait.ran()).toBe(0);
    pointer("pointercancel", 3, 0);
    expect(wait.ran()).toBe(1);
  });

  it("takes a mouse moving with no button down as let go (released outside the window)", () => {
    pointer("pointerdown", 1, 1);
    const wait = waiting();
    pointer("pointermove", 1, 0);
    expect(wait.ran()).toBe(1);
  });

  it("a mouse with another button still down is still pressed", () => {
    pointer("pointerdown", 1, 3);
    const wait = waiting();
    pointer("pointerup", 1, 2);
    expect(wait.ran()).toBe(0);
    pointer("pointerup", 1, 0);
    expect(wait.ran()).toBe(1);
  });

  it("forgets a finger never seen lifted once a new first finger comes down", () => {
    pointer("pointerdown", 2, 1);
    const wait = waiting();
    pointer("pointerdown", 1002, 1, true);
    pointer("pointerup", 1002, 0);
    expect(wait.ran()).toBe(1);
  });

  it("stopped, it never runs", () => {
    pointer("pointerdown", 1, 1);
    const wait = waiting();
    wait.stop();
    pointer("pointerup", 1, 0);
    expect(wait.ran()).toBe(0);
  });
});
