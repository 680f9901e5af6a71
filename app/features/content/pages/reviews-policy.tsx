import { rejectionReasonLabels } from "~/features/salon-reviews/messages";
import { REVIEW_RETENTION_MONTHS } from "~/features/salon-reviews/limits";
import { BulletList, ContentSection, EmailLink, TextLink } from "./prose";

/**
 * How the site's reviews are collected, checked, ordered and kept: the section the Code de la
 * consommation asks for (L111-7-2, D111-17 2° and D111-18), linked from the home page's reviews.
 */
export function ReviewsPolicySection() {
  return (
    <ContentSection id="avis" title="Avis clients">
      <p>
        Voici comment nous recueillons, contrôlons et publions les avis de nos clients sur ce site (articles L111-7-2 et D111-16 à D111-19 du Code de la
        consommation).
      </p>
      <BulletList>
        <li>
          <strong>Deux façons de donner son avis.</strong> Le lendemain d'un rendez-vous honoré, nous envoyons par e-mail un lien personnel, valable 30 jours et
          utilisable une fois. Chacun peut aussi laisser un avis depuis la page d'accueil, sans compte ni adresse e-mail.
        </li>
        <li>
          <strong>« Avis vérifié ».</strong> Cette mention est réservée aux avis envoyés depuis ce lien, pour un rendez-vous qui a bien eu lieu : ni annulé, ni
          marqué absent, et terminé avant l'envoi de l'avis. Elle donne la date de la visite. Si le rendez-vous est ensuite annulé ou marqué absent, la mention
          disparaît.
        </li>
        <li>
          <strong>Contrôle avant publication.</strong> Chaque avis est lu par le salon avant d'être publié, dans les 7 jours qui suivent son envoi. Nous ne
          modifions jamais un avis et n'en refusons aucun parce qu'il est négatif.
        </li>
        <li>
          <strong>Motifs de refus.</strong> Un avis n'est refusé que pour l'un de ces motifs : {Object.values(rejectionReasonLabels).join(" ; ")}. L'auteur d'un
          avis envoyé depuis le lien reçoit le motif du refus par e-mail, à l'adresse de son rendez-vous : c'est la seule raison pour laquelle nous le
          contactons. Un avis laissé depuis la page d'accueil ne comporte pas d'adresse e-mail : son auteur ne peut pas être prévenu.
        </li>
        <li>
          <strong>Modification et retrait.</strong> Un avis envoyé ne peut pas être modifié. Pour faire retirer le vôtre, écrivez-nous à <EmailLink /> ou depuis
          la page <TextLink to="/contact">Contact</TextLink>.
        </li>
        <li>
          <strong>Signaler un avis.</strong> Si vous doutez qu'un avis soit authentique (par exemple en tant que fabricant d'un produit de la boutique),
          signalez-le-nous gratuitement depuis la page <TextLink to="/contact">Contact</TextLink>, en indiquant pourquoi.
        </li>
        <li>
          <strong>Classement.</strong> Les avis sont présentés du plus récent au plus ancien, selon la date à laquelle ils ont été écrits, indiquée avec chacun
          d'eux. La note « sur notre site » est la moyenne de tous les avis publiés ; la note Google est celle de notre fiche Google.
        </li>
        <li>
          <strong>Aucune contrepartie.</strong> Aucune réduction, aucun cadeau ni aucun autre avantage n'est offert en échange d'un avis.
        </li>
        <li>
          <strong>Durées.</strong> Un avis accepté est publié au plus tard 7 jours après son envoi. Publié ou non, il est conservé{" "}
          {REVIEW_RETENTION_MONTHS / 12} ans après son envoi, puis effacé.
        </li>
        <li>
          <strong>Avis sur les produits.</strong> Ils sont publiés dès leur envoi par un client connecté à son compte, sans contrôle préalable, et présentés du
          plus récent au plus ancien avec leur date ; « Achat vérifié » signale un avis dont l'auteur avait commandé le produit. Le salon retire ceux qui
          relèvent des motifs ci-dessus.
        </li>
      </BulletList>
    </ContentSection>
  );
}
