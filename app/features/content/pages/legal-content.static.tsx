import { fullAddress, salon } from "~/lib/salon";
import { CookiesSection, PersonalDataSection } from "./privacy-content";
import { ContentSection, EmailLink, FactList, PhoneLink } from "./prose";
import { ReviewsPolicySection } from "./reviews-policy";

const { legal } = salon;

/**
 * The legal notice, the rules of customer reviews, personal data and cookies: written by the server, kept by the browser
 * (ServerHtml). The cookie choice's button, which needs the page's scripts, follows it (routes/legal).
 */
export default function LegalContent() {
  return (
    <>
      <ContentSection id="editeur" title="Éditeur du site">
        <p>
          Le site {salon.name} est édité par la société {legal.companyName}, qui exploite le salon de barbier du même nom.
        </p>
        <FactList
          rows={[
            ["Dénomination sociale", legal.companyName],
            ["Forme juridique", legal.legalForm],
            ["Capital social", legal.shareCapital],
            ["Immatriculation", legal.rcs],
            ["SIRET", legal.siret],
            ["N° de TVA intracommunautaire", legal.vatNumber],
            ["Siège social", fullAddress],
            ["Téléphone", <PhoneLink key="phone" />],
            ["E-mail", <EmailLink key="email" />],
            ["Directeur de la publication", legal.publicationDirector],
          ]}
        />
      </ContentSection>

      <ContentSection id="hebergeur" title="Hébergement">
        <p>Le site est hébergé par :</p>
        <FactList
          rows={[
            ["Hébergeur", legal.host.name],
            ["Adresse", legal.host.address],
            ["Téléphone", legal.host.phone],
          ]}
        />
      </ContentSection>

      <ContentSection id="propriete-intellectuelle" title="Propriété intellectuelle">
        <p>
          L'ensemble des éléments de ce site (textes, photographies, illustrations, logos, marque {salon.name}, mise en page) est la propriété de{" "}
          {legal.companyName} ou est utilisé avec l'autorisation de ses auteurs. Toute reproduction, représentation, adaptation ou diffusion, totale ou
          partielle, sans autorisation écrite préalable est interdite et constitue une contrefaçon sanctionnée par les articles L335-2 et suivants du Code de la
          propriété intellectuelle.
        </p>
        <p>
          Vous pouvez naturellement partager un lien vers nos pages. Pour toute autre utilisation, écrivez-nous à <EmailLink />.
        </p>
      </ContentSection>

      <ReviewsPolicySection />
      <PersonalDataSection />
      <CookiesSection />
    </>
  );
}
