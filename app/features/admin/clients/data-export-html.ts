import { mailTypeLabel } from "~/features/admin/mail-labels";
import { bookingStatusLabel } from "~/features/booking/messages";
import { formatDuration, formatLongDate } from "~/lib/dates";
import { formatPrice } from "~/lib/money";
import { SALON_TIME_ZONE } from "~/lib/paris-time";
import type { ClientExport } from "./data-export";

// The client's data as a standalone French page: printable, no script, nothing loaded from
// elsewhere (its one style element is allowed by its hash, `EXPORT_STYLE`).

export const EXPORT_STYLE =
  "body{font:14px/1.45 system-ui,sans-serif;color:#1c1917;margin:2rem auto;max-width:64rem;padding:0 1rem}h1{font-size:1.6rem}h2{font-size:1.2rem;margin-top:2rem;border-bottom:1px solid #a8a29e}table{border-collapse:collapse;width:100%;margin:.5rem 0}caption{text-align:left;font-weight:600;padding:.25rem 0}th,td{border:1px solid #d6d3d1;padding:.3rem .5rem;text-align:left;vertical-align:top}th{background:#f5f5f4}dl{display:grid;grid-template-columns:max-content 1fr;gap:.2rem 1rem}dt{font-weight:600}@media print{body{margin:0;max-width:none}h2{break-after:avoid}tr{break-inside:avoid}}";

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const instant = new Intl.DateTimeFormat("fr-FR", {
  timeZone: SALON_TIME_ZONE,
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** "29 novembre 2026 à 10:15", Paris time; a dash when there is none. */
export const frenchInstant = (iso: string | null) => (iso ? instant.format(new Date(iso)) : "—");

const yesNo = (value: boolean) => (value ? "oui" : "non");

const depositLabels: Record<string, string> = {
  pending: "en attente de paiement",
  paid: "versées",
  refunded: "remboursées",
  kept: "conservées par le salon",
  expired: "non versées",
};
const orderLabels: Record<string, string> = { to_ship: "À expédier", completed: "Livrée", cancelled: "Annulée" };
const reviewLabels: Record<string, string> = { pending: "En attente de modération", approved: "Publié", rejected: "Refusé" };
const subscriberLabels: Record<string, string> = { pending: "Inscription non confirmée", confirmed: "Abonné", unsubscribed: "Désinscrit" };
const mailStatusLabels: Record<string, string> = { pending: "En attente", sending: "En cours d'envoi", sent: "Envoyé", failed: "En échec" };
const listLabels: Record<string, string> = { avis: "Demandes d'avis", newsletter: "Newsletter" };
const label = (labels: Record<string, string>, value: string) => labels[value] ?? value;

type Cell = string;

/** A table with its caption and column headers; `rows` are already escaped. */
function table(caption: string, headers: string[], rows: Cell[][]): string {
  if (rows.length === 0) return `<p>${escape(caption)} : aucune donnée.</p>`;
  const head = headers.map((h) => `<th scope="col">${escape(h)}</th>`).join("");
  const body = rows.map((cells) => `<tr>${cells.map((c) => `<td>${c}</td>`).join("")}</tr>`).join("\n");
  return `<table><caption>${escape(caption)}</caption><thead><tr>${head}</tr></thead><tbody>\n${body}\n</tbody></table>`;
}

function definitions(pairs: Array<[string, string]>): string {
  return `<dl>${pairs.map(([term, value]) => `<dt>${escape(term)}</dt><dd>${escape(value)}</dd>`).join("")}</dl>`;
}

const section = (id: string, title: string, content: string) => `<section aria-labelledby="${id}"><h2 id="${id}">${escape(title)}</h2>\n${content}\n</section>`;

function bookingsSection(data: ClientExport): string {
  const rows = data.bookings.map((b) => [
    escape(`${formatLongDate(b.date)} à ${b.time}`),
    escape(b.services.length > 1 ? b.services.map((s) => `${s.title} (${formatPrice(s.priceCents)})`).join(" + ") : b.title),
    escape(`${formatDuration(b.durationMinutes)}, ${formatPrice(b.priceCents)}`),
    escape(b.barber),
    escape(`${bookingStatusLabel(b.status)}${b.noShow ? " (absent)" : ""}`),
    escape(`${b.name}${b.phone ? `, ${b.phone}` : ""}`),
    escape(b.deposit ? `${formatPrice(b.deposit.amountCents)} ${label(depositLabels, b.deposit.status)}` : "—"),
    escape(`${b.channel === "phone" ? "Par téléphone" : "En ligne"}, le ${frenchInstant(b.createdAt)}`),
  ]);
  const sms = data.bookings.flatMap((b) =>
    b.sms.map((s) => [escape(frenchInstant(s.createdAt)), escape(s.to), escape(s.text), escape(label(mailStatusLabels, s.status))]),
  );
  return (
    table("Rendez-vous", ["Date", "Prestation", "Durée et prix", "Barbier", "Statut", "Nom et téléphone donnés", "Arrhes", "Pris"], rows) +
    table("SMS de rappel", ["Date", "Numéro", "Texte (lien masqué)", "Statut"], sms)
  );
}

function ordersSection(data: ClientExport): string {
  const rows = data.orders.map((o) => {
    const address = o.shippingAddress
      ? [
          o.shippingAddress.fullName,
          `${o.shippingAddress.streetNumber ?? ""} ${o.shippingAddress.address ?? ""}`.trim(),
          `${o.shippingAddress.postalCode ?? ""} ${o.shippingAddress.city ?? ""}`.trim(),
          o.shippingAddress.phone,
        ]
          .filter(Boolean)
          .join(", ")
      : "Retrait au salon";
    return [
      escape(o.number),
      escape(frenchInstant(o.createdAt)),
      escape(o.items.map((i) => `${i.quantity} × ${i.name} (${formatPrice(i.priceCents)})`).join(", ")),
      escape(formatPrice(o.totalCents)),
      escape(label(orderLabels, o.status)),
      escape(address),
      escape(o.email),
    ];
  });
  const invoices = data.invoices.map((d) => [
    escape(d.number),
    escape(d.kind === "invoice" ? "Facture" : "Avoir"),
    escape(frenchInstant(d.issuedAt)),
    escape(formatPrice(d.totalCents)),
    escape(d.reference),
    escape([d.customerName, ...d.addressLines].join(", ")),
  ]);
  return (
    table("Commandes", ["Numéro", "Date", "Articles", "Total", "Statut", "Livraison", "E-mail"], rows) +
    table("Factures et avoirs", ["Numéro", "Document", "Date", "Montant TTC", "Référence", "Client indiqué"], invoices)
  );
}

function reviewsSection(data: ClientExport): string {
  const requests = data.reviewRequests.map((r) => [
    escape(frenchInstant(r.queuedAt)),
    escape(r.email),
    escape(r.usedAt ? `utilisée le ${frenchInstant(r.usedAt)}` : "non utilisée"),
  ]);
  const reviews = data.reviews.map((r) => [
    escape(frenchInstant(r.createdAt)),
    escape(r.name),
    escape(`${r.rating}/5`),
    escape(r.comment),
    escape(label(reviewLabels, r.status)),
  ]);
  const products = data.productReviews.map((r) => [
    escape(frenchInstant(r.createdAt)),
    escape(r.product),
    escape([r.firstName, r.lastName].filter(Boolean).join(" ")),
    escape(`${r.rating}/5`),
    escape(r.comment),
  ]);
  return (
    table("Demandes d'avis", ["Envoyée", "Adresse", "Lien"], requests) +
    table("Avis sur le salon", ["Date", "Nom", "Note", "Commentaire", "Statut"], reviews) +
    table("Avis sur les produits", ["Date", "Produit", "Nom", "Note", "Commentaire"], products)
  );
}

function mailsSection(data: ClientExport): string {
  const newsletter = data.newsletter
    ? definitions([
        ["Statut", label(subscriberLabels, data.newsletter.status)],
        ["Inscription", frenchInstant(data.newsletter.createdAt)],
        ["Confirmation", frenchInstant(data.newsletter.confirmedAt)],
        ["Désinscription", frenchInstant(data.newsletter.unsubscribedAt)],
        [
          "Code de bienvenue",
          data.newsletter.discountCode ? `${data.newsletter.discountCode} (${data.newsletter.discountUsed ? "utilisé" : "non utilisé"})` : "—",
        ],
      ]) +
      table(
        "Newsletters reçues",
        ["Sujet", "Envoyée"],
        data.newsletter.received.map((r) => [escape(r.subject), escape(frenchInstant(r.queuedAt))]),
      )
    : "<p>Pas d'inscription à la newsletter.</p>";
  const optOuts = data.mailOptOuts.map((o) => [escape(label(listLabels, o.list)), escape(frenchInstant(o.createdAt))]);
  const mails = data.mails.map((m) => [
    escape(frenchInstant(m.createdAt)),
    escape(mailTypeLabel(m.type)),
    escape(m.subject),
    escape(label(mailStatusLabels, m.status)),
  ]);
  return (
    newsletter + table("Désinscriptions", ["Liste", "Date"], optOuts) + table("E-mails envoyés à cette adresse", ["Date", "Type", "Objet", "Statut"], mails)
  );
}

function otherSection(data: ClientExport): string {
  const waits = data.waitlist.map((w) => [
    escape(formatLongDate(w.date)),
    escape(w.services.join(" + ")),
    escape(w.barber ?? "Sans préférence"),
    escape([w.email, w.phone].filter(Boolean).join(", ")),
    escape(w.toldAt ? `prévenu le ${frenchInstant(w.toldAt)}` : "—"),
  ]);
  const notices = data.waitlistNotices.map((n) => [escape(frenchInstant(n.createdAt))]);
  const incidents = data.paymentIncidents.map((p) => [
    escape(frenchInstant(p.createdAt)),
    escape(formatPrice(p.amountCents)),
    escape(p.reason),
    escape(p.resolvedAt ? `réglé le ${frenchInstant(p.resolvedAt)}` : "à régler"),
  ]);
  const contacts = data.contactMessages.map((c) => [escape(frenchInstant(c.createdAt)), escape(c.name), escape(c.subject), escape(c.message)]);
  const applications = data.jobApplications.map((a) => [
    escape(frenchInstant(a.createdAt)),
    escape(`${a.firstName} ${a.lastName}`),
    escape(formatLongDate(a.dateOfBirth)),
    escape(a.phone ?? "—"),
    escape(a.cvFilename),
  ]);
  return (
    table("Liste d'attente", ["Jour souhaité", "Prestation", "Barbier", "Coordonnées", "Prévenu"], waits) +
    table("E-mails de la liste d'attente", ["Date"], notices) +
    table("Paiements reçus sans commande", ["Date", "Montant", "Motif", "Suite"], incidents) +
    table("Messages de contact", ["Date", "Nom", "Objet", "Message"], contacts) +
    table("Candidatures", ["Date", "Nom", "Date de naissance", "Téléphone", "CV"], applications) +
    table(
      "Cartes cadeaux",
      ["Achetée le", "Carte", "Rôle", "Pour", "Valeur", "Solde", "Valable jusqu'au", "Message"],
      data.giftCards.map((g) => [
        escape(frenchInstant(g.issuedAt)),
        escape(`•••• ${g.last4}`),
        escape(g.role === "buyer" ? "Acheteur" : "Destinataire"),
        escape(g.recipientName),
        escape(formatPrice(g.initialCents)),
        escape(formatPrice(g.balanceCents)),
        escape(formatLongDate(g.validUntil)),
        escape(g.message || "—"),
      ]),
    )
  );
}

/** The whole page. */
export function exportHtml(data: ClientExport): string {
  const c = data.client;
  const account = data.account
    ? definitions([
        ["Nom", data.account.name],
        ["Prénom et nom", [data.account.firstName, data.account.lastName].filter(Boolean).join(" ") || "—"],
        ["E-mail", data.account.email],
        ["Adresse confirmée", yesNo(data.account.emailVerified)],
        ["Compte créé", frenchInstant(data.account.createdAt)],
        ["Sessions ouvertes", String(data.account.sessions)],
      ])
    : "<p>Pas de compte client.</p>";
  const notes = data.notes.map((n) => [escape(frenchInstant(n.createdAt)), escape(n.body)]);
  const body = [
    `<h1>Données de ${escape(c.name)}</h1>`,
    `<p>Extraites le ${escape(frenchInstant(data.generatedAt))} (heure de Paris). Montants en euros TTC.</p>`,
    section(
      "fiche",
      "Fiche client",
      definitions([
        ["Nom", c.name],
        ["E-mail", c.email ?? "—"],
        ["Téléphone", c.phone || "—"],
        ["Client depuis le", frenchInstant(c.createdAt)],
        ...(c.erasedAt ? ([["Effacé le", frenchInstant(c.erasedAt)]] as Array<[string, string]>) : []),
      ]) + table("Notes du salon", ["Date", "Note"], notes),
    ),
    section("compte", "Compte client", account),
    section("rendez-vous", "Rendez-vous", bookingsSection(data)),
    section("commandes", "Commandes et factures", ordersSection(data)),
    section("avis", "Avis", reviewsSection(data)),
    section("e-mails", "Newsletter et e-mails", mailsSection(data)),
    section("autres", "Liste d'attente, paiements, messages, candidatures et cartes cadeaux", otherSection(data)),
  ].join("\n");
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Données de ${escape(c.name)}</title>
<style>${EXPORT_STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}
