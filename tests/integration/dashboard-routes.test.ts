import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loadDashboard } from "~/features/admin/dashboard/figures.server";
import { figureRows } from "~/features/admin/dashboard/rows";
import { appointmentSpan } from "~/features/booking/slots";
import { issueInvoice } from "~/features/invoices/invoices.server";
import { loader as pageLoader } from "~/routes/admin/dashboard";
import { loader as csvLoader } from "~/routes/admin/dashboard-csv";
import { barbers, bookings, bookingServices, customers, orderItems, orders, services } from "~db/schema";
import { seedDatabase } from "~db/seed/seed.server";
import { callRoute, ORIGIN } from "../support/actions";
import { adminSessionCookie, signUpAndGetCookie, useTestAuth } from "../support/test-auth";
import { useTestDatabase } from "../support/test-database";

// The dashboard's routes over a salon with one visit and one order in March 2025 (long past,
// whatever the day the tests run): the page's data, each chart's CSV file, and every refusal.

const database = useTestDatabase();
const auth = useTestAuth(database);
const db = () => database.current.db;
let admin = "";
let client = "";
let visitPrice = 0;

const page = (query: string, cookie = admin) => new Request(`${ORIGIN}/admin/tableau-de-bord?${query}`, { headers: { Cookie: cookie } });
const csv = (query: string, cookie = admin) => new Request(`${ORIGIN}/admin/tableau-de-bord/donnees.csv?${query}`, { headers: { Cookie: cookie } });

beforeAll(async () => {
  await seedDatabase(db(), { team: true });
  admin = await adminSessionCookie(auth.current, db());
  client = await signUpAndGetCookie(auth.current, "client-tableau@example.test");
  const [service] = await db().select().from(services).where(eq(services.slug, "coupe-shampoing"));
  const [karim] = await db().select().from(barbers).where(eq(barbers.name, "Karim"));
  visitPrice = service!.priceCents;
  const [who] = await db().insert(customers).values({ name: "Jean Martin", email: "jean-tableau@example.test", phone: "06 12 34 56 78" }).returning();
  const span = appointmentSpan("2025-03-12", "10:00", service!.durationMinutes);
  const during = `[${span.start.toISOString()},${span.end.toISOString()})`;
  const [visit] = await db()
    .insert(bookings)
    .values({
      serviceId: service!.id,
      customerId: who!.id,
      barberId: karim!.id,
      customerName: "Jean Martin",
      customerPhone: "06 12 34 56 78",
      date: "2025-03-12",
      timeSlot: "10:00",
      durationMinutes: service!.durationMinutes,
      priceCents: service!.priceCents,
      during,
      blocked: during,
      title: service!.title,
      channel: "phone",
      createdAt: new Date("2025-03-01T09:00:00Z"),
    })
    .returning();
  await db().insert(bookingServices).values({
    bookingId: visit!.id,
    position: 0,
    serviceId: service!.id,
    title: service!.title,
    durationMinutes: service!.durationMinutes,
    priceCents: service!.priceCents,
  });
  // A product named like a spreadsheet formula.
  const at = new Date("2025-03-20T15:00:00Z");
  const [order] = await db()
    .insert(orders)
    .values({
      userEmail: "jean-tableau@example.test",
      customerId: who!.id,
      orderNumber: "CMD-TB-1",
      status: "completed",
      deliveryMode: "pickUpInStore",
      subtotalCents: 2_450,
      deliveryFeeCents: 0,
      totalCents: 2_450,
      paymentProvider: "demo",
      paymentReference: "demo-tb-1",
      createdAt: at,
    })
    .returning({ id: orders.id });
  await db()
    .insert(orderItems)
    .values({ orderId: order!.id, productName: "=cmd|' /C calc'!A0", productCategory: "barbe-rasage", quantity: 2, priceCents: 1_225 });
  await db().transaction((tx) =>
    issueInvoice(
      tx,
      {
        orderId: order!.id,
        orderNumber: "CMD-TB-1",
        customer: { id: "no-account", email: "jean-tableau@example.test" },
        deliveryMode: "pickUpInStore",
        shippingAddress: null,
        lines: [{ name: "=cmd|' /C calc'!A0", quantity: 2, priceCents: 1_225 }],
        amounts: { subtotalCents: 2_450, deliveryFeeCents: 0, discountCents: 0, totalCents: 2_450 },
      },
      at,
    ),
  );
});

const euros = (cents: number) => `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, "0")}`;

