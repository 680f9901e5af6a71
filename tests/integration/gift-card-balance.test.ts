import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { balanceMessages as m } from "~/features/gift-cards/balance-messages";
import { BALANCE_LOOKUP_LIMIT, giftCardBalance, WRONG_CODES_LIMIT } from "~/features/gift-cards/balance.server";
import { CODE_ALPHABET, checkCharacter, formatGiftCardCode } from "~/features/gift-cards/code";
import { issueGiftCard, ledgerMessages, spendGiftCard } from "~/features/gift-cards/ledger.server";
import { CLIENT_IP_HEADER, retryAfterOn429 } from "~/lib/rate-limit.server";
import { commonMessages } from "~/lib/result";
import { action } from "~/routes/gift-card-balance";
import { requestLimits, services } from "~db/schema";
import { seedDatabase } from "~db/seed/seed.server";
import { callRoute, formRequest, ORIGIN } from "../support/actions";
import { useTestDatabase } from "../support/test-database";

// The public balance page's action: what it tells of a card, and how it stops guessing. On
// PGlite, and on PostgreSQL with DATABASE_URL.
const database = useTestDatabase();
const db = () => database.current.db;

const cards = { valid: { code: "", validUntil: "" }, expired: "", used: "", service: "" };
const privateTexts = ["lea@example.test", "paul@example.test", "Paul Durand", "Joyeux anniversaire"];

beforeAll(async () => {
  await seedDatabase(db());
  const issue = (amountCents: number, at = new Date(), more: { kind?: "service"; serviceId?: string } = {}) =>
    issueGiftCard(
      db(),
      {
        kind: more.kind ?? "amount",
        serviceId: more.serviceId ?? null,
        amountCents,
        recipientName: "Paul Durand",
        recipientEmail: "paul@example.test",
        buyerEmail: "lea@example.test",
        message: "Joyeux anniversaire",
        sendOn: "2026-01-05",
      },
      at,
    );
  const valid = await issue(5000);
  const spent = await spendGiftCard(db(), valid.id, 2000, { note: "boutique" });
  if (!spent.ok) throw new Error(spent.message);
  cards.valid = { code: valid.code, validUntil: valid.validUntil };
  cards.expired = (await issue(3000, new Date("2024-03-10T10:00:00Z"))).code;
  const used = await issue(2000);
  const emptied = await spendGiftCard(db(), used.id, 2000, { note: "salon" });
  if (!emptied.ok) throw new Error(emptied.message);
  cards.used = used.code;
  const [formula] = await db().select().from(services).where(eq(services.slug, "formule-complete"));
  cards.service = (await issue(formula!.priceCents, new Date(), { kind: "service", serviceId: formula!.id })).code;
});

let lastIp = 0;
/** A client address of its own, so no limit bites by accident. */
const newIp = () => `198.51.100.${++lastIp}`;

const lookUp = (code: string, ip = newIp()) => callRoute(action, formRequest("/carte-cadeau", { code }, { ip }));
const raw = (body: string, type: string, ip = newIp()) =>
  callRoute(action, new Request(`${ORIGIN}/carte-cadeau`, { method: "POST", body, headers: { [CLIENT_IP_HEADER]: ip, Origin: ORIGIN, "content-type": type } }));

/** A well-formed code (right check character) of no card. */
function unknownCode(n: number): string {
  let body = "";
  for (let i = 0, rest = n; i < 15; i++, rest = Math.floor(rest / CODE_ALPHABET.length)) body += CODE_ALPHABET[rest % CODE_ALPHABET.length];
  return body + checkCharacter(body);
}

/** The code with its check character changed: one character mistyped. */
const mistyped = (code: string) => code.slice(0, 15) + (code.at(-1) === "2" ? "3" : "2");

const wrongAnswer = { ok: false, code: "UNKNOWN_CODE", message: ledgerMessages.UNKNOWN_CODE, fieldErrors: { code: ledgerMessages.UNKNOWN_CODE } };
const resetOverall = () => db().delete(requestLimits).where(eq(requestLimits.key, WRONG_CODES_LIMIT.key));

