import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { figuresOf } from "~/features/admin/dashboard/figures.server";
import { periodOf } from "~/features/admin/dashboard/period";
import { markAttendance } from "~/features/admin/agenda-attendance.server";
import { refundKeptDeposit } from "~/features/admin/bookings.server";
import { cancelOrderAsAdmin } from "~/features/admin/order-actions.server";
import { createBooking } from "~/features/booking/booking-write.server";
import { payDepositInDemo } from "~/features/booking/deposit-payment.server";
import { invalidateServices } from "~/features/booking/services.server";
import { accountingCsv, accountingRows } from "~/features/invoices/accounting-csv";
import { accountingMonth, accountingMonthCsv, monthDocuments } from "~/features/invoices/accounting-export.server";
import { placeOrder, type Customer, type OrderRequest } from "~/features/orders/orders.server";
import { products, services } from "~db/schema";
import { loader as csvLoader } from "~/routes/admin/accounting-csv";
import { loader as zipLoader } from "~/routes/admin/accounting-zip";
import { callRoute, ORIGIN } from "../support/actions";
import { openDemoSalon } from "../support/demo-salon";
import { pdfText } from "../support/pdf-text";
import { testAddress } from "../support/shipping-address";
import { adminSessionCookie, customer, useTestAuth } from "../support/test-auth";
import { useTestDatabase } from "../support/test-database";

// A November 2026 worked out by hand, every document issued by the site's own functions (Paris is
// UTC+1 all month; each document's VAT is 20 % of a price that includes it: HT = round(TTC / 1,2)).
//
//   instant (UTC)           Paris           document          what                               TTC      HT       TVA
//   2026-10-31 22:30        31/10 23:30     FA-2026-000001    O1 order, Huile Barbe, pickup      19,99    16,66    3,33   (October)
//   2026-10-31 23:30        01/11 00:30     FA-2026-000002    N1 order, Shampoing Barbe, PayPal  16,99    14,16    2,83
//   2026-11-03 10:00        03/11 11:00     AV-2026-000001    O1 cancelled                      -19,99   -16,66   -3,33
//   2026-11-05 09:00        05/11 10:00     FA-2026-000003    N2 order, Huile Barbe delivered   25,99    21,66    4,33   (19,99 + 6,00)
//   2026-11-06 09:05        06/11 10:05     FA-2026-000004    arrhes of Tue 10/11 10:00          10,00     8,33    1,67
//   2026-11-10 09:20        10/11 10:20     -                 marked 'Absent': the arrhes kept
//   2026-11-12 15:00        12/11 16:00     AV-2026-000002    N2 cancelled                      -25,99   -21,66   -4,33
//   2026-11-20 10:00        20/11 11:00     AV-2026-000003    the kept arrhes refunded          -10,00    -8,33   -1,67
//   2026-11-30 22:59        30/11 23:59     FA-2026-000005    N3 order, Duo, pickup              32,90    27,42    5,48
//   2026-11-30 23:00        01/12 00:00     FA-2026-000006    D1 order, Shampoing Barbe, pickup  16,99    14,16    2,83   (December)
//
// November's total: TTC 16,99 − 19,99 + 25,99 + 10,00 − 25,99 − 10,00 + 32,90 = 29,90 €;
// HT 14,16 − 16,66 + 21,66 + 8,33 − 21,66 − 8,33 + 27,42 = 24,92 €; VAT 2,83 − 3,33 + 4,33 + 1,67 − 4,33 − 1,67 + 5,48 = 4,98 €.
const database = useTestDatabase();
const auth = useTestAuth(database);
const db = () => database.current.db;
const ids: Record<string, string> = {};
const orderNumber: Record<"O1" | "N1" | "N2" | "N3" | "D1", string> = { O1: "", N1: "", N2: "", N3: "", D1: "" };
const FORMULA_NAME = '=HYPERLINK("http://example.test";"Voir")';
let adminCookie = "";

