import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { reviewMessages } from "~/features/salon-reviews/messages";
import { listApprovedReviews, REVIEW_LIMIT, submitReview } from "~/features/salon-reviews/reviews.server";
import { CLIENT_IP_HEADER } from "~/lib/rate-limit.server";
import { action } from "~/routes/api/reviews";
import { serviceReviews } from "~db/schema";
import { useTestDatabase } from "../support/test-database";

const database = useTestDatabase();

const requestFrom = (ip: string) =>
  new Request("http://salon.test/api/reviews", { method: "POST", headers: { [CLIENT_IP_HEADER]: ip } });

const storedNamed = (name: string) =>
  database.current.db.select().from(serviceReviews).where(eq(serviceReviews.customerName, name));

describe("home page reviews", () => {
  it("stores a review as pending and lists it only once approved, with an ISO date", async () => {
    const result = await submitReview({ name: "  Sofiane ", rating: "4", comment: " Coupe au top. " }, requestFrom("203.0.113.1"));
    expect(result).toEqual({ ok: true, message: reviewMessages.success });

    const [row] = await storedNamed("Sofiane");
    expect(row).toMatchObject({ status: "pending", serviceId: null, rating: 4, comment: "Coupe au top." });
    expect(await listApprovedReviews()).toEqual([]);

    await database.current.db.update(serviceReviews).set({ status: "approved", moderatedAt: new Date() }).where(eq(serviceReviews.id, row!.id));
    expect(await listApprovedReviews()).toEqual([
      { id: row!.id, customerName: "Sofiane", rating: 4, comment: "Coupe au top.", createdAt: row!.createdAt.toISOString() },
    ]);
  });

  it("lists approved reviews newest first, within the limit, and never rejected ones", async () => {
    const db = database.current.db;
    await db.insert(serviceReviews).values([
      { customerName: "Ancien", rating: 5, comment: "a", status: "approved", createdAt: new Date("2026-01-05T10:00:00Z") },
      { customerName: "Récent", rating: 5, comment: "b", status: "approved", createdAt: new Date("2026-11-20T10:00:00Z") },
      { customerName: "Refusé", rating: 1, comment: "c", status: "rejected", createdAt: new Date("2026-11-21T10:00:00Z") },
    ]);
    const names = (await listApprovedReviews()).map((r) => r.customerName);
    expect(names.indexOf("Récent")).toBeLessThan(names.indexOf("Ancien"));
    expect(names).not.toContain("Refusé");
    expect(await listApprovedReviews(1)).toHaveLength(1);
  });

  it("refuses a blank name with 400 and stores nothing", async () => {
    const before = await database.current.db.select().from(serviceReviews);
    expect(await submitReview({ name: "   ", rating: "5", comment: "Bien" }, requestFrom("203.0.113.2"))).toEqual({
      ok: false, error: reviewMessages.nameRequired, status: 400,
    });
    expect(await database.current.db.select().from(serviceReviews)).toHaveLength(before.length);
  });

  it("refuses a rating outside 1 to 5 and a missing comment", async () => {
    for (const rating of ["0", "6", "abc"]) {
      expect(await submitReview({ name: "Hors note", rating, comment: "Bien" }, requestFrom("203.0.113.3"))).toEqual({
        ok: false, error: reviewMessages.ratingInvalid, status: 400,
      });
    }
    expect(await submitReview({ name: "Hors note", rating: "5", comment: "" }, requestFrom("203.0.113.3"))).toMatchObject({
      ok: false, error: reviewMessages.commentRequired, status: 400,
    });
    expect(await storedNamed("Hors note")).toEqual([]);
  });

  it("answers a filled honeypot as if it worked but stores nothing", async () => {
    const result = await submitReview(
      { name: "Robot", rating: "5", comment: "Achetez maintenant", website: "https://spam.example" },
      requestFrom("203.0.113.4"),
    );
    expect(result).toEqual({ ok: true, message: reviewMessages.success });
    expect(await storedNamed("Robot")).toEqual([]);
  });

  it("answers 429 past the limit for one address, not for another", async () => {
    const review = { name: "Bavard", rating: "5", comment: "Encore un avis" };
    for (let i = 0; i < REVIEW_LIMIT.max; i++) {
      expect(await submitReview(review, requestFrom("198.51.100.7"))).toMatchObject({ ok: true });
    }
    expect(await submitReview(review, requestFrom("198.51.100.7"))).toEqual({
      ok: false, error: reviewMessages.tooManyAttempts, status: 429,
    });
    expect(await submitReview(review, requestFrom("198.51.100.8"))).toMatchObject({ ok: true });
    expect(await storedNamed("Bavard")).toHaveLength(REVIEW_LIMIT.max + 1);
  });

  it("takes the form through /api/reviews, and only by POST", async () => {
    const post = (fields: Record<string, string>) =>
      new Request("http://salon.test/api/reviews", {
        method: "POST",
        headers: { [CLIENT_IP_HEADER]: "203.0.113.9" },
        body: new URLSearchParams(fields),
      });
    const callAction = (request: Request) => action({ request } as Parameters<typeof action>[0]);

    expect(await callAction(post({ name: "Par le formulaire", rating: "3", comment: "Bien", website: "" }))).toEqual({
      ok: true, message: reviewMessages.success,
    });
    expect(await storedNamed("Par le formulaire")).toMatchObject([{ rating: 3, status: "pending" }]);

    const blank = await callAction(post({ name: "", rating: "5", comment: "Bien", website: "" }));
    expect(blank).toMatchObject({ data: { ok: false, error: reviewMessages.nameRequired }, init: { status: 400 } });

    const get = await callAction(new Request("http://salon.test/api/reviews"));
    expect(get).toMatchObject({ init: { status: 405 } });
  });
});
