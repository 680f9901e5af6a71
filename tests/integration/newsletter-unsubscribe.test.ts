import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { readSubscriberFilters } from "~/features/admin/newsletter-subscribers-messages";
import { listSubscribers, subscribersCsv } from "~/features/admin/newsletter-subscribers.server";
import { unsubscribeMessages } from "~/features/email/unsubscribe-messages";
import { readUnsubscribeToken, unsubscribeToken } from "~/features/email/unsubscribe.server";
import { confirmationMessages, newsletterMessages } from "~/features/newsletter/messages";
import { CLIENT_IP_HEADER } from "~/lib/rate-limit.server";
import { action as subscribeAction } from "~/routes/api/newsletter";
import { action as confirmAction } from "~/routes/newsletter-confirm";
import { action, loader } from "~/routes/unsubscribe";
import { emailOutbox, newsletterSubscribers } from "~db/schema";
import { callRoute, formRequest, ORIGIN, type Answer } from "../support/actions";
import { useTestDatabase } from "../support/test-database";

const database = useTestDatabase();
const db = () => database.current.db;
const confirmedAt = new Date("2026-11-01T09:00:00Z");

async function confirmedSubscriber(email: string, discountCode: string) {
  await db().insert(newsletterSubscribers).values({ email, status: "confirmed", confirmedAt, discountCode });
}
const subscriber = async (email: string) => (await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0]!;
/** What any campaign sends to: the confirmed addresses. */
const confirmedAddresses = async () =>
  (await db().select({ email: newsletterSubscribers.email }).from(newsletterSubscribers).where(eq(newsletterSubscribers.status, "confirmed"))).map(
    (r) => r.email,
  );

/** The loader's answer, thrown or returned (`data(null, { status: 404 })` is thrown as data, not a Response). */
async function page(token: string): Promise<Answer> {
  try {
    return await callRoute(loader, new Request(`${ORIGIN}/desinscription/${token}`), { token });
  } catch (thrown) {
    const init = (thrown as { init?: { status?: number } }).init;
    return { status: init?.status ?? 500, data: null };
  }
}
const press = (token: string) => callRoute(action, formRequest(`/desinscription/${token}`, {}), { token });

/** A mail client's RFC 8058 POST: the fixed body, no Origin, no cookie. */
function oneClick(token: string, multipart = false): Request {
  const body = multipart ? new FormData() : new URLSearchParams({ "List-Unsubscribe": "One-Click" });
  if (body instanceof FormData) body.set("List-Unsubscribe", "One-Click");
  return new Request(`${ORIGIN}/desinscription/${token}`, { method: "POST", body, headers: { [CLIENT_IP_HEADER]: "198.51.100.7" } });
}

