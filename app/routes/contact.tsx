import { useEffect, useRef, type FormEvent } from "react";
import { data, useFetcher } from "react-router";
import { Field, inputClass, primaryButtonClass } from "~/components/ui/field";
import { Honeypot } from "~/components/ui/honeypot";
import { PageHeader } from "~/components/ui/page-header";
import { SalonDetails } from "~/components/ui/salon-details";
import { formObject } from "~/features/accounts/schemas";
import { sendContactMessage } from "~/features/contact/contact.server";
import { contactMessages } from "~/features/contact/messages";
import { contactSchema } from "~/features/contact/schema";
import { errorFields, log } from "~/lib/log.server";
import { notify } from "~/lib/notify";
import { pageMeta } from "~/lib/seo";
import { baseUrlOf, breadcrumbLd } from "~/lib/structured-data";
import type { Route } from "./+types/contact";

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  if (!form) return data({ ok: false, error: contactMessages.required }, { status: 400 });
  try {
    const result = await sendContactMessage(formObject(form), request);
    if (result.ok) return { ok: true, message: result.message };
    return data({ ok: false, error: result.error }, { status: result.status });
  } catch (error) {
    log("error", "contact message failed", errorFields(error));
    return data({ ok: false, error: contactMessages.failure }, { status: 500 });
  }
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Contactez-nous",
    description: "Contactez le salon Monsieur Moustache à Paris 20e : adresse, téléphone, e-mail, horaires et formulaire de contact.",
    structuredData: [breadcrumbLd(baseUrlOf(args.matches), [{ name: "Accueil", path: "/" }, { name: "Contact", path: "/contact" }])],
  });

export default function Contact() {
  const fetcher = useFetcher<{ ok: boolean; message?: string; error?: string }>();
  const formRef = useRef<HTMLFormElement>(null);
  const sending = fetcher.state !== "idle";

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) {
      notify.success(fetcher.data.message ?? contactMessages.success, { duration: 4000 });
      formRef.current?.reset();
    } else notify.error(fetcher.data.error ?? contactMessages.failure);
  }, [fetcher.state, fetcher.data]);

  function check(event: FormEvent<HTMLFormElement>) {
    const parsed = contactSchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    if (!parsed.success) {
      event.preventDefault();
      notify.error(parsed.error.issues[0]?.message ?? contactMessages.required);
    }
  }

  return (
    <>
      <PageHeader title="Contactez-nous" intro="Une question, une demande particulière, un événement ? Écrivez-nous, nous répondons rapidement." />
      <section className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[3fr_2fr]">
        <fetcher.Form ref={formRef} method="post" onSubmit={check} noValidate className="relative space-y-4 rounded-lg bg-white p-6 shadow-sm">
          <h2 className="font-display text-2xl">Envoyer un message</h2>
          <Honeypot />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Nom" name="name" autoComplete="name" required />
            <Field label="Email" name="email" type="email" autoComplete="email" required />
          </div>
          <Field label="Sujet" name="subject" required />
          <div>
            <label htmlFor="contact-message" className="mb-1 block text-sm font-medium">
              Message
            </label>
            <textarea id="contact-message" name="message" rows={6} required className={inputClass} />
          </div>
          <button type="submit" disabled={sending} className={primaryButtonClass}>
            {sending ? "Envoi en cours..." : "Envoyer"}
          </button>
        </fetcher.Form>
        <SalonDetails />
      </section>
    </>
  );
}
