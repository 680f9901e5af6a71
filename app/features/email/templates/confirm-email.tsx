import { Button, Text } from "@react-email/components";
import { BaseLayout, paragraphStyle } from "./base-layout";

/** The link that shows an account's e-mail address belongs to its owner ('Mes rendez-vous'). */
export function ConfirmEmail({ url, hours }: { url: string; hours: number }) {
  return (
    <BaseLayout preview="Confirmez votre adresse e-mail" heading="Confirmez votre adresse e-mail">
      <Text style={paragraphStyle}>
        Pour retrouver dans « Mes rendez-vous » les rendez-vous pris avec cette adresse, confirmez-la en suivant ce lien (valable {hours} h) :
      </Text>
      <Button href={url} style={{ backgroundColor: "#1c1c1c", color: "#f5efe6", padding: "12px 20px", borderRadius: 6 }}>
        Confirmer mon adresse
      </Button>
      <Text style={paragraphStyle}>Si vous n'êtes pas à l'origine de cette demande, ignorez simplement cet e-mail.</Text>
    </BaseLayout>
  );
}
