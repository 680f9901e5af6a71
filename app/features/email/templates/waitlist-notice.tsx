import { Button, Link, Section, Text } from "@react-email/components";
import { BaseLayout, paragraphStyle } from "./base-layout";

/** What a waiting-list mail says, already formatted in French. */
export type WaitlistNoticePayload = {
  serviceTitle: string;
  /** "mardi 12 mai 2026". */
  date: string;
  /** The barber waited for, or 'Sans préférence'. */
  barberChoice: string;
  /** The free starts found when the mail was written ("14:00", "14:30"…). */
  times: string[];
};

/**
 * A time freed up on a day someone waits for: what, when, a link that opens the booking dialog on
 * that day, and the private link that ends the wait. Nothing is held for them.
 */
export function WaitlistNotice({ notice, bookingUrl, stopUrl }: { notice: WaitlistNoticePayload; bookingUrl: string; stopUrl: string }) {
  const rows: Array<[string, string]> = [
    ["Prestation", notice.serviceTitle],
    ["Date", notice.date],
    ["Barbier", notice.barberChoice],
    [notice.times.length > 1 ? "Horaires libres" : "Horaire libre", notice.times.join(", ")],
  ];
  return (
    <BaseLayout preview={`Un créneau s'est libéré le ${notice.date}`} heading="Un créneau s'est libéré">
      <Text style={paragraphStyle}>Bonjour,</Text>
      <Text style={paragraphStyle}>Bonne nouvelle : le jour que vous attendiez a de nouveau de la place.</Text>
      <Section style={{ backgroundColor: "#f5efe6", borderRadius: 6, padding: "12px 16px", margin: "0 0 16px" }}>
        {rows.map(([label, value]) => (
          <Text key={label} style={{ ...paragraphStyle, margin: "4px 0" }}>
            <strong>{label} :</strong> {value}
          </Text>
        ))}
      </Section>
      <Text style={paragraphStyle}>
        Premier arrivé, premier servi : ce créneau n'est pas mis de côté pour vous. Il revient à la première personne qui le réserve.
      </Text>
      <Button href={bookingUrl} style={{ backgroundColor: "#1c1c1c", color: "#f5efe6", padding: "12px 20px", borderRadius: 6 }}>
        Réserver ce créneau
      </Button>
      <Text style={{ ...paragraphStyle, marginTop: 24, fontSize: 13 }}>
        Vous ne souhaitez plus être prévenu pour ce jour-là ? <Link href={stopUrl}>Ne plus être prévenu</Link>
      </Text>
    </BaseLayout>
  );
}