describe("the newsletter's unsubscribe link", () => {
  it("shows its page without changing anything; the button takes the address off the list at once", async () => {
    const email = "lien@example.test";
    await confirmedSubscriber(email, "MMLIEN01");
    const token = unsubscribeToken(email, "newsletter");
    expect(await page(token)).toMatchObject({ status: 200, data: { email, list: "la newsletter de Monsieur Moustache" } });
    expect((await subscriber(email)).status).toBe("confirmed");

    expect(await press(token)).toMatchObject({ status: 200, data: { ok: true, message: unsubscribeMessages.done } });
    const row = await subscriber(email);
    expect(row).toMatchObject({ status: "unsubscribed", discountCode: "MMLIEN01" });
    expect(row.unsubscribedAt).toBeInstanceOf(Date);
    // Immediate: no confirmed-subscriber query finds it any more.
    expect(await confirmedAddresses()).not.toContain(email);
    expect((await listSubscribers(readSubscriberFilters(new URLSearchParams()))).subscribers.map((s) => s.email)).not.toContain(email);
    expect(await subscribersCsv()).not.toContain(email);
  });

  it("takes a mail client's one-click POST (form or multipart body, no Origin header)", async () => {
    for (const [email, multipart] of [
      ["unclic@example.test", false],
      ["multipart@example.test", true],
    ] as const) {
      await confirmedSubscriber(email, multipart ? "MMCLIC02" : "MMCLIC01");
      const answer = await callRoute(action, oneClick(unsubscribeToken(email, "newsletter"), multipart), { token: unsubscribeToken(email, "newsletter") });
      expect(answer).toMatchObject({ status: 200, data: { ok: true } });
      expect((await subscriber(email)).status).toBe("unsubscribed");
      expect(await confirmedAddresses()).not.toContain(email);
    }
  });

  it("is immediate: the list's mails to the address still waiting in the outbox are not sent, others stay", async () => {
    const email = "en-attente@example.test";
    await confirmedSubscriber(email, "MMATTE01");
    const waiting = (type: string, to = email) => ({ type, to, subject: type, html: "<p>x</p>", text: "x" });
    await db()
      .insert(emailOutbox)
      .values([
        waiting("newsletter_campaign", "En-Attente@Example.test"),
        waiting("review_request"),
        waiting("booking_confirmation"),
        waiting("newsletter_campaign", "autre@example.test"),
      ]);
    expect((await press(unsubscribeToken(email, "newsletter"))).status).toBe(200);
    const left = async () =>
      (await db().select({ type: emailOutbox.type, to: emailOutbox.to }).from(emailOutbox))
        .filter((m) => /attente|autre/i.test(m.to))
        .map((m) => `${m.type} ${m.to}`)
        .sort();
    expect(await left()).toEqual([
      "booking_confirmation en-attente@example.test",
      "newsletter_campaign autre@example.test",
      "review_request en-attente@example.test",
    ]);
    // Leaving the review requests withdraws the waiting one, and only that.
    expect((await press(unsubscribeToken(email, "avis"))).status).toBe(200);
    expect(await left()).toEqual(["booking_confirmation en-attente@example.test", "newsletter_campaign autre@example.test"]);
  });

  it("answers a second unsubscribe alike and keeps the first date", async () => {
    const email = "deux-fois@example.test";
    await confirmedSubscriber(email, "MMDEUX01");
    const token = unsubscribeToken(email, "newsletter");
    await press(token);
    const first = (await subscriber(email)).unsubscribedAt;
    expect(await press(token)).toMatchObject({ status: 200, data: { ok: true, message: unsubscribeMessages.done } });
    expect(await callRoute(action, oneClick(token), { token })).toMatchObject({ status: 200 });
    expect((await subscriber(email)).unsubscribedAt).toEqual(first);
  });

  it("refuses an altered or forged link with 404 and changes nothing", async () => {
    const email = "cible@example.test";
    await confirmedSubscriber(email, "MMCIBLE1");
    const genuine = unsubscribeToken(email, "newsletter");
    const [payload, signature] = genuine.split(".") as [string, string];
    const encode = (text: string) => Buffer.from(text).toString("base64url");
    // The last character of the payload carries unused bits: bumping it decodes to the same text.
    const sameBytes = `${payload.slice(0, -1)}${String.fromCharCode(payload.charCodeAt(payload.length - 1) + 1)}`;
    expect(Buffer.from(sameBytes, "base64url").toString()).toBe(`newsletter:${email}`);
    const tokens = [
      `${sameBytes}.${signature}`,
      `${encode(`newsletter:autre@example.test`)}.${signature}`,
      `${encode(`newsletter:${email}`)}.${"A".repeat(22)}`,
      `${payload}.${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`,
      `${encode(`avis:${email}`)}.${signature}`,
      `${payload}.${signature}x`,
      payload,
      "x",
      "%2e%2e%2F",
      "a".repeat(600),
    ];
    for (const token of tokens) {
      expect(readUnsubscribeToken(token), token).toBeNull();
      expect((await page(token)).status, token).toBe(404);
      expect(await press(token), token).toMatchObject({ status: 404, data: { ok: false, code: "NOT_FOUND", message: unsubscribeMessages.NOT_FOUND } });
      expect((await callRoute(action, oneClick(token), { token })).status, token).toBe(404);
    }
    expect((await subscriber(email)).status).toBe("confirmed");
    expect(readUnsubscribeToken(genuine)).toEqual({ email, list: "newsletter" });
  });

  it("needs a new confirmation to come back, which brings no second code", async () => {
    const email = "revient@example.test";
    await confirmedSubscriber(email, "MMREVIEN");
    await press(unsubscribeToken(email, "newsletter"));
    const subscribe = await callRoute(subscribeAction, formRequest("/api/newsletter", { email }, { ip: "198.51.100.20" }));
    expect(subscribe).toMatchObject({ status: 200, data: { ok: true, message: newsletterMessages.success } });
    expect(await subscriber(email)).toMatchObject({ status: "pending", discountCode: "MMREVIEN" });
    expect(await confirmedAddresses()).not.toContain(email);

    const [mail] = await db().select().from(emailOutbox).where(eq(emailOutbox.to, email));
    const token = /\/newsletter\/confirmation\/([A-Za-z0-9_-]{43})/.exec(mail!.unsentContent!.text)![1]!;
    const confirmed = await callRoute(confirmAction, formRequest(`/newsletter/confirmation/${token}`, {}), { token });
    expect(confirmed).toMatchObject({ status: 200, data: { ok: true, message: confirmationMessages.confirmed, discountCode: null } });
    expect(await subscriber(email)).toMatchObject({ status: "confirmed", discountCode: "MMREVIEN" });
    expect(await db().$count(emailOutbox, eq(emailOutbox.to, email))).toBe(1);
  });
});
