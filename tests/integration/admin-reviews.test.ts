import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getSessionUser } from "~/features/accounts/session.server";
import { waitingCounts } from "~/features/admin/counts.server";
import { listApprovedReviews } from "~/features/salon-reviews/reviews.server";
import { action, loader } from "~/routes/admin/reviews";
import { loader as homeLoader } from "~/routes/home";
import { productReviews, products, serviceReviews } from "~db/schema";
import { seedDatabase } from "~db/seed/seed.server";
import { callRoute, formRequest, ORIGIN } from "../support/actions";
import { adminSessionCookie, signUpAndGetCookie, useTestAuth } from "../support/test-auth";
import { useTestDatabase } from "../support/test-database";

const database = useTestDatabase();
const auth = useTestAuth(database);
const db = () => database.current.db;
let admin = "";
let customers: string[] = [];

beforeAll(async () => {
  await seedDatabase(db());
  admin = await adminSessionCookie(auth.current, database.current.db);
  customers = [await signUpAndGetCookie(auth.current, "lea@example.test"), await signUpAndGetCookie(auth.current, "marc@example.test")];
});

type Row = { id: string; customerName: string; rating: number; comment: string; createdAt: string; verified?: boolean };
type ProductRow = Row & { productId: string; productName: string; verifiedPurchase: boolean };
type Page = {
  pending: Row[];
  pendingCount: number;
  published: Row[];
  productReviews: ProductRow[];
  productPage: number;
  productPageCount: number;
  productCount: number;
};

const load = async (query = "", cookie = admin) => callRoute(loader, new Request(`${ORIGIN}/admin/reviews${query}`, { headers: { Cookie: cookie } }));
const page = async (query = "") => (await load(query)).data as Page;
const post = (fields: Record<string, string>, cookie = admin) => callRoute(action, formRequest("/admin/reviews", fields, { cookie }));
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
const names = (rows: Row[]) => rows.map((r) => r.customerName);
const reviewNamed = async (name: string) => (await db().select().from(serviceReviews).where(eq(serviceReviews.customerName, name)))[0];

describe("home-page reviews", () => {
  it("lists pending reviews oldest first; approving one puts it on the home page", async () => {
    await db()
      .insert(serviceReviews)
      .values([
        { customerName: "Nadia Récente", rating: 5, comment: "Super accueil.", status: "pending", createdAt: daysAgo(1) },
        { customerName: "Hugo Ancien", rating: 4, comment: "Belle coupe, un peu d'attente.", status: "pending", createdAt: daysAgo(3) },
      ]);
    const before = await page();
    expect(names(before.pending)).toEqual(["Hugo Ancien", "Nadia Récente"]);
    expect(before.pendingCount).toBe(2);
    expect(before.pending[0]).toMatchObject({ rating: 4, comment: "Belle coupe, un peu d'attente.", createdAt: expect.stringMatching(/Z$/) });
    expect((await waitingCounts(db())).reviews).toBe(2);

    const hugo = before.pending[0]!;
    expect(await post({ intent: "approve", id: hugo.id })).toMatchObject({ status: 200, data: { ok: true, message: "Avis approuvé" } });
    const stored = await reviewNamed("Hugo Ancien");
    expect(stored).toMatchObject({ status: "approved" });
    expect(Math.abs(stored!.moderatedAt!.getTime() - Date.now())).toBeLessThan(60_000);

    // On the home page: its loader reads the approved reviews.
    expect(await listApprovedReviews()).toEqual([
      {
        id: hugo.id,
        customerName: "Hugo Ancien",
        rating: 4,
        comment: "Belle coupe, un peu d'attente.",
        createdAt: hugo.createdAt,
        verified: false,
        visitDate: null,
        serviceTitle: null,
        barberName: null,
      },
    ]);
    const home = (await homeLoader()) as { reviews: Row[]; summary: { average: number | null; count: number } };
    expect(names(home.reviews)).toEqual(["Hugo Ancien"]);
    // The site's own rating beside Google's: computed from the approved reviews.
    expect(home.summary).toEqual({ average: 4, count: 1 });

    const after = await page();
    expect(names(after.pending)).toEqual(["Nadia Récente"]);
    expect(names(after.published)).toEqual(["Hugo Ancien"]);
    expect((await waitingCounts(db())).reviews).toBe(1);
    // Approved once: a second click (another tab) is told, not applied twice.
    expect(await post({ intent: "approve", id: hugo.id })).toMatchObject({ status: 409, data: { ok: false, message: "Erreur lors de l'opération" } });
  });

  it("deletes a pending review and a published one for good", async () => {
    await db()
      .insert(serviceReviews)
      .values([
        { customerName: "Robot Spam", rating: 1, comment: "Achetez ici", status: "pending" },
        { customerName: "Paul Publié", rating: 5, comment: "Parfait", status: "approved", moderatedAt: new Date() },
      ]);
    const spam = await reviewNamed("Robot Spam");
    const paul = await reviewNamed("Paul Publié");
    expect(names(await listApprovedReviews(50))).toContain("Paul Publié");

    expect(await post({ intent: "delete", id: spam!.id })).toMatchObject({ status: 200, data: { message: "Avis supprimé" } });
    expect(await post({ intent: "delete", id: paul!.id })).toMatchObject({ status: 200, data: { message: "Avis supprimé" } });
    expect(
      await db()
        .select()
        .from(serviceReviews)
        .where(inArray(serviceReviews.id, [spam!.id, paul!.id])),
    ).toEqual([]);
    expect(names(await listApprovedReviews(50))).not.toContain("Paul Publié");
    const now = await page();
    expect(names([...now.pending, ...now.published])).not.toContain("Robot Spam");

    expect(await post({ intent: "delete", id: spam!.id })).toMatchObject({ status: 404, data: { message: "Erreur lors de l'opération" } });
    expect((await post({ intent: "delete", id: "pas-un-id" })).status).toBe(400);
    expect((await post({ intent: "publier", id: paul!.id })).status).toBe(400);
    expect((await post({})).status).toBe(400);
  });
});

