import { SALON_TIME_ZONE } from "~/lib/paris-time";

/** What each kind of mail is, in the owner's words (the outbox stores the spec's type names). */
const mailTypeLabels: Record<string, string> = {
  welcome: "Bienvenue (inscription)",
  newsletter: "Newsletter (code de bienvenue)",
  newsletter_confirmation: "Newsletter (lien de confirmation)",
  newsletter_campaign: "Newsletter (envoi aux abonnés)",
  newsletter_campaign_test: "Newsletter (e-mail de test)",
  reset_password_request: "Mot de passe oublié",
  order: "Confirmation de commande",
  order_notification: "Nouvelle commande (salon)",
  order_delivered: "Commande livrée",
  order_cancelled: "Commande annulée",
  payment_incident: "Paiement à traiter (salon)",
  booking_confirmation: "Confirmation de rendez-vous",
  coiffeur_notification: "Nouveau rendez-vous (salon)",
  booking_cancelled: "Rendez-vous annulé par le client (salon)",
  booking_cancelled_by_salon: "Rendez-vous annulé par le salon",
  booking_reminder: "Rappel de rendez-vous (la veille)",
  booking_moved: "Rendez-vous déplacé par le salon",
  review_request: "Demande d'avis (le lendemain du rendez-vous)",
  review_rejected: "Avis refusé (motif envoyé à son auteur)",
  waitlist_notice: "Créneau libéré (liste d'attente)",
  contact_form: "Formulaire de contact",
  recruitment: "Candidature (salon)",
};

/** A mail type as French text; a type added later shows as stored rather than not at all. */
export const mailTypeLabel = (type: string) => mailTypeLabels[type] ?? type;

const short = new Intl.DateTimeFormat("fr-FR", { timeZone: SALON_TIME_ZONE, dateStyle: "short", timeStyle: "short" });
const long = new Intl.DateTimeFormat("fr-FR", { timeZone: SALON_TIME_ZONE, dateStyle: "long", timeStyle: "medium" });

/** When a mail was queued or sent, on Paris clocks: "23/11/2026 14:05" in the list, to the second on the mail. */
export const formatMailDate = (iso: string, style: "short" | "long" = "short") => (style === "long" ? long : short).format(new Date(iso));
