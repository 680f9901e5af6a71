import { whenNoPress } from "./early-presses";
import { onDemand } from "./on-demand";

/**
 * The toast library and the toast area are fetched with the first toast, not with every page: the
 * area mounts then (components/ui/toaster.tsx), and the toasts asked for meanwhile show in order once it has.
 */
export const toastLibrary = onDemand(() => import("./toast-area"));

type Toast = Awaited<ReturnType<typeof toastLibrary.load>>["toast"];
type ToastId = string | number;

let lastId = 0;

function show(run: (toast: Toast, id: ToastId) => void, id: ToastId = `toast-${++lastId}`): ToastId {
  toastLibrary
    .load()
    // Not under a press in progress (early-presses.ts): it comes once the finger is lifted, in order.
    .then(({ toast, mounted }) => mounted.then(() => whenNoPress(() => run(toast, id))))
    .catch(() => undefined); // the library could not be fetched (offline): the page says its result anyway
  return id;
}

// Toast timings of the specification: success 2 s, blank and error 4 s, loading until dismissed.
export const notify = {
  success: (message: string, options?: { duration?: number }) => show((toast, id) => toast.success(message, { id, duration: 2000, ...options })),
  error: (message: string, options?: { duration?: number }) => show((toast, id) => toast.error(message, { id, duration: 4000, ...options })),
  info: (message: string, options?: { duration?: number }) => show((toast, id) => toast(message, { id, duration: 4000, ...options })),
  loading: (message: string) => show((toast, id) => toast.loading(message, { id, duration: Infinity })),
  dismiss: (id?: ToastId) => {
    show((toast) => toast.dismiss(id));
  },
};
