import { and, asc, eq, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import { createElement } from "react";
import { queueEmail } from "~/features/email/outbox.server";
import { invalidateCatalogue } from "~/features/catalog/products.server";
import { SimpleMessage } from "~/features/email/templates/simple-message";
import { documentAttachment, issueCreditNote } from "~/features/invoices/invoices.server";
import { orderHoldingPayment } from "~/features/orders/orders.server";
import { lockPayPalOrder } from "~/features/orders/checkout.server";
import { PayPalError, refundPayPalCapture } from "~/features/orders/paypal.server";
import { getConfig } from "~/lib/config.server";
import { log } from "~/lib/log.server";
import { formatLongDate } from "~/lib/dates";
import { formatPrice } from "~/lib/money";
import { addDays, parisWallClock } from "~/lib/paris-time";
import { fail, succeed, type Result } from "~/lib/result";
import { fullAddress, salon } from "~/lib/salon";
import { getDb, type DbOrTx } from "~db/client.server";
import { newsletterSubscribers, orderItems, orders, paymentIncidents, products } from "~db/schema";
import { inTransaction } from "~db/transactions";
import { adminOrderMessages as m, refundFailedNotice } from "./order-messages";
import { maskedCard } from "~/features/gift-cards/messages";
import { settleCardsOfCancelledOrder } from "~/features/gift-cards/order-cards.server";
import { GIFT_CARD_CATEGORY } from "~/features/gift-cards/purchase";

export type OrderActionCode = "NOT_TO_SHIP" | "NO_REFUND_DUE" | "NOT_OPEN" | "HELD_BY_ORDER" | "REFUND_FAILED" | "GIFT_CARD_SPENT";

/** A refusal inside the cancellation's transaction: thrown to roll it back. */
class CardSpent extends Error {}

/** to_ship → completed, once; the customer is told. */
export async function markOrderDelivered(id: string, now = new Date(), db: DbOrTx = getDb()): Promise<Result<object, OrderActionCode>> {
  return inTransaction(db, async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({ status: "completed", completedAt: now, updatedAt: now })
      .where(and(eq(orders.id, id), eq(orders.status, "to_ship")))
      .returning({ orderNumber: orders.orderNumber, userEmail: orders.userEmail, deliveryMode: orders.deliveryMode });
    if (!order) return fail("NOT_TO_SHIP", m.failed, 409);
    const pickup = order.deliveryMode === "pickUpInStore";
    await queueEmail(tx, {
      type: "order_delivered",
      to: order.userEmail,
      subject: `Votre commande ${order.orderNumber} est livrée`,
      body: createElement(SimpleMessage, {
        heading: pickup ? "Commande remise" : "Commande livrée",
        paragraphs: [
          pickup ? `Votre commande ${order.orderNumber} vous a été remise au salon.` : `Votre commande ${order.orderNumber} a été livrée.`,
          `Merci de votre confiance. Une question sur vos produits ? Répondez à ce message ou appelez-nous au ${salon.phone}.`,
        ],
      }),
    });
    return succeed({}, m.delivered);
  });
}

type Refundable = { id: string; paymentReference: string; totalCents: number };

/** Asks PayPal to refund the order's capture (idempotent per order) and records the outcome. */
async function refundOrder(order: Refundable, now: Date, db: DbOrTx): Promise<boolean> {
  try {
    const refund = await refundPayPalCapture(getConfig().paypal, order.paymentReference, `refund-order-${order.id}`);
    await db.update(orders).set({ refundStatus: "refunded", refundReference: refund.id, refundedAt: now, updatedAt: now }).where(eq(orders.id, order.id));
    return true;
  } catch (error) {
    log("error", "PayPal refund failed", { orderId: order.id, error: error instanceof Error ? error.message : String(error) });
    await db.update(orders).set({ refundStatus: "failed", updatedAt: now }).where(eq(orders.id, order.id));
    return false;
  }
}

const refundOutcome = (refunded: boolean, totalCents: number) =>
  refunded ? succeed({}, m.updated) : succeed({ notice: refundFailedNotice(formatPrice(totalCents)) });

