import { fullAddress, salon } from "~/lib/salon";
import { DELIVERY_DELAY, DISPATCH_DELAY, REFUND_DAYS, WITHDRAWAL_DAYS, deliveryFee, freeDeliveryFrom } from "./commerce-terms";
import { articleId, articleTitle } from "./sales-articles";
import { BulletList, Callout, ContentSection, EmailLink, PhoneLink, TextLink } from "./prose";

const { legal } = salon;

/** Articles 1 to 6 of the terms of sale: the online shop. */
export function ShopTerms() {
  return (
    <>
      <ContentSection id={articleId(1)} title={articleTitle(1)}>
        <p>
          Les présentes conditions générales de vente (CGV) régissent les ventes de produits conclues sur le site {salon.name} entre {legal.companyName},{" "}
          {legal.legalForm.toLowerCase()} au capital de {legal.shareCapital}, immatriculée au {legal.rcs}, dont le siège est situé {fullAddress} (téléphone :{" "}
          <PhoneLink />, e-mail : <EmailLink />
          ), et toute personne physique agissant en qualité de consommateur (« le client »). Elles précisent aussi les conditions de réservation des rendez-vous
          au salon (article 10).
        </p>
        <p>
          Le client déclare en avoir pris connaissance et les accepter avant de passer commande. Les CGV applicables sont celles en ligne à la date de la
          commande. Les livraisons à domicile sont effectuées en France métropolitaine.
        </p>
      </ContentSection>

      <ContentSection id={articleId(2)} title={articleTitle(2)}>
        <p>
          Les prix des produits et des prestations sont indiqués en euros, toutes taxes comprises (TTC), TVA française incluse. Les prix des produits
          s'entendent hors frais de livraison ; ces frais sont indiqués avant la validation de la commande (article 5).
        </p>
        <p>
          Le prix facturé est celui affiché au moment de la validation de la commande. Lorsqu'un prix de référence barré accompagne un coffret, il correspond au
          total des produits du coffret vendus séparément. Un code promo, comme le code de bienvenue de 10&nbsp;% offert à l'inscription à notre newsletter,
          s'applique en pourcentage du montant des produits, hors frais de livraison ; il n'est utilisable qu'une seule fois.
        </p>
      </ContentSection>

      <ContentSection id={articleId(3)} title={articleTitle(3)}>
        <p>
          Pour commander, le client crée un compte client ou se connecte, vérifie le contenu de son panier, choisit le mode de livraison, renseigne le cas
          échéant son adresse et son code promo, puis consulte le récapitulatif (produits, frais de livraison, remise, total) avant de payer. La vente est
          conclue une fois le paiement confirmé.
        </p>
        <p>
          Un e-mail de confirmation récapitulant la commande et son numéro est alors envoyé au client. Les produits sont proposés dans la limite des stocks
          disponibles ; un produit en rupture de stock ne peut pas être commandé. Si, par exception, un produit venait à manquer après la commande, le client en
          serait informé et remboursé sans délai, au plus tard sous {REFUND_DAYS} jours.
        </p>
      </ContentSection>

      <ContentSection id={articleId(4)} title={articleTitle(4)}>
        <p>
          Le paiement s'effectue en euros, en ligne, par compte PayPal ou par carte bancaire (CB, Visa, Mastercard) via PayPal. Le montant est débité au moment
          de la validation du paiement. Le total est calculé par nos serveurs à partir des prix en vigueur ; les coordonnées bancaires sont saisies
          exclusivement chez PayPal et ne sont jamais communiquées à {legal.companyName}. Plus de détails sur notre page{" "}
          <TextLink to="/payment">paiement sécurisé</TextLink>.
        </p>
      </ContentSection>

      <ContentSection id={articleId(5)} title={articleTitle(5)}>
        <BulletList>
          <li>
            <strong className="text-ink">Livraison à domicile</strong> : {deliveryFee} pour toute commande inférieure à {freeDeliveryFrom}, offerte à partir de{" "}
            {freeDeliveryFrom} d'achat. Les commandes sont expédiées sous {DISPATCH_DELAY} et livrées en {DELIVERY_DELAY} ; la date de livraison estimée est
            indiquée lors de la commande.
          </li>
          <li>
            <strong className="text-ink">Retrait en boutique (Click &amp; Collect)</strong> : gratuit, au salon, {fullAddress}, aux heures d'ouverture, sur
            présentation de l'e-mail de confirmation.
          </li>
        </BulletList>
        <p>
          Les produits voyagent aux risques de {legal.companyName} jusqu'à leur remise au client. En cas de colis endommagé, incomplet ou non reçu à la date
          indiquée, le client est invité à nous contacter à <EmailLink /> : nous renvoyons les produits ou remboursons la commande. En cas de retard, le client
          peut, après nous avoir demandé de livrer dans un délai supplémentaire raisonnable resté sans effet, résoudre la vente et être remboursé (art. L216-6
          du Code de la consommation). Voir aussi notre page <TextLink to="/shipping-returns">livraison et retours</TextLink>.
        </p>
      </ContentSection>

      <ContentSection id={articleId(6)} title={articleTitle(6)}>
        <p>
          Conformément à l'article L221-18 du Code de la consommation, le client dispose d'un délai de {WITHDRAWAL_DAYS} jours à compter de la réception des
          produits pour se rétracter, sans avoir à motiver sa décision. Lorsque la commande est livrée en plusieurs fois, ce délai court à compter de la
          réception du dernier produit.
        </p>
        <p>
          <strong className="text-ink">Exception d'hygiène</strong> : en application de l'article L221-28 du Code de la consommation, le droit de rétractation
          ne peut pas être exercé pour les produits cosmétiques descellés ou ouverts après la livraison, qui ne peuvent être renvoyés pour des raisons d'hygiène
          ou de protection de la santé.
        </p>
        <p>
          Pour se rétracter, le client nous informe de sa décision par une déclaration dénuée d'ambiguïté, de préférence par e-mail à <EmailLink />, ou au moyen
          du formulaire ci-dessous. Il renvoie les produits, neufs et dans leur emballage d'origine scellé, au plus tard {WITHDRAWAL_DAYS} jours après cette
          notification ; les frais de retour sont à sa charge, sauf produit défectueux ou non conforme.
        </p>
        <p>
          {legal.companyName} rembourse la totalité des sommes versées, y compris les frais de livraison initiaux au tarif standard, au plus tard {REFUND_DAYS}{" "}
          jours après avoir été informée de la rétractation, avec le moyen de paiement utilisé lors de la commande. Le remboursement peut être différé jusqu'à
          la réception des produits ou de la preuve de leur expédition.
        </p>
        <Callout>
          <p className="font-semibold text-ink">Modèle de formulaire de rétractation</p>
          <div className="mt-2 space-y-1 text-sm">
            <p>
              À l'attention de {legal.companyName}, {fullAddress}, {salon.email} :
            </p>
            <p>Je vous notifie par la présente ma rétractation du contrat portant sur la vente des produits ci-dessous :</p>
            <p>Commandés le … / reçus le … — Numéro de commande : …</p>
            <p>Nom du client : … — Adresse du client : …</p>
            <p>Signature du client (uniquement en cas d'envoi sur papier) : … — Date : …</p>
          </div>
        </Callout>
      </ContentSection>
    </>
  );
}
