import { CANCELLATION_NOTICE_HOURS } from "~/features/booking/booking-rules";
import { salon } from "~/lib/salon";
import { articleId, articleTitle } from "./sales-articles";
import { BulletList, ContentSection, EmailLink, ExternalLink, PhoneLink, TextLink } from "./prose";

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
            La réservation en ligne est <strong className="text-ink">gratuite</strong> et ne demande ni compte client ni paiement d'avance. Le client choisit sa
            prestation, sa date et son créneau, puis indique son nom, son e-mail et son téléphone ; il reçoit un e-mail de confirmation avec une invitation à
            ajouter à son agenda.
          </li>
          <li>
            L'annulation est gratuite jusqu'à {CANCELLATION_NOTICE_HOURS} h avant le rendez-vous, grâce au lien personnel présent dans l'e-mail de confirmation.
            Passé ce délai, merci de prévenir le salon par téléphone au <PhoneLink />.
          </li>
          <li>
            Merci d'arriver à l'heure. En cas de retard important, la prestation pourra être écourtée ou reportée afin de ne pas pénaliser les clients suivants.
          </li>
          <li>
            La prestation est réglée au salon, le jour du rendez-vous, au prix affiché dans la rubrique <TextLink to="/#services">Nos Services</TextLink>.
          </li>
        </BulletList>
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
