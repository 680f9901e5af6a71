import { Toaster as Sonner } from "sonner";
import { TOAST_LIMIT } from "~/lib/notify";

export function Toaster() {
  return <Sonner position="top-center" visibleToasts={TOAST_LIMIT} richColors closeButton toastOptions={{ closeButton: true }} />;
}