/**
 * to_ship → cancelled, once: the stock goes back, the promo code can be used again, a credit note
 * cancels the invoice, the customer is told, all in one transaction. A PayPal payment is then refunded; if PayPal cannot do it now, the
 * admin is told to refund by hand (and can ask again from the order).
 */
export async function cancelOrderAsAdmin(id: string, now = new Date(), db: DbOrTx = getDb()): Promise<Result<{ notice?: string }, OrderActionCode>> {
  const cancelled = await inTransaction(db, async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({
        status: "cancelled",
        cancelledAt: now,
        updatedAt: now,
        refundStatus: sql`case when ${orders.paymentProvider} = 'paypal' then 'pending' else 'none' end`,
      })
      .where(
        and(
          eq(orders.id, id),
          // An order of gift cards only is done once placed, and may still be withdrawn from (0033).
          or(
            eq(orders.status, "to_ship"),
            and(
              eq(orders.status, "completed"),
              sql`not exists (select 1 from order_items i where i.order_id = ${orders.id} and i.product_category <> ${GIFT_CARD_CATEGORY})`,
            ),
          ),
        ),
      )
      .returning();
    if (!order) return null;
    const cards = await settleCardsOfCancelledOrder(tx, order.id, now);
    if (!cards) throw new CardSpent();
    const items = await tx
      .select({ productId: orderItems.productId, quantity: orderItems.quantity })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, id), isNotNull(orderItems.productId)))
      .orderBy(asc(orderItems.productId));
    // In product order, as placing an order takes them, so the two never wait on each other in a circle.
    for (const item of items) {
      await tx
        .update(products)
        .set({ stock: sql`${products.stock} + ${item.quantity}` })
        .where(eq(products.id, item.productId!));
    }
    if (order.promoCode) {
      await tx
        .update(newsletterSubscribers)
        .set({ discountUsed: false, usedAt: null })
        .where(and(eq(newsletterSubscribers.discountCode, order.promoCode), eq(newsletterSubscribers.discountUsed, true)));
    }
    // The invoice stays; the credit note cancels it.
    const creditNote = await issueCreditNote(tx, order.id, now);
    const paypal = order.paymentProvider === "paypal";
    await queueEmail(tx, {
      type: "order_cancelled",
      to: order.userEmail,
      subject: `Votre commande ${order.orderNumber} est annulée`,
      body: createElement(SimpleMessage, {
        heading: "Commande annulée",
        paragraphs: [
          `Votre commande ${order.orderNumber} a été annulée par le salon.`,
          ...(paypal
            ? [`Son montant, ${formatPrice(order.totalCents)}, vous est remboursé sur votre compte PayPal.`]
            : order.paymentProvider === "demo"
              ? ["Aucun montant n'a été débité pour cette commande (paiement de démonstration)."]
              : []),
          ...cards.returned.map(({ last4, cents, validUntil }) =>
            validUntil < parisWallClock(now).date
              ? `Votre carte cadeau ${maskedCard(last4)} est recréditée de ${formatPrice(cents)}, mais elle n'est plus valable depuis le ${formatLongDate(addDays(validUntil, 1))} : contactez le salon.`
              : `Votre carte cadeau ${maskedCard(last4)} est recréditée de ${formatPrice(cents)}, valable jusqu'au ${formatLongDate(validUntil)} inclus.`,
          ),
          ...cards.cancelled.map(({ recipientName }) => `La carte cadeau pour ${recipientName} achetée avec cette commande est annulée.`),
          ...(creditNote ? [`Vous trouverez ci-joint l'avoir ${creditNote.number}, qui annule la facture de cette commande.`] : []),
          `Une question ? Répondez à ce message ou appelez-nous au ${salon.phone} (${fullAddress}).`,
        ],
      }),
      attachments: creditNote ? [documentAttachment(creditNote)] : [],
    });
    return order;
  }).catch((error: unknown) => {
    if (error instanceof CardSpent) return "card-spent" as const;
    throw error;
  });
  if (cancelled === "card-spent") return fail("GIFT_CARD_SPENT", m.giftCardSpent, 409);
  if (!cancelled) return fail("NOT_TO_SHIP", m.failed, 409);
  // The stock went back: the shop and the product pages show it.
  invalidateCatalogue();
  if (cancelled.paymentProvider !== "paypal") return succeed({}, m.updated);
  return refundOutcome(await refundOrder(cancelled, now, db), cancelled.totalCents);
}

