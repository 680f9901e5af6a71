import { FREE_AMOUNT_CENTS, MESSAGE_MAX_LENGTH, SEND_MONTHS_AHEAD, VALIDITY_MONTHS } from "~/features/gift-cards/limits";
import { formatRoundPrice } from "~/lib/money";
import { WITHDRAWAL_DAYS } from "./commerce-terms";
import { articleId, articleTitle } from "./sales-articles";
import { BulletList, ContentSection, EmailLink, TextLink } from "./prose";

/** Article 12 of the terms of sale: gift cards (docs/decisions/0033). */
export function GiftCardTerms() {
  return (
    <ContentSection id={articleId(12)} title={articleTitle(12)}>
      <p>
        La carte cadeau s'achète sur la boutique, pour un montant de {formatRoundPrice(FREE_AMOUNT_CENTS.min)} à {formatRoundPrice(FREE_AMOUNT_CENTS.max)} (en
        euros entiers) ou pour une prestation de la carte du salon, au prix du jour de l'achat. Elle est envoyée par e-mail, avec sa version PDF, à l'acheteur
        dès le paiement, ou au destinataire le jour choisi par l'acheteur (au plus tard {SEND_MONTHS_AHEAD} mois après l'achat) à 8 h. Elle peut porter un
        message de {MESSAGE_MAX_LENGTH} caractères au plus.
      </p>
      <BulletList>
        <li>
          <strong className="text-ink">Validité :</strong> {VALIDITY_MONTHS} mois à compter de l'achat, jusqu'à la veille de sa date anniversaire incluse ; la
          date figure sur la carte. Au-delà, le solde restant est perdu.
        </li>
        <li>
          <strong className="text-ink">Utilisation :</strong> au salon (présentez le code à votre barbier) ou sur la boutique (champ « Carte cadeau » du
          paiement), en une ou plusieurs fois jusqu'à épuisement du solde. Une carte pour une prestation s'utilise au salon et règle cette prestation quel que
          soit son prix le jour venu. Une carte ne règle pas l'achat d'une autre carte cadeau.
        </li>
        <li>
          <strong className="text-ink">Solde :</strong> consultable à tout moment avec le code sur la page <TextLink to="/carte-cadeau">Carte cadeau</TextLink>.
        </li>
        <li>
          <strong className="text-ink">Ni remboursable ni échangeable contre des espèces.</strong> Le code vaut titre : gardez-le comme de l'argent liquide ;
          une carte perdue ou dont le code a été utilisé par un tiers ne peut être remplacée.
        </li>
        <li>
          <strong className="text-ink">Rétractation :</strong> l'acheteur dispose de {WITHDRAWAL_DAYS} jours à compter de l'achat pour se rétracter, tant que la
          carte n'a pas été utilisée, en écrivant à <EmailLink /> ; la carte est alors annulée et son prix remboursé.
        </li>
        <li>
          <strong className="text-ink">TVA :</strong> la carte est un bon à usage unique (article 256 ter du Code général des impôts) : sa TVA est facturée à
          l'achat, et la part d'un achat qu'elle règle n'en supporte pas de nouveau.
        </li>
      </BulletList>
    </ContentSection>
  );
}
