import { useState } from "react";
import { useFetcher } from "react-router";
import { Field, NoScriptNotice, primaryButtonClass, TextAreaField } from "~/components/ui/field";
import { Honeypot } from "~/components/ui/honeypot";
import { PageHeader } from "~/components/ui/page-header";
import { SalonDetails } from "~/components/ui/salon-details";
import { APPLICATION_LIMIT, APPLICATION_MAX_BODY_BYTES, cvOf, submitApplication } from "~/features/recruitment/apply.server";
import { reasons, profiles } from "~/features/recruitment/content";
import { CvDropZone } from "~/features/recruitment/cv-drop-zone";
import { APPLICATION_RETENTION, recruitmentMessages } from "~/features/recruitment/messages";
import { applicationSchema } from "~/features/recruitment/schema";
import { formAction } from "~/lib/form.server";
import { fullAddress, salon } from "~/lib/salon";
import { pageMeta } from "~/lib/seo";
import { baseUrlOf, breadcrumbLd } from "~/lib/structured-data";
import { publicPageHandle } from "~/lib/layout";
import { useForm } from "~/lib/use-form";
import type { Route } from "./+types/recrutement";

export const handle = publicPageHandle;

export function action({ request }: Route.ActionArgs) {
  return formAction(
    request,
    {
      name: "job application",
      schema: applicationSchema,
      messages: recruitmentMessages,
      limit: APPLICATION_LIMIT,
      maxBytes: APPLICATION_MAX_BODY_BYTES,
    },
    async (application, body) => {
      const result = await submitApplication(application, cvOf(body.form));
      // A refused CV: the fields typed come back with the page rendered without scripts (a file cannot).
      return result.ok ? result : { ...result, values: textValues(application) };
    },
  );
}

const textValues = (fields: object): Record<string, string> =>
  Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === "string"));

/** What the schema cannot see: whether a CV was chosen. */
const cvMissing = (form: FormData) => {
  const cv = form.get("cv");
  return cv instanceof File && cv.size > 0 ? null : { cv: recruitmentMessages.CV_MISSING };
};

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Recrutement : barbiers et apprentis",
    description: "Monsieur Moustache recrute des barbiers confirmés et des apprentis à Paris 20e. Découvrez nos postes et postulez en ligne.",
    structuredData: [
      breadcrumbLd(baseUrlOf(args.matches), [
        { name: "Accueil", path: "/" },
        { name: "Recrutement", path: "/recrutement" },
      ]),
    ],
  });

export default function Recruitment({ actionData }: Route.ComponentProps) {
  const fetcher = useFetcher<typeof action>();
  const [resetKey, setResetKey] = useState(0);
  const sending = fetcher.state !== "idle";
  const { form, field, notice, ok } = useForm({
    reply: fetcher.data ?? actionData,
    schema: () => import("~/features/recruitment/schema").then((m) => m.applicationSchema),
    extra: cvMissing,
    successDuration: 4000,
    onSuccess: () => {
      form.ref.current?.reset();
      setResetKey((k) => k + 1);
    },
  });

  return (
    <>
      <PageHeader
        title="Rejoignez notre équipe"
        intro="Barbier confirmé ou apprenti, venez partager notre passion du métier dans notre salon du 20e arrondissement."
      />

      <section className="mx-auto max-w-6xl px-4 py-12" aria-labelledby="pourquoi">
        <h2 id="pourquoi" className="text-center font-display text-3xl">
          Pourquoi nous rejoindre ?
        </h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {reasons.map((r) => (
            <li key={r.title} className="rounded-lg bg-white p-5 shadow-sm">
              <h3 className="font-semibold">{r.title}</h3>
              <p className="mt-2 text-sm text-muted">{r.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="mx-auto max-w-6xl px-4 pb-12" aria-labelledby="profils">
        <h2 id="profils" className="text-center font-display text-3xl">
          Profils recherchés
        </h2>
        <div className="mt-8 grid gap-4 md:grid-cols-2">
          {profiles.map((p) => (
            <article key={p.title} className="rounded-lg bg-ink p-6 text-paper">
              <h3 className="font-display text-2xl text-brass">{p.title}</h3>
              <ul className="mt-3 list-disc space-y-1 pl-5">
                {p.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </section>

      <section className="mx-auto grid max-w-6xl gap-10 px-4 pb-16 lg:grid-cols-[3fr_2fr]" aria-labelledby="postuler">
        <fetcher.Form method="post" encType="multipart/form-data" {...form} className="relative space-y-4 rounded-lg bg-white p-6 shadow-sm">
          <h2 id="postuler" className="font-display text-3xl">
            Postulez maintenant
          </h2>
          <NoScriptNotice notice={notice} ok={ok} />
          <Honeypot />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Prénom" {...field("firstName")} autoComplete="given-name" required />
            <Field label="Nom" {...field("lastName")} autoComplete="family-name" required />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Date de naissance" {...field("dateOfBirth")} type="date" required />
            <Field label="Email" {...field("email")} type="email" autoComplete="email" required />
          </div>
          <Field label="Téléphone (facultatif)" {...field("phone")} type="tel" autoComplete="tel" />
          <CvDropZone resetKey={resetKey} error={field("cv").error} />
          <TextAreaField label="Votre motivation (facultatif)" {...field("motivation")} rows={5} />
          <button type="submit" disabled={sending} className={primaryButtonClass}>
            {sending ? "Envoi en cours..." : "Envoyer ma candidature"}
          </button>
          <p className="text-xs text-muted">
            Les informations de ce formulaire et votre CV servent uniquement à étudier votre candidature. Ils sont conservés {APPLICATION_RETENTION} puis
            supprimés. Vous disposez d'un droit d'accès, de rectification et de suppression de vos données : écrivez-nous à{" "}
            <a href={`mailto:${salon.email}`} className="underline">
              {salon.email}
            </a>
            .
          </p>
        </fetcher.Form>
        <div className="space-y-6">
          <SalonDetails title="Nous contacter" />
          <div className="rounded-lg bg-white p-6 shadow-sm">
            <h2 className="font-display text-2xl">Passez nous voir</h2>
            <p className="mt-2 text-muted">
              Vous préférez vous présenter de vive voix ? Venez nous rencontrer au salon, {fullAddress}, avec votre CV : nous prendrons le temps d'échanger
              entre deux clients.
            </p>
          </div>
        </div>
      </section>
    </>
  );
}
