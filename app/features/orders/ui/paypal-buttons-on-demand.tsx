import { useEffect, type ComponentProps } from "react";
import { onDemand } from "~/lib/on-demand";
import type { PayPalButtons } from "./paypal-buttons";

const paypalButtons = onDemand(() => import("./paypal-buttons"));

/** PayPal's buttons, whose code (and then PayPal's script) is fetched only when paying by PayPal. */
export function PayPalButtonsOnDemand(props: ComponentProps<typeof PayPalButtons>) {
  const loaded = paypalButtons.use();
  useEffect(() => paypalButtons.request(), []);
  return loaded ? <loaded.PayPalButtons {...props} /> : null;
}
