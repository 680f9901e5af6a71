import { Button, Link, Text } from "@react-email/components";
import { WELCOME_DISCOUNT } from "~/features/orders/pricing-texts";
import { BaseLayout, paragraphStyle } from "./base-layout";

/**
 * The one mail a newsletter subscription sends before it is confirmed (double opt-in): someone who
 * typed a stranger's address gets this, and nothing more, unless the link is followed.
 */
export function NewsletterConfirm({ url, days }: { url: string; days: number }) {
  return (
    <BaseLayout preview="Confirmez votre inscription à la newsletter" heading="Confirmez votre inscription à la newsletter">
      <Text style={paragraphStyle}>
        Vous avez demandé à recevoir notre newsletter. Pour confirmer votre inscription et recevoir votre code de bienvenue de {WELCOME_DISCOUNT}, suivez ce
        lien (valable {days} jours) :
      </Text>
      <Button href={url} style={{ backgroundColor: "#1c1c1c", color: "#f5efe6", padding: "12px 20px", borderRadius: 6 }}>
        Confirmer mon inscription
      </Button>
      <Text style={{ ...paragraphStyle, marginTop: 16, fontSize: 13 }}>
        Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur : <Link href={url}>{url}</Link>
      </Text>
      <Text style={paragraphStyle}>
        Si vous n'êtes pas à l'origine de cette demande, ignorez simplement cet e-mail : sans confirmation, vous ne recevrez rien d'autre de notre part.
      </Text>
    </BaseLayout>
  );
}