describe("the dashboard page's data", () => {
  it("is the month holding the date, beside the month before, with the accountant's month", async () => {
    const answer = await callRoute(pageLoader, page("periode=mois&date=2025-03-31"));
    expect(answer.status).toBe(200);
    const data = answer.data as Awaited<ReturnType<typeof pageLoader>>;
    expect(data.dashboard.period).toMatchObject({ from: "2025-03-01", to: "2025-04-01", label: "mars 2025" });
    expect(data.dashboard.previous.label).toBe("février 2025");
    expect(data.date).toBe("2025-03-31");
    expect(data.accountingMonth).toMatch(/^\d{4}-\d{2}$/);
    expect(data.dashboard.current).toMatchObject({ visits: 1, servicesRevenueCents: visitPrice, shopRevenueCents: 2_450, channels: { online: 0, phone: 1 } });
  });

  it("refuses a period it does not know with its message and a 400, never a failure", async () => {
    for (const query of ["periode=jour", "date=2026-13-45", "periode=semaine&date=2026-02-30", "date=1999-12-31", "date=", "periode="]) {
      const thrown = await pageLoader({ request: page(query), params: {}, context: {} } as never).then(
        () => null,
        (e: unknown) => e,
      );
      if (query === "date=" || query === "periode=") {
        // An empty field is the default: today's month.
        expect(thrown, query).toBeNull();
        continue;
      }
      expect(thrown, query).toMatchObject({ data: { message: "Cette période n'est pas valide." }, init: { status: 400 } });
    }
  });
});

describe("the charts' CSV files", () => {
  it("write the figures the page shows, as a French spreadsheet reads them", async () => {
    const answer = await callRoute(csvLoader, csv("graphique=chiffres&periode=mois&date=2025-03-12"));
    expect(answer.status).toBe(200);
    const res = answer.response!;
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toBe('attachment; filename="tableau-de-bord-chiffres-2025-03-01.csv"');
    expect(res.headers.get("Cache-Control")).toContain("no-store");
    const bytes = new Uint8Array(await res.arrayBuffer());
    // The byte order mark a spreadsheet reads as UTF-8 (text() would drop it).
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const body = new TextDecoder().decode(bytes);
    expect(body.startsWith("Indicateur;mars 2025;février 2025\r\n")).toBe(true);
    const lines = body.split("\r\n");
    expect(lines).toContain(`CA prestations (€);${euros(visitPrice)};0,00`);
    expect(lines).toContain("CA boutique (€);24,50;0,00");
    expect(lines).toContain("Facturé sur le site (factures − avoirs) (€);24,50;0,00");
    expect(lines).toContain("Visites honorées;1;0");
    expect(lines).toContain("Réservations en ligne (%);0;");
    // One line per card, in the cards' order.
    const dashboard = await loadDashboard("mois", "2025-03-12");
    expect(lines.slice(1, -1).map((l) => l.split(";")[0]!.replace(/ \((€|%)\)$/, ""))).toEqual(figureRows(dashboard).map((r) => r.label));
  });

  it("neutralise a formula in a product's name", async () => {
    const body = await (await callRoute(csvLoader, csv("graphique=produits&periode=mois&date=2025-03-12"))).response!.text();
    expect(body.split("\r\n")[1]).toBe("'=cmd|' /C calc'!A0;2;24,50;;");
  });

  it("answer every chart of a year with nothing, zeros and no division by zero", async () => {
    for (const chart of ["chiffres", "chiffre-affaires", "remplissage", "prestations", "produits", "canaux"]) {
      const answer = await callRoute(csvLoader, csv(`graphique=${chart}&periode=annee&date=2001-05-05`));
      expect(answer.status, chart).toBe(200);
      const body = await answer.response!.text();
      expect(body, chart).not.toMatch(/NaN|Infinity|undefined|null/);
      expect(answer.response!.headers.get("Content-Disposition")).toBe(`attachment; filename="tableau-de-bord-${chart}-2001-01-01.csv"`);
    }
  });

  it("refuse an unknown chart or period with a 400 and the message", async () => {
    for (const [query, message] of [
      ["graphique=secret&periode=mois", "Ce graphique n'existe pas."],
      ["periode=mois", "Ce graphique n'existe pas."],
      ["graphique=chiffres%0D%0A&periode=mois", "Ce graphique n'existe pas."],
      ["graphique=canaux&date=2026-13-45", "Cette période n'est pas valide."],
      ["graphique=canaux&periode=jour", "Cette période n'est pas valide."],
    ]) {
      const answer = await callRoute(csvLoader, csv(query!));
      expect(answer.status, query).toBe(400);
      expect(await answer.response!.text()).toBe(message);
    }
  });

  it("are the admin's only: a visitor and a customer are sent to the admin's sign-in", async () => {
    for (const cookie of ["", client]) {
      const answer = await callRoute(csvLoader, csv("graphique=chiffres&periode=mois&date=2025-03-12", cookie));
      expect(answer.status).toBe(302);
      expect(answer.response!.headers.get("Location")).toBe("/admin");
    }
  });
});
