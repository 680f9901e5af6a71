import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { cancelBookingAsAdmin } from "~/features/admin/bookings.server";
import { createBooking } from "~/features/booking/booking-write.server";
import { hashToken } from "~/features/booking/booking-mails.server";
import { cancelBookingByToken } from "~/features/booking/cancellation.server";
import { queueDueReminders } from "~/features/booking/reminders.server";
import { appointmentSpan } from "~/features/booking/slots";
import { createBrevoSms } from "~/features/sms/provider.server";
import { SMS_MAX_ATTEMPTS, SmsWorker } from "~/features/sms/worker.server";
import { ConfigError, parseConfig, resetConfig } from "~/lib/config.server";
import { addDays, parisInstant, parisWallClock } from "~/lib/paris-time";
import { loader as manageLoader } from "~/routes/booking-manage";
import { action as smsLinkAction, loader as smsLinkLoader } from "~/routes/sms-link";
import { bookings, emailOutbox, services, smsOutbox } from "~db/schema";
import { seedDatabase } from "~db/seed/seed.server";
import { callRoute, formRequest, ORIGIN } from "../support/actions";
import { BREVO_API_KEY, startBrevoSms, type BrevoSmsServer } from "../support/brevo-sms";
import { useTestDatabase } from "../support/test-database";

const database = useTestDatabase();
const db = () => database.current.db;
let serviceId = "";
let brevo: BrevoSmsServer;
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
  // Each test sends only its own messages.
  await db().delete(smsOutbox);
});

const SMS_ENV = ["SMS_PROVIDER", "SMS_API_KEY", "SMS_API_URL", "SMS_SENDER"];
function smsSettings(on: boolean) {
  for (const key of SMS_ENV) delete process.env[key];
  if (on) Object.assign(process.env, { SMS_PROVIDER: "brevo", SMS_API_KEY: BREVO_API_KEY, SMS_API_URL: brevo.url });
  resetConfig();
}

beforeAll(async () => {
  brevo = await startBrevoSms();
  process.env.PUBLIC_URL = "https://salon.test";
  process.env.PAYMENT_MODE = "demo";
  smsSettings(true);
  await seedDatabase(db());
  serviceId = (await db().select().from(services).where(eq(services.slug, "coupe-shampoing")))[0]!.id;
});
afterAll(async () => {
  smsSettings(false);
  delete process.env.PUBLIC_URL;
  delete process.env.PAYMENT_MODE;
  resetConfig();
  await brevo.close();
});

const day = (ahead: number) => addDays(parisWallClock(new Date()).date, ahead);
let customer = 0;
async function book(date: string, timeSlot: string, options: { phone?: string; sms?: boolean } = {}) {
  const n = ++customer;
  const made = await createBooking({
    serviceIds: [serviceId],
    date,
    timeSlot,
    name: `Client ${n}`,
    email: `sms${n}@example.test`,
    phone: options.phone ?? `06 12 34 56 ${String(n).padStart(2, "0")}`,
    smsReminder: options.sms ?? true,
  });
  if (!made.ok) throw new Error(made.message);
  return { ...made, start: appointmentSpan(date, timeSlot, 30).start, cancelToken: made.cancelUrl.split("/").pop()! };
}
const hoursBefore = (start: Date, hours: number) => new Date(start.getTime() - hours * 3600_000);
const later = (at: Date, seconds: number) => new Date(at.getTime() + seconds * 1000);
const smsOf = (bookingId: string) => db().select().from(smsOutbox).where(eq(smsOutbox.bookingId, bookingId));
const bookingRow = async (id: string) => (await db().select().from(bookings).where(eq(bookings.id, id)))[0]!;
const tokenOf = (text: string) => /\/r\/([A-Za-z0-9_-]{12})$/.exec(text)?.[1];
const sentTo = (recipient: string) => brevo.messages.filter((m) => m.recipient === recipient);

function worker(options: { apiKey?: string; sender?: string } = {}) {
  const w = new SmsWorker({
    db: db(),
    provider: createBrevoSms({ apiUrl: brevo.url, apiKey: options.apiKey ?? BREVO_API_KEY, sender: options.sender ?? "MMoustache", timeoutMs: 300 }),
    retryBaseMs: 60_000,
  });
  cleanups.push(() => w.stop());
  return w;
}

/** The status a page's loader answers for a token, a refusal thrown as `data(null, { status })` included. */
async function statusOf(loader: typeof manageLoader, path: string, token: string) {
  try {
    return (await callRoute(loader, new Request(`${ORIGIN}${path}${token}`), { token })).status;
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status;
  }
}