async function order(who: Customer, slug: string, at: string, options: { delivered?: boolean; provider?: "demo" | "paypal" } = {}) {
  const [product] = await db().select().from(products).where(eq(products.slug, slug));
  const request: OrderRequest = {
    lines: [{ productId: product!.id, quantity: 1 }],
    deliveryMode: options.delivered ? "homeDelivery" : "pickUpInStore",
    promoCode: null,
  };
  const total = product!.priceCents + (options.delivered ? 600 : 0);
  const provider = options.provider ?? "demo";
  const placed = await placeOrder(
    who,
    request,
    options.delivered ? { ...testAddress, fullName: FORMULA_NAME } : null,
    { provider, reference: `${provider}-${randomUUID()}`, amountCents: total },
    db(),
    new Date(at),
  );
  if (!placed.ok) throw new Error(placed.message);
  return placed;
}

beforeAll(async () => {
  const { services: serviceIds, team } = await openDemoSalon(db());
  await db().update(products).set({ stock: 50 });
  await db().update(services).set({ depositKind: "fixed", depositValue: 1000 }).where(eq(services.slug, "coupe-degrade"));
  invalidateServices();
  adminCookie = await adminSessionCookie(auth.current, db());
  const jean = await customer("jean@example.test"); // « Jean Test »

  const o1 = await order(jean, "huile-barbe", "2026-10-31T22:30:00Z");
  orderNumber.O1 = o1.orderNumber;
  orderNumber.N1 = (await order(jean, "shampoing-barbe", "2026-10-31T23:30:00Z", { provider: "paypal" })).orderNumber;
  expect(await cancelOrderAsAdmin(o1.orderId, new Date("2026-11-03T10:00:00Z"), db())).toMatchObject({ ok: true });
  const n2 = await order(jean, "huile-barbe", "2026-11-05T09:00:00Z", { delivered: true });
  orderNumber.N2 = n2.orderNumber;

  // Arrhes of 10 € for a 'Coupe dégradé' on Tuesday 10 November at 10:00, booked and paid on the 6th.
  const booked = await createBooking(
    {
      serviceIds: [serviceIds["coupe-degrade"]!],
      date: "2026-11-10",
      timeSlot: "10:00",
      barberId: team.Karim,
      name: "Camille Arrhes",
      email: "camille@example.test",
      phone: "06 41 20 20 00",
      expressRequest: true,
    },
    new Date("2026-11-06T09:00:00Z"),
    db(),
  );
  if (!booked.ok || !booked.deposit) throw new Error(`not booked with arrhes: ${JSON.stringify(booked)}`);
  ids.booking = booked.bookingId;
  expect(await payDepositInDemo(booked.deposit.paymentToken, new Date("2026-11-06T09:05:00Z"), db())).toMatchObject({ ok: true });
  expect(await markAttendance(booked.bookingId, true, new Date("2026-11-10T09:20:00Z"), db())).toMatchObject({ ok: true });

  expect(await cancelOrderAsAdmin(n2.orderId, new Date("2026-11-12T15:00:00Z"), db())).toMatchObject({ ok: true });
  expect(await refundKeptDeposit(booked.bookingId, new Date("2026-11-20T10:00:00Z"), db())).toMatchObject({ ok: true });
  orderNumber.N3 = (await order(jean, "duo-barbe-shampoing-huile", "2026-11-30T22:59:00Z")).orderNumber;
  orderNumber.D1 = (await order(jean, "shampoing-barbe", "2026-11-30T23:00:00Z")).orderNumber;
});

const HEADER = "Numéro;Type;Date;Client;Montant HT;TVA 20 %;Montant TTC;Mode de paiement;Commande ou rendez-vous;Facture d'origine";
const FORMULA_CELL = `"'=HYPERLINK(""http://example.test"";""Voir"")"`;

