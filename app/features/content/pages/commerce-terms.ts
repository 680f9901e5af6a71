import { FREE_DELIVERY_FROM_CENTS } from "~/features/orders/pricing";
import { HOME_DELIVERY_FEE } from "~/features/orders/pricing-texts";
import { formatPrice } from "~/lib/money";

/**
 * The shop's commercial terms as the information pages state them (spec §9). Shipping, sales
 * conditions and FAQ all read them from here so the three pages cannot drift apart.
 */
// The amounts come from the module that prices orders, so what the pages say is what is charged.
export const DELIVERY_DELAY = "3 à 5 jours ouvrés";
/** What the delivery strip promises: the parcel leaves the salon within 48/72 h. */
export const DISPATCH_DELAY = "48/72 h";
export const WITHDRAWAL_DAYS = 14;
/** Code de la consommation, art. L221-24: refund within 14 days of the withdrawal. */
export const REFUND_DAYS = 14;

export const deliveryFee = HOME_DELIVERY_FEE;
export const freeDeliveryFrom = formatPrice(FREE_DELIVERY_FROM_CENTS);
