import { useState, type KeyboardEvent, type PointerEvent } from "react";
import { AWAIT_LIVE } from "~/lib/early-presses";

/** How the visitor asked for a menu before its code had arrived: it opens the same way once there. */
export type MenuIntent = "hover" | "keyboard" | "press" | null;

const OPEN_KEYS = new Set(["Enter", " ", "ArrowDown"]);

/**
 * A menu's light stand-in trigger: the page ships this button, and the menu itself (Radix, with
 * its positioning engine) is fetched on the first hover, focus or press. The real trigger then
 * takes its place, opened as asked and focused if this one was. Pressed before the page is live,
 * it is pressed again once it is (lib/early-presses): a click alone then asks for the menu. Until
 * the menu's code is there, a press or a key leaves it busy.
 */
export function useMenuTrigger(menu: { request(): void }, { openOnHover }: { openOnHover: boolean }) {
  const [intent, setIntent] = useState<MenuIntent>(null);
  const [focused, setFocused] = useState(false);
  const triggerProps = {
    type: "button" as const,
    ...AWAIT_LIVE,
    "aria-haspopup": "menu" as const,
    "aria-expanded": false,
    "aria-busy": intent === "press" || intent === "keyboard" ? true : undefined,
    onPointerEnter: (event: PointerEvent) => {
      menu.request();
      if (openOnHover && event.pointerType === "mouse") setIntent("hover");
    },
    onPointerLeave: (event: PointerEvent) => {
      if (event.pointerType === "mouse") setIntent((current) => (current === "hover" ? null : current));
    },
    onPointerDown: (event: PointerEvent) => {
      if (event.button !== 0) return;
      setIntent("press");
      menu.request();
    },
    onClick: () => {
      setIntent((current) => (current === "keyboard" ? current : "press"));
      menu.request();
    },
    onFocus: () => {
      setFocused(true);
      menu.request();
    },
    onBlur: () => setFocused(false),
    onKeyDown: (event: KeyboardEvent) => {
      if (!OPEN_KEYS.has(event.key)) return;
      event.preventDefault();
      setIntent("keyboard");
      menu.request();
    },
  };
  return { intent, focused, triggerProps };
}
