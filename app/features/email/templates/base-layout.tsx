import { Body, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";
import { fullAddress, salon } from "~/lib/salon";

const colors = { ink: "#1c1c1c", paper: "#f5efe6", brass: "#b08d57", muted: "#6b6b6b" };

/** The one French frame of every e-mail: salon header, content, salon details. */
export function BaseLayout({ preview, heading, children }: { preview: string; heading: string; children: ReactNode }) {
  return (
    <Html lang="fr">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: colors.paper, fontFamily: "Helvetica, Arial, sans-serif", color: colors.ink }}>
        <Container style={{ maxWidth: 560, margin: "0 auto", padding: "24px 16px" }}>
          <Section style={{ backgroundColor: colors.ink, padding: "20px 24px", borderRadius: "8px 8px 0 0" }}>
            <Text style={{ color: colors.brass, fontSize: 20, fontWeight: 700, margin: 0, letterSpacing: 1 }}>{salon.name}</Text>
            <Text style={{ color: colors.paper, fontSize: 13, margin: "4px 0 0" }}>{salon.tagline}</Text>
          </Section>
          <Section style={{ backgroundColor: "#ffffff", padding: "24px", borderRadius: "0 0 8px 8px" }}>
            <Heading as="h1" style={{ fontSize: 22, margin: "0 0 16px" }}>
              {heading}
            </Heading>
            {children}
          </Section>
          <Hr style={{ borderColor: "#ddd", margin: "24px 0 12px" }} />
          <Text style={{ fontSize: 12, color: colors.muted, margin: 0 }}>
            {salon.name} · {fullAddress} · {salon.phone} ·{" "}
            <Link href={`mailto:${salon.email}`} style={{ color: colors.muted }}>
              {salon.email}
            </Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export const paragraphStyle = { fontSize: 15, lineHeight: "24px", margin: "0 0 12px" } as const;
