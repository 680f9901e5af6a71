import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailTransport } from "~/features/email/transport.server";
import { unsubscribe, unsubscribeUrl } from "~/features/email/unsubscribe.server";
import { MailWorker } from "~/features/email/worker.server";
import { confirmSubscription, findConfirmation, WELCOME_SUBJECT } from "~/features/newsletter/confirm.server";
import { confirmationMessages, newsletterMessages } from "~/features/newsletter/messages";
import { CONFIRMATION_SUBJECT, subscribeToNewsletter } from "~/features/newsletter/subscribe.server";
import { checkPromoCode } from "~/features/orders/orders.server";
import { purgeExpiredData } from "~/features/privacy/retention.server";
import { readFlash } from "~/lib/flash.server";
import { CLIENT_IP_HEADER } from "~/lib/rate-limit.server";
import { commonMessages } from "~/lib/result";
import { action } from "~/routes/api/newsletter";
import { action as confirmAction, loader as confirmLoader } from "~/routes/newsletter-confirm";
import { emailOutbox, newsletterSubscribers } from "~db/schema";
import { callRoute, formRequest, ORIGIN } from "../support/actions";
import { startSmtpSink } from "../support/smtp-sink";
import { useTestDatabase } from "../support/test-database";

const database = useTestDatabase();
const db = () => database.current.db;
// Sunday 22 November 2026, 10:00 in Paris.
const now = new Date("2026-11-22T09:00:00Z");
const minutes = (n: number, from = now) => new Date(from.getTime() + n * 60_000);
const days = (n: number, from = now) => minutes(n * 24 * 60, from);

const subscriber = async (email: string) => (await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];
const mailsTo = (email: string) => db().select().from(emailOutbox).where(eq(emailOutbox.to, email)).orderBy(emailOutbox.createdAt);

/** The token of the confirmation link in a queued mail (from the copy to send: the stored one masks it). */
async function lastLinkTo(email: string): Promise<string> {
  const mails = (await mailsTo(email)).filter((m) => m.type === "newsletter_confirmation");
  const text = mails.at(-1)?.unsentContent?.text ?? "";
  const token = /\/newsletter\/confirmation\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];
  if (!token) throw new Error(`no confirmation link for ${email}`);
  return token;
}

const confirmPage = (token: string) => callRoute(confirmLoader, new Request(`${ORIGIN}/newsletter/confirmation/${token}`), { token });
const confirmPost = (token: string) => callRoute(confirmAction, formRequest(`/newsletter/confirmation/${token}`, {}), { token });

