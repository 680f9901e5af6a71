import { Toaster as Sonner } from "sonner";
import { TOAST_LIMIT } from "~/lib/notify";

export function Toaster() {
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
