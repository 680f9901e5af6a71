import { randomUUID } from "node:crypto";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { Breadcrumbs, type Crumb } from "~/components/ui/breadcrumbs";
import { Field, FieldError, NoScriptNotice, primaryButtonClass, SelectField, TextAreaField, useFieldIds } from "~/components/ui/field";
import { listServices } from "~/features/booking/services.server";
import type { CartLine } from "~/features/cart/cart-lines";
import { useCart } from "~/features/cart/cart-store";
import { useCartHydrated } from "~/features/cart/use-cart-hydrated";
import { CategoryChips, GIFT_CARD_PAGE } from "~/features/catalog/ui/category-chips";
import { GIFT_CARD_IMAGE, GIFT_CARD_LINE_PREFIX, purchaseMessages } from "~/features/gift-cards/purchase-texts";
import { giftCardFormSchema } from "~/features/gift-cards/purchase-schema";
import { priceGiftCards } from "~/features/gift-cards/purchase.server";
import { MESSAGE_MAX_LENGTH, PRESET_AMOUNTS_CENTS, SEND_MONTHS_AHEAD, VALIDITY_MONTHS } from "~/features/gift-cards/limits";
import { addMonths } from "~/features/gift-cards/rules";
import { formAction } from "~/lib/form.server";
import { publicPageHandle } from "~/lib/layout";
import { formatPrice } from "~/lib/money";
import { notify } from "~/lib/notify";
import { parisWallClock } from "~/lib/paris-time";
import { succeed } from "~/lib/result";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/gift-card-shop";

export const handle = publicPageHandle;

const trail: Crumb[] = [
  { name: "Accueil", path: "/" },
  { name: "Boutique", path: "/shop" },
  { name: "Carte cadeau", path: GIFT_CARD_PAGE },
];

export async function loader() {
  const services = (await listServices()).filter((s) => s.priceCents > 0).map((s) => ({ id: s.id, title: s.title, priceCents: s.priceCents }));
  const today = parisWallClock(new Date()).date;
  return { services, today, lastSendDay: addMonths(today, SEND_MONTHS_AHEAD) };
}

/**
 * The card chosen, checked and priced as the checkout will: answered as the cart's line to add
 * (the page adds it, also when the form was sent before its scripts ran).
 */
export function action({ request }: Route.ActionArgs) {
  return formAction(request, { name: "gift card", schema: giftCardFormSchema, messages: purchaseMessages }, async (purchase) => {
    const priced = await priceGiftCards([purchase]);
    if (!priced.ok) {
      const field = purchase.kind === "service" ? "serviceId" : "freeAmount";
      return { ...priced, field, fieldErrors: { [field]: priced.message } };
    }
    const card = priced.cards[0]!;
    const line: CartLine = {
      productId: `${GIFT_CARD_LINE_PREFIX}${randomUUID()}`,
      quantity: 1,
      name: card.name,
      imageUrl: GIFT_CARD_IMAGE,
      priceCents: card.priceCents,
      stock: 1,
      giftCard: card.purchase,
    };
    // Said by the page once the line is in the cart (the cart lives in the browser).
    return succeed({ line });
  });
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Carte cadeau – Boutique",
    canonicalPath: GIFT_CARD_PAGE,
    description: "Offrez une carte cadeau Monsieur Moustache : un montant de 10 à 300 € ou une prestation, valable 12 mois au salon et sur la boutique.",
  });

const choiceLabels = [
  ...PRESET_AMOUNTS_CENTS.map((cents) => ({ value: String(cents), label: formatPrice(cents) })),
  { value: "autre", label: "Autre montant" },
  { value: "prestation", label: "Une prestation" },
];

