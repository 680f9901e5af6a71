import { FaqAccordion } from "./faq-accordion";
import { Callout, ContentColumn, EmailLink, PhoneLink, TextLink } from "./prose";

/** The FAQ: written by the server, kept by the browser (ServerHtml); its groups open without scripts. */
export default function FaqContent() {
  return (
    <ContentColumn>
      <FaqAccordion />
      <Callout>
        <p className="font-display text-xl text-ink">Vous ne trouvez pas votre réponse ?</p>
        <p className="mt-2">
          Appelez le salon au <PhoneLink />, écrivez-nous à <EmailLink /> ou utilisez notre <TextLink to="/contact">formulaire de contact</TextLink> : nous vous
          répondons avec plaisir.
        </p>
      </Callout>
    </ContentColumn>
  );
}
