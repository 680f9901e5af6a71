import { toast } from "sonner";

// Toast timings of the specification: success 2 s, blank and error 4 s, loading until dismissed.
export const TOAST_LIMIT = 20;

export const notify = {
  success: (message: string, options?: { duration?: number }) => toast.success(message, { duration: 2000, ...options }),
  error: (message: string, options?: { duration?: number }) => toast.error(message, { duration: 4000, ...options }),
  info: (message: string, options?: { duration?: number }) => toast(message, { duration: 4000, ...options }),
  loading: (message: string) => toast.loading(message, { duration: Infinity }),
  dismiss: (id?: string | number) => toast.dismiss(id),
};