/** November's file, line by line, as worked out above. */
const novemberLines = () => [
  HEADER,
  `FA-2026-000002;Facture;01/11/2026;Jean Test;14,16;2,83;16,99;PayPal;${orderNumber.N1};`,
  `AV-2026-000001;Avoir;03/11/2026;Jean Test;-16,66;-3,33;-19,99;Démonstration;${orderNumber.O1};FA-2026-000001`,
  `FA-2026-000003;Facture;05/11/2026;${FORMULA_CELL};21,66;4,33;25,99;Démonstration;${orderNumber.N2};`,
  "FA-2026-000004;Facture;06/11/2026;Camille Arrhes;8,33;1,67;10,00;Démonstration;Rendez-vous du 10/11/2026 10:00;",
  `AV-2026-000002;Avoir;12/11/2026;${FORMULA_CELL};-21,66;-4,33;-25,99;Démonstration;${orderNumber.N2};FA-2026-000003`,
  "AV-2026-000003;Avoir;20/11/2026;Camille Arrhes;-8,33;-1,67;-10,00;Démonstration;Rendez-vous du 10/11/2026 10:00;FA-2026-000004",
  `FA-2026-000005;Facture;30/11/2026;Jean Test;27,42;5,48;32,90;Démonstration;${orderNumber.N3};`,
  "Total;;;;24,92;4,98;29,90;;;",
];

const fileOf = (lines: string[]) => `\uFEFF${lines.join("\r\n")}\r\n`;
const get = (loader: typeof csvLoader | typeof zipLoader, url: string, cookie?: string) =>
  callRoute(loader, new Request(`${ORIGIN}${url}`, { headers: cookie ? { Cookie: cookie } : {} }));

