import { toastLibrary } from "~/lib/notify";

/** The toast area, drawn once the first toast has fetched it with the library (see lib/notify.ts). */
export function Toaster() {
  const library = toastLibrary.use();
  return library ? <library.ToastArea /> : null;
}
