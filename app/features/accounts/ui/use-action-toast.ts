import { useEffect } from "react";
import { notify } from "~/lib/notify";

/** Shows the action's error as a toast (the spec's way of showing messages) each time one comes back. */
export function useActionErrorToast(actionData: { error?: string } | undefined) {
  useEffect(() => {
    if (actionData?.error) notify.error(actionData.error);
  }, [actionData]);
}
