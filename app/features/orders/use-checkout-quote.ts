import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { CartLine } from "~/features/cart/cart-lines";
import { notify } from "~/lib/notify";
import type { ActionResult } from "~/lib/result";
import { useForm } from "~/lib/use-form";
import type { DeliveryMode } from "~db/schema/values";
import type { CheckoutSummary } from "./checkout.server";
import { orderMessages, type OrderCode } from "./messages";
import { normalisePromoCode } from "./promo-code";
import { cardPaymentMessages } from "~/features/gift-cards/messages";
import type { GiftCardRequest } from "./orders.server";

/** What the checkout's action answers, as the page reads it (a placed order answers with a redirect). */
export type CheckoutReply = ActionResult<OrderCode | "SIGN_IN_REQUIRED", CheckoutSummary>;

/** What a quote asks: the products as ids and quantities, the gift cards bought, the delivery mode and the applied codes. */
export type QuoteRequest = {
  lines: { productId: string; quantity: number }[];
  giftCards: GiftCardRequest[];
  deliveryMode: DeliveryMode;
  promoCode: string | null;
  giftCardCode: string | null;
};

/** A failure that means the card typed cannot pay (the code is then no longer applied). */
const cardRefused = (code: string) => code.startsWith("GIFT_CARD_") || code === "TOO_MANY_REQUESTS";

/**
 * Today's summary of the cart, priced by the server again whenever the lines, the delivery mode
 * or the applied code change (once `active`: the cart is read), and the promo code's form, which
 * applies a code: a refused one no longer counts, and the summary goes back to the price without it.
 */
export function useCheckoutQuote({ lines, deliveryMode, active }: { lines: readonly CartLine[]; deliveryMode: DeliveryMode; active: boolean }) {
  const { submit, data, state } = useFetcher<CheckoutReply>({ key: "checkout-quote" });
  const [promoCode, setPromoCode] = useState<string | null>(null);
  const [giftCardCode, setGiftCardCode] = useState<string | null>(null);
  // Which form asked last: its answer is read by that form alone (its errors, its toast).
  const [asker, setAsker] = useState<"promo" | "card">("promo");
  // The card's form reads the answers to quotes made with a card code only: a refused code's error
  // stays under its field while the cart is priced again without it.
  const [cardReply, setCardReply] = useState<CheckoutReply>();
  const askedWithCard = useRef(false);
  const justApplied = useRef(false);
  const request: QuoteRequest = useMemo(
    () => ({
      lines: lines.flatMap(({ productId, quantity, giftCard }) => (giftCard ? [] : [{ productId, quantity }])),
      giftCards: lines.flatMap(({ productId, giftCard }) => (giftCard ? [{ ...giftCard, lineId: productId }] : [])),
      deliveryMode,
      promoCode,
      giftCardCode,
    }),
    [lines, deliveryMode, promoCode, giftCardCode],
  );

  const ask = useCallback(
    (wanted: QuoteRequest) => {
      askedWithCard.current = wanted.giftCardCode !== null;
      void submit({ intent: "quote", ...wanted }, { method: "post", encType: "application/json", defaultShouldRevalidate: false });
    },
    [submit],
  );

  useEffect(() => {
    if (data && state === "idle" && askedWithCard.current) setCardReply(data);
  }, [data, state]);

  useEffect(() => {
    if (active && request.lines.length + request.giftCards.length > 0) ask(request);
  }, [active, ask, request]);

  const promo = useForm({
    reply: asker === "promo" ? data : undefined,
    schema: () => import("./checkout-schema").then((m) => m.promoCodeFormSchema),
    onValid: (form) => {
      const code = normalisePromoCode(String(new FormData(form).get("promoCode") ?? ""));
      justApplied.current = true;
      setAsker("promo");
      if (code === promoCode) ask(request);
      else setPromoCode(code);
    },
    onSuccess: (summary) => {
      if (justApplied.current && summary.promoCode) notify.success(orderMessages.promoApplied);
      justApplied.current = false;
    },
    onFailure: (failure) => {
      if (failure.code === "PROMO_INVALID" || failure.code === "PROMO_USED") setPromoCode(null);
      if (cardRefused(failure.code)) setGiftCardCode(null);
      justApplied.current = false;
    },
  });

  const card = useForm({
    reply: cardReply,
    schema: () => import("./checkout-schema").then((m) => m.giftCardFormSchema),
    onValid: (form) => {
      const code = String(new FormData(form).get("giftCardCode") ?? "").trim();
      justApplied.current = true;
      setAsker("card");
      if (code === giftCardCode) ask(request);
      else setGiftCardCode(code);
    },
    onSuccess: (summary) => {
      if (justApplied.current && summary.giftCard) notify.success(cardPaymentMessages.applied);
      justApplied.current = false;
    },
    onFailure: (failure) => {
      if (cardRefused(failure.code)) setGiftCardCode(null);
      if (failure.code === "PROMO_INVALID" || failure.code === "PROMO_USED") setPromoCode(null);
      justApplied.current = false;
    },
  });

  return {
    request,
    summary: data?.ok ? data : null,
    pending: state !== "idle",
    /** Prices the same cart again (the server said the total changed). */
    reprice: () => ask(request),
    promo: { form: promo.form, field: promo.field },
    giftCard: {
      form: card.form,
      field: card.field,
      applied: data?.ok ? data.giftCard : null,
      paysNothing: data?.ok ? data.amounts.giftCardCents === 0 : false,
      onRemove: () => setGiftCardCode(null),
    },
  };
}
