import type { ReactNode } from "react";
import { BOOKING_WINDOW_DAYS, CANCELLATION_NOTICE_HOURS, SLOT_MINUTES } from "~/features/booking/booking-rules";
import { WELCOME_DISCOUNT_PERCENT } from "~/features/orders/pricing";
import { fullAddress } from "~/lib/salon";
import { DELIVERY_DELAY, WITHDRAWAL_DAYS, deliveryFee, freeDeliveryFrom } from "./commerce-terms";
import { PhoneLink, TextLink } from "./prose";
import { quotedPrice, quotedServices } from "./service-prices";

export type FaqGroup = { id: string; title: string; questions: ReadonlyArray<{ question: string; answer: ReactNode }> };

export const faqGroups: ReadonlyArray<FaqGroup> = [
  {
    id: "reservation",
    title: "Réservation",
    questions: [
      {
        question: "Faut-il créer un compte pour réserver ?",
        answer: (
          <>
            Non. Choisissez votre prestation dans la rubrique <TextLink to="/#services">Nos Services</TextLink>, puis une date, un créneau, et indiquez
            simplement votre nom, votre e-mail et votre téléphone. Vous recevez aussitôt un e-mail de confirmation avec une invitation à ajouter à votre agenda.
          </>
        ),
      },
      {
        question: "Combien de temps à l'avance puis-je réserver ?",
        answer: (
          <>
            Les créneaux sont ouverts sur les {BOOKING_WINDOW_DAYS} prochains jours, toutes les {SLOT_MINUTES} minutes pendant les horaires d'ouverture. Pour
            une date plus lointaine, appelez-nous au <PhoneLink />.
          </>
        ),
      },
      {
        question: "Comment annuler ou déplacer mon rendez-vous ?",
        answer: (
          <>
            L'annulation est gratuite jusqu'à {CANCELLATION_NOTICE_HOURS} h avant le rendez-vous, grâce au lien présent dans votre e-mail de confirmation. Pour
            changer d'horaire, annulez puis réservez un nouveau créneau. Moins de {CANCELLATION_NOTICE_HOURS} h avant, prévenez-nous par téléphone au{" "}
            <PhoneLink />.
          </>
        ),
      },
      {
        question: "Que se passe-t-il si j'arrive en retard ?",
        answer: (
          <>
            Prévenez-nous dès que possible. Nous faisons toujours notre maximum pour vous recevoir, mais en cas de retard important, la prestation peut être
            écourtée ou reportée pour ne pas pénaliser les clients suivants.
          </>
        ),
      },
    ],
  },
  {
    id: "services",
    title: "Services",
    questions: [
      {
        question: "Quels sont vos tarifs ?",
        answer: (
          <>
            Quelques exemples de nos prestations les plus demandées :
            <ul className="my-3 grid gap-x-6 gap-y-1 sm:grid-cols-2">
              {quotedServices
                .filter((s) => s.slug !== "coupe-enfant" && s.slug !== "coupe-etudiant")
                .map((s) => (
                  <li key={s.slug} className="flex justify-between gap-4 border-b border-dotted border-ink/20 py-1">
                    <span>{s.title}</span>
                    <span className="font-semibold whitespace-nowrap text-ink">{quotedPrice(s.slug)}</span>
                  </li>
                ))}
            </ul>
            Tous nos tarifs, TTC, sont affichés dans la rubrique <TextLink to="/#services">Nos Services</TextLink>.
          </>
        ),
      },
      {
        question: "Que comprend la formule complète ?",
        answer: (
          <>
            Coupe, taille de barbe sculptée et soin visage, pour {quotedPrice("formule-complete")} et environ une heure de détente. Vous voulez l'essentiel ? La
            formule coupe + barbe est à {quotedPrice("coupe-barbe")}.
          </>
        ),
      },
      {
        question: "Coupez-vous les cheveux des enfants et des étudiants ?",
        answer: (
          <>
            Bien sûr : la coupe enfant (moins de 12 ans) est à {quotedPrice("coupe-enfant")} et la coupe étudiant à {quotedPrice("coupe-etudiant")}, sur
            présentation de la carte étudiante.
          </>
        ),
      },
      {
        question: "Quels produits utilisez-vous au salon ?",
        answer: (
          <>
            Les mêmes soins que dans notre <TextLink to="/shop">boutique</TextLink> : des produits composés de 95 à 100&nbsp;% d'ingrédients d'origine
            naturelle, fabriqués en France. N'hésitez pas à demander conseil à votre barbier.
          </>
        ),
      },
    ],
  },
  {
    id: "boutique",
    title: "Boutique",
    questions: [
      {
        question: "Combien coûte la livraison ?",
        answer: (
          <>
            La livraison à domicile coûte {deliveryFee} pour une commande de moins de {freeDeliveryFrom} et elle est offerte à partir de {freeDeliveryFrom}{" "}
            d'achat. Comptez {DELIVERY_DELAY}. Tous les détails sur la page <TextLink to="/shipping-returns">livraison et retours</TextLink>.
          </>
        ),
      },
      {
        question: "Puis-je retirer ma commande au salon ?",
        answer: (
          <>
            Oui, avec le Click &amp; Collect, gratuit : choisissez « retrait en boutique » lors de la commande et passez au salon, {fullAddress}, aux heures
            d'ouverture, avec votre e-mail de confirmation.
          </>
        ),
      },
      {
        question: "Vos produits sont-ils vraiment naturels ?",
        answer: (
          <>
            Oui : nos huiles, shampoings, masques et produits coiffants contiennent de 95 à 100&nbsp;% d'ingrédients d'origine naturelle et sont fabriqués en
            France. La liste complète des ingrédients figure sur chaque fiche produit.
          </>
        ),
      },
      {
        question: "Puis-je retourner un produit ?",
        answer: (
          <>
            Vous disposez de {WITHDRAWAL_DAYS} jours après réception pour changer d'avis, à condition que le produit soit neuf et toujours scellé : pour des
            raisons d'hygiène, un cosmétique ouvert ne peut pas être repris. Écrivez-nous avant tout renvoi ; la marche à suivre est détaillée sur la page{" "}
            <TextLink to="/shipping-returns">livraison et retours</TextLink>.
          </>
        ),
      },
      {
        question: "Faut-il un compte pour commander ?",
        answer: (
          <>
            Oui, un compte client est nécessaire pour payer : il vous permet de suivre vos commandes et de laisser des avis. Sa création ne prend qu'une minute.
            Inscrivez-vous aussi à notre newsletter pour recevoir un code de bienvenue de 10&nbsp;%.
          </>
        ),
      },
    ],
  },
  {
    id: "paiement",
    title: "Paiement",
    questions: [
      {
        question: "Quels moyens de paiement acceptez-vous ?",
        answer: (
          <>
            Sur la boutique, vous payez avec votre compte PayPal ou par carte bancaire (CB, Visa, Mastercard) via PayPal, sans avoir besoin d'un compte PayPal.
            Les prestations du salon se règlent sur place, le jour du rendez-vous.
          </>
        ),
      },
      {
        question: "Le paiement en ligne est-il sécurisé ?",
        answer: (
          <>
            Oui. La connexion est chiffrée (HTTPS) et vos coordonnées bancaires sont saisies uniquement chez PayPal : nous ne voyons ni ne conservons jamais
            votre numéro de carte. En savoir plus sur la page <TextLink to="/payment">paiement sécurisé</TextLink>.
          </>
        ),
      },
      {
        question: "Quand suis-je débité ?",
        answer: (
          <>
            Au moment où vous validez le paiement. Votre commande n'est enregistrée qu'une fois le paiement confirmé, et vous recevez aussitôt l'e-mail de
            confirmation.
          </>
        ),
      },
      {
        question: "Comment utiliser mon code de bienvenue ?",
        answer: (
          <>
            Saisissez-le dans le champ « code promo » au moment du paiement : la remise de {WELCOME_DISCOUNT_PERCENT}&nbsp;% s'applique sur le montant des
            produits, hors frais de livraison. Chaque code n'est utilisable qu'une seule fois.
          </>
        ),
      },
    ],
  },
];
