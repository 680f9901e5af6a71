import { Button, Text } from "@react-email/components";
import { BaseLayout, paragraphStyle } from "./base-layout";

export function Welcome({ name, shopUrl }: { name: string; shopUrl: string }) {
  return (
    <BaseLayout preview="Votre compte Monsieur Moustache est créé" heading={`Bienvenue ${name} !`}>
      <Text style={paragraphStyle}>
        Votre compte est créé. Vous pouvez désormais commander nos soins naturels pour la barbe et les cheveux, suivre vos achats et laisser votre avis sur les
        produits.
      </Text>
      <Button href={shopUrl} style={{ backgroundColor: "#1c1c1c", color: "#f5efe6", padding: "12px 20px", borderRadius: 6 }}>
        Découvrir la boutique
      </Button>
      <Text style={{ ...paragraphStyle, marginTop: 16 }}>À très vite au salon !</Text>
    </BaseLayout>
  );
}
