import { Section, Text } from "@react-email/components";
import { fullAddress, salon } from "~/lib/salon";
import { BaseLayout, paragraphStyle } from "./base-layout";

/** The spec's order payload (section 3), already formatted in French. */
export type OrderEmailPayload = {
  orderNumber: string;
  customerEmail: string;
  lines: Array<{ name: string; quantity: number; unitPrice: string; lineTotal: string }>;
  subtotal: string;
  deliveryFee: string;
  /** Null when no code was used. */
  discount: string | null;
  /** What a gift card paid (« 30,00 € (carte •••• ABCD) »); null without one. */
  giftCard?: string | null;
  /** Gift cards only: nothing is shipped or picked up (they go by e-mail). */
  cardsOnly?: boolean;
  total: string;
  deliveryMode: "homeDelivery" | "pickUpInStore";
  /** The address lines of a home delivery; null for pickup at the salon. */
  shippingAddress: string[] | null;
  estimatedDelivery: string;
  /** The number of the order's invoice, whose PDF goes with the customer's mail. */
  invoiceNumber: string;
};

const boxStyle = { backgroundColor: "#f5efe6", borderRadius: 6, padding: "12px 16px", margin: "0 0 16px" };
const rowStyle = { ...paragraphStyle, margin: "4px 0" };

function Summary({ order }: { order: OrderEmailPayload }) {
  return (
    <>
      <Section style={boxStyle}>
        {order.lines.map((line) => (
          <Text key={line.name} style={rowStyle}>
            {line.quantity} × {line.name} ({line.unitPrice}) : <strong>{line.lineTotal}</strong>
          </Text>
        ))}
      </Section>
      <Section style={boxStyle}>
        <Text style={rowStyle}>Sous-total : {order.subtotal}</Text>
        <Text style={rowStyle}>Livraison : {order.deliveryFee}</Text>
        {order.discount ? <Text style={rowStyle}>Réduction : −{order.discount}</Text> : null}
        {order.giftCard ? <Text style={rowStyle}>Carte cadeau : −{order.giftCard}</Text> : null}
        <Text style={rowStyle}>
          <strong>Total : {order.total}</strong>
        </Text>
      </Section>
      <Section style={boxStyle}>
        {order.cardsOnly ? (
          <Text style={rowStyle}>
            <strong>Cartes cadeaux</strong> : chacune est envoyée par e-mail avec son PDF, à vous ou à son destinataire le jour choisi.
          </Text>
        ) : order.shippingAddress ? (
          <>
            <Text style={rowStyle}>
              <strong>Livraison à domicile</strong> (estimée au plus tard le {order.estimatedDelivery}) :
            </Text>
            {order.shippingAddress.map((line) => (
              <Text key={line} style={rowStyle}>
                {line}
              </Text>
            ))}
          </>
        ) : (
          <Text style={rowStyle}>
            <strong>Click & Collect</strong> au salon : {fullAddress} ({salon.phone}).
          </Text>
        )}
      </Section>
    </>
  );
}

/** To the customer, once the payment is captured and the order written. */
export function OrderConfirmation({ order }: { order: OrderEmailPayload }) {
  return (
    <BaseLayout preview={`Commande ${order.orderNumber} : ${order.total}`} heading="Merci pour votre commande">
      <Text style={paragraphStyle}>
        Votre commande <strong>{order.orderNumber}</strong> est confirmée et payée. Voici son récapitulatif :
      </Text>
      <Summary order={order} />
      <Text style={paragraphStyle}>Votre facture {order.invoiceNumber} est jointe à cet e-mail ; elle reste disponible dans « Mes commandes ».</Text>
      <Text style={paragraphStyle}>
        {order.cardsOnly
          ? ""
          : order.shippingAddress
            ? "Nous vous écrirons dès son expédition. "
            : "Nous vous prévenons dès qu'elle vous attend au salon, aux heures d'ouverture. "}
        Une question ? Répondez à ce message ou appelez-nous au {salon.phone}.
      </Text>
    </BaseLayout>
  );
}

/** To the owner: a new order to prepare. */
export function OrderNotification({ order }: { order: OrderEmailPayload }) {
  return (
    <BaseLayout preview={`Nouvelle commande ${order.orderNumber}`} heading="Nouvelle commande">
      <Text style={paragraphStyle}>
        Commande <strong>{order.orderNumber}</strong> de {order.customerEmail}, payée {order.total}
        {order.giftCard ? ` et ${order.giftCard} par carte cadeau` : ""} (facture {order.invoiceNumber}).
      </Text>
      <Summary order={order} />
    </BaseLayout>
  );
}
