import { CANCELLATION_NOTICE_HOURS } from "~/features/booking/booking-rules";
import { fullAddress, salon } from "~/lib/salon";
import { REFUND_DAYS, WITHDRAWAL_DAYS } from "./commerce-terms";
import { articleId, articleTitle } from "./sales-articles";
import { BulletList, Callout, ContentSection, EmailLink, ExternalLink, PhoneLink, SubHeading, TextLink } from "./prose";

const { legal } = salon;

/** Articles 7 to 11 of the terms of sale: guarantees, liability, data, appointments, disputes. */
export function MoreTerms() {
  return (
    <>
      <ContentSection id={articleId(7)} title={articleTitle(7)}>
        <p>Indépendamment de toute garantie commerciale, les produits vendus bénéficient de plein droit et sans frais des garanties légales suivantes.</p>
        <p>
          <strong className="text-ink">Garantie légale de conformité</strong> (articles L217-3 et suivants du Code de la consommation) : le client dispose d'un
          délai de deux ans à compter de la délivrance du produit pour obtenir la mise en œuvre de la garantie en cas de défaut de conformité. Durant ce délai,
          il n'est tenu d'établir que l'existence du défaut, et non la date de son apparition. Il peut obtenir la réparation ou le remplacement du produit ou,
          si ce n'est pas possible, une réduction du prix ou la résolution de la vente.
        </p>
        <p>
          <strong className="text-ink">Garantie des vices cachés</strong> (articles 1641 et suivants du Code civil) : le client peut agir dans un délai de deux
          ans à compter de la découverte du vice et choisir entre la résolution de la vente et une réduction du prix (article 1644 du Code civil).
        </p>
        <p>
          Pour faire jouer ces garanties, il suffit de nous écrire à <EmailLink /> en décrivant le problème, photos à l'appui si possible. Les produits
          cosmétiques se conservent et s'utilisent conformément aux indications de leur emballage (date de durabilité, durée d'utilisation après ouverture).
        </p>
      </ContentSection>

      <ContentSection id={articleId(8)} title={articleTitle(8)}>
        <p>
          {legal.companyName} est responsable de la bonne exécution des commandes et des prestations. Sa responsabilité ne peut être engagée lorsque
          l'inexécution ou la mauvaise exécution est imputable au client, au fait imprévisible et insurmontable d'un tiers ou à un cas de force majeure.
        </p>
        <p>
          Les photographies des produits sont aussi fidèles que possible mais n'ont pas de valeur contractuelle ; la liste des ingrédients figure sur chaque
          fiche produit. Les personnes ayant une peau sensible ou des allergies connues sont invitées à la consulter avant achat et à faire un essai sur une
          petite zone avant la première utilisation.
        </p>
      </ContentSection>

      <ContentSection id={articleId(9)} title={articleTitle(9)}>
        <p>
          Les données communiquées lors d'une commande, d'une réservation ou de la création d'un compte sont nécessaires à leur traitement. Elles sont utilisées
          par {legal.companyName} pour exécuter la commande ou le rendez-vous et en assurer le suivi, et ne sont jamais vendues. Le client dispose d'un droit
          d'accès, de rectification, d'effacement, d'opposition, de limitation et de portabilité, qu'il exerce par e-mail à <EmailLink />. Le détail des
          traitements, des durées de conservation et des cookies figure dans nos <TextLink to="/legal#donnees-personnelles">mentions légales</TextLink>.
        </p>
      </ContentSection>

      <ContentSection id={articleId(10)} title={articleTitle(10)}>
        <BulletList>
          <li>
            La réservation en ligne est <strong className="text-ink">gratuite</strong> et ne demande pas de compte client ; elle ne demande aucun paiement
            d'avance, sauf pour les prestations qui demandent des arrhes (voir <TextLink to="/sales-conditions#arrhes">Arrhes pour les rendez-vous</TextLink>{" "}
            ci-dessous). Le client choisit sa prestation, sa date et son créneau, puis indique son nom, son e-mail et son téléphone ; il reçoit un e-mail de
            confirmation avec une invitation à ajouter à son agenda.
          </li>
          <li>
            L'annulation est gratuite jusqu'à {CANCELLATION_NOTICE_HOURS} h avant le rendez-vous, grâce au lien personnel présent dans l'e-mail de confirmation.
            Passé ce délai, merci de prévenir le salon par téléphone au <PhoneLink /> (un rendez-vous avec arrhes s'annule en ligne jusqu'à son début).
          </li>
          <li>
            Merci d'arriver à l'heure. En cas de retard important, la prestation pourra être écourtée ou reportée afin de ne pas pénaliser les clients suivants.
          </li>
          <li>
            La prestation est réglée au salon, le jour du rendez-vous, au prix affiché dans la rubrique <TextLink to="/#services">Nos Services</TextLink>.
          </li>
        </BulletList>
        <DepositTerms />
      </ContentSection>

      <ContentSection id={articleId(11)} title={articleTitle(11)}>
        <p>
          Les présentes CGV sont soumises au droit français. En cas de difficulté, le client est invité à contacter d'abord notre service client à <EmailLink />{" "}
          afin de rechercher ensemble une solution amiable.
        </p>
        <p>
          À défaut d'accord, et après une réclamation écrite préalable restée sans réponse satisfaisante, le client peut recourir gratuitement au médiateur de
          la consommation dont nous relevons, conformément aux articles L612-1 et suivants du Code de la consommation : {legal.mediator.name} —{" "}
          <ExternalLink href={legal.mediator.url}>{legal.mediator.url.replace(/^https?:\/\//, "")}</ExternalLink>. La saisine du médiateur doit intervenir dans
          un délai d'un an à compter de la réclamation écrite.
        </p>
        <p>
          La plateforme européenne de règlement en ligne des litiges (RLL), prévue par le règlement (UE) n° 524/2013, a été fermée le 20 juillet 2025. Pour un
          litige transfrontalier au sein de l'Union européenne, le client peut se faire aider gratuitement par le{" "}
          <ExternalLink href="https://www.europe-consommateurs.eu">Centre européen des consommateurs France</ExternalLink>.
        </p>
        <p>
          À défaut de résolution amiable, le litige est porté devant les juridictions compétentes ; le client peut saisir, à son choix, le tribunal du lieu où
          il demeurait au moment de la conclusion du contrat ou de la survenance du fait dommageable.
        </p>
      </ContentSection>
    </>
  );
}

