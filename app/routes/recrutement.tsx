import { useEffect, useRef, useState, type FormEvent } from "react";
import { data, useFetcher } from "react-router";
import { Field, inputClass, primaryButtonClass } from "~/components/ui/field";
import { Honeypot } from "~/components/ui/honeypot";
import { PageHeader } from "~/components/ui/page-header";
import { SalonDetails } from "~/components/ui/salon-details";
import { formObject } from "~/features/accounts/schemas";
import { APPLICATION_MAX_BODY_BYTES, submitApplication } from "~/features/recruitment/apply.server";
import { reasons, profiles } from "~/features/recruitment/content";
import { CvDropZone } from "~/features/recruitment/cv-drop-zone";
import { APPLICATION_RETENTION, recruitmentMessages } from "~/features/recruitment/messages";
import { applicationSchema } from "~/features/recruitment/schema";
import { errorFields, log } from "~/lib/log.server";
import { notify } from "~/lib/notify";
import { fullAddress, salon } from "~/lib/salon";
import { pageMeta } from "~/lib/seo";
import { baseUrlOf, breadcrumbLd } from "~/lib/structured-data";
import type { Route } from "./+types/recrutement";

export async function action({ request }: Route.ActionArgs) {
  const size = Number(request.headers.get("content-length") ?? NaN);
  if (!Number.isFinite(size) || size > APPLICATION_MAX_BODY_BYTES) {
    return data({ ok: false, error: recruitmentMessages.cvTooLarge }, { status: 413 });
  }
  const form = await request.formData().catch(() => null);
  if (!form) return data({ ok: false, error: recruitmentMessages.required }, { status: 400 });
  try {
    const cv = form.get("cv");
    const result = await submitApplication(formObject(form), cv instanceof File ? cv : null, request);
    if (result.ok) return { ok: true, message: result.message };
    return data({ ok: false, error: result.error }, { status: result.status });
  } catch (error) {
    log("error", "job application failed", errorFields(error));
    return data({ ok: false, error: recruitmentMessages.failure }, { status: 500 });
  }
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Recrutement : barbiers et apprentis",
    description: "Monsieur Moustache recrute des barbiers confirmés et des apprentis à Paris 20e. Découvrez nos postes et postulez en ligne.",
    structuredData: [breadcrumbLd(baseUrlOf(args.matches), [{ name: "Accueil", path: "/" }, { name: "Recrutement", path: "/recrutement" }])],
  });

export default function Recruitment() {
  const fetcher = useFetcher<{ ok: boolean; message?: string; error?: string }>();
  const formRef = useRef<HTMLFormElement>(null);
  const [resetKey, setResetKey] = useState(0);
  const sending = fetcher.state !== "idle";

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) {
      notify.success(fetcher.data.message ?? recruitmentMessages.success, { duration: 4000 });
      formRef.current?.reset();
      setResetKey((k) => k + 1);
    } else {
      notify.error(fetcher.data.error ?? recruitmentMessages.failure);
    }
  }, [fetcher.state, fetcher.data]);

  function check(event: FormEvent<HTMLFormElement>) {
    const values = new FormData(event.currentTarget);
    const parsed = applicationSchema.safeParse(Object.fromEntries(values));
    const cv = values.get("cv");
    const error = !parsed.success
      ? parsed.error.issues[0]?.message
      : !(cv instanceof File) || cv.size === 0
        ? recruitmentMessages.cvMissing
        : null;
    if (error) {
      event.preventDefault();
      notify.error(error);
    }
  }

  return (
    <>
      <PageHeader title="Rejoignez notre équipe" intro="Barbier confirmé ou apprenti, venez partager notre passion du métier dans notre salon du 20e arrondissement." />

      <section className="mx-auto max-w-6xl px-4 py-12" aria-labelledby="pourquoi">
        <h2 id="pourquoi" className="text-center font-display text-3xl">Pourquoi nous rejoindre ?</h2>
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
        <h2 id="profils" className="text-center font-display text-3xl">Profils recherchés</h2>
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
        <fetcher.Form ref={formRef} method="post" encType="multipart/form-data" onSubmit={check} noValidate className="relative space-y-4 rounded-lg bg-white p-6 shadow-sm">
          <h2 id="postuler" className="font-display text-3xl">Postulez maintenant</h2>
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
          <div>
            <label htmlFor="motivation" className="mb-1 block text-sm font-medium">
              Votre motivation (facultatif)
            </label>
            <textarea id="motivation" name="motivation" rows={5} className={inputClass} />
          </div>
          <button type="submit" disabled={sending} className={primaryButtonClass}>
            {sending ? "Envoi en cours..." : "Envoyer ma candidature"}
          </button>
          <p className="text-xs text-muted">
            Les informations de ce formulaire et votre CV servent uniquement à étudier votre candidature. Ils sont conservés{" "}
            {APPLICATION_RETENTION} puis supprimés. Vous disposez d'un droit d'accès, de rectification et de suppression de vos
            données : écrivez-nous à <a href={`mailto:${salon.email}`} className="underline">{salon.email}</a>.
          </p>
        </fetcher.Form>
        <div className="space-y-6">
          <SalonDetails title="Nous contacter" />
          <div className="rounded-lg bg-white p-6 shadow-sm">
            <h2 className="font-display text-2xl">Passez nous voir</h2>
            <p className="mt-2 text-muted">
              Vous préférez vous présenter de vive voix ? Venez nous rencontrer au salon, {fullAddress}, avec votre CV : nous
              prendrons le temps d'échanger entre deux clients.
            </p>
          </div>
        </div>
      </section>
    </>
  );
}
