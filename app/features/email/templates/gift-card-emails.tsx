import { Button, Link, Section, Text } from "@react-email/components";
import { Fragment } from "react";
import { balancePageUrl, cardSiteUrl, cardTexts, type GiftCardDocument } from "~/features/gift-cards/card-document";
import { formatGiftCardCode } from "~/features/gift-cards/code";
import { BaseLayout, paragraphStyle } from "./base-layout";

/** The recipient's mail (and the buyer's, when the card comes to them). */
export const giftCardSubject = (card: GiftCardDocument) => `Votre carte cadeau du salon ${card.salon.tradeName}`;

/**
 * What the kept copy of a card's mail masks: the code as stored and as printed (in groups of four),
 * since masking finds a secret only as it is written.
 */
export const giftCardMailSecrets = (code: string): string[] => [code, formatGiftCardCode(code)];

/** « t***@exemple.fr »: enough for the buyer to recognise the address, not to read it. */
export function maskEmailAddress(address: string): string {
  const at = address.lastIndexOf("@");
  return at < 1 ? "***" : `${address[0]}***${address.slice(at)}`;
}

const boxStyle = { backgroundColor: "#f5efe6", borderRadius: 6, padding: "16px", margin: "0 0 16px", textAlign: "center" as const };
const rowStyle = { ...paragraphStyle, margin: "4px 0" };
const codeStyle = { fontFamily: "'Courier New', Courier, monospace", fontSize: 24, fontWeight: 700, letterSpacing: 2, margin: "12px 0 4px" };
const buttonStyle = { backgroundColor: "#1c1c1c", color: "#f5efe6", padding: "12px 20px", borderRadius: 6 };

/** What the card is worth, its message and its last day; its code only when the reader is to have it. */
function CardDetails({ card, withCode }: { card: GiftCardDocument; withCode: boolean }) {
  const serviceValue = cardTexts.serviceValue(card);
  const message = cardTexts.message(card);
  const from = cardTexts.from(card);
  // One text node: masking finds the code only if nothing is written inside it.
  const code = formatGiftCardCode(card.code);
  return (
    <Section style={boxStyle}>
      <Text style={{ ...rowStyle, fontSize: 24, fontWeight: 700 }}>{cardTexts.value(card)}</Text>
      {serviceValue ? <Text style={rowStyle}>{serviceValue}</Text> : null}
      {message ? (
        <Text style={{ ...rowStyle, fontStyle: "italic" }}>
          {message.split("\n").map((line, i) => (
            <Fragment key={i}>
              {i > 0 ? <br /> : null}
              {line}
            </Fragment>
          ))}
        </Text>
      ) : null}
      {from ? <Text style={rowStyle}>{from}</Text> : null}
      {withCode ? <Text style={codeStyle}>{code}</Text> : null}
      <Text style={{ ...rowStyle, fontWeight: 700 }}>{cardTexts.validUntil(card)}</Text>
    </Section>
  );
}

function HowToUse({ card }: { card: GiftCardDocument }) {
  const balanceUrl = balancePageUrl(card);
  return (
    <>
      <Text style={paragraphStyle}>
        {cardTexts.usage} {cardTexts.balance} <Link href={balanceUrl}>{balanceUrl}</Link>.
      </Text>
      <Button href={cardSiteUrl(card, "/")} style={buttonStyle}>
        Prendre rendez-vous
      </Button>
      <Text style={{ ...paragraphStyle, margin: "16px 0 12px" }}>La carte est aussi jointe en PDF.</Text>
    </>
  );
}

/** To the one the card is for, with its code and its PDF. */
export function GiftCardToRecipient({ card }: { card: GiftCardDocument }) {
  const giver = card.buyerName ?? "Quelqu'un";
  return (
    <BaseLayout preview={`${giver} vous offre une carte cadeau`} heading="Une carte cadeau pour vous">
      <Text style={paragraphStyle}>Bonjour {card.recipientName},</Text>
      <Text style={paragraphStyle}>
        {giver} vous offre une carte cadeau du salon {card.salon.tradeName} :
      </Text>
      <CardDetails card={{ ...card, buyerName: null }} withCode />
      <HowToUse card={card} />
    </BaseLayout>
  );
}

/**
 * To the buyer: the card itself, to print or forward, when they chose to receive it (`sentTo`
 * null); else when and to whom it goes, without its code (only its recipient reads that).
 */
export function GiftCardToBuyer({ card, sentTo, sendOn }: { card: GiftCardDocument; sentTo: string | null; sendOn: string | null }) {
  if (sentTo === null)
    return (
      <BaseLayout preview={`Votre carte cadeau pour ${card.recipientName}`} heading="Votre carte cadeau">
        <Text style={paragraphStyle}>Bonjour{card.buyerName ? ` ${card.buyerName}` : ""},</Text>
        <Text style={paragraphStyle}>Voici votre carte cadeau pour {card.recipientName}, à imprimer ou à lui transmettre :</Text>
        <CardDetails card={card} withCode />
        <HowToUse card={card} />
      </BaseLayout>
    );
  const to = maskEmailAddress(sentTo);
  return (
    <BaseLayout preview={`Votre carte cadeau pour ${card.recipientName}`} heading="Votre carte cadeau est prévue">
      <Text style={paragraphStyle}>Bonjour{card.buyerName ? ` ${card.buyerName}` : ""},</Text>
      <Text style={paragraphStyle}>{sendOn ? cardTexts.sendsOn(card, to, sendOn) : `Votre carte cadeau pour ${card.recipientName} est envoyée à ${to}.`}</Text>
      <CardDetails card={card} withCode={false} />
      <Text style={paragraphStyle}>
        Pour garder la surprise, son code n'est envoyé qu'à {card.recipientName}, avec la carte en PDF. Une question ? Répondez à ce message.
      </Text>
    </BaseLayout>
  );
}