describe("subscribing (double opt-in)", () => {
  it("keeps the address pending without a code and queues one confirmation mail whose link is stored hashed and masked", async () => {
    const email = "client@example.test";
    expect(await subscribeToNewsletter({ email }, now)).toEqual({ ok: true, message: newsletterMessages.success });
    const row = (await subscriber(email))!;
    expect(row).toMatchObject({ status: "pending", discountCode: null, confirmedAt: null, discountUsed: false });
    expect(row.confirmExpiresAt).toEqual(days(7));
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ type: "newsletter_confirmation", subject: CONFIRMATION_SUBJECT, status: "pending", masked: true, headers: null });
    const token = await lastLinkTo(email);
    expect(row.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.confirmTokenHash).not.toContain(token);
    expect(mails[0]!.text).not.toContain(token);
    expect(mails[0]!.html).not.toContain(token);
    expect(mails[0]!.text).toContain("/newsletter/confirmation/");
    expect(mails[0]!.text).not.toMatch(/MM[A-Z0-9]{6}/);
    expect(await findConfirmation(token, now)).toEqual({ email });
  });

  it("sends no new mail within the hour, then a new link that replaces the old one", async () => {
    const email = "relance@example.test";
    await subscribeToNewsletter({ email }, now);
    const first = await lastLinkTo(email);
    // The same answer, and nothing sent: the form cannot be used to flood a stranger's mailbox.
    expect(await subscribeToNewsletter({ email }, minutes(59))).toEqual({ ok: true, message: newsletterMessages.success });
    expect(await mailsTo(email)).toHaveLength(1);
    expect(await findConfirmation(first, minutes(59))).toEqual({ email });

    expect(await subscribeToNewsletter({ email }, minutes(61))).toEqual({ ok: true, message: newsletterMessages.success });
    expect(await mailsTo(email)).toHaveLength(2);
    const second = await lastLinkTo(email);
    expect(second).not.toBe(first);
    expect(await findConfirmation(first, minutes(62))).toBeNull();
    expect(await findConfirmation(second, minutes(62))).toEqual({ email });
    expect((await subscriber(email))!.confirmExpiresAt).toEqual(days(7, minutes(61)));
  });

  it("answers simultaneous requests for one address alike, with one row and one mail", async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => subscribeToNewsletter({ email: "rush@example.test" }, now)));
    expect(results).toEqual(Array.from({ length: 5 }, () => ({ ok: true, message: newsletterMessages.success })));
    expect(await db().$count(newsletterSubscribers, eq(newsletterSubscribers.email, "rush@example.test"))).toBe(1);
    expect(await mailsTo("rush@example.test")).toHaveLength(1);
  });

  it("refuses a confirmed address (409) and a malformed one, writing nothing", async () => {
    await db().insert(newsletterSubscribers).values({ email: "deja@example.test", status: "confirmed", confirmedAt: now, discountCode: "MMDEJA01" });
    const before = await db().$count(emailOutbox);
    const post = (fields: Record<string, string>) => callRoute(action, formRequest("/api/newsletter", fields, { ip: "203.0.113.40" }));
    expect(await post({ email: "  Deja@Example.test " })).toMatchObject({
      status: 409,
      data: { ok: false, code: "DUPLICATE", message: newsletterMessages.DUPLICATE, fieldErrors: { email: newsletterMessages.DUPLICATE } },
    });
    expect(await post({ email: "pas-un-email" })).toMatchObject({ status: 400, data: { message: newsletterMessages.invalidEmail } });
    expect(await post({ email: `${"a".repeat(300)}@example.test` })).toMatchObject({ status: 400, data: { message: newsletterMessages.invalidEmail } });
    expect(await post({})).toMatchObject({ status: 400, data: { message: newsletterMessages.invalidEmail } });
    expect(await db().$count(emailOutbox)).toBe(before);
    expect(await subscriber("pas-un-email")).toBeUndefined();
  });

  it("sends a browser without scripts back to its page, at the block, with the answer as a one-time message; scripts get JSON", async () => {
    const post = (fields: Record<string, string>, headers: Record<string, string>) =>
      callRoute(
        action,
        new Request(`${ORIGIN}/api/newsletter`, {
          method: "POST",
          body: new URLSearchParams(fields),
          headers: { [CLIENT_IP_HEADER]: "203.0.113.60", Origin: ORIGIN, ...headers },
        }),
      );
    const navigation = (referer?: string) => ({ "Sec-Fetch-Mode": "navigate", Accept: "text/html", ...(referer ? { Referer: referer } : {}) });
    const flashOf = async (answer: Awaited<ReturnType<typeof post>>) => {
      const cookie = answer.response!.headers.get("Set-Cookie")!.split(";")[0]!;
      return (await readFlash(new Request(ORIGIN, { headers: { Cookie: cookie } }))).flash;
    };

    const sent = await post({ email: "sans-script@example.test" }, navigation(`${ORIGIN}/faq?onglet=2`));
    expect([sent.response?.status, sent.response?.headers.get("Location")]).toEqual([302, "/faq?onglet=2#newsletter"]);
    expect(await flashOf(sent)).toEqual({ type: "success", message: newsletterMessages.success, form: "newsletter" });
    expect(await subscriber("sans-script@example.test")).toMatchObject({ status: "pending" });

    const refused = await post({ email: "pas-un-email" }, navigation(`${ORIGIN}/blog`));
    expect(refused.response?.headers.get("Location")).toBe("/blog#newsletter");
    expect(await flashOf(refused)).toEqual({ type: "error", message: newsletterMessages.invalidEmail, form: "newsletter", field: "email" });

    // A page that cannot be told, or a path that would leave the site: back home.
    for (const referer of [undefined, `${ORIGIN}//evil.example/x`, `${ORIGIN}/%2e//evil.example`, "pas une adresse"]) {
      expect((await post({ email: "pas-un-email" }, navigation(referer))).response?.headers.get("Location")).toBe("/#newsletter");
    }
    // An older browser, without Sec-Fetch-*, asking for a page.
    expect(
      (await post({ email: "pas-un-email" }, { Accept: "text/html,application/xhtml+xml", Referer: `${ORIGIN}/about` })).response?.headers.get("Location"),
    ).toBe("/about#newsletter");

    // The page's scripts (fetch): JSON, as before.
    const scripts: Record<string, string>[] = [{ "Sec-Fetch-Mode": "cors", Accept: "*/*" }, { Accept: "*/*" }, {}];
    for (const headers of scripts) {
      expect(await post({ email: "pas-un-email" }, headers)).toMatchObject({
        status: 400,
        data: { ok: false, fieldErrors: { email: newsletterMessages.invalidEmail } },
      });
    }
  });

  it("ignores robots and limits each client address", async () => {
    const post = (email: string, ip: string, website = "") => callRoute(action, formRequest("/api/newsletter", { email, website }, { ip }));
    expect(await post("robot@example.test", "203.0.113.50", "http://spam")).toMatchObject({ status: 200, data: { ok: true } });
    expect(await subscriber("robot@example.test")).toBeUndefined();
    for (let i = 0; i < 5; i++) expect((await post(`limite${i}@example.test`, "203.0.113.51")).status).toBe(200);
    expect(await post("limite9@example.test", "203.0.113.51")).toMatchObject({
      status: 429,
      data: { code: "TOO_MANY_REQUESTS", message: commonMessages.TOO_MANY_REQUESTS },
    });
    expect(await subscriber("limite9@example.test")).toBeUndefined();
    expect((await post("autre@example.test", "203.0.113.52")).status).toBe(200);
  });
});

