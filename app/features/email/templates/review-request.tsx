import { Button, Link, Section, Text } from "@react-email/components";
import { BaseLayout, paragraphStyle } from "./base-layout";

type Props = {
  customerName: string;
  serviceTitle: string;
  barberName: string;
  /** "lundi 23 novembre 2026" */
  dateText: string;
  timeSlot: string;
  /** The private, single-use link to the review page. */
  reviewUrl: string;
  validDays: number;
  /** The signed link that stops these mails for this address. */
  unsubscribeUrl: string;
};

/** The day after a visit: how was it, with a private link to leave a verified review. */
export function ReviewRequestEmail({ customerName, serviceTitle, barberName, dateText, timeSlot, reviewUrl, validDays, unsubscribeUrl }: Props) {
  return (
    <BaseLayout preview={`Votre avis sur votre rendez-vous avec ${barberName}`} heading={`Comment s'est passé votre rendez-vous avec ${barberName} ?`}>
      <Text style={paragraphStyle}>Bonjour {customerName},</Text>
      <Text style={paragraphStyle}>Merci de votre visite au salon. Votre avis nous aide à progresser et guide les prochains clients.</Text>
      <Section style={{ backgroundColor: "#f5efe6", borderRadius: 6, padding: "12px 16px", margin: "0 0 16px" }}>
        <Text style={{ ...paragraphStyle, margin: "4px 0" }}>
          <strong>Prestation :</strong> {serviceTitle}
        </Text>
        <Text style={{ ...paragraphStyle, margin: "4px 0" }}>
          <strong>Date :</strong> {dateText} à {timeSlot}
        </Text>
        <Text style={{ ...paragraphStyle, margin: "4px 0" }}>
          <strong>Barbier :</strong> {barberName}
        </Text>
      </Section>
      <Text style={paragraphStyle}>
        Une note de 1 à 5 étoiles et, si vous le souhaitez, quelques mots : cela prend une minute. Votre avis sera publié sur notre site avec la mention « Avis
        vérifié » après relecture.
      </Text>
      <Button href={reviewUrl} style={{ backgroundColor: "#1c1c1c", color: "#f5efe6", padding: "12px 20px", borderRadius: 6 }}>
        Donner mon avis
      </Button>
      <Text style={{ ...paragraphStyle, marginTop: 16, fontSize: 13 }}>Ce lien est personnel, il sert une seule fois et reste valable {validDays} jours.</Text>
      <Text style={{ fontSize: 12, lineHeight: "18px", color: "#6b6b6b", margin: "16px 0 0" }}>
        Vous ne souhaitez plus recevoir de demande d'avis après vos rendez-vous ?{" "}
        <Link href={unsubscribeUrl} style={{ color: "#6b6b6b", textDecoration: "underline" }}>
          Se désinscrire
        </Link>
      </Text>
    </BaseLayout>
  );
}
