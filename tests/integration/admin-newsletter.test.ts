import { eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { subscriberMessages } from "~/features/admin/newsletter-subscribers-messages";
import { csvCell, SUBSCRIBERS_PER_PAGE } from "~/features/admin/newsletter-subscribers.server";
import { subscribeToNewsletter } from "~/features/newsletter/subscribe.server";
import { newsletterMessages } from "~/features/newsletter/messages";
import { loader as exportLoader } from "~/routes/admin/newsletter-export";
import { action, loader } from "~/routes/admin/newsletter";
import { emailOutbox, newsletterSubscribers } from "~db/schema";
import { callRoute, formRequest, ORIGIN, type Answer } from "../support/actions";
import { adminSessionCookie, signUpAndGetCookie, useTestAuth } from "../support/test-auth";
import { useTestDatabase } from "../support/test-database";

const database = useTestDatabase();
const auth = useTestAuth(database);
const db = () => database.current.db;
let admin = "";
let customer = "";
const ids: Record<string, string> = {};

type Page = {
  filters: unknown;
  subscribers: Array<{ id: string; email: string; status: string }>;
  counts: Record<string, number>;
  found: number;
  page: number;
  pageCount: number;
};

const get = (fn: typeof loader | typeof exportLoader, url: string, cookie?: string) =>
  callRoute(fn, new Request(`${ORIGIN}${url}`, { headers: cookie ? { Cookie: cookie } : {} }));
const list = async (query = "") => (await get(loader, `/admin/newsletter${query}`, admin)).data as Page;
const emails = async (query = "") => (await list(query)).subscribers.map((s) => s.email);
const remove = (id: string, cookie?: string) => callRoute(action, formRequest("/admin/newsletter", { intent: "remove", id }, { cookie }));
const statusOf = async (email: string) => (await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0]?.status;

/** A route's answer whether returned or thrown (the guard throws its redirect or 403). */
async function answerOf(call: () => Promise<Answer>): Promise<Answer> {
  try {
    return await call();
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, data: null, response: thrown };
    throw thrown;
  }
}

beforeAll(async () => {
  admin = await adminSessionCookie(auth.current, db());
  customer = await signUpAndGetCookie(auth.current, "cliente@example.test");
  const at = (day: number) => new Date(Date.UTC(2026, 10, day, 9, 30));
  const rows = [
    { email: "amelie@example.test", status: "confirmed", confirmedAt: at(3), discountCode: "MMAMEL01" },
    { email: "karim@example.test", status: "confirmed", confirmedAt: at(5), discountCode: "MMKARI01" },
    { email: "luc_martin@example.test", status: "confirmed", confirmedAt: at(7), discountCode: "MMLUC001" },
    { email: "=cmd|' /c calc'!a0@example.test", status: "confirmed", confirmedAt: at(8), discountCode: "MMINJ001" },
    { email: "-2+3@example.test", status: "confirmed", confirmedAt: at(9), discountCode: "MMINJ002" },
    { email: "en-attente@example.test", status: "pending", confirmTokenHash: "f".repeat(64), confirmExpiresAt: at(30) },
    { email: "parti@example.test", status: "unsubscribed", confirmedAt: at(1), unsubscribedAt: at(2), discountCode: "MMPART01" },
  ] as const;
  for (const row of rows) {
    const [inserted] = await db().insert(newsletterSubscribers).values(row).returning({ id: newsletterSubscribers.id });
    ids[row.email] = inserted!.id;
  }
});

describe("admin newsletter: who may", () => {
  it("sends visitors and customers away from the page and the CSV, and refuses their removals", async () => {
    for (const cookie of [undefined, customer]) {
      const page = await answerOf(() => get(loader, "/admin/newsletter", cookie));
      expect(page.status).toBe(302);
      expect(page.response?.headers.get("Location")).toBe("/admin");
      const csv = await answerOf(() => get(exportLoader, "/admin/newsletter/abonnes.csv", cookie));
      expect(csv.status).toBe(302);
      expect(csv.response?.headers.get("Content-Type") ?? "").not.toContain("text/csv");
      expect(await answerOf(() => remove(ids["karim@example.test"]!, cookie))).toMatchObject({ status: 403 });
    }
    expect(await statusOf("karim@example.test")).toBe("confirmed");
  });
});

