import { reconcileCart } from "~/features/catalog/cart-check.server";
import { cartMessages } from "~/features/cart/messages";
import { cartSchema } from "~/features/cart/schema";
import { formAction } from "~/lib/form.server";
import type { Route } from "./+types/cart";

/** The cart slide-over (and checkout) send their lines here to get today's prices and stock. */
export function action({ request }: Route.ActionArgs) {
  return formAction(request, { name: "cart reconciliation", schema: cartSchema, messages: cartMessages }, (input) => reconcileCart(input.lines));
}
