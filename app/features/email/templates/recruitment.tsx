import { Section, Text } from "@react-email/components";
import { formatLongDate } from "~/lib/dates";
import { BaseLayout, paragraphStyle } from "./base-layout";

type Candidate = {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  email: string;
  phone?: string;
  motivation?: string;
  cvFilename: string;
};

/** recruitment: the application for the owner, with the CV attached. */
export function RecruitmentApplication({ candidate }: { candidate: Candidate }) {
  return (
    <BaseLayout preview={`Candidature de ${candidate.firstName} ${candidate.lastName}`} heading="Nouvelle candidature">
      <Text style={paragraphStyle}>
        <strong>Candidat :</strong> {candidate.firstName} {candidate.lastName}
      </Text>
      <Text style={paragraphStyle}>
        <strong>Date de naissance :</strong> {formatLongDate(candidate.dateOfBirth)}
      </Text>
      <Text style={paragraphStyle}>
        <strong>Email :</strong> {candidate.email}
      </Text>
      <Text style={paragraphStyle}>
        <strong>Téléphone :</strong> {candidate.phone ?? "non renseigné"}
      </Text>
      <Text style={paragraphStyle}>
        <strong>CV :</strong> {candidate.cvFilename} (en pièce jointe)
      </Text>
      {candidate.motivation ? (
        <Section style={{ backgroundColor: "#f5efe6", borderRadius: 6, padding: "12px 16px" }}>
          <Text style={{ ...paragraphStyle, fontWeight: 700 }}>Motivation</Text>
          {candidate.motivation.split("\n").map((line, i) => (
            <Text key={i} style={{ ...paragraphStyle, margin: "0 0 6px" }}>
              {line}
            </Text>
          ))}
        </Section>
      ) : null}
    </BaseLayout>
  );
}
