import { data } from "react-router";
import { reviewMessages } from "~/features/salon-reviews/messages";
import { submitReview } from "~/features/salon-reviews/reviews.server";
import { errorFields, log } from "~/lib/log.server";
import type { Route } from "./+types/reviews";

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ ok: false, error: reviewMessages.failure }, { status: 405 });
  const form = await request.formData().catch(() => null);
  if (!form) return data({ ok: false, error: reviewMessages.failure }, { status: 400 });
  try {
    const result = await submitReview(Object.fromEntries(form), request);
    if (result.ok) return result;
    return data({ ok: false, error: result.error }, { status: result.status });
  } catch (error) {
    log("error", "review submission failed", errorFields(error));
    return data({ ok: false, error: reviewMessages.failure }, { status: 500 });
  }
}
