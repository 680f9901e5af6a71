import { newsletterMessages } from "~/features/newsletter/messages";
import { newsletterSchema } from "~/features/newsletter/schema";
import { NEWSLETTER_LIMIT, subscribeToNewsletter } from "~/features/newsletter/subscribe.server";
import { formAction } from "~/lib/form.server";
import type { Route } from "./+types/newsletter";

export function action({ request }: Route.ActionArgs) {
  return formAction(request, { name: "newsletter subscription", schema: newsletterSchema, messages: newsletterMessages, limit: NEWSLETTER_LIMIT }, (input) =>
    subscribeToNewsletter(input),
  );
}
