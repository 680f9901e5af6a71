import { COOKIE_CONSENT_MONTHS } from "~/lib/cookie-consent";
import { fullAddress, salon } from "~/lib/salon";
import { BulletList, ContentSection, EmailLink, ExternalLink, SubHeading } from "./prose";

const processings = [
  {
    name: "Rendez-vous",
    data: "Nom, e-mail, téléphone, prestation, barbier, date et heure, absence éventuelle",
    purpose:
      "Gérer votre rendez-vous, vous envoyer la confirmation, le rappel et le lien d'annulation, puis, le lendemain, une demande d'avis (que vous pouvez refuser en un clic depuis l'e-mail)",
    basis: "Exécution du service demandé",
    retention: "3 ans après le rendez-vous",
  },
  {
    name: "Commandes",
    data: "Identité, e-mail, adresse de livraison, téléphone, produits commandés, montant",
    purpose: "Traiter, livrer et facturer votre commande, gérer les retours et le service après-vente",
    basis: "Exécution du contrat et obligations comptables",
    retention: "10 ans (pièces comptables, art. L123-22 du Code de commerce)",
  },
  {
    name: "Paiements PayPal",
    data: "Référence du paiement PayPal, panier, montant, adresse de livraison",
    purpose: "Vérifier qu'un paiement correspond à la commande préparée, traiter un paiement sans commande",
    basis: "Exécution du contrat",
    retention: "30 jours, sauf paiement à régulariser",
  },
  {
    name: "Compte client",
    data: "Prénom, nom, date de naissance, e-mail, mot de passe chiffré",
    purpose: "Vous permettre de vous connecter, de commander et de publier des avis produits",
    basis: "Exécution du contrat",
    retention: "Jusqu'à la suppression du compte, ou 3 ans sans connexion",
  },
  {
    name: "Messages de contact",
    data: "Nom, e-mail, objet, message",
    purpose: "Répondre à votre demande",
    basis: "Intérêt légitime à vous répondre",
    retention: "1 an après notre dernier échange",
  },
  {
    name: "Candidatures",
    data: "Identité, date de naissance, coordonnées, CV, message de motivation",
    purpose: "Étudier votre candidature et vous recontacter",
    basis: "Mesures précontractuelles à votre demande",
    retention: "2 ans après notre dernier contact, sauf opposition de votre part",
  },
  {
    name: "Liste d'attente",
    data: "E-mail, téléphone (facultatif), prestation, jour et barbier souhaités",
    purpose: "Vous prévenir par e-mail si un créneau se libère ce jour-là (3 e-mails par jour au plus)",
    basis: "Votre demande",
    retention: "Jusqu'à la fin du jour demandé",
  },
  {
    name: "Newsletter",
    data: "E-mail, dates d'inscription, de confirmation et de désinscription, code de bienvenue, newsletters reçues",
    purpose: "Vous envoyer nos actualités et offres, après confirmation de votre adresse, gérer votre code de réduction",
    basis: "Votre consentement",
    retention:
      "Adresse non confirmée : 30 jours après le dernier lien de confirmation. Adresse confirmée : jusqu'à votre désinscription, puis conservée comme désinscrite (preuve de votre opposition, et pour que le code de bienvenue ne soit pas offert deux fois). Trace des newsletters reçues : 12 mois",
  },
  {
    name: "Avis clients",
    data: "Nom ou prénom, note, commentaire, motif d'un éventuel refus ; pour un avis envoyé depuis le lien d'un rendez-vous, la prestation, le barbier et le rendez-vous concernés",
    purpose: "Publier les avis après modération, et indiquer à l'auteur d'un avis refusé le motif du refus, à l'adresse e-mail de son rendez-vous",
    basis: "Intérêt légitime à partager l'expérience de nos clients ; obligation légale d'informer l'auteur d'un avis refusé",
    retention: "3 ans après l'envoi de l'avis, qu'il soit publié ou non",
  },
] as const;

const th = "px-3 py-2 font-semibold";
const td = "border-b border-ink/10 px-3 py-2 align-top";

