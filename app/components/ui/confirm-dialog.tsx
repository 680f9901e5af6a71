import { cloneElement, isValidElement, useState, type MouseEvent, type ReactElement } from "react";
import { onDemand } from "~/lib/on-demand";
import type { ConfirmDialogProps } from "./confirm-dialog-content";

const content = onDemand(() => import("./confirm-dialog-content"));

type TriggerProps = { onClick?: (event: MouseEvent<HTMLElement>) => void };

/**
 * The shared confirm dialog (spec section 2): a title, a message, 'Confirmer' and 'Annuler'.
 * Focus starts on 'Annuler', Escape cancels, and focus returns to the trigger on close. Its code
 * (Radix AlertDialog) is fetched when the trigger is hovered, focused or pressed.
 */
export function ConfirmDialog({ trigger, ...dialog }: ConfirmDialogProps) {
  // The button that opened the dialog, while it is open: focus goes back to it on close.
  const [openedBy, setOpenedBy] = useState<HTMLElement | null>(null);
  const loaded = content.use();
  if (!isValidElement<TriggerProps>(trigger)) throw new Error("ConfirmDialog needs an element as its trigger");
  const button = cloneElement(trigger as ReactElement<TriggerProps & Record<string, unknown>>, {
    "aria-haspopup": "dialog",
    onPointerEnter: content.request,
    onFocus: content.request,
    onClick: (event: MouseEvent<HTMLElement>) => {
      trigger.props.onClick?.(event);
      content.request();
      setOpenedBy(event.currentTarget);
    },
  });
  return (
    <>
      {button}
      {openedBy && loaded ? <loaded.ConfirmDialogContent {...dialog} onClose={() => setOpenedBy(null)} returnFocusTo={() => openedBy} /> : null}
    </>
  );
}
