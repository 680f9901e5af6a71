import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { newsletterMessages } from "~/features/newsletter/messages";
import { subscribeToNewsletter } from "~/features/newsletter/subscribe.server";
import { emailOutbox, newsletterSubscribers } from "~db/schema";
import { commonMessages } from "~/lib/result";
import { action } from "~/routes/api/newsletter";
import { callRoute, formRequest } from "../support/actions";
import { useTestDatabase } from "../support/test-database";

const database = useTestDatabase();

describe("newsletter subscription", () => {
  it("stores the subscriber with an MM code and queues the welcome mail in the same transaction", async () => {
    const result = await subscribeToNewsletter({ email: "client@example.test" });
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
    const post = (fields: Record<string, string>) => callRoute(action, formRequest("/api/newsletter", fields, { ip: "203.0.113.40" }));
    expect(await post({ email: "  Client@Example.test " })).toMatchObject({
      status: 409, data: { ok: false, code: "DUPLICATE", message: newsletterMessages.DUPLICATE },
    });
    expect(await post({ email: "pas-un-email" })).toMatchObject({ status: 400, data: { message: newsletterMessages.invalidEmail } });
    expect(await post({})).toMatchObject({ status: 400, data: { message: newsletterMessages.invalidEmail } });
    const rows = await database.current.db.select().from(newsletterSubscribers);
    expect(rows).toHaveLength(1);
  });

  it("gives one subscription to simultaneous requests for the same e-mail", async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () => subscribeToNewsletter({ email: "rush@example.test" })),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.code === "DUPLICATE")).toBe(true);
  });
});

describe("newsletter endpoint", () => {
  const post = (email: string, ip: string, website = "") => callRoute(action, formRequest("/api/newsletter", { email, website }, { ip }));

  it("ignores robots and limits each address", async () => {
    expect(await post("robot@example.test", "203.0.113.50", "http://spam")).toMatchObject({ status: 200, data: { ok: true } });
    const rows = await database.current.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, "robot@example.test"));
    expect(rows).toHaveLength(0);
    for (let i = 0; i < 5; i++) expect((await post(`limite${i}@example.test`, "203.0.113.51")).status).toBe(200);
    expect(await post("limite9@example.test", "203.0.113.51")).toMatchObject({
      status: 429, data: { code: "TOO_MANY_REQUESTS", message: commonMessages.TOO_MANY_REQUESTS },
    });
    expect((await post("autre@example.test", "203.0.113.52")).status).toBe(200);
  });
});
