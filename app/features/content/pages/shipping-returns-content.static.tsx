import { fullAddress, salon } from "~/lib/salon";
import { DELIVERY_DELAY, DISPATCH_DELAY, REFUND_DAYS, WITHDRAWAL_DAYS, deliveryFee, freeDeliveryFrom } from "./commerce-terms";
import { BulletList, Callout, ContentColumn, ContentSection, EmailLink, PhoneLink, TextLink } from "./prose";

const cell = "border-b border-ink/10 px-2.5 py-3 align-top sm:px-4";

function ShippingTable() {
  return (
    <div className="overflow-x-auto rounded-lg border border-ink/10 bg-white/70">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="px-2.5 pt-4 pb-2 text-left font-display text-lg text-ink sm:px-4">Modes de livraison et frais (France métropolitaine)</caption>
        <thead className="bg-ink text-paper">
          <tr>
            <th scope="col" className="px-2.5 py-3 font-semibold sm:px-4">
              Mode de livraison
            </th>
            <th scope="col" className="px-2.5 py-3 font-semibold sm:px-4">
              Montant de la commande
            </th>
            <th scope="col" className="px-2.5 py-3 font-semibold sm:px-4">
              Frais
            </th>
            <th scope="col" className="px-2.5 py-3 font-semibold sm:px-4">
              Délai
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row" rowSpan={2} className={`${cell} font-semibold text-ink`}>
              Livraison à domicile
            </th>
            <td className={cell}>Moins de {freeDeliveryFrom}</td>
            <td className={`${cell} font-semibold whitespace-nowrap`}>{deliveryFee}</td>
            <td className={cell} rowSpan={2}>
              {DELIVERY_DELAY} (livraison estimée à 5 jours)
            </td>
          </tr>
          <tr>
            <td className={cell}>À partir de {freeDeliveryFrom}</td>
            <td className={`${cell} font-semibold`}>Offerte</td>
          </tr>
          <tr>
            <th scope="row" className={`${cell} font-semibold text-ink`}>
              Retrait en boutique (Click &amp; Collect)
            </th>
            <td className={cell}>Sans minimum d'achat</td>
            <td className={`${cell} font-semibold`}>Gratuit</td>
            <td className={cell}>Au salon, {fullAddress}, aux heures d'ouverture</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}

/** Delivery and returns: written by the server, kept by the browser (ServerHtml). */
export default function ShippingReturnsContent() {
  return (
    <ContentColumn>
      <ContentSection id="livraison" title="Livraison">
        <ShippingTable />
        <p>
          Votre commande est préparée avec soin au salon et remise au transporteur sous {DISPATCH_DELAY}. Comptez {DELIVERY_DELAY} entre la validation de votre
          commande et la livraison à domicile ; la date estimée vous est indiquée au moment du paiement. Les frais de livraison sont affichés dans votre panier
          et sur la page de paiement avant toute validation.
        </p>
        <p>
          Avec le <strong className="text-ink">Click &amp; Collect</strong>, vous choisissez le retrait au salon lors de la commande : aucun frais de livraison
          ne vous est facturé. Présentez-vous au {fullAddress} avec votre e-mail de confirmation. En cas de doute, appelez-nous au <PhoneLink /> avant de
          passer.
        </p>
      </ContentSection>

      <ContentSection id="colis-abime" title="Colis endommagé ou incomplet">
        <p>
          Les produits voyagent sous notre responsabilité jusqu'à ce que vous les ayez en main. Si le colis vous arrive abîmé, ouvert ou incomplet, signalez-le
          si possible au livreur, prenez quelques photos du colis et des produits, puis écrivez-nous au plus vite à <EmailLink /> en indiquant votre numéro de
          commande. Nous vous renvoyons les produits concernés ou vous remboursons, sans frais pour vous.
        </p>
      </ContentSection>

      <ContentSection id="retractation" title={`Droit de rétractation de ${WITHDRAWAL_DAYS} jours`}>
        <p>
          Conformément à l'article L221-18 du Code de la consommation, vous disposez de {WITHDRAWAL_DAYS} jours à compter de la réception de votre commande
          (livraison ou retrait au salon) pour changer d'avis, sans avoir à vous justifier.
        </p>
        <Callout>
          <p>
            <strong className="text-ink">Exception d'hygiène :</strong> selon l'article L221-28 du Code de la consommation, le droit de rétractation ne
            s'applique pas aux produits cosmétiques qui ont été ouverts ou descellés après la livraison et qui ne peuvent pas être renvoyés pour des raisons
            d'hygiène ou de protection de la santé. Les produits retournés doivent donc être neufs, complets, non ouverts et dans leur emballage d'origine
            scellé.
          </p>
        </Callout>
      </ContentSection>

      <ContentSection id="retour" title="Comment nous retourner un produit">
        <ol className="list-decimal space-y-2 pl-6 marker:font-semibold marker:text-brass-dark">
          <li>
            Écrivez-nous à <EmailLink /> dans le délai de {WITHDRAWAL_DAYS} jours, en indiquant votre numéro de commande et les produits concernés. Toute
            déclaration claire de votre volonté de vous rétracter suffit ; vous pouvez aussi utiliser le modèle de formulaire figurant dans nos{" "}
            <TextLink to="/sales-conditions#article-6">conditions générales de vente</TextLink>.
          </li>
          <li>
            Renvoyez les produits, bien protégés, à l'adresse du salon ({salon.name}, {fullAddress}) au plus tard {WITHDRAWAL_DAYS} jours après nous avoir
            informés de votre décision. Vous pouvez aussi les déposer directement au salon.
          </li>
          <li>
            Les frais de retour restent à votre charge, sauf si le produit est défectueux, endommagé ou ne correspond pas à votre commande : dans ce cas, nous
            les prenons en charge.
          </li>
        </ol>
      </ContentSection>

      <ContentSection id="remboursement" title="Remboursement">
        <p>
          Comme la loi le prévoit, nous vous remboursons au plus tard {REFUND_DAYS} jours après avoir été informés de votre rétractation. Le remboursement
          couvre le prix des produits et les frais de livraison initiaux au tarif standard. Nous pouvons toutefois attendre d'avoir reçu les produits, ou la
          preuve de leur expédition, avant de rembourser.
        </p>
        <p>
          Le remboursement est effectué avec le moyen de paiement utilisé lors de la commande (PayPal ou carte bancaire via PayPal), sans frais pour vous. Pour
          toute question, consultez notre <TextLink to="/faq">FAQ</TextLink> ou <TextLink to="/contact">contactez-nous</TextLink>.
        </p>
      </ContentSection>

      <BulletList>
        <li>
          En savoir plus sur le règlement de vos achats : <TextLink to="/payment">paiement sécurisé</TextLink>.
        </li>
        <li>
          L'ensemble de nos conditions : <TextLink to="/sales-conditions">conditions générales de vente</TextLink>.
        </li>
      </BulletList>
    </ContentColumn>
  );
}
