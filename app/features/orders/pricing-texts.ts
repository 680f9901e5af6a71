import { formatPrice, formatRoundPrice } from "~/lib/money";
import { FREE_DELIVERY_FROM_CENTS, HOME_DELIVERY_FEE_CENTS, WELCOME_DISCOUNT_PERCENT } from "./pricing";

/*
 * The amounts and thresholds as the shop's texts say them, made from the prices charged: the
 * announcement bar, the delivery promises, the cart, the checkout, the newsletter and its mails
 * all read them here, so changing a price in pricing.ts changes every sentence that states it.
 */

/** '49 €': home delivery is free from this subtotal. */
export const FREE_DELIVERY_FROM = formatRoundPrice(FREE_DELIVERY_FROM_CENTS);
/** '6,00 €': home delivery below that. */
export const HOME_DELIVERY_FEE = formatPrice(HOME_DELIVERY_FEE_CENTS);
/** '10 %': the newsletter's welcome code. */
export const WELCOME_DISCOUNT = `${WELCOME_DISCOUNT_PERCENT} %`;
