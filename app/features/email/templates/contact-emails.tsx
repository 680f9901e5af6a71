import { Section, Text } from "@react-email/components";
import { BaseLayout, paragraphStyle } from "./base-layout";

type Message = { name: string; email: string; subject: string; message: string };

const messageBox = { backgroundColor: "#f5efe6", borderRadius: 6, padding: "12px 16px", margin: "0 0 16px" } as const;

/** contact_form: the message, for the salon and the owner (reply goes to the sender). */
export function ContactForm({ contact }: { contact: Message }) {
  return (
    <BaseLayout preview={`${contact.name} : ${contact.subject}`} heading="Nouveau message depuis le site">
      <Text style={paragraphStyle}>
        <strong>De :</strong> {contact.name} ({contact.email})
      </Text>
      <Text style={paragraphStyle}>
        <strong>Sujet :</strong> {contact.subject}
      </Text>
      <Section style={messageBox}>
        {contact.message.split("\n").map((line, i) => (
          <Text key={i} style={{ ...paragraphStyle, margin: "0 0 6px" }}>
            {line}
          </Text>
        ))}
      </Section>
    </BaseLayout>
  );
}

export function ContactAcknowledgement({ contact }: { contact: Message }) {
  return (
    <BaseLayout preview="Nous avons bien reçu votre message" heading="Merci pour votre message">
      <Text style={paragraphStyle}>Bonjour {contact.name},</Text>
      <Text style={paragraphStyle}>Nous avons bien reçu votre message « {contact.subject} » et nous vous répondrons dans les plus brefs délais.</Text>
      <Text style={paragraphStyle}>À bientôt au salon !</Text>
    </BaseLayout>
  );
}