/** Article 10's arrhes (docs/decisions/0028): Code de la consommation L214-1, withdrawal L221-18 to L221-28. */
function DepositTerms() {
  return (
    <div id="arrhes" className="scroll-mt-28 space-y-4">
      <SubHeading>Arrhes pour les rendez-vous</SubHeading>
      <p>
        Par exception, certaines prestations demandent le versement d'arrhes lors de la réservation en ligne : un montant fixe, une part du prix ou le prix
        entier, fixé par le salon pour chaque prestation, ou une part du prix de la visite pour un client qui ne s'est pas présenté à plusieurs rendez-vous. Le
        montant est indiqué avant la réservation, dans la liste des prestations et dans le récapitulatif ; il est déduit du prix réglé au salon le jour du
        rendez-vous. Ces sommes sont des arrhes au sens de l'article L214-1 du Code de la consommation et de l'article 1590 du Code civil : chacune des parties
        peut revenir sur son engagement, le client en les perdant, le salon en les restituant au double, dans les conditions ci-dessous, plus favorables au
        client.
      </p>
      <p>
        Les arrhes se paient en ligne par PayPal (compte PayPal ou carte bancaire) aussitôt le créneau choisi, qui est réservé au client pendant 15 minutes. Le
        rendez-vous est confirmé par e-mail dès le paiement reçu, avec la facture d'acompte ; sans paiement dans ce délai, le créneau est libéré et aucune somme
        n'est prélevée.
      </p>
      <BulletList>
        <li>
          <strong className="text-ink">Annulation par le client</strong> : le client peut annuler à tout moment avant le rendez-vous, grâce au lien de l'e-mail
          de confirmation ou en prévenant le salon au <PhoneLink />. Ses arrhes lui sont remboursées en totalité, aussitôt, par PayPal, s'il annule au moins{" "}
          {CANCELLATION_NOTICE_HOURS} h avant le rendez-vous ou pendant le délai de rétractation décrit ci-dessous. Une annulation moins de{" "}
          {CANCELLATION_NOTICE_HOURS} h avant le rendez-vous, une fois ce délai écoulé, laisse les arrhes au salon.
        </li>
        <li>
          <strong className="text-ink">Absence</strong> : si le client ne se présente pas sans avoir annulé, les arrhes sont conservées par le salon. Elles lui
          sont toutefois remboursées, sous {REFUND_DAYS} jours, s'il se rétracte avant la fin du délai de rétractation ou s'il justifie d'un cas de force
          majeure (article 1218 du Code civil).
        </li>
        <li>
          <strong className="text-ink">Annulation par le salon</strong> : si le salon annule le rendez-vous, quel qu'en soit le motif, il rembourse aussitôt les
          arrhes par PayPal et verse en outre au client une somme égale (restitution au double, article L214-1 du Code de la consommation), au plus tard sous{" "}
          {REFUND_DAYS} jours. Il en va de même lorsque le salon déplace un rendez-vous et que le client n'accepte pas le nouvel horaire.
        </li>
      </BulletList>
      <p>
        <strong className="text-ink">Droit de rétractation</strong> : la réservation en ligne est un contrat conclu à distance. Le client dispose d'un délai de{" "}
        {WITHDRAWAL_DAYS} jours à compter du jour de sa réservation pour se rétracter, sans avoir à motiver sa décision (articles L221-18 et L221-19 du Code de
        la consommation). Il lui suffit d'annuler son rendez-vous en ligne ou de nous adresser, avant la fin de ce délai, une déclaration dénuée d'ambiguïté,
        par exemple par e-mail à <EmailLink /> au moyen du modèle ci-dessous ; les sommes versées lui sont remboursées en totalité, par PayPal, au plus tard{" "}
        {REFUND_DAYS} jours après (article L221-24). Lors de la réservation, le client demande expressément que la prestation soit réalisée à la date choisie,
        avant la fin de ce délai (article L221-25) ; une fois la prestation entièrement réalisée, il ne peut plus se rétracter (article L221-28, 1°).
      </p>
      <Callout>
        <p className="font-semibold text-ink">Modèle de formulaire de rétractation (rendez-vous)</p>
        <div className="mt-2 space-y-1 text-sm">
          <p>
            À l'attention de {legal.companyName}, {fullAddress}, {salon.email} :
          </p>
          <p>Je vous notifie par la présente ma rétractation du contrat portant sur la prestation de services ci-dessous :</p>
          <p>Rendez-vous du … à … — Réservé le …</p>
          <p>Nom du client : … — Adresse e-mail utilisée pour la réservation : …</p>
          <p>Signature du client (uniquement en cas d'envoi sur papier) : … — Date : …</p>
        </div>
      </Callout>
    </div>
  );
}
