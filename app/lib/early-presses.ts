import { useLayoutEffect } from "react";

/**
 * Presses made before the page is live. The server's HTML shows every button at once, but a
 * button's handler exists only once React has hydrated the page, which on a phone takes a second or
 * more after the HTML arrived. A button marked with `data-await-live` is not lost meanwhile: this
 * inline script (in the document's head, before any other) catches its press, marks it busy
 * (`aria-busy`, styled in app.css) and keeps it; once the page is live, `releaseEarlyPresses`
 * presses each kept button again, now with its handler. A button pressed twice before that counts
 * once (a second 'Ajouter au panier' out of impatience adds nothing), but a stepper's − and +
 * (`AWAIT_LIVE_EACH`) count each press. Links and forms need no mark: they work without scripts.
 * The script also counts the pointers pressed (`whenNoPress`): what comes over the page once it is
 * live waits for a press to end.
 */
export const AWAIT_LIVE = { "data-await-live": "" } as const;

/** For a stepper's − and +: each press is a count, so each one made before the page is live is carried out. */
export const AWAIT_LIVE_EACH = { "data-await-live": "each" } as const;

/** Kept short and readable: it is written into every page as it is. */
export const EARLY_PRESS_SCRIPT =
  'window.__early=[];addEventListener("click",function(e){if(window.__live)return;var b=e.target.closest&&e.target.closest("[data-await-live]");' +
  'if(!b)return;e.preventDefault();e.stopImmediatePropagation();if(b.getAttribute("data-await-live")=="each"||window.__early.indexOf(b)<0)window.__early.push(b);b.setAttribute("aria-busy","true")},true);' +
  // The pointers pressed now (a finger, a mouse button), for `whenNoPress`. A first finger down
  // means no other is: one never seen lifted is forgotten then.
  'window.__pressed=new Set;addEventListener("pointerdown",function(e){e.isPrimary&&__pressed.clear();__pressed.add(e.pointerId)},true);' +
  '["pointerup","pointercancel","pointermove"].forEach(function(t){addEventListener(t,function(e){e.buttons||__pressed.delete(e.pointerId)},true)})';

/**
 * A choice made in the server's HTML before the page was live (a radio picked, a number typed):
 * React keeps what the field shows when it hydrates the page, but its state still holds the
 * server's value, which the next render would put back. Once, as the field becomes live, `take`
 * gets what the field shows (`read`) when it differs from `current`.
 */
export function useChoiceMadeEarly(read: () => string | null | undefined, current: string, take: (shown: string) => void) {
  useLayoutEffect(() => {
    const shown = read();
    if (shown != null && shown !== current) take(shown);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the server's field becomes live
  }, []);
}

type EarlyWindow = Window & { __early?: Element[]; __live?: boolean; __pressed?: Set<number> };

const RELEASES = ["pointerup", "pointercancel", "pointermove"] as const;

/**
 * Runs `then` once no finger or mouse button is down: at once when none is, else when the last one
 * is lifted. Something that comes up over the page as it goes live (the consent banner) waits with
 * it, so that a press begun on the page ends where it began instead of on what came over it.
 * Returns what stops the wait.
 */
export function whenNoPress(then: () => void): () => void {
  const pressed = (window as EarlyWindow).__pressed;
  if (!pressed || pressed.size === 0) {
    then();
    return () => undefined;
  }
  // Listening after the head's script, these see the set once it has let the pointer go.
  const stop = () => RELEASES.forEach((type) => removeEventListener(type, check, true));
  function check() {
    if (pressed!.size > 0) return;
    stop();
    then();
  }
  RELEASES.forEach((type) => addEventListener(type, check, true));
  return stop;
}

/**
 * Called once the page is live (the root's effect, after every other): presses the kept buttons, in
 * the order they were pressed, each in a task of its own. Outside React's commit, each press is
 * carried out and drawn before the next: a '+' pressed before 'Ajouter au panier' counts in what is
 * added.
 */
export function releaseEarlyPresses() {
  const early = window as EarlyWindow;
  early.__live = true;
  const kept = early.__early?.splice(0) ?? [];
  const pressNext = () => {
    const button = kept.shift();
    if (!button) return;
    button.removeAttribute("aria-busy");
    if (button.isConnected && button instanceof HTMLElement) button.click();
    if (kept.length > 0) setTimeout(pressNext, 0);
  };
  if (kept.length > 0) setTimeout(pressNext, 0);
}