describe("the confirmation link", () => {
  it("shows a button on GET and changes nothing: only the POST confirms", async () => {
    const email = "lecture@example.test";
    await subscribeToNewsletter({ email });
    const token = await lastLinkTo(email);
    for (let i = 0; i < 2; i++) expect(await confirmPage(token)).toMatchObject({ status: 200, data: { email } });
    expect((await subscriber(email))!).toMatchObject({ status: "pending", discountCode: null });
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it("confirms once: the code is drawn, shown and mailed with the unsubscribe headers; a replay sends nothing", async () => {
    const email = "confirme@example.test";
    await subscribeToNewsletter({ email });
    const token = await lastLinkTo(email);
    const answer = await confirmPost(token);
    expect(answer).toMatchObject({
      status: 200,
      data: { ok: true, message: confirmationMessages.confirmed, discountCode: expect.stringMatching(/^MM[A-Z0-9]{6}$/) },
    });
    const code = (answer.data as { discountCode: string }).discountCode;
    const row = (await subscriber(email))!;
    expect(row).toMatchObject({ status: "confirmed", discountCode: code, confirmTokenHash: null, confirmExpiresAt: null, unsubscribedAt: null });
    expect(row.confirmedAt).toBeInstanceOf(Date);

    const welcome = (await mailsTo(email)).filter((m) => m.type === "newsletter");
    expect(welcome).toHaveLength(1);
    // The unsubscribe link, a private link, goes with the mail and is masked in the kept copy.
    expect(welcome[0]).toMatchObject({
      subject: WELCOME_SUBJECT,
      headers: { "List-Unsubscribe": "<http://localhost:3000/desinscription/[masqué]>", "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
      unsentContent: { headers: { "List-Unsubscribe": `<${unsubscribeUrl(email, "newsletter")}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } },
    });
    expect(welcome[0]!.text).toContain(code);
    expect(welcome[0]!.unsentContent!.text).toContain(unsubscribeUrl(email, "newsletter"));
    expect(welcome[0]!.text).not.toContain(unsubscribeUrl(email, "newsletter"));

    // The link is used up: replayed, it answers 404 and mails nothing; the code stays.
    expect(await confirmPost(token)).toMatchObject({ status: 404, data: { ok: false, code: "NOT_FOUND", message: confirmationMessages.NOT_FOUND } });
    expect(await confirmPage(token)).toMatchObject({ status: 404, data: { email: null } });
    expect(await mailsTo(email)).toHaveLength(2);
    expect((await subscriber(email))!.discountCode).toBe(code);
  });

  it("gives one confirmation and one welcome mail to simultaneous POSTs of one link", async () => {
    const email = "double-clic@example.test";
    await subscribeToNewsletter({ email });
    const token = await lastLinkTo(email);
    const answers = await Promise.all(Array.from({ length: 4 }, () => confirmPost(token)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404, 404, 404]);
    expect((await mailsTo(email)).filter((m) => m.type === "newsletter")).toHaveLength(1);
  });

  it("refuses an expired, altered, unknown or malformed link with 404, writing nothing", async () => {
    const email = "expire@example.test";
    await subscribeToNewsletter({ email }, now);
    const token = await lastLinkTo(email);
    const before = await db().$count(emailOutbox);
    expect(await confirmSubscription(token, days(7, minutes(1)))).toMatchObject({ ok: false, code: "NOT_FOUND", status: 404 });
    const altered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const bad of [altered, "x", "a".repeat(300), "%2e%2e%2F", `${token}x`, "-".repeat(43)]) {
      expect(await confirmSubscription(bad, minutes(1))).toMatchObject({ ok: false, code: "NOT_FOUND", status: 404 });
      expect(await confirmPage(bad)).toMatchObject({ status: 404, data: { email: null } });
      expect(await confirmPost(bad)).toMatchObject({ status: 404, data: { message: confirmationMessages.NOT_FOUND } });
    }
    expect(await db().$count(emailOutbox)).toBe(before);
    expect((await subscriber(email))!).toMatchObject({ status: "pending", discountCode: null });
    // Still valid until it expires.
    expect(await confirmSubscription(token, days(6))).toMatchObject({ ok: true });
  });

  it("draws another code when the first one is already someone's", async () => {
    await db().insert(newsletterSubscribers).values({ email: "ancien@example.test", status: "confirmed", confirmedAt: now, discountCode: "MMPRIS01" });
    const email = "collision@example.test";
    await subscribeToNewsletter({ email }, now);
    const draws = ["MMPRIS01", "MMLIBRE1"];
    const result = await confirmSubscription(await lastLinkTo(email), now, db(), () => draws.shift()!);
    expect(result).toMatchObject({ ok: true, discountCode: "MMLIBRE1" });
    expect((await subscriber(email))!).toMatchObject({ status: "confirmed", discountCode: "MMLIBRE1" });
    expect((await subscriber("ancien@example.test"))!.discountCode).toBe("MMPRIS01");
  });
});

describe("mails received through SMTP", () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let worker: MailWorker;
  beforeAll(async () => {
    sink = await startSmtpSink();
    worker = new MailWorker({
      db: db(),
      transport: createMailTransport({ smtpUrl: sink.url, mailboxDir: "unused", from: "Salon <contact@salon.test>" }),
      pollMs: 60_000,
    });
  });
  afterAll(async () => {
    await worker.stop();
    await sink.close();
  });
  const received = (email: string) => sink.messages.filter((m) => m.envelopeTo.includes(email));
  /** Sends everything queued (earlier tests' mails too). */
  const drain = async () => {
    while ((await worker.runOnce()) > 0);
  };

  it("a stranger's address gets one mail, with no code and no list headers, and nothing more", async () => {
    const email = "inconnu@example.test";
    await subscribeToNewsletter({ email });
    await subscribeToNewsletter({ email });
    await drain();
    await sink.waitFor((m) => m.envelopeTo.includes(email));
    await drain();
    expect(received(email)).toHaveLength(1);
    const [mail] = received(email);
    expect(mail!.subject).toBe(CONFIRMATION_SUBJECT);
    expect(mail!.text).toMatch(/\/newsletter\/confirmation\/[A-Za-z0-9_-]{43}/);
    expect(mail!.text).not.toMatch(/MM[A-Z0-9]{6}/);
    expect(mail!.headerLines.map((h) => h.key)).not.toContain("list-unsubscribe");
  });

  it("the welcome mail arrives with its code, an unsubscribe link and RFC 8058 headers", async () => {
    const email = "bienvenue@example.test";
    await subscribeToNewsletter({ email });
    await drain();
    const confirmation = await sink.waitFor((m) => m.envelopeTo.includes(email));
    const token = /\/newsletter\/confirmation\/([A-Za-z0-9_-]{43})/.exec(confirmation.text ?? "")![1]!;
    const confirmed = await confirmPost(token);
    const code = (confirmed.data as { discountCode: string }).discountCode;
    await drain();
    const welcome = await sink.waitFor((m) => m.envelopeTo.includes(email) && m.subject === WELCOME_SUBJECT);
    expect(welcome.text).toContain(code);
    expect(welcome.html).toContain(unsubscribeUrl(email, "newsletter"));
    // As written on the wire (mailparser reads List-* headers into its own structure).
    const header = (key: string) => {
      const line = welcome.headerLines.find((h) => h.key === key)?.line ?? "";
      return line
        .slice(line.indexOf(":") + 1)
        .replace(/\r?\n/g, "")
        .trim();
    };
    expect(header("list-unsubscribe")).toBe(`<${unsubscribeUrl(email, "newsletter")}>`);
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
  });
});

describe("welcome codes", () => {
  const customer = (email: string) => ({ id: "00000000-0000-4000-8000-000000000001", email });

  it("exist only once confirmed, and stay valid for an address that left (it was given one)", async () => {
    const email = "code@example.test";
    await subscribeToNewsletter({ email }, now);
    // Nothing to guess before the confirmation: no code at all.
    expect((await subscriber(email))!.discountCode).toBeNull();
    const confirmed = await confirmSubscription(await lastLinkTo(email), now);
    const code = confirmed.ok ? confirmed.discountCode! : "";
    expect(await checkPromoCode(customer(email), code)).toMatchObject({ ok: true, percent: 10 });
    await unsubscribe(email, "newsletter", minutes(5));
    expect(await checkPromoCode(customer(email), code)).toMatchObject({ ok: true, percent: 10 });
    expect(await checkPromoCode(customer("autre@example.test"), code)).toMatchObject({ ok: false, code: "PROMO_INVALID" });
  });

  it("are never given twice: coming back after leaving needs a new confirmation and brings no second code", async () => {
    const email = "retour@example.test";
    await subscribeToNewsletter({ email }, now);
    const first = await confirmSubscription(await lastLinkTo(email), now);
    const code = first.ok ? first.discountCode : null;
    expect(code).toMatch(/^MM[A-Z0-9]{6}$/);
    await unsubscribe(email, "newsletter", minutes(10));
    const mailsBefore = (await mailsTo(email)).length;

    // Within the hour of leaving: a new link is sent at once (the address is not pending).
    expect(await subscribeToNewsletter({ email }, minutes(20))).toEqual({ ok: true, message: newsletterMessages.success });
    expect((await subscriber(email))!).toMatchObject({ status: "pending", discountCode: code });
    expect(await mailsTo(email)).toHaveLength(mailsBefore + 1);
    const again = await confirmSubscription(await lastLinkTo(email), minutes(30));
    expect(again).toEqual({ ok: true, message: confirmationMessages.confirmed, discountCode: null });
    expect((await subscriber(email))!).toMatchObject({ status: "confirmed", discountCode: code, confirmedAt: minutes(30), unsubscribedAt: null });
    // The confirmation mail only: no second welcome.
    expect(await mailsTo(email)).toHaveLength(mailsBefore + 1);
  });
});

describe("retention of unconfirmed addresses", () => {
  it("deletes an address never confirmed 30 days after its last link, and puts one that had confirmed back as unsubscribed", async () => {
    // This test owns the table.
    await db().delete(newsletterSubscribers);
    const t0 = new Date("2026-06-01T09:00:00Z");
    await db()
      .insert(newsletterSubscribers)
      .values({ email: "fidele@example.test", status: "confirmed", createdAt: t0, confirmedAt: t0, discountCode: "MMFIDELE" });
    await subscribeToNewsletter({ email: "jamais@example.test" }, t0);
    await subscribeToNewsletter({ email: "tardif@example.test" }, t0);
    // A new link sent on day 20 counts from then.
    await subscribeToNewsletter({ email: "tardif@example.test" }, days(20, t0));
    await subscribeToNewsletter({ email: "revenu@example.test" }, t0);
    await confirmSubscription(await lastLinkTo("revenu@example.test"), t0);
    await unsubscribe("revenu@example.test", "newsletter", days(1, t0));
    await subscribeToNewsletter({ email: "revenu@example.test" }, days(2, t0));
    const code = (await subscriber("revenu@example.test"))!.discountCode;

    await purgeExpiredData(days(29, t0));
    expect(await subscriber("jamais@example.test")).toBeDefined();

    const counts = await purgeExpiredData(days(33, t0));
    expect(counts.unconfirmedSubscribers).toBe(2);
    expect(await subscriber("jamais@example.test")).toBeUndefined();
    expect((await subscriber("tardif@example.test"))!.status).toBe("pending");
    expect((await subscriber("revenu@example.test"))!).toMatchObject({ status: "unsubscribed", discountCode: code, confirmTokenHash: null });
    expect((await subscriber("fidele@example.test"))!).toMatchObject({ status: "confirmed", discountCode: "MMFIDELE" });
  });
});
