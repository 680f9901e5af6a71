import { useFetcher } from "react-router";
import { Field, NoScriptNotice, primaryButtonClass } from "~/components/ui/field";
import { PageHeader } from "~/components/ui/page-header";
import type { GiftCardBalance } from "~/features/gift-cards/balance";
import { balanceMessages as m } from "~/features/gift-cards/balance-messages";
import { BALANCE_LOOKUP_LIMIT, balanceSchema, giftCardBalance } from "~/features/gift-cards/balance.server";
import { formAction } from "~/lib/form.server";
import { publicPageHandle } from "~/lib/layout";
import { commonMessages } from "~/lib/result";
import { pageMeta } from "~/lib/seo";
import { baseUrlOf, breadcrumbLd } from "~/lib/structured-data";
import { useForm } from "~/lib/use-form";
import type { Route } from "./+types/gift-card-balance";

export const handle = publicPageHandle;

export function action({ request }: Route.ActionArgs) {
  return formAction(
    request,
    { name: "gift card balance", schema: balanceSchema, messages: { UNKNOWN: commonMessages.UNKNOWN }, limit: BALANCE_LOOKUP_LIMIT },
    ({ code }) => giftCardBalance(code),
  );
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: m.title,
    description: m.description,
    structuredData: [
      breadcrumbLd(baseUrlOf(args.matches), [
        { name: "Accueil", path: "/" },
        { name: m.title, path: "/carte-cadeau" },
      ]),
    ],
  });

export default function GiftCardBalancePage({ actionData }: Route.ComponentProps) {
  const fetcher = useFetcher<typeof action>();
  const reply = fetcher.data ?? actionData;
  // Checked by the server alone: the page only posts, and ships no schema.
  const { form, field, notice, ok } = useForm({ reply });
  const card = reply?.ok && "card" in reply ? reply.card : null;

  return (
    <>
      <PageHeader title={m.title} intro={m.intro} />
      <section className="mx-auto grid max-w-4xl gap-8 px-4 py-12 md:grid-cols-2">
        <fetcher.Form method="post" {...form} className="space-y-4 self-start rounded-lg bg-white p-6 shadow-sm">
          <h2 className="font-display text-2xl">{m.formTitle}</h2>
          <NoScriptNotice notice={card ? null : notice} ok={ok} />
          <Field label={m.codeLabel} hint={m.codeHint} {...field("code")} autoComplete="off" spellCheck={false} autoCapitalize="characters" required />
          <button type="submit" disabled={fetcher.state !== "idle"} className={primaryButtonClass}>
            {fetcher.state !== "idle" ? m.pending : m.submit}
          </button>
        </fetcher.Form>
        <div aria-live="polite">{card ? <CardBalance card={card} /> : null}</div>
      </section>
    </>
  );
}

function CardBalance({ card }: { card: GiftCardBalance }) {
  return (
    <article aria-labelledby="solde-carte" className="space-y-2 rounded-lg border border-ink/10 bg-white p-6 shadow-sm">
      <h2 id="solde-carte" className="font-display text-2xl">
        {m.resultTitle}
      </h2>
      <p className="text-sm text-muted">{m.code(card.maskedCode)}</p>
      <p className="text-2xl font-semibold">{m.balance(card.balanceCents)}</p>
      <p>{card.kind === "service" && card.serviceTitle ? m.serviceCard(card.serviceTitle) : m.amountCard(card.initialCents)}</p>
      {card.state === "expired" ? <p className="font-medium text-red-700">{m.expired(card.expiredOn)}</p> : <p>{m.validUntil(card.validUntil)}</p>}
      {card.state === "used" ? <p className="font-medium">{m.used}</p> : null}
      {card.state === "cancelled" ? <p className="font-medium text-red-700">{m.cancelled}</p> : null}
    </article>
  );
}