describe("SMS reminders", () => {
  it("without SMS_PROVIDER and its key nothing is queued; either one alone stops the start", async () => {
    smsSettings(false);
    try {
      const b = await book(day(4), "10:00");
      await queueDueReminders(hoursBefore(b.start, 24.5));
      expect(
        await db()
          .select()
          .from(emailOutbox)
          .where(eq(emailOutbox.to, `sms${customer}@example.test`)),
      ).not.toHaveLength(0);
      expect(await smsOf(b.bookingId)).toEqual([]);
      expect((await bookingRow(b.bookingId)).smsTokenHash).toBeNull();
    } finally {
      smsSettings(true);
    }
    expect(() => parseConfig({ SMS_PROVIDER: "brevo" })).toThrow(
      new ConfigError("Configuration invalide : SMS_API_KEY SMS_PROVIDER=brevo et SMS_API_KEY vont ensemble"),
    );
    expect(() => parseConfig({ SMS_API_KEY: "k" })).toThrow(ConfigError);
    expect(() => parseConfig({ SMS_PROVIDER: "brevo", SMS_API_KEY: "k", SMS_SENDER: "Monsieur Moustache" })).toThrow(/SMS_SENDER/);
    expect(parseConfig({ SMS_PROVIDER: "brevo", SMS_API_KEY: "k" }).sms).toEqual({
      provider: "brevo",
      apiKey: "k",
      sender: "MMoustache",
      apiUrl: "https://api.brevo.com",
    });
  });

  it("queued with the reminder mail, once, only for a client who asked for it on a French mobile", async () => {
    const asked = await book(day(5), "10:00");
    const notAsked = await book(day(5), "11:00", { sms: false });
    const landline = await book(day(5), "12:00", { phone: "01 43 58 20 20" });
    const foreign = await book(day(5), "15:00", { phone: "+44 7911 123456" });
    const at = hoursBefore(asked.start, 24.5);
    await queueDueReminders(at);
    await queueDueReminders(at);
    const [sms, ...more] = await smsOf(asked.bookingId);
    expect(more).toEqual([]);
    expect(sms).toMatchObject({ type: "booking_reminder", to: expect.stringMatching(/^\+336123456\d\d$/), status: "pending", attempts: 0 });
    expect(sms!.nextAttemptAt.getTime()).toBe(at.getTime());
    for (const b of [notAsked, landline, foreign]) {
      await queueDueReminders(hoursBefore(b.start, 24.5));
      expect(await smsOf(b.bookingId)).toEqual([]);
      expect((await bookingRow(b.bookingId)).smsTokenHash).toBeNull();
    }
    // The kept copy masks the link's token; the sealed text has it, and its hash is the booking's.
    expect(sms!.text).toMatch(
      /^Monsieur Moustache : rappel de votre RDV \w+ \d\d\/\d\d à 10:00 \(Coupe \+ shampoing avec .+\)\. Gérer : https:\/\/salon\.test\/r\/\[masqué\]$/,
    );
    const token = tokenOf(sms!.unsentText!.text)!;
    expect(token).toHaveLength(12);
    expect(sms!.unsentText!.text).toBe(sms!.text.replace("[masqué]", token));
    expect((await bookingRow(asked.bookingId)).smsTokenHash).toBe(hashToken(token));

    // Three instances sweeping at once: each booking gets one message.
    const many = [await book(day(6), "10:00"), await book(day(6), "11:00", { phone: "+33 7 81 22 33 44" })];
    const sweep = hoursBefore(many[1]!.start, 24.5);
    await Promise.all([queueDueReminders(sweep), queueDueReminders(sweep), queueDueReminders(sweep)]);
    for (const b of many) expect(await smsOf(b.bookingId)).toHaveLength(1);
    expect((await smsOf(many[1]!.bookingId))[0]!.to).toBe("+33781223344");
  });

  it("sent through Brevo's API with its key and body; then only the masked copy is kept", async () => {
    const b = await book(day(7), "10:00", { phone: "07 00 11 22 33" });
    const at = hoursBefore(b.start, 24.5);
    await queueDueReminders(at);
    const [queued] = await smsOf(b.bookingId);
    const w = worker();
    expect(await w.runOnce(at)).toBe(1);
    const [message, ...others] = sentTo("33700112233");
    expect(others).toEqual([]);
    expect(message).toEqual({
      messageId: expect.any(Number),
      sender: "MMoustache",
      recipient: "33700112233",
      content: queued!.unsentText!.text,
      type: "transactional",
      tag: "booking_reminder",
      unicodeEnabled: false,
    });
    expect(brevo.requests.at(-1)).toMatchObject({ method: "POST", path: "/v3/transactionalSMS/send", apiKey: BREVO_API_KEY, status: 201 });
    const [sent] = await smsOf(b.bookingId);
    expect(sent).toMatchObject({ status: "sent", attempts: 1, providerMessageId: String(message!.messageId), unsentText: null, lastError: null });
    expect(sent!.text).toContain("/r/[masqué]");
    expect(sent!.text).not.toContain(tokenOf(message!.content)!);
    // Never a second time.
    expect(await w.runOnce(later(at, 3600))).toBe(0);
    await queueDueReminders(later(at, 60));
    expect(sentTo("33700112233")).toHaveLength(1);
  });

  it("/r/<token> opens the booking's page and cancels it; a wrong token gets a wrong /rendez-vous token's answer", async () => {
    const b = await book(day(8), "10:00");
    await queueDueReminders(hoursBefore(b.start, 24.5));
    const token = tokenOf((await smsOf(b.bookingId))[0]!.unsentText!.text)!;
    const page = await callRoute(smsLinkLoader, new Request(`${ORIGIN}/r/${token}`), { token });
    expect(page).toMatchObject({ status: 200, data: { booking: { timeSlot: "10:00", date: day(8), cancellable: true, status: "confirmed" } } });
    expect(await statusOf(manageLoader, "/rendez-vous/", b.cancelToken)).toBe(200);
    for (const wrong of ["AAAAAAAAAAAA", `${token.slice(0, 11)}x`, "x".repeat(43), "court"]) {
      expect(await statusOf(smsLinkLoader, "/r/", wrong), wrong).toBe(404);
      expect(await statusOf(manageLoader, "/rendez-vous/", wrong), wrong).toBe(404);
    }
    const cancelled = await callRoute(smsLinkAction, formRequest(`/r/${token}`, {}), { token });
    expect(cancelled.data).toMatchObject({ ok: true });
    expect((await bookingRow(b.bookingId)).status).toBe("cancelled");
    // The SMS still waiting went with the booking.
    expect(await smsOf(b.bookingId)).toEqual([]);
  });

  it("a server error, a timeout and too many requests are tried again later, and the message leaves once", async () => {
    const b = await book(day(9), "10:00", { phone: "06 99 88 77 66" });
    const at = hoursBefore(b.start, 24.5);
    await queueDueReminders(at);
    const w = worker();
    brevo.next.push("error", "hang", "rate-limited");
    expect(await w.runOnce(at)).toBe(1);
    let [row] = await smsOf(b.bookingId);
    expect(row).toMatchObject({ status: "pending", attempts: 1, lastError: "Brevo 500 internal_error: Internal server error" });
    expect(row!.nextAttemptAt.getTime()).toBe(later(at, 60).getTime());
    expect(row!.unsentText).not.toBeNull();
    expect(await w.runOnce(later(at, 59))).toBe(0);
    expect(await w.runOnce(later(at, 60))).toBe(1);
    [row] = await smsOf(b.bookingId);
    expect(row).toMatchObject({ status: "pending", attempts: 2, lastError: "Brevo: no answer in time" });
    expect(await w.runOnce(later(at, 180))).toBe(1);
    [row] = await smsOf(b.bookingId);
    expect(row).toMatchObject({ status: "pending", attempts: 3, lastError: "Brevo 429 too_many_requests: Too many requests" });
    expect(await w.runOnce(later(at, 420))).toBe(1);
    [row] = await smsOf(b.bookingId);
    expect(row).toMatchObject({ status: "sent", attempts: 4, unsentText: null });
    expect(sentTo("33699887766")).toHaveLength(1);
  });

  it(`a provider that keeps failing: failed after ${SMS_MAX_ATTEMPTS} tries, its link no longer kept`, async () => {
    const b = await book(day(10), "10:00", { phone: "06 55 44 33 22" });
    const at = hoursBefore(b.start, 24.5);
    await queueDueReminders(at);
    const w = worker();
    brevo.next.push(...Array<"error">(SMS_MAX_ATTEMPTS).fill("error"));
    for (let i = 0; i < SMS_MAX_ATTEMPTS; i++) expect(await w.runOnce(later(at, 3600 * i))).toBe(1);
    const [row] = await smsOf(b.bookingId);
    expect(row).toMatchObject({ status: "failed", attempts: SMS_MAX_ATTEMPTS, unsentText: null });
    expect(await w.runOnce(later(at, 3600 * 10))).toBe(0);
    expect(sentTo("33655443322")).toEqual([]);
  });

  it("a refusal (400 invalid, 401 key, 402 credits) fails the message at once: sending it again would be refused again", async () => {
    const cases = [
      { phone: "06 10 00 00 01", worker: { sender: "Mr Moustache!" }, error: /^Brevo 400 invalid_parameter: sender is invalid/ },
      { phone: "06 10 00 00 02", worker: { apiKey: "xkeysib-wrong" }, error: /^Brevo 401 unauthorized: Key not found$/ },
      { phone: "06 10 00 00 03", worker: {}, next: "no-credits" as const, error: /^Brevo 402 not_enough_credits: / },
    ];
    for (const [i, c] of cases.entries()) {
      const b = await book(day(11), ["10:00", "11:00", "12:00"][i]!, { phone: c.phone });
      const at = hoursBefore(b.start, 24.5);
      await queueDueReminders(at);
      if (c.next) brevo.next.push(c.next);
      expect(await worker(c.worker).runOnce(at)).toBe(1);
      const [row] = await smsOf(b.bookingId);
      expect(row).toMatchObject({ status: "failed", attempts: 1, unsentText: null });
      expect(row!.lastError).toMatch(c.error);
      expect(await worker().runOnce(later(at, 3600))).toBe(0);
    }
    expect(brevo.messages.filter((m) => m.recipient.startsWith("3361000000"))).toEqual([]);
  });

  it("nothing leaves outside 08:00-21:00 Paris: a message due at night, or a retry falling after 21:00, waits for 08:00", async () => {
    const date = day(12);
    const eve = addDays(date, -1);
    const [first, second] = [await book(date, "10:00", { phone: "06 20 00 00 01" }), await book(date, "11:00", { phone: "06 20 00 00 02" })];
    const morning = parisInstant(date, "08:00");
    // Reminders queued late (the site was down): two at 20:59 the evening before, one at 22:00.
    await queueDueReminders(parisInstant(eve, "20:59"));
    const third = await book(date, "12:00", { phone: "06 20 00 00 03" });
    await queueDueReminders(parisInstant(eve, "22:00"));
    expect((await smsOf(third.bookingId))[0]!.nextAttemptAt.getTime()).toBe(morning.getTime());
    // At 20:59:30 one of the two is sent, the other meets a server error: its retry would fall after 21:00.
    const w = worker();
    brevo.next.push("error");
    expect(await w.runOnce(later(parisInstant(eve, "20:59"), 30))).toBe(2);
    const rows = [...(await smsOf(first.bookingId)), ...(await smsOf(second.bookingId))];
    expect(rows.map((r) => r.status).sort()).toEqual(["pending", "sent"]);
    expect(rows.find((r) => r.status === "pending")!.nextAttemptAt.getTime()).toBe(morning.getTime());
    // Nothing leaves in the night, even a message overdue; everything at 08:00.
    const sentBefore = brevo.messages.length;
    for (const time of ["21:00", "23:30"]) expect(await w.runOnce(parisInstant(eve, time))).toBe(0);
    for (const time of ["00:00", "06:00", "07:59"]) expect(await w.runOnce(parisInstant(date, time))).toBe(0);
    expect(brevo.messages.length).toBe(sentBefore);
    expect(await w.runOnce(morning)).toBe(2);
    for (const phone of ["33620000001", "33620000002", "33620000003"]) expect(sentTo(phone), phone).toHaveLength(1);
  });

  it("a cancelled booking's SMS still waiting is withdrawn; one cancelled any other way is not sent", async () => {
    const date = day(13);
    const eve = addDays(date, -1);
    const [byClient, byAdmin, other] = [await book(date, "10:00"), await book(date, "11:00"), await book(date, "12:00", { phone: "06 30 00 00 03" })];
    // Queued at 22:00: waiting for the morning.
    await queueDueReminders(parisInstant(eve, "22:00"));
    for (const b of [byClient, byAdmin, other]) expect(await smsOf(b.bookingId)).toHaveLength(1);
    expect((await cancelBookingByToken(byClient.cancelToken)).ok).toBe(true);
    expect((await cancelBookingAsAdmin(byAdmin.bookingId)).ok).toBe(true);
    expect(await smsOf(byClient.bookingId)).toEqual([]);
    expect(await smsOf(byAdmin.bookingId)).toEqual([]);
    await db().update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, other.bookingId));
    expect(await worker().runOnce(parisInstant(date, "08:00"))).toBe(1);
    expect((await smsOf(other.bookingId))[0]).toMatchObject({ status: "failed", lastError: "not sent: the booking is no longer confirmed", unsentText: null });
    expect(sentTo("33630000003")).toEqual([]);
  });

  it("a message left mid-send by a stopped worker is sent by the next, once", async () => {
    const b = await book(day(4), "16:00", { phone: "06 40 00 00 01" });
    const at = hoursBefore(b.start, 24.5);
    await queueDueReminders(at);
    await db()
      .update(smsOutbox)
      .set({ status: "sending", lockedUntil: later(at, 60) })
      .where(eq(smsOutbox.bookingId, b.bookingId));
    const w = worker();
    expect(await w.runOnce(later(at, 30))).toBe(0);
    expect(await w.runOnce(later(at, 60))).toBe(1);
    expect(await w.runOnce(later(at, 120))).toBe(0);
    expect(sentTo("33640000001")).toHaveLength(1);
  });
});
