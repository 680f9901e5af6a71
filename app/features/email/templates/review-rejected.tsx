import { Link, Section, Text } from "@react-email/components";
import { BaseLayout, paragraphStyle } from "./base-layout";

type Props = {
  /** The name the review was signed with. */
  authorName: string;
  /** « lundi 23 novembre 2026 », the visit the review was about. */
  visitDateText: string;
  serviceTitle: string | null;
  rating: number;
  comment: string;
  /** The reason chosen in moderation, in French. */
  reason: string;
  /** Where the site explains how reviews are checked (/legal#avis). */
  policyUrl: string;
  contactUrl: string;
};

/** A review sent from a review link was refused: why, as the law asks (Code de la consommation, L111-7-2). */
export function ReviewRejectedEmail({ authorName, visitDateText, serviceTitle, rating, comment, reason, policyUrl, contactUrl }: Props) {
  return (
    <BaseLayout preview={`Votre avis n'a pas été publié : ${reason}`} heading="Votre avis n'a pas été publié">
      <Text style={paragraphStyle}>Bonjour {authorName},</Text>
      <Text style={paragraphStyle}>
        Merci d'avoir pris le temps de donner votre avis sur votre rendez-vous du {visitDateText}
        {serviceTitle ? ` (${serviceTitle})` : ""}. Après relecture, nous ne pouvons pas le publier sur notre site, pour la raison suivante :
      </Text>
      <Text style={{ ...paragraphStyle, fontWeight: 700 }}>{reason}</Text>
      <Section style={{ backgroundColor: "#f5efe6", borderRadius: 6, padding: "12px 16px", margin: "0 0 16px" }}>
        <Text style={{ ...paragraphStyle, margin: "4px 0" }}>
          <strong>Votre note :</strong> {rating} sur 5
        </Text>
        {comment ? (
          <Text style={{ ...paragraphStyle, margin: "4px 0", whiteSpace: "pre-line" }}>
            <strong>Votre commentaire :</strong> {comment}
          </Text>
        ) : null}
      </Section>
      <Text style={paragraphStyle}>
        Si vous pensez qu'il s'agit d'une erreur, écrivez-nous depuis notre <Link href={contactUrl}>page de contact</Link>. Nos règles de publication des avis
        sont détaillées sur <Link href={policyUrl}>notre site</Link>.
      </Text>
    </BaseLayout>
  );
}
