import { describe, expect, it } from "vitest";
import { accountingCsv, accountingRows, monthBounds, readMonth, type AccountingDocument } from "./accounting-csv";
import { vatBreakdown } from "./amounts";

const doc = (o: Partial<AccountingDocument> & Pick<AccountingDocument, "number" | "issuedAt" | "totalCents">): AccountingDocument => ({
  kind: o.number.startsWith("AV") ? "credit_note" : "invoice",
  customerName: "Sophie Marchand",
  vat: { ratePercent: 20, ...vatBreakdown(o.totalCents) },
  paymentProvider: "demo",
  source: { orderNumber: "CMD-2026-0001" },
  refersTo: null,
  ...o,
});

/** The file's lines, without its byte order mark and its last line end. */
const lines = (csv: string) => csv.slice(1).split("\r\n").slice(0, -1);

describe("the accountant's month", () => {
  it("reads a month from 2000-01 to 2100-12, and nothing else", () => {
    expect(["2026-11", "2000-01", "2100-12"].map(readMonth)).toEqual(["2026-11", "2000-01", "2100-12"]);
    for (const bad of [null, "", "2026-13", "2026-00", "2026-1", "26-11", "1999-12", "2101-01", "../", "2026-11-01", " 2026-11", "2026-11\n", "２０２６-11"])
      expect(readMonth(bad)).toBeNull();
  });

  it("bounds the month in Paris time, winter and summer alike", () => {
    // 1 November 00:00 in Paris is 23:00 UTC the day before (winter); 1 December likewise.
    expect(monthBounds("2026-11")).toEqual({ from: new Date("2026-10-31T23:00:00Z"), to: new Date("2026-11-30T23:00:00Z") });
    // 1 October is summer time (UTC+2); December runs into the next year.
    expect(monthBounds("2026-10").from).toEqual(new Date("2026-09-30T22:00:00Z"));
    expect(monthBounds("2026-12")).toEqual({ from: new Date("2026-11-30T23:00:00Z"), to: new Date("2026-12-31T23:00:00Z") });
  });

  it("writes a row per document in issue order, credit notes negative, and the totals", () => {
    const table = accountingRows("2026-11", [
      doc({ number: "AV-2026-000001", issuedAt: new Date("2026-11-14T10:00:00Z"), totalCents: -3500, refersTo: "FA-2026-000002" }),
      // 23:30 UTC on 31 October: 00:30 on 1 November in Paris.
      doc({ number: "FA-2026-000001", issuedAt: new Date("2026-10-31T23:30:00Z"), totalCents: 1699, paymentProvider: "paypal" }),
      doc({ number: "FA-2026-000002", issuedAt: new Date("2026-11-12T10:00:00Z"), totalCents: 3500 }),
      doc({
        number: "FA-2026-000003",
        issuedAt: new Date("2026-11-12T10:00:00Z"),
        totalCents: 1000,
        customerName: "Client Arrhes",
        source: { appointment: { date: "2026-11-24", time: "10:00" } },
      }),
    ]);
    expect(table.rates).toEqual([20]);
    expect(table.rows.map((r) => r.number)).toEqual(["FA-2026-000001", "FA-2026-000002", "FA-2026-000003", "AV-2026-000001"]);
    // 16,99 € TTC: 14,16 € HT + 2,83 €; 35 € TTC: 29,17 € HT + 5,83 €; 10 € TTC: 8,33 € HT + 1,67 €.
    // Total TTC 16,99 + 35 + 10 − 35 = 26,99 €; HT 14,16 + 29,17 + 8,33 − 29,17 = 22,49 €; VAT 4,50 €.
    expect(table.totals).toEqual({ count: 4, baseCents: 2249, vatCents: [450], totalCents: 2699 });
    expect(lines(accountingCsv(table))).toEqual([
      "Numéro;Type;Date;Client;Montant HT;TVA 20 %;Montant TTC;Mode de paiement;Commande ou rendez-vous;Facture d'origine",
      "FA-2026-000001;Facture;01/11/2026;Sophie Marchand;14,16;2,83;16,99;PayPal;CMD-2026-0001;",
      "FA-2026-000002;Facture;12/11/2026;Sophie Marchand;29,17;5,83;35,00;Démonstration;CMD-2026-0001;",
      "FA-2026-000003;Facture;12/11/2026;Client Arrhes;8,33;1,67;10,00;Démonstration;Rendez-vous du 24/11/2026 10:00;",
      "AV-2026-000001;Avoir;14/11/2026;Sophie Marchand;-29,17;-5,83;-35,00;Démonstration;CMD-2026-0001;FA-2026-000002",
      "Total;;;;22,49;4,50;26,99;;;",
    ]);
  });

  it("is a file a French spreadsheet opens: its mark, `;`, CRLF, no thousands separator", () => {
    const csv = accountingCsv(
      accountingRows("2026-11", [doc({ number: "FA-2026-000001", issuedAt: new Date("2026-11-02T09:00:00Z"), totalCents: 1_234_567 })]),
    );
    expect(csv.startsWith("\uFEFFNuméro;")).toBe(true);
    expect(csv.endsWith("\r\n")).toBe(true);
    expect(csv.replaceAll("\r\n", "")).not.toContain("\n");
    // 12 345,67 € TTC: 10 288,06 € HT (1 028 805,83 ct) + 2 057,61 €.
    expect(lines(csv)[1]).toContain(";10288,06;2057,61;12345,67;");
  });

  it("guards names against formulas and quotes what must be", () => {
    const csv = accountingCsv(
      accountingRows("2026-11", [
        doc({ number: "FA-2026-000001", issuedAt: new Date("2026-11-02T09:00:00Z"), totalCents: 500, customerName: '=HYPERLINK("http://x";"y")' }),
        doc({ number: "FA-2026-000002", issuedAt: new Date("2026-11-02T09:01:00Z"), totalCents: 500, customerName: "+33 Dupont; Jean\nSuite" }),
        doc({ number: "FA-2026-000003", issuedAt: new Date("2026-11-02T09:02:00Z"), totalCents: 500, customerName: "@SUM(A1)" }),
      ]),
    );
    const [, first, second, third] = lines(csv);
    expect(first).toBe(`FA-2026-000001;Facture;02/11/2026;"'=HYPERLINK(""http://x"";""y"")";4,17;0,83;5,00;Démonstration;CMD-2026-0001;`);
    // The line end inside a name stays inside its quoted cell: the row is still one row.
    expect(second).toBe(`FA-2026-000002;Facture;02/11/2026;"'+33 Dupont; Jean\nSuite";4,17;0,83;5,00;Démonstration;CMD-2026-0001;`);
    expect(third).toBe("FA-2026-000003;Facture;02/11/2026;'@SUM(A1);4,17;0,83;5,00;Démonstration;CMD-2026-0001;");
  });

  it("gives a column to each rate used, 20 % always, and each row's HT + VAT is its TTC, the totals' too", () => {
    const table = accountingRows("2026-11", [
      doc({ number: "FA-2026-000001", issuedAt: new Date("2026-11-02T09:00:00Z"), totalCents: 1100, vat: { ratePercent: 10, ...vatBreakdown(1100, 10) } }),
      doc({ number: "FA-2026-000002", issuedAt: new Date("2026-11-03T09:00:00Z"), totalCents: 2110, vat: { ratePercent: 5.5, ...vatBreakdown(2110, 5.5) } }),
      doc({ number: "AV-2026-000001", issuedAt: new Date("2026-11-04T09:00:00Z"), totalCents: -2110, vat: { ratePercent: 5.5, ...vatBreakdown(-2110, 5.5) } }),
      doc({ number: "FA-2026-000003", issuedAt: new Date("2026-11-05T09:00:00Z"), totalCents: 999 }),
    ]);
    expect(table.rates).toEqual([5.5, 10, 20]);
    const sum = (values: number[]) => values.reduce((s, v) => s + v, 0);
    for (const row of table.rows) expect(row.baseCents + sum(row.vatCents)).toBe(row.totalCents);
    expect(table.totals.baseCents + sum(table.totals.vatCents)).toBe(table.totals.totalCents);
    // 11 € at 10 %: 10 € + 1 €; 21,10 € at 5,5 %: 20 € + 1,10 €, cancelled; 9,99 € at 20 %: 8,33 € + 1,66 €.
    expect(table.totals).toEqual({ count: 4, baseCents: 1833, vatCents: [0, 100, 166], totalCents: 2099 });
    const [header, first, , credit, , total] = lines(accountingCsv(table));
    expect(header).toBe(
      "Numéro;Type;Date;Client;Montant HT;TVA 5,5 %;TVA 10 %;TVA 20 %;Montant TTC;Mode de paiement;Commande ou rendez-vous;Facture d'origine",
    );
    expect(first).toContain(";10,00;0,00;1,00;0,00;11,00;");
    expect(credit).toContain(";-20,00;-1,10;0,00;0,00;-21,10;");
    expect(total).toBe("Total;;;;18,33;0,00;1,00;1,66;20,99;;;");
  });

  it("an empty month: the header and a total of zero", () => {
    const table = accountingRows("2027-02", []);
    expect(table.totals).toEqual({ count: 0, baseCents: 0, vatCents: [0], totalCents: 0 });
    expect(lines(accountingCsv(table))).toEqual([
      "Numéro;Type;Date;Client;Montant HT;TVA 20 %;Montant TTC;Mode de paiement;Commande ou rendez-vous;Facture d'origine",
      "Total;;;;0,00;0,00;0,00;;;",
    ]);
  });

  it("refuses a document whose HT and VAT do not make its TTC", () => {
    expect(() =>
      accountingRows("2026-11", [
        doc({
          number: "FA-2026-000009",
          issuedAt: new Date("2026-11-02T09:00:00Z"),
          totalCents: 1000,
          vat: { ratePercent: 20, baseCents: 800, vatCents: 100 },
        }),
      ]),
    ).toThrow("FA-2026-000009");
  });
});

describe("a document a gift card paid part of (docs/decisions/0033)", () => {
  it("names the card's part beside the payment; a card paying whole is the payment", () => {
    const base = {
      kind: "invoice" as const,
      number: "FA-2026-000009",
      issuedAt: new Date("2026-12-05T10:00:00Z"),
      customerName: "Paul",
      // 29,96 € TTC = 24,97 € HT + 4,99 € of VAT: the card's 50 € were taxed on its own invoice.
      totalCents: 2996,
      vat: { ratePercent: 20, baseCents: 2497, vatCents: 499 },
      paymentProvider: "paypal",
      giftCardCents: 5000,
      source: { orderNumber: "ORD-1" },
      refersTo: null,
    };
    const [row] = accountingRows("2026-12", [base]).rows;
    expect(row!.payment.replace(/\u202f|\u00a0/g, " ")).toBe("PayPal + carte cadeau 50,00 €");
    const whole = accountingRows("2026-12", [{ ...base, totalCents: 0, vat: { ratePercent: 20, baseCents: 0, vatCents: 0 }, paymentProvider: "gift_card" }]);
    expect(whole.rows[0]!.payment).toBe("Carte cadeau");
  });
});