describe("the balance of a card, by its code", () => {
  it("tells the balance, the kind, the last day and the masked code of a card typed with spaces and in lower case, and nothing else", async () => {
    const typed = formatGiftCardCode(cards.valid.code).toLowerCase().replace(/-/g, " ");
    const answer = await lookUp(` ${typed} `);
    expect(answer).toMatchObject({
      status: 200,
      data: {
        ok: true,
        card: {
          kind: "amount",
          serviceTitle: null,
          initialCents: 5000,
          balanceCents: 3000,
          validUntil: cards.valid.validUntil,
          state: "valid",
          maskedCode: `••••-••••-••••-${cards.valid.code.slice(-4)}`,
        },
      },
    });
    const text = JSON.stringify(answer.data);
    for (const secret of [...privateTexts, cards.valid.code]) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/spent|issued|boutique/);
  });

  it("writes it as the page shows it, with a card issued on 29 November 2026", async () => {
    const issued = await issueGiftCard(
      db(),
      { kind: "amount", amountCents: 3000, recipientName: "Paul", sendOn: "2026-11-29" },
      new Date("2026-11-29T10:00:00Z"),
    );
    const answer = await giftCardBalance(formatGiftCardCode(issued.code), new Date("2026-12-01T10:00:00Z"), db());
    if (!answer.ok) throw new Error(answer.message);
    expect(m.balance(answer.card.balanceCents).replace(/[\u202f\u00a0]/g, " ")).toBe("Solde : 30,00 €");
    expect(m.validUntil(answer.card.validUntil)).toBe("Valable jusqu'au 28 novembre 2027 inclus");
    // On its last Paris day it is still valid; from the next one (23:00 UTC is midnight in Paris) it is not.
    const lastDay = await giftCardBalance(issued.code, new Date("2027-11-28T22:59:00Z"), db());
    expect(lastDay).toMatchObject({ ok: true, card: { state: "valid" } });
    const after = await giftCardBalance(issued.code, new Date("2027-11-28T23:00:00Z"), db());
    expect(after).toMatchObject({ ok: true, card: { state: "expired", expiredOn: "2027-11-29" } });
    if (after.ok) expect(m.expired(after.card.expiredOn)).toBe("Cette carte cadeau n'est plus valable depuis le 29 novembre 2027.");
  });

  it("tells an expired card and an emptied one", async () => {
    expect(await lookUp(cards.expired)).toMatchObject({ status: 200, data: { card: { state: "expired", validUntil: "2025-03-09", expiredOn: "2025-03-10" } } });
    expect(await lookUp(cards.used)).toMatchObject({ status: 200, data: { card: { state: "used", balanceCents: 0 } } });
  });

  it("names the service of a service card", async () => {
    const answer = await lookUp(cards.service);
    expect(answer).toMatchObject({ status: 200, data: { card: { kind: "service", serviceTitle: "Formule complète" } } });
    expect(m.serviceCard((answer.data as { card: { serviceTitle: string } }).card.serviceTitle)).toBe("Carte pour la prestation : Formule complète");
  });
});

describe("a wrong code", () => {
  it("answers the same French message for a malformed code (400), a wrong check character (400) and an unknown code (404)", async () => {
    expect(await lookUp("ABCD")).toMatchObject({ status: 400, data: wrongAnswer });
    expect(await lookUp("0OIL-0OIL-0OIL-0OIL")).toMatchObject({ status: 400, data: wrongAnswer });
    expect(await lookUp(mistyped(cards.valid.code))).toMatchObject({ status: 400, data: wrongAnswer });
    expect(await lookUp(unknownCode(1))).toMatchObject({ status: 404, data: wrongAnswer });
    // The code typed comes back for a page rendered without scripts.
    expect((await lookUp("abcd-efgh")).data).toMatchObject({ values: { code: "abcd-efgh" } });
  });

  it("answers crafted input with a 4xx, never a 500: a code of 5000 characters, no field, a list, an object, a number", async () => {
    const crafted = [
      await lookUp("A".repeat(5000)),
      await raw("", "application/x-www-form-urlencoded"),
      await raw("other=1", "application/x-www-form-urlencoded"),
      await raw("code=&code=", "application/x-www-form-urlencoded"),
      await raw(JSON.stringify({ code: [cards.valid.code] }), "application/json"),
      await raw(JSON.stringify({ code: { value: cards.valid.code } }), "application/json"),
      await raw(JSON.stringify({ code: 42 }), "application/json"),
      await raw("code=AB%00CD", "application/x-www-form-urlencoded"),
      await raw(cards.valid.code, "text/plain"),
    ];
    for (const answer of crafted) {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.data).toMatchObject({ ok: false, message: expect.any(String) });
    }
    expect(crafted[0]).toMatchObject({ status: 400, data: { message: ledgerMessages.UNKNOWN_CODE } });
    expect(crafted[1]).toMatchObject({ status: 400, data: { message: m.required } });
    expect(crafted[4]).toMatchObject({ status: 400, data: { message: ledgerMessages.UNKNOWN_CODE } });
    // Two codes of the same name: the last one is read.
    expect(await raw(`code=${cards.used}&code=ABCD`, "application/x-www-form-urlencoded")).toMatchObject({ status: 400, data: wrongAnswer });
    const get = await callRoute(action, new Request(`${ORIGIN}/carte-cadeau?code=${cards.valid.code}`, { headers: { [CLIENT_IP_HEADER]: newIp() } }));
    expect(get.status).toBe(405);
  });
});