export function PersonalDataSection() {
  return (
    <ContentSection id="donnees-personnelles" title="Données personnelles">
      <p>
        {salon.legal.companyName}, {fullAddress}, est responsable des traitements de données réalisés sur ce site et au salon, conformément au Règlement général
        sur la protection des données (RGPD) et à la loi « Informatique et Libertés ». Nous ne collectons que les données nécessaires, nous ne les vendons
        jamais et nous ne les utilisons pas à des fins publicitaires.
      </p>

      <div className="overflow-x-auto rounded-lg border border-ink/10 bg-white/70">
        <table className="w-full min-w-[44rem] border-collapse text-left text-sm">
          <caption className="px-3 pt-3 pb-2 text-left font-display text-lg text-ink">Données collectées et durées de conservation</caption>
          <thead className="bg-ink text-paper">
            <tr>
              <th scope="col" className={th}>
                Traitement
              </th>
              <th scope="col" className={th}>
                Données
              </th>
              <th scope="col" className={th}>
                Finalité
              </th>
              <th scope="col" className={th}>
                Base légale
              </th>
              <th scope="col" className={th}>
                Conservation
              </th>
            </tr>
          </thead>
          <tbody>
            {processings.map((p) => (
              <tr key={p.name}>
                <th scope="row" className={`${td} font-semibold text-ink`}>
                  {p.name}
                </th>
                <td className={td}>{p.data}</td>
                <td className={td}>{p.purpose}</td>
                <td className={td}>{p.basis}</td>
                <td className={td}>{p.retention}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <SubHeading>Qui a accès à vos données ?</SubHeading>
      <p>
        Seule l'équipe du salon y a accès, ainsi que nos prestataires techniques, dans la limite de leur mission : notre hébergeur ({salon.legal.host.name}),
        notre service d'envoi d'e-mails, le service d'autocomplétion d'adresses (qui reçoit uniquement le texte saisi dans le champ adresse) et PayPal pour le
        paiement, qui agit en tant que responsable de ses propres traitements. Nous ne transmettons jamais vos coordonnées bancaires : nous n'y avons pas accès.
      </p>

      <SubHeading>Vos droits</SubHeading>
      <p>Vous disposez à tout moment, sur les données qui vous concernent, d'un droit :</p>
      <BulletList>
        <li>d'accès et de rectification ;</li>
        <li>d'effacement (« droit à l'oubli ») et de limitation du traitement ;</li>
        <li>d'opposition, notamment à la réception de notre newsletter, et de retrait de votre consentement ;</li>
        <li>à la portabilité des données que vous nous avez fournies ;</li>
        <li>de définir des directives sur le sort de vos données après votre décès.</li>
      </BulletList>
      <p>
        Pour exercer ces droits, écrivez-nous à <EmailLink /> en précisant votre demande. Nous vous répondons dans un délai d'un mois. En cas de doute
        raisonnable sur votre identité, nous pourrons vous demander un justificatif. Chaque newsletter contient également un lien de désinscription.
      </p>
      <p>
        Si vous demandez l'effacement de vos données, nous annulons d'abord vos rendez-vous à venir (vos arrhes vous sont remboursées comme lorsque vous annulez
        vous-même), puis nous supprimons votre compte, vos avis, vos inscriptions et nos notes, et retirons votre nom, votre e-mail, votre téléphone et votre
        adresse de nos rendez-vous et de nos commandes. Nous conservons seulement vos factures et avoirs tels qu'ils ont été émis, avec le nom et l'adresse
        qu'ils portent, pendant 10 ans : ce sont des pièces comptables que la loi nous oblige à garder (article L123-22 du Code de commerce) ; le droit à
        l'effacement ne s'applique pas à ce que la loi oblige à conserver (article 17, paragraphe 3, du RGPD). Si vous vous étiez désinscrit d'un de nos envois,
        votre adresse reste sur notre liste d'opposition, à cette seule fin de ne plus vous écrire.
      </p>
      <p>
        Si vous estimez, après nous avoir contactés, que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la CNIL (Commission nationale
        de l'informatique et des libertés), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, ou en ligne sur{" "}
        <ExternalLink href="https://www.cnil.fr">www.cnil.fr</ExternalLink>.
      </p>
    </ContentSection>
  );
}

export function CookiesSection() {
  return (
    <ContentSection id="cookies" title="Cookies et stockage local">
      <p>
        Ce site n'utilise ni cookie publicitaire ni outil de mesure d'audience. Il enregistre uniquement dans votre navigateur ce qui est strictement nécessaire
        à son fonctionnement :
      </p>
      <BulletList>
        <li>
          <strong className="text-ink">un cookie de session</strong>, déposé lorsque vous vous connectez, pour garder votre compte ouvert et sécuriser vos
          actions ; il est supprimé à la déconnexion ou à son expiration ;
        </li>
        <li>
          <strong className="text-ink">un cookie d'appareil</strong>, déposé lorsque vous vous connectez et conservé un an, qui reconnaît ce navigateur pour
          votre compte : les tentatives de connexion d'autres personnes ne peuvent pas vous en bloquer l'accès ; il ne contient ni votre adresse e-mail ni votre
          mot de passe ;
        </li>
        <li>
          <strong className="text-ink">un cookie de message</strong>, valable une minute, qui affiche une information après une redirection (par exemple «
          Produit non trouvé ») ;
        </li>
        <li>
          <strong className="text-ink">votre panier</strong>, conservé dans le stockage local de votre navigateur (localStorage) pour le retrouver d'une visite
          à l'autre ;
        </li>
        <li>
          <strong className="text-ink">votre choix concernant les cookies</strong>, conservé {COOKIE_CONSENT_MONTHS} mois, après quoi nous vous reposons la
          question.
        </li>
      </BulletList>
      <p>
        La carte interactive du salon est fournie par un service tiers de cartographie, susceptible de déposer ses propres cookies : elle n'est chargée qu'après
        votre accord, ou lorsque vous cliquez pour l'afficher. Refuser ne vous empêche pas d'utiliser le site, de réserver ou de commander.
      </p>
      <p>Vous pouvez changer d'avis à tout moment en cliquant sur « Gérer les cookies » en bas de chaque page, ou ici :</p>
    </ContentSection>
  );
}
