import { Dialog as Primitive } from "radix-ui";
import type { ReactNode } from "react";

const frames = {
  /** A sheet from the bottom on a phone, a centred box from `sm` up. */
  modal:
    "fixed inset-x-0 bottom-0 z-50 max-h-[94dvh] overflow-y-auto rounded-t-xl bg-paper p-5 shadow-2xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl sm:p-7",
  /** A panel along the right edge, full height (the cart). */
  sheet: "mm-sheet fixed inset-y-0 right-0 z-50 flex h-dvh w-full max-w-md flex-col bg-paper text-ink shadow-2xl outline-none",
} as const;

const widths = { sm: "sm:w-[34rem]", md: "sm:w-[36rem]", lg: "sm:w-[40rem]" } as const;

export type DialogProps = {
  title: ReactNode;
  /** Read with the title when the dialog opens; none when the title says it all. */
  description?: ReactNode;
  children: ReactNode;
  /** The close button's accessible name. */
  closeLabel?: string;
  /** The button that opens it, for a dialog that holds its own state. */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** 'modal' (default) or 'sheet'; `width` sets a modal's width from `sm` up. */
  variant?: keyof typeof frames;
  width?: keyof typeof widths;
  /** Where focus goes on close, when not the trigger (a dialog opened from a menu, say). */
  returnFocusTo?: () => HTMLElement | null | undefined;
  onOpenAutoFocus?: (event: Event) => void;
  /** Replaces the title bar (the sheet's header shows a count and its own close button). */
  header?: (parts: { Title: typeof Primitive.Title; Description: typeof Primitive.Description; Close: typeof Primitive.Close }) => ReactNode;
  id?: string;
  "data-testid"?: string;
};

/**
 * Every dialog and sheet of the site (Radix Dialog): focus kept inside, Escape and the overlay
 * close it, focus goes back to what opened it. One frame, one title bar, one close button.
 */
export function Dialog({
  title,
  description,
  children,
  closeLabel = "Fermer",
  trigger,
  open,
  onOpenChange,
  variant = "modal",
  width = "md",
  returnFocusTo,
  onOpenAutoFocus,
  header,
  id,
  "data-testid": testId,
}: DialogProps) {
  return (
    <Primitive.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <Primitive.Trigger asChild>{trigger}</Primitive.Trigger> : null}
      <Primitive.Portal>
        <Primitive.Overlay className="mm-overlay fixed inset-0 z-50 bg-ink/60" />
        <Primitive.Content
          id={id}
          data-testid={testId}
          {...(description === undefined ? { "aria-describedby": undefined } : {})}
          onOpenAutoFocus={onOpenAutoFocus}
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo) return;
            const target = returnFocusTo();
            if (!target?.isConnected) return;
            event.preventDefault();
            target.focus({ preventScroll: true });
          }}
          className={variant === "modal" ? `${frames.modal} ${widths[width]}` : frames.sheet}
        >
          {header ? (
            header({ Title: Primitive.Title, Description: Primitive.Description, Close: Primitive.Close })
          ) : (
            <>
              <div className="flex items-start justify-between gap-4">
                <Primitive.Title className="font-display text-2xl">{title}</Primitive.Title>
                <Primitive.Close aria-label={closeLabel} className="rounded p-1 text-2xl leading-none hover:bg-ink/10">
                  <span aria-hidden="true">×</span>
                </Primitive.Close>
              </div>
              {description !== undefined ? <Primitive.Description className="mt-1 text-muted">{description}</Primitive.Description> : null}
            </>
          )}
          {children}
        </Primitive.Content>
      </Primitive.Portal>
    </Primitive.Root>
  );
}

/** A button inside a dialog that closes it (e.g. 'Annuler'). */
export const DialogClose = Primitive.Close;
