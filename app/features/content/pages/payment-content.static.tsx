import { salon } from "~/lib/salon";
import { freeDeliveryFrom } from "./commerce-terms";
import { BulletList, Callout, ContentColumn, ContentSection, EmailLink, PhoneLink, TextLink } from "./prose";

const methods = [
  {
    title: "Compte PayPal",
    text: "Connectez-vous à votre compte PayPal et réglez avec le moyen de paiement que vous y avez enregistré.",
  },
  {
    title: "Carte bancaire via PayPal",
    text: "Pas de compte PayPal ? Choisissez « Carte de débit ou de crédit » dans la fenêtre PayPal : cartes CB, Visa et Mastercard acceptées.",
  },
] as const;

/** Payment methods and security: written by the server, kept by the browser (ServerHtml). */
export default function PaymentContent() {
  return (
    <ContentColumn>
      <ContentSection id="moyens" title="Moyens de paiement acceptés">
        <ul className="grid gap-4 sm:grid-cols-2">
          {methods.map((method) => (
            <li key={method.title} className="rounded-lg border border-ink/10 bg-white/60 p-5">
              <h3 className="font-display text-lg text-ink">{method.title}</h3>
              <p className="mt-2 text-sm">{method.text}</p>
            </li>
          ))}
        </ul>
        <p>
          Tous les paiements sont effectués en euros (EUR). Les prix affichés sur la boutique sont indiqués toutes taxes comprises ; les frais de livraison
          éventuels (offerts dès {freeDeliveryFrom} d'achat) et votre code promo sont détaillés dans le récapitulatif avant le paiement.
        </p>
        <p>
          Les prestations du salon ne se paient pas en ligne : la réservation est gratuite et vous réglez votre prestation au salon, le jour de votre
          rendez-vous.
        </p>
      </ContentSection>

      <ContentSection id="securite" title="Un paiement protégé">
        <BulletList>
          <li>
            <strong className="text-ink">Connexion chiffrée.</strong> Toutes les pages du site sont servies en HTTPS : les informations échangées entre votre
            navigateur et nos serveurs sont chiffrées.
          </li>
          <li>
            <strong className="text-ink">Vos données bancaires restent chez PayPal.</strong> La saisie de votre carte se fait dans la fenêtre sécurisée de
            PayPal. {salon.name} ne voit jamais votre numéro de carte et ne le conserve pas.
          </li>
          <li>
            <strong className="text-ink">Un montant vérifié.</strong> Le total à payer est calculé par notre serveur à partir des prix de notre catalogue, des
            frais de livraison et de votre code promo : il ne peut pas être modifié depuis votre navigateur. Nous vérifions ensuite que le montant encaissé
            correspond exactement à votre commande.
          </li>
          <li>
            <strong className="text-ink">Authentification forte.</strong> Selon votre banque, une confirmation (3-D Secure, notification sur votre application
            bancaire) peut vous être demandée pour valider le paiement.
          </li>
        </BulletList>
      </ContentSection>

      <ContentSection id="debit" title="Quand ma commande est-elle débitée ?">
        <p>
          Le paiement est encaissé au moment où vous le validez dans la fenêtre PayPal. Votre commande n'est enregistrée qu'une fois ce paiement confirmé : si
          le paiement échoue ou si vous l'annulez, rien ne vous est débité et votre panier est conservé pour réessayer.
        </p>
        <p>
          En cas de rétractation ou de retour accepté, le remboursement est effectué sur le moyen de paiement utilisé, selon les modalités de notre page{" "}
          <TextLink to="/shipping-returns">livraison et retours</TextLink>.
        </p>
      </ContentSection>

      <ContentSection id="facture" title="Confirmation et facture">
        <p>
          Dès le paiement validé, vous recevez par e-mail la confirmation de votre commande avec son numéro, le détail des produits et le montant payé. PayPal
          vous adresse également son propre reçu. Besoin d'une facture, par exemple pour une note de frais ? Écrivez-nous, nous vous l'envoyons par e-mail.
        </p>
      </ContentSection>

      <ContentSection id="aide" title="Besoin d'aide ?">
        <Callout>
          <p>
            Un souci pendant le paiement ou une question sur un débit ? Écrivez-nous à <EmailLink /> ou appelez le salon au <PhoneLink /> en précisant, si vous
            l'avez, votre numéro de commande. Vous pouvez aussi passer par notre <TextLink to="/contact">formulaire de contact</TextLink> ou consulter la{" "}
            <TextLink to="/faq">FAQ</TextLink>.
          </p>
        </Callout>
      </ContentSection>
    </ContentColumn>
  );
}
