import { AlertDialog } from "radix-ui";
import type { ReactNode } from "react";

export type ConfirmDialogProps = {
  /** A button: it opens the dialog. */
  trigger: ReactNode;
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
};

/** The confirm dialog itself (Radix AlertDialog), fetched when its trigger is first used: see confirm-dialog.tsx. */
export function ConfirmDialogContent({
  title,
  message,
  confirmLabel = "Confirmer",
  cancelLabel = "Annuler",
  onConfirm,
  onClose,
  returnFocusTo,
}: Omit<ConfirmDialogProps, "trigger"> & { onClose: () => void; returnFocusTo: () => HTMLElement | null }) {
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="mm-overlay fixed inset-0 z-50 bg-ink/60" />
        <AlertDialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo()?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-paper p-6 shadow-2xl"
        >
          <AlertDialog.Title className="font-display text-2xl">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-ink/80">{message}</AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel className="rounded border border-ink/30 px-4 py-2 hover:bg-ink/5">{cancelLabel}</AlertDialog.Cancel>
            <AlertDialog.Action onClick={onConfirm} className="rounded bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800">
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