describe("product reviews", () => {
  it("lists them newest first with product, author and 'Achat vérifié', a page at a time, and deletes one", async () => {
    const users = await Promise.all(customers.map((cookie) => getSessionUser(new Request(ORIGIN, { headers: { Cookie: cookie } }))));
    const catalogue = await db().select({ id: products.id, name: products.name }).from(products).orderBy(products.name).limit(11);
    expect(catalogue).toHaveLength(11);
    // 21 reviews: one more than a page. Review i is i hours old; the newest is verified.
    const rows = Array.from({ length: 21 }, (_, i) => {
      const user = users[i % 2]!;
      const product = catalogue[Math.floor(i / 2)]!;
      return {
        productId: product.id,
        userId: user.id,
        userEmail: user.email,
        rating: (i % 5) + 1,
        comment: `Avis numéro ${i}`,
        firstName: "Jean",
        lastName: `Client${i}`,
        verifiedPurchase: i === 0,
        createdAt: new Date(Date.now() - i * 3_600_000),
      };
    });
    await db().insert(productReviews).values(rows);

    const first = await page();
    expect(first).toMatchObject({ productCount: 21, productPage: 1, productPageCount: 2 });
    expect(first.productReviews).toHaveLength(20);
    expect(first.productReviews.map((r) => r.comment)).toEqual(rows.slice(0, 20).map((r) => r.comment));
    expect(first.productReviews[0]).toMatchObject({
      customerName: "Jean Client0",
      productName: catalogue[0]!.name,
      productId: catalogue[0]!.id,
      rating: 1,
      verifiedPurchase: true,
    });
    expect(first.productReviews[1]).toMatchObject({ verifiedPurchase: false });
    // Plain data: no e-mail address or user id leaves the server.
    expect(JSON.stringify(first)).not.toContain("@example.test");

    const second = await page("?page=2");
    expect(second.productPage).toBe(2);
    expect(second.productReviews.map((r) => r.comment)).toEqual(["Avis numéro 20"]);
    expect((await page("?page=99")).productPage).toBe(2);
    expect((await page("?page=abc")).productPage).toBe(1);

    const target = second.productReviews[0]!;
    expect(await post({ intent: "delete-product-review", id: target.id })).toMatchObject({ status: 200, data: { message: "Avis supprimé" } });
    expect(await db().select().from(productReviews).where(eq(productReviews.id, target.id))).toEqual([]);
    expect(await page()).toMatchObject({ productCount: 20, productPageCount: 1 });
    expect((await post({ intent: "delete-product-review", id: target.id })).status).toBe(404);
  });
});

describe("access", () => {
  it("sends visitors and customers to /admin and refuses their actions with 403, with nothing changed", async () => {
    await db().insert(serviceReviews).values({ customerName: "Zoé Attente", rating: 3, comment: "Correct.", status: "pending" });
    const zoe = await reviewNamed("Zoé Attente");
    const [productReview] = await db().select().from(productReviews).limit(1);
    const snapshot = async () => [
      await db().select().from(serviceReviews).orderBy(serviceReviews.id),
      await db().select().from(productReviews).orderBy(productReviews.id),
    ];
    const before = await snapshot();

    for (const cookie of ["", customers[0]!]) {
      const refused = await load("", cookie);
      expect(refused.status).toBe(302);
      expect(refused.response?.headers.get("Location")).toBe("/admin");
      for (const fields of [
        { intent: "approve", id: zoe!.id },
        { intent: "delete", id: zoe!.id },
        { intent: "delete-product-review", id: productReview!.id },
      ]) {
        expect((await post(fields, cookie)).status).toBe(403);
      }
    }
    expect(await snapshot()).toEqual(before);
  });
});
