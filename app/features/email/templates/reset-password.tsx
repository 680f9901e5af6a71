import { Button, Link, Text } from "@react-email/components";
import { BaseLayout, paragraphStyle } from "./base-layout";

export function ResetPassword({ frontendUrl }: { frontendUrl: string }) {
  return (
    <BaseLayout preview="Réinitialisez votre mot de passe" heading="Réinitialisation de votre mot de passe">
      <Text style={paragraphStyle}>
        Vous avez demandé à changer le mot de passe de votre compte. Cliquez sur le bouton ci-dessous pour en choisir un nouveau. Ce lien est valable une heure
        et ne peut servir qu'une fois.
      </Text>
      <Button href={frontendUrl} style={{ backgroundColor: "#1c1c1c", color: "#f5efe6", padding: "12px 20px", borderRadius: 6 }}>
        Choisir un nouveau mot de passe
      </Button>
      <Text style={{ ...paragraphStyle, marginTop: 16, fontSize: 13 }}>
        Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur : <Link href={frontendUrl}>{frontendUrl}</Link>
      </Text>
      <Text style={{ ...paragraphStyle, fontSize: 13 }}>
        Vous n'êtes pas à l'origine de cette demande ? Ignorez simplement cet e-mail : votre mot de passe reste inchangé.
      </Text>
    </BaseLayout>
  );
}
