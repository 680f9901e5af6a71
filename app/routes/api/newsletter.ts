import { data } from "react-router";
import { newsletterMessages } from "~/features/newsletter/messages";
import { subscribeToNewsletter } from "~/features/newsletter/subscribe.server";
import { guardPublicForm, TOO_MANY_ATTEMPTS } from "~/lib/form-guard.server";
import { errorFields, log } from "~/lib/log.server";
import type { Route } from "./+types/newsletter";

const NEWSLETTER_LIMIT = { key: "newsletter", max: 5, windowSeconds: 60 * 60 };

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ ok: false, error: newsletterMessages.failure }, { status: 405 });
  const form = await request.formData().catch(() => null);
  if (!form) return data({ ok: false, error: newsletterMessages.invalidEmail }, { status: 400 });
  try {
    const guard = await guardPublicForm(request, { website: form.get("website") }, NEWSLETTER_LIMIT);
    if (guard === "robot") return { ok: true, message: newsletterMessages.success };
    if (guard === "limited") return data({ ok: false, error: TOO_MANY_ATTEMPTS }, { status: 429 });
    const result = await subscribeToNewsletter({ email: form.get("email") });
    if (result.ok) return result;
    return data({ ok: false, error: result.error }, { status: result.status });
  } catch (error) {
    log("error", "newsletter subscription failed", errorFields(error));
    return data({ ok: false, error: newsletterMessages.failure }, { status: 500 });
  }
}
