import { Link, Text } from "@react-email/components";
import { WELCOME_DISCOUNT } from "~/features/orders/pricing-texts";
import { salon } from "~/lib/salon";
import { BaseLayout, paragraphStyle } from "./base-layout";

/** The welcome mail of a confirmed subscription: the 10 % code, and the way out of the list. */
export function NewsletterWelcome({ discountCode, unsubscribeUrl }: { discountCode: string; unsubscribeUrl: string }) {
  return (
    <BaseLayout preview={`Votre code de bienvenue : ${discountCode}`} heading="Bienvenue dans notre newsletter !">
      <Text style={paragraphStyle}>
        Merci de votre inscription. Pour fêter votre arrivée, voici votre code de réduction de {WELCOME_DISCOUNT} sur votre première commande en ligne :
      </Text>
      <Text style={{ ...paragraphStyle, fontSize: 24, fontWeight: 700, letterSpacing: 3, textAlign: "center" }}>{discountCode}</Text>
      <Text style={paragraphStyle}>Saisissez-le à l'étape du paiement. Il est valable une fois, avec l'adresse e-mail de votre inscription.</Text>
      <Text style={{ ...paragraphStyle, fontSize: 13, color: "#6b6b6b" }}>
        Vous recevez cet e-mail car vous vous êtes inscrit à la newsletter de {salon.name}. Pour ne plus la recevoir :{" "}
        <Link href={unsubscribeUrl} style={{ color: "#6b6b6b", textDecoration: "underline" }}>
          se désinscrire
        </Link>
        .
      </Text>
    </BaseLayout>
  );
}
