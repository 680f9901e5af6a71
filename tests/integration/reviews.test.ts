import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { reviewMessages } from "~/features/salon-reviews/messages";
import { getReviewSummary, invalidateApprovedReviews, listApprovedReviews, REVIEW_LIMIT } from "~/features/salon-reviews/reviews.server";
import { commonMessages } from "~/lib/result";
import { action } from "~/routes/api/reviews";
import { serviceReviews } from "~db/schema";
import { callRoute, formRequest } from "../support/actions";
import { useTestDatabase } from "../support/test-database";

const database = useTestDatabase();

const post = (fields: Record<string, string>, ip: string) => callRoute(action, formRequest("/api/reviews", fields, { ip }));
const storedNamed = (name: string) => database.current.db.select().from(serviceReviews).where(eq(serviceReviews.customerName, name));

describe("home page reviews", () => {
  it("stores a review as pending and lists it only once approved, with an ISO date", async () => {
    const answer = await post({ name: "  Sofiane ", rating: "4", comment: " Coupe au top. ", website: "" }, "203.0.113.1");
    expect(answer).toEqual({ status: 200, data: { ok: true, message: reviewMessages.success } });

    const [row] = await storedNamed("Sofiane");
    expect(row).toMatchObject({ status: "pending", serviceId: null, rating: 4, comment: "Coupe au top." });
    expect(await listApprovedReviews()).toEqual([]);

    await database.current.db.update(serviceReviews).set({ status: "approved", moderatedAt: new Date() }).where(eq(serviceReviews.id, row!.id));
    // Approved in the database directly, not by the admin's action: the list in memory is dropped by hand.
    invalidateApprovedReviews();
    expect(await listApprovedReviews()).toEqual([
      {
        id: row!.id,
        customerName: "Sofiane",
        rating: 4,
        comment: "Coupe au top.",
        createdAt: row!.createdAt.toISOString(),
        verified: false,
        visitDate: null,
        serviceTitle: null,
        barberName: null,
      },
    ]);
  });

  it("lists approved reviews newest first, within the limit, and never rejected ones", async () => {
    const db = database.current.db;
    await db.insert(serviceReviews).values([
      { customerName: "Ancien", rating: 5, comment: "a", status: "approved", createdAt: new Date("2026-01-05T10:00:00Z") },
      { customerName: "Récent", rating: 5, comment: "b", status: "approved", createdAt: new Date("2026-11-20T10:00:00Z") },
      { customerName: "Refusé", rating: 1, comment: "c", status: "rejected", createdAt: new Date("2026-11-21T10:00:00Z") },
    ]);
    invalidateApprovedReviews();
    const names = (await listApprovedReviews()).map((r) => r.customerName);
    expect(names.indexOf("Récent")).toBeLessThan(names.indexOf("Ancien"));
    expect(names).not.toContain("Refusé");
    expect(await listApprovedReviews(1)).toHaveLength(1);
  });

  it("rates the salon by every approved review, to one decimal, in SQL: kept in memory until moderation says otherwise", async () => {
    const db = database.current.db;
    await db.delete(serviceReviews);
    invalidateApprovedReviews();
    expect(await getReviewSummary()).toEqual({ average: null, count: 0 });
    await db.insert(serviceReviews).values([
      { customerName: "A", rating: 5, comment: "a", status: "approved" },
      { customerName: "B", rating: 4, comment: "b", status: "approved" },
      { customerName: "C", rating: 4, comment: "c", status: "approved" },
      { customerName: "En attente", rating: 1, comment: "d", status: "pending" },
      { customerName: "Refusé", rating: 1, comment: "e", status: "rejected" },
    ]);
    // Written behind the memory's back: the kept figure stays until it is dropped.
    expect(await getReviewSummary()).toEqual({ average: null, count: 0 });
    invalidateApprovedReviews();
    // 13 / 3 = 4.33…
    expect(await getReviewSummary()).toEqual({ average: 4.3, count: 3 });
    expect(await getReviewSummary(db)).toEqual({ average: 4.3, count: 3 });
  });

  it("refuses a blank name, a rating outside 1 to 5 and a missing comment with 400, storing nothing", async () => {
    const before = await database.current.db.select().from(serviceReviews);
    expect(await post({ name: "   ", rating: "5", comment: "Bien" }, "203.0.113.2")).toMatchObject({
      status: 400,
      data: { ok: false, code: "INVALID_INPUT", message: reviewMessages.nameRequired, field: "name" },
    });
    for (const rating of ["0", "6", "abc"]) {
      expect(await post({ name: "Hors note", rating, comment: "Bien" }, "203.0.113.3")).toMatchObject({
        status: 400,
        data: { message: reviewMessages.ratingInvalid },
      });
    }
    expect(await post({ name: "Hors note", rating: "5", comment: "" }, "203.0.113.3")).toMatchObject({
      status: 400,
      data: { message: reviewMessages.commentRequired },
    });
    expect(await database.current.db.select().from(serviceReviews)).toHaveLength(before.length);
  });

  it("answers a filled honeypot as if it worked but stores nothing", async () => {
    const answer = await post({ name: "Robot", rating: "5", comment: "Achetez maintenant", website: "https://spam.example" }, "203.0.113.4");
    expect(answer).toEqual({ status: 200, data: { ok: true, message: reviewMessages.success } });
    expect(await storedNamed("Robot")).toEqual([]);
  });

  it("answers 429 past the limit for one address, not for another", async () => {
    const review = { name: "Bavard", rating: "5", comment: "Encore un avis" };
    for (let i = 0; i < REVIEW_LIMIT.max; i++) expect((await post(review, "198.51.100.7")).status).toBe(200);
    expect(await post(review, "198.51.100.7")).toMatchObject({
      status: 429,
      data: { ok: false, code: "TOO_MANY_REQUESTS", message: commonMessages.TOO_MANY_REQUESTS },
    });
    expect((await post(review, "198.51.100.8")).status).toBe(200);
    expect(await storedNamed("Bavard")).toHaveLength(REVIEW_LIMIT.max + 1);
  });

  it("takes the form only by POST", async () => {
    expect(await callRoute(action, new Request("http://salon.test/api/reviews"))).toMatchObject({ status: 405 });
  });
});
