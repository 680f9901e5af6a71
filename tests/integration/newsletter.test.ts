import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { newsletterMessages } from "~/features/newsletter/messages";
import { subscribeToNewsletter } from "~/features/newsletter/subscribe.server";
import { emailOutbox, newsletterSubscribers } from "~db/schema";
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
