import { useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Field, primaryButtonClass, TextAreaField } from "~/components/ui/field";
import { Honeypot } from "~/components/ui/honeypot";
import { PageHeader } from "~/components/ui/page-header";
import { SalonDetails } from "~/components/ui/salon-details";
import { APPLICATION_LIMIT, APPLICATION_MAX_BODY_BYTES, cvOf, submitApplication } from "~/features/recruitment/apply.server";
import { reasons, profiles } from "~/features/recruitment/content";
import { CvDropZone } from "~/features/recruitment/cv-drop-zone";
import { APPLICATION_RETENTION, recruitmentMessages } from "~/features/recruitment/messages";
import { applicationSchema } from "~/features/recruitment/schema";
import { checkBeforeSending, useResultToast } from "~/lib/form-feedback";
import { formAction } from "~/lib/form.server";
import { fullAddress, salon } from "~/lib/salon";
import { pageMeta } from "~/lib/seo";
import { baseUrlOf, breadcrumbLd } from "~/lib/structured-data";
import { publicPageHandle } from "~/lib/layout";
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
    (application, body) => submitApplication(application, cvOf(body.form)),
  );
}

const cvMissing = (form: FormData) => {
  const cv = form.get("cv");
  return cv instanceof File && cv.size > 0 ? null : recruitmentMessages.CV_MISSING;
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

export default function Recruitment() {
  const fetcher = useFetcher<typeof action>();
  const formRef = useRef<HTMLFormElement>(null);
  const [resetKey, setResetKey] = useState(0);
  const sending = fetcher.state !== "idle";
  useResultToast(fetcher.data, {
    successDuration: 4000,
    onSuccess: () => {
      formRef.current?.reset();
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
        <fetcher.Form
          ref={formRef}
          method="post"
          encType="multipart/form-data"
          {...checkBeforeSending(() => import("~/features/recruitment/schema").then((m) => m.applicationSchema), cvMissing)}
          noValidate
          className="relative space-y-4 rounded-lg bg-white p-6 shadow-sm"
        >
          <h2 id="postuler" className="font-display text-3xl">
            Postulez maintenant
          </h2>
          <Honeypot />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Prénom" name="firstName" autoComplete="given-name" required />
            <Field label="Nom" name="lastName" autoComplete="family-name" required />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Date de naissance" name="dateOfBirth" type="date" required />
            <Field label="Email" name="email" type="email" autoComplete="email" required />
          </div>
          <Field label="Téléphone (facultatif)" name="phone" type="tel" autoComplete="tel" />
          <CvDropZone resetKey={resetKey} />
          <TextAreaField label="Votre motivation (facultatif)" name="motivation" rows={5} />
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
