import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { useCart } from "~/features/cart/cart-store";
import { useCartReconciliation } from "~/features/cart/ui/use-cart-reconciliation";
import { useCartHydrated } from "~/features/cart/use-cart-hydrated";
import type { DeliveryMode } from "~db/schema/values";
import { useCheckoutPayment } from "./use-checkout-payment";
import { useCheckoutQuote } from "./use-checkout-quote";

/**
 * The checkout page's state: the cart (checked with the server once read), the delivery mode,
 * today's quote with its promo code, and the payment. An empty cart goes back to the shop.
 */
export function useCheckout(attemptId: string) {
  const navigate = useNavigate();
  const hydrated = useCartHydrated();
  const lines = useCart((s) => s.lines);
  const notices = useCartReconciliation(hydrated);
  const [deliveryMode, setDeliveryMode] = useState<DeliveryMode>("homeDelivery");
  // Gift cards only: nothing is delivered (they go by e-mail).
  const nothingToDeliver = lines.length > 0 && lines.every((line) => line.giftCard);
  const quote = useCheckoutQuote({ lines, deliveryMode: nothingToDeliver ? "pickUpInStore" : deliveryMode, active: hydrated });
  const payment = useCheckoutPayment({
    request: quote.request,
    summary: quote.summary,
    attemptId,
    onPriceChanged: quote.reprice,
    onCardRefused: quote.giftCard.onRemove,
  });

  useEffect(() => {
    if (hydrated && lines.length === 0 && !payment.paying) void navigate("/shop", { replace: true });
  }, [hydrated, lines.length, navigate, payment.paying]);

  return { lines, notices, deliveryMode, setDeliveryMode, nothingToDeliver, quote, payment };
}
