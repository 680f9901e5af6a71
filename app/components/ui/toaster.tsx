import { useEffect } from "react";
import { markToasterMounted, TOAST_LIMIT, toastLibrary } from "~/lib/notify";

/** Mounts the toast area once the first toast has fetched the library (see lib/notify.ts). */
export function Toaster() {
  const sonner = toastLibrary.use();
  if (!sonner) return null;
  return <MountedToaster Sonner={sonner.Toaster} />;
}

function MountedToaster({ Sonner }: { Sonner: NonNullable<ReturnType<typeof toastLibrary.use>>["Toaster"] }) {
  // Effects run child first: by now sonner's Toaster listens for toasts.
  useEffect(markToasterMounted, []);
  // Placed below the header (see --mm-toast-top in app.css) so a toast never covers the navigation.
  const top = "var(--mm-toast-top, 1.5rem)";
  return (
    <Sonner
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
