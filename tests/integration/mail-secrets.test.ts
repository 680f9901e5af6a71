import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { signIn } from "~/features/accounts/accounts.server";
import { createBooking } from "~/features/booking/booking-write.server";
import { cancelBookingByToken, getManagedBooking } from "~/features/booking/cancellation.server";
import { createMailTransport } from "~/features/email/transport.server";
import { MailWorker } from "~/features/email/worker.server";
import { log, loggedPath, setLogLevel } from "~/lib/log.server";
import { action as bookingsAction } from "~/routes/account-bookings";
import { loader as confirmLoader } from "~/routes/account-confirm-email";
import { loader as mailLoader } from "~/routes/admin/email";
import { action as mailsAction } from "~/routes/admin/emails";
import { action as forgotAction } from "~/routes/forgot-password";
import { action as resetAction, loader as resetLoader } from "~/routes/reset-password";
import { emailOutbox, services, user } from "~db/schema";
import { seedDatabase } from "~db/seed/seed.server";
import { callRoute, formRequest, ORIGIN } from "../support/actions";
import { freePort, startSmtpSink } from "../support/smtp-sink";
import { adminSessionCookie, signUpAndGetCookie, useTestAuth } from "../support/test-auth";
import { useTestDatabase } from "../support/test-database";

const database = useTestDatabase();
const auth = useTestAuth(database);
const db = () => database.current.db;
let admin = "";
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
const stops: Array<() => Promise<void> | void> = [];

/** A worker of the site's own kind, logging through the site's log, sending to `smtpUrl`. */
function worker(smtpUrl: string) {
  const w = new MailWorker({
    db: db(),
    transport: createMailTransport({ smtpUrl, mailboxDir: "unused", from: "Salon <contact@salon.test>" }),
    retryBaseMs: 1,
    log,
  });
  stops.push(() => w.stop());
  return w;
}

/** Everything written to the logs while the test runs (the site's JSON lines and any library's console). */
let logged: string[] = [];
beforeEach(() => {
  logged = [];
  const keep = (chunk: unknown) => void logged.push(String(chunk));
  vi.spyOn(process.stdout, "write").mockImplementation((chunk) => (keep(chunk), true));
  vi.spyOn(process.stderr, "write").mockImplementation((chunk) => (keep(chunk), true));
  for (const level of ["log", "info", "warn", "error", "debug"] as const)
    vi.spyOn(console, level).mockImplementation((...args) => keep(args.map(String).join(" ")));
});
afterEach(() => vi.restoreAllMocks());

/** A request as the server sees it: its line in the request log, then the route's answer. */
async function request(fn: Parameters<typeof callRoute>[0], req: Request, params: Record<string, string> = {}) {
  const answer = await callRoute(fn, req, params);
  log("info", "request", { method: req.method, path: loggedPath(req.url), status: answer.status });
  return answer;
}

/** The whole stored row as PostgreSQL prints it, with its attachments decoded. */
async function storedRow(id: string) {
  const result = (await db().execute(sql`select e::text as row, attachments from email_outbox e where id = ${id}`)) as unknown as {
    rows: Array<{ row: string; attachments: Array<{ contentBase64?: string }> }>;
  };
  const [row] = result.rows;
  const files = row!.attachments.map((a) =>
    Buffer.from(a.contentBase64 ?? "", "base64")
      .toString("utf8")
      .replace(/\r\n[ \t]/g, ""),
  );
  return [row!.row, ...files].join("\n");
}

async function adminPage(id: string) {
  const read = await request(mailLoader, new Request(`${ORIGIN}/admin/emails/${id}`, { headers: { Cookie: admin } }), { id });
  expect(read.status).toBe(200);
  return JSON.stringify(read.data);
}

const mailOf = async (type: string, to: string) => (await db().select().from(emailOutbox).where(eq(emailOutbox.to, to))).filter((m) => m.type === type).at(-1)!;

/** The secret link's token is nowhere the site keeps or shows: stored row, admin page, logs. */
async function expectKeptNowhere(id: string, token: string) {
  expect(await storedRow(id)).not.toContain(token);
  const page = await adminPage(id);
  expect(page).not.toContain(token);
  expect(page).toContain("[masqué]");
  // The request log is written (whatever LOG_LEVEL says), and names no token.
  expect(logged.join("")).toContain('"msg":"request"');
  expect(logged.join("")).not.toContain(token);
}

beforeAll(async () => {
  setLogLevel("info");
  await seedDatabase(db());
  admin = await adminSessionCookie(auth.current, database.current.db);
  sink = await startSmtpSink();
  stops.push(sink.close);
});
afterAll(async () => {
  while (stops.length) await stops.pop()!();
});

const forgot = (email: string, ip: string) => request(forgotAction, formRequest("/forgot-password", { email }, { ip }));
const tokenIn = (text: string | false | undefined, pattern: RegExp) => pattern.exec(text || "")?.[1];
const resetToken = /\/reset-password\?token=([A-Za-z0-9_-]+)/;

