import { useState } from "react";
import { useFetcher } from "react-router";
import { Field, NoScriptNotice, primaryButtonClass, TextAreaField } from "~/components/ui/field";
import { Honeypot } from "~/components/ui/honeypot";
import { PageHeader } from "~/components/ui/page-header";
import { ServerHtml } from "~/components/ui/server-html";
import { APPLICATION_LIMIT, APPLICATION_MAX_BODY_BYTES, cvOf, submitApplication } from "~/features/recruitment/apply.server";
import { CvDropZone } from "~/features/recruitment/cv-drop-zone";
import RecruitmentIntro from "~/features/recruitment/recruitment-intro.static";
import RecruitmentVisit from "~/features/recruitment/recruitment-visit.static";
import { APPLICATION_RETENTION, recruitmentMessages } from "~/features/recruitment/messages";
import { applicationSchema } from "~/features/recruitment/schema";
import { formAction } from "~/lib/form.server";
import { salon } from "~/lib/salon";
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

      <ServerHtml id="recrutement-presentation">
        <RecruitmentIntro />
      </ServerHtml>

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
        <ServerHtml id="recrutement-nous-voir" className="space-y-6">
          <RecruitmentVisit />
        </ServerHtml>
      </section>
    </>
  );
}
