import { describe, expect, it } from "vitest";
import { exportFilename, exportJson, type ClientExport } from "./data-export";
import { exportHtml, frenchInstant } from "./data-export-html";

const empty: ClientExport = {
  generatedAt: "2026-11-29T09:15:00.000Z",
  client: {
    id: "1a2b3c4d-0000-4000-8000-000000000001",
    name: "Zoé <b>O'Brien</b>",
    email: "zoe@example.test",
    phone: "06 12 34 56 78",
    createdAt: "2026-03-01T10:00:00.000Z",
    erasedAt: null,
  },
  notes: [],
  bookings: [],
  reviewRequests: [],
  reviews: [],
  productReviews: [],
  waitlist: [],
  waitlistNotices: [],
  newsletter: null,
  mailOptOuts: [],
  mails: [],
  account: null,
  orders: [],
  invoices: [],
  paymentIncidents: [],
  contactMessages: [],
  jobApplications: [],
  giftCards: [],
};

const full: ClientExport = {
  ...empty,
  notes: [{ body: "Sabot 2 sur les côtés", createdAt: "2026-04-01T08:00:00.000Z" }],
  bookings: [
    {
      id: "b1",
      date: "2026-12-03",
      time: "10:30",
      title: "Coupe dégradé",
      durationMinutes: 45,
      priceCents: 2300,
      status: "confirmed",
      channel: "online",
      barber: "Karim",
      name: "Zoé O'Brien",
      phone: "06 12 34 56 78",
      createdAt: "2026-11-20T08:00:00.000Z",
      cancelledAt: null,
      noShow: false,
      smsReminder: false,
      services: [{ title: "Coupe dégradé", durationMinutes: 45, priceCents: 2300 }],
      deposit: { amountCents: 1000, status: "paid", provider: "demo", paidAt: "2026-11-20T08:01:00.000Z", settledAt: null, compensationCents: 0 },
      sms: [],
    },
  ],
  orders: [
    {
      number: "MM-20261120-0001",
      status: "completed",
      createdAt: "2026-11-20T08:00:00.000Z",
      email: "zoe@example.test",
      deliveryMode: "pickUpInStore",
      shippingAddress: null,
      items: [{ name: "Huile à barbe", quantity: 2, priceCents: 1290 }],
      subtotalCents: 2580,
      deliveryFeeCents: 0,
      discountCents: 0,
      totalCents: 2580,
      paymentProvider: "demo",
      refundStatus: "none",
    },
  ],
  invoices: [
    {
      number: "FA-2026-000001",
      kind: "invoice",
      issuedAt: "2026-11-20T08:00:00.000Z",
      totalCents: 2580,
      reference: "MM-20261120-0001",
      customerName: "Zoé O'Brien",
      addressLines: [],
    },
  ],
};

describe("a client's data export", () => {
  it("names its file after the Paris day and the client id's first 8 characters", () => {
    expect(exportFilename(empty.client.id, "2026-11-29", "json")).toBe("client-2026-11-29-1a2b3c4d.json");
    expect(exportFilename(empty.client.id, "2026-11-29", "html")).toBe("client-2026-11-29-1a2b3c4d.html");
  });

  it("writes the JSON pretty-printed, as the data is", () => {
    const json = exportJson(full);
    expect(json).toContain('\n  "generatedAt": "2026-11-29T09:15:00.000Z",\n');
    expect(JSON.parse(json)).toEqual(full);
  });

  it("writes a standalone French page: escaped, no script, nothing loaded from elsewhere", () => {
    const html = exportHtml(full);
    expect(html.startsWith("<!doctype html>")).toBe(true);
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain("Zoé &#60;b&#62;O&#39;Brien&#60;/b&#62;");
    expect(html).not.toContain("<b>");
    expect(html).not.toMatch(/<script|<link|<img|<iframe|src=|https?:/i);
    expect(html).toContain("<caption>Rendez-vous</caption>");
    expect(html).toContain("jeudi 3 décembre 2026 à 10:30");
    expect(html).toContain("10,00\u00a0€ versées");
    expect(html).toContain("2 × Huile à barbe (12,90\u00a0€)");
    expect(html).toContain("<caption>Factures et avoirs</caption>");
    expect(html).toContain("Sabot 2 sur les côtés");
    expect(html).toContain('<th scope="col">Date</th>');
  });

  it("says when a section holds nothing", () => {
    const html = exportHtml(empty);
    expect(html).toContain("<p>Rendez-vous : aucune donnée.</p>");
    expect(html).toContain("<p>Pas de compte client.</p>");
    expect(html).toContain("<p>Pas d'inscription à la newsletter.</p>");
  });

  it("writes instants on Paris clocks, in French", () => {
    // 09:15 UTC in November is 10:15 in Paris; in July, 08:00 UTC is 10:00.
    expect(frenchInstant("2026-11-29T09:15:00.000Z")).toBe("29 novembre 2026 à 10:15");
    expect(frenchInstant("2026-07-14T08:00:00.000Z")).toBe("14 juillet 2026 à 10:00");
    expect(frenchInstant(null)).toBe("—");
  });
});
