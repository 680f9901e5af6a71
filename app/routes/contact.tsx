import { useFetcher } from "react-router";
import { Field, NoScriptNotice, primaryButtonClass, TextAreaField } from "~/components/ui/field";
import { Honeypot } from "~/components/ui/honeypot";
import { PageHeader } from "~/components/ui/page-header";
import { ServerHtml } from "~/components/ui/server-html";
import ContactDetails from "~/features/contact/contact-details.static";
import { CONTACT_LIMIT, sendContactMessage } from "~/features/contact/contact.server";
import { contactMessages } from "~/features/contact/messages";
import { contactSchema } from "~/features/contact/schema";
import { formAction } from "~/lib/form.server";
import { useForm } from "~/lib/use-form";
import { pageMeta } from "~/lib/seo";
import { baseUrlOf, breadcrumbLd } from "~/lib/structured-data";
import { publicPageHandle } from "~/lib/layout";
import type { Route } from "./+types/contact";

export const handle = publicPageHandle;

export function action({ request }: Route.ActionArgs) {
  return formAction(request, { name: "contact message", schema: contactSchema, messages: contactMessages, limit: CONTACT_LIMIT }, (contact) =>
    sendContactMessage(contact),
  );
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Contactez-nous",
    description: "Contactez le salon Monsieur Moustache à Paris 20e : adresse, téléphone, e-mail, horaires et formulaire de contact.",
    structuredData: [
      breadcrumbLd(baseUrlOf(args.matches), [
        { name: "Accueil", path: "/" },
        { name: "Contact", path: "/contact" },
      ]),
    ],
  });

export default function Contact({ actionData }: Route.ComponentProps) {
  const fetcher = useFetcher<typeof action>();
  const sending = fetcher.state !== "idle";
  const { form, field, notice, ok } = useForm({
    reply: fetcher.data ?? actionData,
    schema: () => import("~/features/contact/schema").then((m) => m.contactSchema),
    successDuration: 4000,
    onSuccess: () => form.ref.current?.reset(),
  });

  return (
    <>
      <PageHeader title="Contactez-nous" intro="Une question, une demande particulière, un événement ? Écrivez-nous, nous répondons rapidement." />
      <section className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[3fr_2fr]">
        <fetcher.Form method="post" {...form} className="relative space-y-4 rounded-lg bg-white p-6 shadow-sm">
          <h2 className="font-display text-2xl">Envoyer un message</h2>
          <NoScriptNotice notice={notice} ok={ok} />
          <Honeypot />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Nom" {...field("name")} autoComplete="name" required />
            <Field label="Email" {...field("email")} type="email" autoComplete="email" required />
          </div>
          <Field label="Sujet" {...field("subject")} required />
          <TextAreaField label="Message" {...field("message")} rows={6} required />
          <button type="submit" disabled={sending} className={primaryButtonClass}>
            {sending ? "Envoi en cours..." : "Envoyer"}
          </button>
        </fetcher.Form>
        <ServerHtml id="contact-coordonnees" className="grid">
          <ContactDetails />
        </ServerHtml>
      </section>
    </>
  );
}