describe("the accountant's month", () => {
  it("lists the month's invoices and credit notes in Paris time, as worked out by hand", async () => {
    expect(await accountingMonthCsv("2026-11", db())).toBe(fileOf(novemberLines()));
    const table = await accountingMonth("2026-11", db());
    expect(table.totals).toEqual({ count: 7, baseCents: 2492, vatCents: [498], totalCents: 2990 });
    for (const row of [...table.rows, table.totals]) expect(row.baseCents + row.vatCents[0]!).toBe(row.totalCents);
    // The months around it: O1 alone in October (its credit note is November's), D1 alone in December.
    expect((await monthDocuments("2026-10", db())).map((d) => d.number)).toEqual(["FA-2026-000001"]);
    expect((await monthDocuments("2026-12", db())).map((d) => [d.number, d.totalCents])).toEqual([["FA-2026-000006", 1699]]);
    // The table is the pure writer's, from the documents the query found.
    expect(accountingCsv(accountingRows("2026-11", await monthDocuments("2026-11", db())))).toBe(fileOf(novemberLines()));
  });

  it("its total is the dashboard's « Facturé sur le site » of the same month", async () => {
    for (const [month, day] of [
      ["2026-10", "2026-10-15"],
      ["2026-11", "2026-11-15"],
      ["2026-12", "2026-12-15"],
    ] as const) {
      const figures = await figuresOf(periodOf("mois", day), new Date("2026-12-20T12:00:00Z"), db());
      expect((await accountingMonth(month, db())).totals.totalCents).toBe(figures.invoicedNetCents);
    }
    expect((await accountingMonth("2026-11", db())).totals.totalCents).toBe(2990);
  });

  it("downloads as a CSV file for the admin", async () => {
    const answer = await get(csvLoader, "/admin/comptabilite/factures.csv?mois=2026-11", adminCookie);
    expect(answer.status).toBe(200);
    const headers = answer.response!.headers;
    expect(headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(headers.get("Content-Disposition")).toBe('attachment; filename="factures-2026-11.csv"');
    expect(headers.get("Cache-Control")).toContain("no-store");
    // Read as bytes: the file starts with UTF-8's mark (EF BB BF).
    const bytes = new Uint8Array(await answer.response!.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes)).toBe(fileOf(novemberLines()));
  });

  it("downloads as a ZIP of every document's PDF and the CSV", async () => {
    const answer = await get(zipLoader, "/admin/comptabilite/factures.zip?mois=2026-11", adminCookie);
    expect(answer.status).toBe(200);
    expect(answer.response!.headers.get("Content-Type")).toBe("application/zip");
    expect(answer.response!.headers.get("Content-Disposition")).toBe('attachment; filename="factures-2026-11.zip"');
    expect(answer.response!.headers.get("Cache-Control")).toContain("no-store");
    const files = unzipSync(new Uint8Array(await answer.response!.arrayBuffer()));
    const numbers = ["FA-2026-000002", "AV-2026-000001", "FA-2026-000003", "FA-2026-000004", "AV-2026-000002", "AV-2026-000003", "FA-2026-000005"];
    expect(Object.keys(files).sort()).toEqual([...numbers.map((n) => `${n}.pdf`), "factures-2026-11.csv"].sort());
    for (const n of numbers) {
      expect(Buffer.from(files[`${n}.pdf`]!.subarray(0, 5)).toString()).toBe("%PDF-");
      expect(await pdfText(Buffer.from(files[`${n}.pdf`]!))).toContain(`N° ${n}`);
    }
    expect(await pdfText(Buffer.from(files["AV-2026-000003.pdf"]!))).toContain("Facture d'origine : FA-2026-000004");
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(files["factures-2026-11.csv"])).toBe(fileOf(novemberLines()));
  });

  it("an empty month: a CSV with its header and a zero total, and a ZIP with that CSV alone", async () => {
    const empty = fileOf([HEADER, "Total;;;;0,00;0,00;0,00;;;"]);
    const csv = await get(csvLoader, "/admin/comptabilite/factures.csv?mois=2027-03", adminCookie);
    expect(csv.status).toBe(200);
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(await csv.response!.arrayBuffer())).toBe(empty);
    const zip = await get(zipLoader, "/admin/comptabilite/factures.zip?mois=2027-03", adminCookie);
    const files = unzipSync(new Uint8Array(await zip.response!.arrayBuffer()));
    expect(Object.keys(files)).toEqual(["factures-2027-03.csv"]);
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(files["factures-2027-03.csv"])).toBe(empty);
  });

  it("a month that is not one answers 400 « Ce mois n'est pas valide. », never 500", async () => {
    for (const loader of [csvLoader, zipLoader]) {
      const path = loader === csvLoader ? "/admin/comptabilite/factures.csv" : "/admin/comptabilite/factures.zip";
      for (const query of [
        "",
        "?mois=",
        "?mois=2026-13",
        "?mois=2026-1",
        "?mois=..%2F",
        "?mois=1999-12",
        "?mois=2101-01",
        "?mois=2026-11-01",
        "?mois=abcd-ef",
        "?mois=2026-11&mois=x",
      ]) {
        const answer = await get(loader, `${path}${query}`, adminCookie);
        // Two values: the first one counts (2026-11 is a month).
        if (query.endsWith("&mois=x")) {
          expect(answer.status).toBe(200);
          continue;
        }
        expect(answer.status, `${path}${query}`).toBe(400);
        expect(answer.response!.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
        expect(await answer.response!.text()).toBe("Ce mois n'est pas valide.");
      }
    }
  });

  it("without the admin's session: sent to /admin, as every admin download, with nothing in the answer", async () => {
    const stranger = await customer("curieux@example.test");
    for (const loader of [csvLoader, zipLoader])
      for (const cookie of [undefined, stranger.cookie]) {
        const answer = await get(
          loader,
          loader === csvLoader ? "/admin/comptabilite/factures.csv?mois=2026-11" : "/admin/comptabilite/factures.zip?mois=2026-11",
          cookie,
        );
        expect(answer.status).toBe(302);
        expect(answer.response!.headers.get("Location")).toBe("/admin");
      }
  });
});