export default function GiftCardShop({ loaderData, actionData }: Route.ComponentProps) {
  const { services, today, lastSendDay } = loaderData;
  const fetcher = useFetcher<typeof action>();
  const reply = fetcher.data ?? actionData;
  const hydrated = useCartHydrated();
  const add = useCart((s) => s.add);
  const setOpen = useCart((s) => s.setOpen);
  const added = useRef(new Set<string>());
  // Checked by the server alone (the page stays light): its answers under the fields, the first one focused.
  const formRef = useRef<HTMLFormElement>(null);
  const failed = reply && !reply.ok ? reply : null;
  const field = (name: string) => ({ name, error: failed?.fieldErrors?.[name], defaultValue: failed?.values?.[name] });
  useEffect(() => {
    if (!failed) return;
    if (failed.fieldErrors) formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
    else notify.error(failed.message);
  }, [failed]);

  // The card the server priced goes to the cart once the cart was read (never over it), once.
  const line = reply?.ok && "line" in reply ? reply.line : null;
  useEffect(() => {
    if (!hydrated || !line || added.current.has(line.productId)) return;
    added.current.add(line.productId);
    if (add(line, 1) === 1) {
      notify.success(purchaseMessages.added);
      formRef.current?.reset();
      setOpen(true);
    }
  }, [hydrated, line, add, setOpen]);

  const choiceError = field("choice").error;
  const choiceIds = useFieldIds({ error: choiceError });
  const sendToError = field("sendTo").error;
  const sending = fetcher.state !== "idle";

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Breadcrumbs trail={trail} className="mb-6" />
      <div className="mb-8">
        <CategoryChips current="carte-cadeau" sort="default" search={null} />
      </div>
      <article className="grid gap-10 md:grid-cols-2">
        <div>
          <img src={GIFT_CARD_IMAGE} alt="" width={400} height={400} className="w-full max-w-md rounded-lg border border-ink/10" />
          <ul className="mt-6 list-disc space-y-1 pl-5 text-sm text-muted">
            <li>Valable {VALIDITY_MONTHS} mois, au salon comme sur la boutique, en une ou plusieurs fois.</li>
            <li>Une prestation offerte est payée par la carte quel que soit son prix le jour venu.</li>
            <li>Envoyée par e-mail avec sa version PDF à imprimer, à vous ou au destinataire le jour choisi (8 h).</li>
            <li>Solde consultable à tout moment sur la page « Carte cadeau » avec son code.</li>
          </ul>
        </div>
        <div>
          <p className="text-sm tracking-wide text-brass-dark uppercase">Carte cadeau</p>
          <h1 className="mt-2 font-display text-4xl">Carte cadeau</h1>
          <p className="mt-4 leading-relaxed">Offrez une coupe, un rasage ou nos soins : le montant de votre choix, ou une prestation de la carte du salon.</p>
          {/* The fields of a choice show when it is picked, by CSS alone: before the scripts and without them too. */}
          <fetcher.Form method="post" ref={formRef} noValidate className="group mt-6 space-y-5">
            {failed && !failed.fieldErrors ? <NoScriptNotice notice={failed.message} ok={false} /> : null}
            <fieldset aria-describedby={choiceIds.errorId} aria-invalid={choiceError ? true : undefined}>
              <legend className="mb-2 text-sm font-medium">Montant</legend>
              <div className="flex flex-wrap gap-2">
                {choiceLabels.map(({ value, label }) => (
                  <label
                    key={value}
                    className="inline-flex h-10 cursor-pointer items-center rounded-full border border-ink/20 bg-white px-4 text-sm has-[:checked]:border-ink has-[:checked]:bg-ink has-[:checked]:text-paper has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brass"
                  >
                    <input type="radio" name="choice" value={value} defaultChecked={value === (field("choice").defaultValue || "5000")} className="sr-only" />
                    {label}
                  </label>
                ))}
              </div>
              <FieldError id={choiceIds.errorId} error={choiceError} />
            </fieldset>
            <div className="hidden group-has-[input[value=autre]:checked]:block">
              <Field label="Autre montant (de 10 à 300 €, en euros entiers)" {...field("freeAmount")} inputMode="numeric" autoComplete="off" />
            </div>
            <div className="hidden group-has-[input[value=prestation]:checked]:block">
              <SelectField label="Prestation" {...field("serviceId")}>
                {services.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.title} – {formatPrice(s.priceCents)}
                  </option>
                ))}
              </SelectField>
            </div>
            <Field label="Nom du destinataire" {...field("recipientName")} autoComplete="off" maxLength={80} required />
            <TextAreaField
              label="Message (facultatif)"
              hint={`${MESSAGE_MAX_LENGTH} caractères au plus`}
              {...field("message")}
              rows={4}
              maxLength={MESSAGE_MAX_LENGTH}
            />
            <fieldset>
              <legend className="mb-2 text-sm font-medium">Envoi de la carte</legend>
              <div className="space-y-2">
                {(
                  [
                    ["buyer", "À moi, pour l'imprimer ou la transmettre moi-même"],
                    ["recipient", "Au destinataire, par e-mail, le jour choisi"],
                  ] as const
                ).map(([value, label]) => (
                  <label key={value} className="flex items-center gap-2 text-sm">
                    <input
                      type="radio"
                      name="sendTo"
                      value={value}
                      defaultChecked={value === (field("sendTo").defaultValue || "buyer")}
                      className="accent-ink"
                    />
                    {label}
                  </label>
                ))}
              </div>
              <FieldError error={sendToError} />
            </fieldset>
            <div className="hidden gap-4 group-has-[input[value=recipient]:checked]:grid sm:grid-cols-2">
              <Field label="E-mail du destinataire" {...field("recipientEmail")} type="email" autoComplete="off" />
              <Field
                label="Date d'envoi"
                hint="Envoyée ce jour-là à 8 h"
                {...field("sendOn")}
                type="date"
                min={today}
                max={lastSendDay}
                defaultValue={field("sendOn").defaultValue ?? today}
              />
            </div>
            <button type="submit" disabled={sending} className={primaryButtonClass}>
              {sending ? "Ajout en cours..." : "Ajouter au panier"}
            </button>
          </fetcher.Form>
        </div>
      </article>
    </div>
  );
}
