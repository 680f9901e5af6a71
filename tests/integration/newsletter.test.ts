import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { newsletterMessages } from "~/features/newsletter/messages";
import { subscribeToNewsletter } from "~/features/newsletter/subscribe.server";
import { emailOutbox, newsletterSubscribers } from "~db/schema";
import { TOO_MANY_ATTEMPTS } from "~/lib/form-guard.server";
import { CLIENT_IP_HEADER } from "~/lib/rate-limit.server";
import { action } from "~/routes/api/newsletter";
import { useTestDatabase } from "../support/test-database";

const database = useTestDatabase();

describe("newsletter subscription", () => {
  it("stores the subscriber with an MM code and queues the welcome mail in the same transaction", async () => {
    const result = await subscribeToNewsletter({ email: "  Client@Example.test " });
    expect(result).toEqual({ ok: true, message: newsletterMessages.success });
    const [row] = await database.current.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "client@example.test"));
    expect(row!.discountCode).toMatch(/^MM[A-Z0-9]{6}$/);
    expect(row!.discountUsed).toBe(false);
    const mails = await database.current.db.select().from(emailOutbox).where(eq(emailOutbox.to, "client@example.test"));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ type: "newsletter", status: "pending" });
    expect(mails[0]!.text).toContain(row!.discountCode);
  });

  it("refuses a duplicate e-mail and a malformed one, writing nothing", async () => {
    expect(await subscribeToNewsletter({ email: "client@example.test" })).toMatchObject({
      ok: false, error: newsletterMessages.duplicate, status: 409,
    });
    expect(await subscribeToNewsletter({ email: "pas-un-email" })).toMatchObject({ ok: false, status: 400 });
    expect(await subscribeToNewsletter({})).toMatchObject({ ok: false, status: 400 });
    const rows = await database.current.db.select().from(newsletterSubscribers);
    expect(rows).toHaveLength(1);
  });

  it("gives one subscription to simultaneous requests for the same e-mail", async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () => subscribeToNewsletter({ email: "rush@example.test" })),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.error === newsletterMessages.duplicate)).toBe(true);
  });
});

describe("newsletter endpoint", () => {
  const post = (email: string, ip: string, website = "") => {
    const body = new FormData();
    body.set("email", email);
    body.set("website", website);
    return action({
      request: new Request("http://localhost/api/newsletter", { method: "POST", body, headers: { [CLIENT_IP_HEADER]: ip } }),
      params: {},
      context: {},
    } as never);
  };
  const statusOf = (result: unknown) => (result as { init?: { status?: number } }).init?.status ?? 200;

  it("ignores robots and limits each address", async () => {
    expect(await post("robot@example.test", "203.0.113.50", "http://spam")).toMatchObject({ ok: true });
    const rows = await database.current.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, "robot@example.test"));
    expect(rows).toHaveLength(0);
    for (let i = 0; i < 5; i++) expect(statusOf(await post(`limite${i}@example.test`, "203.0.113.51"))).toBe(200);
    const limited = await post("limite9@example.test", "203.0.113.51");
    expect(statusOf(limited)).toBe(429);
    expect((limited as { data: { error: string } }).data.error).toBe(TOO_MANY_ATTEMPTS);
    expect(statusOf(await post("autre@example.test", "203.0.113.52"))).toBe(200);
  });
});
