import { useRouteLoaderData } from "react-router";
import { NEWSLETTER_FORM } from "../form-id";

/** The form's answer when the browser posted it itself (the API sent it back with the page's one-time message). */
export type SentAnswer = { type: string; message: string; form?: string; field?: string };

/**
 * The answer to the newsletter form when a browser without scripts posted it: the API sent it
 * back here with the answer as the page's one-time message (the root's flash).
 */
export function useAnswerSentWithoutScripts(): SentAnswer | null {
  const root = useRouteLoaderData("root") as { flash?: SentAnswer | null } | undefined;
  return root?.flash?.form === NEWSLETTER_FORM ? root.flash : null;
}
