import { Button, Section, Text } from "@react-email/components";
import { fullAddress, salon } from "~/lib/salon";
import { BaseLayout, paragraphStyle } from "./base-layout";

/** The spec's booking payload (section 3), already formatted in French. */
export type BookingEmailPayload = {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  serviceTitle: string;
  serviceDuration: string;
  servicePrice: string;
  bookingDate: string;
  bookingTime: string;
  /** The barber who takes the appointment. */
  barberName: string;
  /** A visit of several services: each, with its length and price (the totals are above); else none. */
  serviceLines?: string[];
  /** Arrhes paid (« Arrhes versées ») and what remains to pay at the salon. */
  depositPaid?: string;
  remaining?: string;
};

function Details({ booking, withCustomer }: { booking: BookingEmailPayload; withCustomer: boolean }) {
  const rows: Array<[string, string]> = [
    ...(booking.serviceLines?.length
      ? booking.serviceLines.map((line, i): [string, string] => [`Prestation ${i + 1}`, line])
      : ([["Prestation", booking.serviceTitle]] as Array<[string, string]>)),
    ["Date", booking.bookingDate],
    ["Heure", booking.bookingTime],
    ["Barbier", booking.barberName],
    [booking.serviceLines?.length ? "Durée totale" : "Durée", booking.serviceDuration],
    [booking.serviceLines?.length ? "Prix total" : "Prix", booking.servicePrice],
    ...(booking.depositPaid
      ? ([
          ["Arrhes versées", booking.depositPaid],
          ["Reste à payer au salon", booking.remaining ?? ""],
        ] as Array<[string, string]>)
      : []),
    ...(withCustomer
      ? ([
          ["Client", booking.customerName],
          ["Email", booking.customerEmail],
          ["Téléphone", booking.customerPhone],
        ] as Array<[string, string]>)
      : []),
  ];
  return (
    <Section style={{ backgroundColor: "#f5efe6", borderRadius: 6, padding: "12px 16px", margin: "0 0 16px" }}>
      {rows.map(([label, value]) => (
        <Text key={label} style={{ ...paragraphStyle, margin: "4px 0" }}>
          <strong>{label} :</strong> {value}
        </Text>
      ))}
    </Section>
  );
}

/**
 * Booked online (a distance contract): the right of withdrawal confirmed on a durable medium, with
 * the model form (Code de la consommation L221-5, L221-13; docs/decisions/0028).
 */
export type WithdrawalInfo = { until: string; arrhes: boolean; asked: boolean };