describe("admin newsletter: the list", () => {
  it("counts addresses by status and lists the confirmed ones, latest first", async () => {
    const page = await list();
    expect(page.counts).toEqual({ confirmed: 5, pending: 1, unsubscribed: 1 });
    expect(page.subscribers.map((s) => s.email)).toEqual([
      "-2+3@example.test",
      "=cmd|' /c calc'!a0@example.test",
      "luc_martin@example.test",
      "karim@example.test",
      "amelie@example.test",
    ]);
    // Plain data: no code, no token.
    expect(Object.keys(page.subscribers[0]!).sort()).toEqual(["confirmedAt", "createdAt", "email", "id", "status", "unsubscribedAt"]);
  });

  it("searches by e-mail, whatever the case, LIKE wildcards taken as text, with a status filter", async () => {
    expect(await emails("?q=KARIM")).toEqual(["karim@example.test"]);
    expect(await emails("?q=_martin")).toEqual(["luc_martin@example.test"]);
    expect(await emails("?q=%25")).toEqual([]);
    expect(await emails("?q=attente")).toEqual([]);
    expect(await emails("?q=attente&status=pending")).toEqual(["en-attente@example.test"]);
    expect(await emails("?status=unsubscribed")).toEqual(["parti@example.test"]);
    expect(await emails("?status=all")).toHaveLength(7);
    // A bad value means the default; a NUL is no search.
    expect(await emails("?status=nimporte&q=%00")).toHaveLength(5);
  });

  it("pages long lists", async () => {
    const extra = Array.from({ length: SUBSCRIBERS_PER_PAGE + 3 }, (_, i) => ({
      email: `page${String(i).padStart(3, "0")}@liste.test`,
      status: "confirmed" as const,
      confirmedAt: new Date(Date.UTC(2026, 9, 1, 0, i)),
      discountCode: `MMP${String(i).padStart(5, "0")}`,
    }));
    await db().insert(newsletterSubscribers).values(extra);
    const first = await list("?q=liste.test");
    expect(first).toMatchObject({ found: SUBSCRIBERS_PER_PAGE + 3, page: 1, pageCount: 2 });
    expect(first.subscribers).toHaveLength(SUBSCRIBERS_PER_PAGE);
    const second = await list("?q=liste.test&page=2");
    expect(second.subscribers.map((s) => s.email)).toEqual(["page002@liste.test", "page001@liste.test", "page000@liste.test"]);
    expect((await list("?q=liste.test&page=999")).page).toBe(2);
    await db().delete(newsletterSubscribers).where(like(newsletterSubscribers.email, "%@liste.test"));
  });
});

describe("admin newsletter: removing an address", () => {
  it("keeps it as unsubscribed: out of the list and the CSV, never mailed again without its own new confirmation", async () => {
    const email = "amelie@example.test";
    expect(await remove(ids[email]!, admin)).toMatchObject({ status: 200, data: { ok: true, message: subscriberMessages.removed } });
    expect(await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email))).toMatchObject([
      { status: "unsubscribed", discountCode: "MMAMEL01", confirmTokenHash: null },
    ]);
    expect(await emails()).not.toContain(email);
    expect(await emails("?status=unsubscribed")).toContain(email);
    const csv = await answerOf(() => get(exportLoader, "/admin/newsletter/abonnes.csv", admin));
    expect(await csv.response!.text()).not.toContain(email);
    // Twice, unknown, malformed: refused, nothing changed.
    expect(await remove(ids[email]!, admin)).toMatchObject({ status: 409, data: { code: "ALREADY_REMOVED", message: subscriberMessages.ALREADY_REMOVED } });
    expect(await remove("00000000-0000-4000-8000-000000000000", admin)).toMatchObject({ status: 404, data: { code: "NOT_FOUND" } });
    expect(await remove("pas-un-id", admin)).toMatchObject({ status: 400, data: { message: subscriberMessages.UNKNOWN } });
    expect(await callRoute(action, formRequest("/admin/newsletter", { intent: "delete", id: ids["karim@example.test"]! }, { cookie: admin }))).toMatchObject({
      status: 400,
    });
    expect(await statusOf("karim@example.test")).toBe("confirmed");
    // Subscribing the address again only sends it a confirmation link.
    const before = await db().$count(emailOutbox, eq(emailOutbox.to, email));
    expect(await subscribeToNewsletter({ email })).toEqual({ ok: true, message: newsletterMessages.success });
    expect(await statusOf(email)).toBe("pending");
    expect(await db().select({ type: emailOutbox.type }).from(emailOutbox).where(eq(emailOutbox.to, email))).toHaveLength(before + 1);
    expect(await emails()).not.toContain(email);
  });

  it("can take a pending address off too: its confirmation link stops working", async () => {
    expect(await remove(ids["en-attente@example.test"]!, admin)).toMatchObject({ status: 200 });
    expect(await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, "en-attente@example.test"))).toMatchObject([
      { status: "unsubscribed", confirmTokenHash: null, confirmExpiresAt: null },
    ]);
  });
});

describe("admin newsletter: the CSV export", () => {
  it("is a UTF-8 file with a byte-order mark, ';' between columns, the confirmed addresses and their Paris date", async () => {
    const answer = await answerOf(() => get(exportLoader, "/admin/newsletter/abonnes.csv", admin));
    const response = answer.response!;
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="abonnes-newsletter-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers.get("Cache-Control")).toContain("no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder("utf-8", { ignoreBOM: false }).decode(bytes).split("\r\n");
    expect(lines).toEqual([
      "E-mail;Confirmé le",
      "karim@example.test;05/11/2026 10:30",
      "luc_martin@example.test;07/11/2026 10:30",
      // Formulas are not run by a spreadsheet: the cell is prefixed.
      "'=cmd|' /c calc'!a0@example.test;08/11/2026 10:30",
      "'-2+3@example.test;09/11/2026 10:30",
      "",
    ]);
  });

  it("makes every cell safe for a spreadsheet", () => {
    expect(["=1+1", "+33", "-1", "@SUM(A1)", "\tx", "\rx"].map(csvCell)).toEqual(["'=1+1", "'+33", "'-1", "'@SUM(A1)", "'\tx", '"\'\rx"']);
    expect(csvCell('a;b"c')).toBe('"a;b""c"');
    expect(csvCell("line\nbreak")).toBe('"line\nbreak"');
    expect(csvCell("jean@example.test")).toBe("jean@example.test");
  });
});