describe("private links in mails", () => {
  it("a reset link reaches the customer and works, but is kept nowhere once sent", async () => {
    const email = "oubli@example.test";
    await signUpAndGetCookie(auth.current, email);
    expect((await forgot(email, "198.51.100.1")).status).toBe(200);
    const queued = await mailOf("reset_password_request", email);
    expect(queued.status).toBe("pending");

    await worker(sink.url).runOnce();
    const received = await sink.waitFor((m) => m.envelopeTo.includes(email) && m.subject === "Réinitialisation de votre mot de passe");
    const token = tokenIn(received.text, resetToken)!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    expect(received.html).toContain(token);
    await expectKeptNowhere(queued.id, token);
    expect(await mailOf("reset_password_request", email)).toMatchObject({ status: "sent", unsentContent: null, masked: true });

    // The customer's link works: the page opens, the new password is set and signs in.
    const opened = await request(resetLoader, new Request(`${ORIGIN}/reset-password?token=${token}`));
    expect(opened.status).toBe(200);
    const newPassword = "Nouveau-Passe-2030";
    const done = await request(resetAction, formRequest("/reset-password", { token, password: newPassword, confirmPassword: newPassword }));
    expect(done.status).toBeLessThan(400);
    const request2 = formRequest("/login", {}, { ip: "198.51.100.2" });
    expect((await signIn(request2, { email, password: newPassword })).ok).toBe(true);
    expect(logged.join("")).not.toContain(token);
  });

  it("an e-mail confirmation link reaches the customer and confirms, but is kept nowhere once sent", async () => {
    const email = "confirme@example.test";
    const cookie = await signUpAndGetCookie(auth.current, email);
    expect((await request(bookingsAction, formRequest("/account/bookings", { intent: "send-confirmation", email }, { cookie }))).status).toBe(200);
    const queued = await mailOf("email_confirmation", email);

    await worker(sink.url).runOnce();
    const received = await sink.waitFor((m) => m.envelopeTo.includes(email) && m.subject === "Confirmez votre adresse e-mail");
    const token = tokenIn(received.text, /\/account\/confirm-email\/([A-Za-z0-9_-]+)/)!;
    expect(token).toBeTruthy();
    await expectKeptNowhere(queued.id, token);

    const opened = await request(confirmLoader, new Request(`${ORIGIN}/account/confirm-email/${token}`, { headers: { Cookie: cookie } }), { token });
    expect(opened.status).toBe(302);
    expect((await db().select({ verified: user.emailVerified }).from(user).where(eq(user.email, email)))[0]!.verified).toBe(true);
    expect(logged.join("")).not.toContain(token);
  });

  it("a booking's management link, in the mail and its invitation, is kept nowhere once sent", async () => {
    const now = new Date("2026-11-22T08:00:00Z");
    const [service] = await db().select().from(services).where(eq(services.slug, "coupe-shampoing"));
    const email = "rdv.secret@example.test";
    const made = await createBooking(
      { serviceIds: [service!.id], date: "2026-11-24", timeSlot: "11:00", name: "Paul Martin", email, phone: "06 12 34 56 70" },
      now,
    );
    if (!made.ok) throw new Error(made.message);
    const queued = await mailOf("booking_confirmation", email);
    expect(queued.attachments).toMatchObject([{ filename: "rendez-vous.ics" }]);

    await worker(sink.url).runOnce();
    const received = await sink.waitFor((m) => m.envelopeTo.includes(email));
    const token = tokenIn(received.text, /\/rendez-vous\/([A-Za-z0-9_-]{40,64})/)!;
    expect(made.cancelUrl).toBe(`${ORIGIN}/rendez-vous/${token}`);
    // The invitation that left carries the link (its lines unfolded); the kept one does not.
    expect(received.attachments[0]!.content.toString("utf8").replace(/\r\n[ \t]/g, "")).toContain(token);
    await expectKeptNowhere(queued.id, token);

    expect(await getManagedBooking(token, now)).toMatchObject({ timeSlot: "11:00", cancellable: true });
    expect((await cancelBookingByToken(token, now)).ok).toBe(true);
  });

  it("a failed mail shows only its masked copy; re-sent by the admin, its link still works", async () => {
    const email = "relance@example.test";
    await signUpAndGetCookie(auth.current, email);
    expect((await forgot(email, "198.51.100.3")).status).toBe(200);
    const { id } = await mailOf("reset_password_request", email);

    // SMTP unreachable: three tries, then the mail has failed for good.
    const down = worker(`smtp://127.0.0.1:${await freePort()}`);
    await expect.poll(async () => (await down.runOnce(), (await mailOf("reset_password_request", email)).status), { timeout: 20_000 }).toBe("failed");
    const failed = await mailOf("reset_password_request", email);
    // The link waits in the copy to be sent, never in the one the admin reads.
    const kept = tokenIn(failed.unsentContent?.text ?? failed.text, resetToken)!;
    expect(kept).toBeTruthy();
    expect(await adminPage(id)).not.toContain(kept);

    expect(await request(mailsAction, formRequest("/admin/emails", { intent: "retry", id }, { cookie: admin }))).toMatchObject({ status: 200 });
    await worker(sink.url).runOnce();
    const received = await sink.waitFor((m) => m.envelopeTo.includes(email));
    const token = tokenIn(received.text, resetToken)!;
    expect(token).toBe(kept);
    await expectKeptNowhere(id, token);
    const newPassword = "Relance-Passe-2031";
    expect((await request(resetAction, formRequest("/reset-password", { token, password: newPassword, confirmPassword: newPassword }))).status).toBeLessThan(
      400,
    );
    const again = formRequest("/login", {}, { ip: "198.51.100.4" });
    expect((await signIn(again, { email, password: newPassword })).ok).toBe(true);
  });

  it("a failed mail whose private links were purged is not re-sent with dead links", async () => {
    const email = "expire@example.test";
    await signUpAndGetCookie(auth.current, email);
    expect((await forgot(email, "198.51.100.5")).status).toBe(200);
    const { id } = await mailOf("reset_password_request", email);
    await db().update(emailOutbox).set({ status: "failed", attempts: 3, unsentContent: null }).where(eq(emailOutbox.id, id));
    expect(await request(mailsAction, formRequest("/admin/emails", { intent: "retry", id }, { cookie: admin }))).toMatchObject({
      status: 409,
      data: { message: "Les liens privés de cet e-mail ont expiré : il ne peut plus être renvoyé" },
    });
    expect((await mailOf("reset_password_request", email)).status).toBe("failed");
  });
});