function WithdrawalNotice({ until, arrhes, asked }: WithdrawalInfo) {
  return (
    <Section style={{ borderTop: "1px solid #d8cbb8", padding: "12px 0 0", margin: "16px 0 0" }}>
      <Text style={paragraphStyle}>
        <strong>Droit de rétractation.</strong> Cette réservation en ligne est un contrat conclu à distance : vous pouvez vous rétracter sans motif jusqu'au{" "}
        {until} inclus (articles L221-18 et L221-19 du Code de la consommation), en annulant votre rendez-vous avec le bouton ci-dessus ou en nous écrivant à{" "}
        {salon.email}, par exemple avec le modèle ci-dessous.
        {arrhes ? " Vos arrhes vous sont alors remboursées en totalité par PayPal." : ""}
        {asked
          ? " Vous avez demandé que la prestation soit réalisée à la date choisie, avant la fin de ce délai : une fois la prestation entièrement réalisée, vous ne pourrez plus vous rétracter (articles L221-25 et L221-28, 1°)."
          : ""}
      </Text>
      <Text style={{ ...paragraphStyle, fontSize: 13 }}>
        Modèle de formulaire de rétractation — À l'attention de {salon.legal.companyName}, {fullAddress}, {salon.email} : Je vous notifie par la présente ma
        rétractation du contrat portant sur la prestation de services ci-dessous : rendez-vous du … à … , réservé le … . Nom du client : … . Adresse e-mail
        utilisée pour la réservation : … . Signature du client (uniquement en cas d'envoi sur papier) : … . Date : … .
      </Text>
    </Section>
  );
}

export function BookingConfirmation({ booking, cancelUrl, withdrawal }: { booking: BookingEmailPayload; cancelUrl: string; withdrawal?: WithdrawalInfo }) {
  return (
    <BaseLayout preview={`Votre rendez-vous du ${booking.bookingDate} à ${booking.bookingTime}`} heading="Votre rendez-vous est confirmé">
      <Text style={paragraphStyle}>Bonjour {booking.customerName},</Text>
      <Text style={paragraphStyle}>Merci pour votre réservation. Nous vous attendons au salon :</Text>
      <Details booking={booking} withCustomer={false} />
      <Text style={paragraphStyle}>Adresse : {fullAddress}. L'invitation jointe ajoute le rendez-vous à votre agenda.</Text>
      <Text style={paragraphStyle}>
        Un empêchement ? Vous pouvez annuler vous-même jusqu'à 24 h avant le rendez-vous ; ensuite, appelez-nous au {salon.phone}.
      </Text>
      <Button href={cancelUrl} style={{ backgroundColor: "#1c1c1c", color: "#f5efe6", padding: "12px 20px", borderRadius: 6 }}>
        Gérer ou annuler mon rendez-vous
      </Button>
      {withdrawal ? <WithdrawalNotice {...withdrawal} /> : null}
    </BaseLayout>
  );
}

/**
 * The day before: what, when and where, with the private link while the customer may still
 * cancel (`cancelUrl`), else the salon's number.
 */
export function BookingReminder({ booking, cancelUrl }: { booking: BookingEmailPayload; cancelUrl: string | null }) {
  return (
    <BaseLayout preview={`Rappel : votre rendez-vous du ${booking.bookingDate} à ${booking.bookingTime}`} heading="À demain au salon">
      <Text style={paragraphStyle}>Bonjour {booking.customerName},</Text>
      <Text style={paragraphStyle}>Nous vous rappelons votre rendez-vous :</Text>
      <Details booking={booking} withCustomer={false} />
      <Text style={paragraphStyle}>Adresse : {fullAddress}. L'invitation jointe ajoute le rendez-vous à votre agenda.</Text>
      {cancelUrl ? (
        <>
          <Text style={paragraphStyle}>
            Un empêchement ? Vous pouvez encore annuler vous-même jusqu'à 24 h avant le rendez-vous ; ensuite, appelez-nous au {salon.phone}.
          </Text>
          <Button href={cancelUrl} style={{ backgroundColor: "#1c1c1c", color: "#f5efe6", padding: "12px 20px", borderRadius: 6 }}>
            Gérer ou annuler mon rendez-vous
          </Button>
        </>
      ) : (
        <Text style={paragraphStyle}>Un empêchement ? Appelez-nous au {salon.phone}.</Text>
      )}
    </BaseLayout>
  );
}

export function OwnerBookingNotification({ booking }: { booking: BookingEmailPayload }) {
  return (
    <BaseLayout preview={`${booking.serviceTitle} – ${booking.bookingDate} à ${booking.bookingTime}`} heading="Nouvelle réservation">
      <Details booking={booking} withCustomer />
    </BaseLayout>
  );
}

export function OwnerCancellationNotification({ booking }: { booking: BookingEmailPayload }) {
  return (
    <BaseLayout preview={`Annulation : ${booking.bookingDate} à ${booking.bookingTime}`} heading="Rendez-vous annulé par le client">
      <Text style={paragraphStyle}>Le créneau est de nouveau disponible à la réservation.</Text>
      <Details booking={booking} withCustomer />
    </BaseLayout>
  );
}

/** The salon cancelled: the customer is told, with a way to book again. */
export function BookingCancelledBySalon({
  booking,
  bookingUrl,
  depositText,
}: {
  booking: BookingEmailPayload;
  bookingUrl: string;
  depositText?: string | null;
}) {
  return (
    <BaseLayout preview={`Votre rendez-vous du ${booking.bookingDate} à ${booking.bookingTime} est annulé`} heading="Votre rendez-vous est annulé">
      <Text style={paragraphStyle}>Bonjour {booking.customerName},</Text>
      <Text style={paragraphStyle}>
        Nous sommes désolés : le salon a dû annuler votre rendez-vous. Nous vous invitons à choisir un autre créneau, ou à nous appeler au {salon.phone}.
      </Text>
      <Details booking={booking} withCustomer={false} />
      {depositText ? <Text style={paragraphStyle}>{depositText}</Text> : null}
      <Button href={bookingUrl} style={{ backgroundColor: "#1c1c1c", color: "#f5efe6", padding: "12px 20px", borderRadius: 6 }}>
        Reprendre rendez-vous
      </Button>
    </BaseLayout>
  );
}

/** The salon moved the appointment: the new time, the old one, a new invitation and private link. */
export function BookingMoved({ booking, before, cancelUrl }: { booking: BookingEmailPayload; before: string; cancelUrl: string }) {
  return (
    <BaseLayout preview={`Votre rendez-vous est déplacé au ${booking.bookingDate} à ${booking.bookingTime}`} heading="Votre rendez-vous est déplacé">
      <Text style={paragraphStyle}>Bonjour {booking.customerName},</Text>
      <Text style={paragraphStyle}>Comme convenu avec le salon, votre rendez-vous du {before} est déplacé. Voici la nouvelle date :</Text>
      <Details booking={booking} withCustomer={false} />
      <Text style={paragraphStyle}>Adresse : {fullAddress}. L'invitation jointe remplace l'ancienne dans votre agenda.</Text>
      <Text style={paragraphStyle}>
        Un empêchement ? Vous pouvez annuler vous-même jusqu'à 24 h avant le rendez-vous ; ensuite, appelez-nous au {salon.phone}. Le lien du premier e-mail ne
        sert plus : utilisez celui-ci.
      </Text>
      <Button href={cancelUrl} style={{ backgroundColor: "#1c1c1c", color: "#f5efe6", padding: "12px 20px", borderRadius: 6 }}>
        Gérer ou annuler mon rendez-vous
      </Button>
    </BaseLayout>
  );
}