/** Asks PayPal again for a cancelled order whose refund did not go through. */
export async function retryOrderRefund(id: string, now = new Date(), db: DbOrTx = getDb()): Promise<Result<{ notice?: string }, OrderActionCode>> {
  const [order] = await db
    .select({ id: orders.id, paymentReference: orders.paymentReference, totalCents: orders.totalCents })
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.status, "cancelled"), eq(orders.paymentProvider, "paypal"), inArray(orders.refundStatus, ["pending", "failed"])));
  if (!order) return fail("NO_REFUND_DUE", m.failed, 409);
  return refundOrder(order, now, db).then((refunded) => (refunded ? succeed({}, m.refunded) : refundOutcome(false, order.totalCents)));
}

/**
 * Refunds a payment that has no order (its capture id is known), and closes it. A capture an order
 * holds is refunded only by cancelling that order, which also puts its stock back. Before PayPal is
 * asked, the incident is marked under the PayPal order's lock, the one placing an order takes: a
 * capture sent again later (the stock is back) then writes no order for money being refunded.
 */
export async function refundIncident(id: string, now = new Date(), db: DbOrTx = getDb()): Promise<Result<object, OrderActionCode>> {
  const open = and(eq(paymentIncidents.id, id), isNull(paymentIncidents.resolvedAt));
  const claimed = await inTransaction(db, async (tx) => {
    const [seen] = await tx.select({ providerOrderId: paymentIncidents.providerOrderId }).from(paymentIncidents).where(open);
    if (seen?.providerOrderId) await lockPayPalOrder(tx, seen.providerOrderId);
    const [incident] = await tx.select().from(paymentIncidents).where(open).for("update");
    if (!incident || incident.provider !== "paypal" || incident.reference.startsWith("order-")) return fail("NOT_OPEN", m.failed, 409);
    if (await orderHoldingPayment(incident.reference, tx)) return fail("HELD_BY_ORDER", m.incidentHeldByOrder, 409);
    await tx.update(paymentIncidents).set({ refundRequestedAt: now }).where(eq(paymentIncidents.id, id));
    return succeed({ reference: incident.reference });
  });
  if (!claimed.ok) return claimed;
  try {
    const refund = await refundPayPalCapture(getConfig().paypal, claimed.reference, `refund-incident-${id}`);
    await db.update(paymentIncidents).set({ resolvedAt: now, resolution: "refunded", refundReference: refund.id }).where(open);
    return succeed({}, m.incidentRefunded);
  } catch (error) {
    log("error", "PayPal refund of an incident failed", { incidentId: id, error: error instanceof Error ? error.message : String(error) });
    // PayPal said no: the incident is as it was. With no answer or a server error it may have
    // refunded all the same, so the mark stays; asking again is safe (same PayPal-Request-Id).
    if (error instanceof PayPalError && !error.uncertain) await db.update(paymentIncidents).set({ refundRequestedAt: null }).where(open);
    return fail("REFUND_FAILED", m.incidentRefundFailed, 502);
  }
}

/** The admin settled it another way (refunded by hand, order made up): it leaves the list. */
export async function settleIncident(id: string, now = new Date(), db: DbOrTx = getDb()): Promise<Result<object, OrderActionCode>> {
  const settled = await db
    .update(paymentIncidents)
    .set({ resolvedAt: now, resolution: "settled" })
    .where(and(eq(paymentIncidents.id, id), isNull(paymentIncidents.resolvedAt)))
    .returning({ id: paymentIncidents.id });
  return settled.length ? succeed({}, m.incidentSettled) : fail("NOT_OPEN", m.failed, 409);
}
