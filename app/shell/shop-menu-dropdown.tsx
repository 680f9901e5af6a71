import { DropdownMenu } from "radix-ui";
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from "react";
import type { MenuIntent } from "./menu-trigger";
import { Link } from "react-router";
import { ChevronDownIcon, ChevronRightIcon } from "~/components/ui/icons";
import { KITS_LABEL, kitLinks, shopLinks, shopMenuTriggerClass } from "./nav-links";

/** Grace period so the pointer can travel from the trigger to the menu (and to the Kits sub-menu). */
const HOVER_CLOSE_DELAY_MS = 180;

type CloseReason = "hover" | "outside" | "tab-forward" | "tab-back" | "other";

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Focuses the next tabbable element after `from` in document order (the menu is already gone). */
function focusNextTabbable(from: HTMLElement) {
  const all = Array.from(document.querySelectorAll<HTMLElement>(TABBABLE)).filter((el) => el.tabIndex >= 0 && el.getClientRects().length > 0);
  const next = all[all.indexOf(from) + 1];
  (next ?? from).focus();
}

const isMouse = (event: ReactPointerEvent) => event.pointerType === "mouse";

const itemClass =
  "flex w-full cursor-pointer items-center justify-between rounded px-3 py-2 text-sm text-ink outline-none select-none data-[highlighted]:bg-ink data-[highlighted]:text-paper data-[state=open]:bg-ink/10";

const contentClass = "z-50 min-w-56 rounded-md border border-ink/10 bg-paper p-1.5 shadow-xl shadow-ink/20 mm-pop-in";

/**
 * The 'Boutique' dropdown of the desktop bar (fetched on demand, see shop-menu.tsx).
 * - Mouse: opens on hover, closes shortly after the pointer leaves trigger and menus; a click keeps it open.
 * - Touch: tap toggles (Radix default).
 * - Keyboard: Enter / Space / ArrowDown open (first item focused), arrows move, ArrowRight / Enter open
 *   'Kits', Escape closes and returns focus to the trigger, Tab closes and moves on to the next control.
 */
export function ShopMenuDropdown({ intent, focusTrigger }: { intent: MenuIntent; focusTrigger: boolean }) {
  // Loaded on the first hover, focus or press of the light trigger (shop-menu.tsx): it opens as that asked.
  const [open, setOpen] = useState(intent !== null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const openedByHover = useRef(intent === "hover");
  const closeReason = useRef<CloseReason>("other");
  const focusWasInside = useRef(false);

  useEffect(() => {
    if (focusTrigger) triggerRef.current?.focus({ preventScroll: true });
    return () => window.clearTimeout(closeTimer.current);
  }, [focusTrigger]);

  const cancelClose = () => window.clearTimeout(closeTimer.current);

  const close = (reason: CloseReason) => {
    cancelClose();
    closeReason.current = reason;
    focusWasInside.current = !!(document.activeElement as HTMLElement | null)?.closest("[data-radix-menu-content]");
    setOpen(false);
  };

  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = window.setTimeout(() => close("hover"), HOVER_CLOSE_DELAY_MS);
  };

  const onOpenChange = (next: boolean) => {
    if (next) {
      cancelClose();
      openedByHover.current = false;
      setOpen(true);
    } else if (open) {
      close(closeReason.current === "outside" ? "outside" : "other");
    }
  };

  // Opening on hover must not steal focus (e.g. from the search field). Radix Menu honours
  // onOpenAutoFocus but DropdownMenu's types do not list it; should it be ignored, Radix's default
  // (focus the menu) applies, which is still correct.
  const hoverFocusGuard = {
    onOpenAutoFocus: (event: Event) => {
      if (openedByHover.current) event.preventDefault();
    },
  } as Record<string, unknown>;

  // Pointer handlers shared by the trigger, the menu and the Kits sub-menu.
  const hoverHandlers = {
    onPointerEnter: (e: ReactPointerEvent) => {
      if (isMouse(e)) cancelClose();
    },
    onPointerMove: (e: ReactPointerEvent) => {
      if (isMouse(e)) cancelClose();
    },
    onPointerLeave: (e: ReactPointerEvent) => {
      if (isMouse(e)) scheduleClose();
    },
  };

  return (
    <DropdownMenu.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <DropdownMenu.Trigger
        ref={triggerRef}
        className={shopMenuTriggerClass}
        {...hoverHandlers}
        onPointerEnter={(e) => {
          if (!isMouse(e)) return;
          cancelClose();
          if (!open) {
            openedByHover.current = true;
            closeReason.current = "other";
            setOpen(true);
          }
        }}
        onPointerDown={(e) => {
          // Hover already opened it: a click must not toggle it closed.
          if (isMouse(e) && open) e.preventDefault();
        }}
      >
        Boutique
        <ChevronDownIcon size={16} className="transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={8}
          className={contentClass}
          {...hoverHandlers}
          {...hoverFocusGuard}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            const trigger = triggerRef.current;
            if (!trigger) return;
            const reason = closeReason.current;
            closeReason.current = "other";
            if (reason === "tab-forward") focusNextTabbable(trigger);
            else if (reason === "tab-back") trigger.focus();
            else if (reason !== "outside" && focusWasInside.current) trigger.focus({ preventScroll: true });
          }}
          onInteractOutside={(e) => {
            // The trigger handles its own clicks (see onPointerDown).
            if (triggerRef.current?.contains(e.target as Node)) e.preventDefault();
            else closeReason.current = "outside";
          }}
          onKeyDown={(e) => {
            if (e.key !== "Tab") return;
            e.preventDefault();
            close(e.shiftKey ? "tab-back" : "tab-forward");
          }}
        >
          {shopLinks.map((link) => (
            <DropdownMenu.Item key={link.to} asChild className={itemClass}>
              <Link to={link.to}>{link.label}</Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-ink/10" />
          <DropdownMenu.Sub>
            <DropdownMenu.SubTrigger className={itemClass}>
              {KITS_LABEL}
              <ChevronRightIcon size={16} />
            </DropdownMenu.SubTrigger>
            <DropdownMenu.Portal>
              <DropdownMenu.SubContent sideOffset={6} alignOffset={-6} className={contentClass} {...hoverHandlers}>
                {kitLinks.map((link) => (
                  <DropdownMenu.Item key={link.to} asChild className={itemClass}>
                    <Link to={link.to}>{link.label}</Link>
                  </DropdownMenu.Item>
                ))}
              </DropdownMenu.SubContent>
            </DropdownMenu.Portal>
          </DropdownMenu.Sub>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
