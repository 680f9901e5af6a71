import { useEffect } from "react";
import { toast, Toaster } from "sonner";

export { toast };

/** The specification's limit of toasts shown at once. */
const TOAST_LIMIT = 20;

let toasterMounted: () => void = () => undefined;
/** Resolved once the toast area listens: toasts asked for before then wait for it. */
export const mounted = new Promise<void>((resolve) => {
  toasterMounted = resolve;
});

/**
 * Where toasts show, fetched with the toast library on the first toast (notify.ts), not with
 * the page: placed below the header (see --mm-toast-top in app.css), never over the navigation.
 */
export function ToastArea() {
  // Effects run child first: by now sonner's Toaster listens for toasts.
  useEffect(() => toasterMounted(), []);
  const top = "var(--mm-toast-top, 1.5rem)";
  return (
    <Toaster
      position="top-center"
      offset={{ top }}
      mobileOffset={{ top }}
      visibleToasts={TOAST_LIMIT}
      richColors
      closeButton
      toastOptions={{ closeButton: true }}
    />
  );
}
