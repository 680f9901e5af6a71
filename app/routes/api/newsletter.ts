import { safeRedirect } from "~/features/accounts/safe-redirect";
import { NEWSLETTER_FORM, newsletterMessages } from "~/features/newsletter/messages";
import { newsletterSchema } from "~/features/newsletter/schema";
import { NEWSLETTER_LIMIT, subscribeToNewsletter } from "~/features/newsletter/subscribe.server";
import { redirectWithFlash } from "~/lib/flash.server";
import { formAction } from "~/lib/form.server";
import type { Route } from "./+types/newsletter";

export async function action({ request }: Route.ActionArgs) {
  const answer = await formAction(
    request,
    { name: "newsletter subscription", schema: newsletterSchema, messages: newsletterMessages, limit: NEWSLETTER_LIMIT },
    (input) => subscribeToNewsletter(input),
  );
  if (answer instanceof Response || !isFormNavigation(request)) return answer;
  // The browser posted the form itself (no scripts): back to the page it was on, at the form,
  // which shows the answer. The address typed is not carried in the cookie.
  const result = answer.data;
  const aboutEmail = !result.ok && !!result.fieldErrors?.email;
  return redirectWithFlash(`${pageItCameFrom(request)}#${NEWSLETTER_FORM}`, {
    type: result.ok ? "success" : "error",
    message: result.message ?? newsletterMessages.success,
    form: NEWSLETTER_FORM,
    ...(aboutEmail ? { field: "email" } : {}),
  });
}

/**
 * A form the browser sent as a page navigation, not a script's request: every browser of today
 * says so (`Sec-Fetch-Mode: navigate`); older ones only ask for HTML, which scripts' requests never do.
 */
function isFormNavigation(request: Request): boolean {
  const mode = request.headers.get("sec-fetch-mode");
  if (mode) return mode === "navigate";
  return request.headers.get("accept")?.includes("text/html") ?? false;
}

/** The path of the page that sent the form, kept only when it is a path of this site. */
function pageItCameFrom(request: Request): string {
  const referer = request.headers.get("referer");
  if (!referer) return "/";
  try {
    const url = new URL(referer);
    return safeRedirect(`${url.pathname}${url.search}`);
  } catch {
    return "/";
  }
}
