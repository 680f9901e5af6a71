import { data } from "react-router";
import { newsletterMessages } from "~/features/newsletter/messages";
import { subscribeToNewsletter } from "~/features/newsletter/subscribe.server";
import { errorFields, log } from "~/lib/log.server";
import type { Route } from "./+types/newsletter";

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ ok: false, error: newsletterMessages.failure }, { status: 405 });
  const form = await request.formData().catch(() => null);
  if (!form) return data({ ok: false, error: newsletterMessages.invalidEmail }, { status: 400 });
  // A filled honeypot means a robot: answer as if it worked, store nothing.
  if (String(form.get("website") ?? "") !== "") return { ok: true, message: newsletterMessages.success };
  try {
    const result = await subscribeToNewsletter({ email: form.get("email") });
    if (result.ok) return result;
    return data({ ok: false, error: result.error }, { status: result.status });
  } catch (error) {
    log("error", "newsletter subscription failed", errorFields(error));
    return data({ ok: false, error: newsletterMessages.failure }, { status: 500 });
  }
}