describe("guessing", () => {
  it(`is limited per address: the ${BALANCE_LOOKUP_LIMIT.max + 1}th lookup is refused with 429 and Retry-After, right code or not; another address still answers`, async () => {
    const ip = newIp();
    for (let i = 0; i < BALANCE_LOOKUP_LIMIT.max; i++) expect((await lookUp(i % 3 === 0 ? "ABCD" : unknownCode(100 + i), ip)).status).toBeLessThan(429);
    for (const code of [unknownCode(200), cards.valid.code]) {
      const request = formRequest("/carte-cadeau", { code }, { ip });
      const refused = await callRoute(action, request);
      expect(refused).toMatchObject({ status: 429, data: { ok: false, code: "TOO_MANY_REQUESTS", message: commonMessages.TOO_MANY_REQUESTS } });
      const wait = (refused.data as { retryAfterSeconds: number }).retryAfterSeconds;
      expect(wait).toBeGreaterThan(BALANCE_LOOKUP_LIMIT.windowSeconds - 120);
      expect(wait).toBeLessThanOrEqual(BALANCE_LOOKUP_LIMIT.windowSeconds);
      // The root middleware writes the wait noted on the request as Retry-After.
      const answered = await retryAfterOn429({ request }, () => Promise.resolve(new Response(null, { status: 429 })));
      expect(answered.headers.get("Retry-After")).toBe(String(wait));
    }
    expect(await lookUp(cards.valid.code)).toMatchObject({ status: 200, data: { card: { balanceCents: 3000 } } });
  });

  it("counts every wrong code: a wrong code 20 times from one address is refused from the 11th on", async () => {
    const ip = newIp();
    const statuses = [];
    for (let i = 0; i < 20; i++) statuses.push((await lookUp(mistyped(cards.used), ip)).status);
    expect(statuses).toEqual([...Array<number>(10).fill(400), ...Array<number>(10).fill(429)]);
  });

  it(`is limited overall: after ${WRONG_CODES_LIMIT.max} wrong codes from many addresses, every lookup is refused, a right code too; right codes do not count`, async () => {
    await resetOverall();
    try {
      for (let i = 0; i < 5; i++) expect((await lookUp(cards.valid.code)).status).toBe(200);
      const perAddress = BALANCE_LOOKUP_LIMIT.max;
      for (let a = 0; a < WRONG_CODES_LIMIT.max / perAddress; a++) {
        const ip = `203.0.113.${a + 1}`;
        for (let i = 0; i < perAddress; i++) expect([400, 404]).toContain((await lookUp(i % 2 ? unknownCode(1000 + a * 100 + i) : "WRONG", ip)).status);
      }
      for (const code of [unknownCode(5), "WRONG", cards.valid.code]) {
        const refused = await lookUp(code);
        expect(refused).toMatchObject({ status: 429, data: { code: "TOO_MANY_REQUESTS", message: commonMessages.TOO_MANY_REQUESTS } });
        expect((refused.data as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0);
      }
    } finally {
      await resetOverall();
    }
    expect((await lookUp(cards.valid.code)).status).toBe(200);
  });
});
