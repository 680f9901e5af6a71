import { Text } from "@react-email/components";
import { BaseLayout, paragraphStyle } from "./base-layout";

export function NewsletterWelcome({ discountCode }: { discountCode: string }) {
  return (
    <BaseLayout preview={`Votre code de bienvenue : ${discountCode}`} heading="Bienvenue dans notre newsletter !">
      <Text style={paragraphStyle}>
        Merci de votre inscription. Pour fêter votre arrivée, voici votre code de réduction de 10 % sur votre première
        commande en ligne :
      </Text>
      <Text style={{ ...paragraphStyle, fontSize: 24, fontWeight: 700, letterSpacing: 3, textAlign: "center" }}>
        {discountCode}
      </Text>
      <Text style={paragraphStyle}>
        Saisissez-le à l'étape du paiement. Il est valable une fois, avec l'adresse e-mail de votre inscription.
      </Text>
    </BaseLayout>
  );
}
