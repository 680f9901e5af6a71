import { useId } from "react";
import { useFetcher } from "react-router";
import { useForm } from "~/lib/use-form";
import type { CheckoutSummary } from "./checkout.server";
import type { CheckoutReply, QuoteRequest } from "./use-checkout-quote";

/** The address typed in the delivery form (fields named `address.city`...), as the payment sends it. */
function addressOf(form: HTMLFormElement): Record<string, string> {
  const address: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (name.startsWith("address.") && typeof value === "string") address[name.slice("address.".length)] = value;
  return address;
}

/**
 * The delivery form and the payment it leads to: the form (delivery mode and, for home delivery,
 * the address) is checked with the server's schema before anything is paid, each problem under its
 * field; the server's own answers land there too. A total the server no longer agrees with is
 * priced again (`onPriceChanged`).
 */
export function useCheckoutPayment({
  request,
  summary,
  attemptId,
  onPriceChanged,
  onCardRefused,
}: {
  request: QuoteRequest;
  summary: CheckoutSummary | null;
  attemptId: string;
  onPriceChanged: () => void;
  /** The gift card can no longer pay what was quoted (spent meanwhile, past its day): it is taken off and the cart priced again. */
  onCardRefused: () => void;
}) {
  const formId = useId();
  const pay = useFetcher<CheckoutReply>();

  /** What the server is asked to pay: the quoted cart, the address, and the total the customer saw. */
  const paymentOf = (form: HTMLFormElement) =>
    summary
      ? {
          ...request,
          ...(request.deliveryMode === "homeDelivery" ? { address: addressOf(form) } : {}),
          expectedTotalCents: summary.amounts.totalCents,
          attemptId,
        }
      : null;

  const { form, field, validate } = useForm({
    reply: pay.data,
    schema: () => import("./checkout-schema").then((m) => m.deliveryFormSchema),
    onValid: (element) => {
      const payment = paymentOf(element);
      if (payment) void pay.submit({ intent: "pay", ...payment }, { method: "post", encType: "application/json" });
    },
    onFailure: (failure) => {
      if (failure.code === "PRICE_CHANGED") onPriceChanged();
      if (failure.code.startsWith("GIFT_CARD_")) onCardRefused();
    },
  });

  return {
    form: { ...form, id: formId },
    field,
    paying: pay.state !== "idle",
    /** For a payment provider's button: the payment once the form is checked, else null (its problems are shown under the fields). */
    checkedPayment: async () => {
      const element = form.ref.current;
      return element && (await validate()) ? paymentOf(element) : null;
    },
  };
}
