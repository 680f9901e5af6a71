import { mkdtempSync, readdirSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, eq, inArray, sql, TransactionRollbackError } from "drizzle-orm";
import sharp from "sharp";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { removeOrphanProductImages } from "~/features/admin/product-images.server";
import { createMailTransport } from "~/features/email/transport.server";
import { unsubscribe } from "~/features/email/unsubscribe.server";
import { MailWorker } from "~/features/email/worker.server";
import { queueCampaignBatch } from "~/features/newsletter/campaign-sender.server";
import { getConfig, resetConfig } from "~/lib/config.server";
import { CLIENT_IP_HEADER } from "~/lib/rate-limit.server";
import { action as pageAction, loader as pageLoader } from "~/routes/admin/newsletter-campaign";
import { action as listAction, loader as listLoader } from "~/routes/admin/newsletter-campaigns";
import { action as unsubscribeAction } from "~/routes/unsubscribe";
import type { Tx } from "~db/client.server";
import { emailOutbox, newsletterCampaigns, newsletterDeliveries, newsletterSubscribers } from "~db/schema";
import { callRoute, formRequest, ORIGIN } from "../support/actions";
import { startSmtpSink, type ReceivedMail } from "../support/smtp-sink";
import { adminSessionCookie, signUpAndGetCookie, TEST_ADMIN_EMAIL, useTestAuth } from "../support/test-auth";
import { useTestDatabase } from "../support/test-database";

const database = useTestDatabase();
const auth = useTestAuth(database);
const db = () => database.current.db;
let admin = "";
let customer = "";

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

beforeAll(async () => {
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "salon-campaigns-"));
  resetConfig();
  admin = await adminSessionCookie(auth.current, db());
  customer = await signUpAndGetCookie(auth.current, "client-newsletter@example.test");
});

const pagePath = (id: string) => `/admin/newsletter/envois/${id}`;
type Reply = { ok: boolean; message: string; code?: string; field?: string; values?: Record<string, string>; preview?: string; recipients?: number };

/** The campaign page's form as the browser sends it (multipart, with its picture when one is chosen). */
async function postPage(id: string, fields: Record<string, string>, options: { image?: File; cookie?: string } = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  if (options.image) form.set("image", options.image);
  const encoded = new Response(form);
  const body = await encoded.arrayBuffer();
  const cookie = options.cookie === undefined ? admin : options.cookie;
  const headers: Record<string, string> = {
    "content-type": encoded.headers.get("content-type")!,
    "content-length": String(body.byteLength),
    Origin: ORIGIN,
    [CLIENT_IP_HEADER]: "192.0.2.60",
  };
  if (cookie) headers.Cookie = cookie;
  const answer = await callRoute(pageAction, new Request(`${ORIGIN}${pagePath(id)}`, { method: "POST", body, headers }), { id });
  return { status: answer.status, data: answer.data as Reply, response: answer.response };
}

type PageData = {
  campaign: {
    id: string;
    subject: string;
    body: string;
    status: string;
    recipients: number | null;
    imageUrl: string | null;
    progress: { queued: number; sent: number; failed: number; waiting: number; total: number } | null;
  };
  failures: Array<{ email: string; lastError: string | null }>;
  subscribers: number | null;
  sentCopy: string | null;
  confirming: boolean;
};
const openPage = async (id: string, query = "") =>
  (await callRoute(pageLoader, new Request(`${ORIGIN}${pagePath(id)}${query}`, { headers: { Cookie: admin } }), { id })).data as PageData;
const openList = async () =>
  (await callRoute(listLoader, new Request(`${ORIGIN}/admin/newsletter/envois`, { headers: { Cookie: admin } }))).data as {
    campaigns: Array<PageData["campaign"]>;
    found: number;
  };

const createDraft = (fields: Record<string, string>, cookie = admin) => callRoute(listAction, formRequest("/admin/newsletter/envois", fields, { cookie }));

/** 'Nouvelle newsletter': a draft with its subject, and the way to its page. */
async function newDraft(subject = "Brouillon"): Promise<string> {
  const answer = await createDraft({ intent: "create", subject });
  expect(answer.status).toBe(302);
  const location = answer.response!.headers.get("Location")!;
  expect(location).toMatch(/^\/admin\/newsletter\/envois\/[0-9a-f-]{36}$/);
  return location.split("/").pop()!;
}

/** A draft written and saved, ready to send. */
async function writtenDraft(subject: string, text = "Bonjour,\n\nNouveautés au salon : https://monsieur-moustache.fr/#services", image?: File) {
  const id = await newDraft(subject);
  const saved = await postPage(id, { intent: "save", subject, text, imageAlt: image ? "La vitrine du salon" : "" }, { image });
  expect(saved.data).toMatchObject({ ok: true, message: "Brouillon enregistré" });
  return id;
}

/** Starts anew with exactly these subscribers (the sender mails every confirmed one of the database). */
async function subscribers(list: Record<string, "pending" | "confirmed" | "unsubscribed">) {
  await db().delete(newsletterSubscribers);
  await db()
    .insert(newsletterSubscribers)
    .values(Object.entries(list).map(([email, status]) => ({ email, status, confirmedAt: status === "pending" ? null : new Date("2026-01-05T10:00:00Z") })));
}

const png = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: "#b08d57" } })
    .png()
    .toBuffer();
const imageFile = async () => new File([new Uint8Array(await png())], "vitrine.png", { type: "image/png" });

const campaignRow = async (id: string) => (await db().select().from(newsletterCampaigns).where(eq(newsletterCampaigns.id, id)))[0]!;
const campaignMails = (id: string) =>
  db()
    .select({
      to: emailOutbox.to,
      subject: emailOutbox.subject,
      status: emailOutbox.status,
      headers: emailOutbox.headers,
      html: emailOutbox.html,
      text: emailOutbox.text,
    })
    .from(newsletterDeliveries)
    .innerJoin(emailOutbox, eq(emailOutbox.id, newsletterDeliveries.emailId))
    .where(eq(newsletterDeliveries.campaignId, id))
    .orderBy(asc(emailOutbox.to));

function startWorker(url: string, options: { retryBaseMs?: number } = {}) {
  const worker = new MailWorker({
    db: db(),
    transport: createMailTransport({ smtpUrl: url, mailboxDir: "unused", from: "Salon <contact@salon.test>" }),
    pollMs: 50,
    retryBaseMs: options.retryBaseMs ?? 1,
  });
  worker.start();
  cleanups.push(() => worker.stop());
  return worker;
}

/** A header as it was sent (the parser folds the List-* headers into one structure). */
const headerOf = (mail: ReceivedMail, key: string) => {
  const line = mail.headerLines.find((h) => h.key === key)?.line ?? "";
  return line
    .slice(line.indexOf(":") + 1)
    .replace(/\r?\n[ \t]+/g, " ")
    .trim();
};

async function sink(options: Parameters<typeof startSmtpSink>[0] = {}) {
  const started = await startSmtpSink(options);
  cleanups.push(started.close);
  return started;
}

/** Each test sends at its own pinned moment: the pace counts the deliveries of the last minute. */
const at = (day: number, minutes = 0) => new Date(Date.UTC(2026, 2, day, 9, minutes));

async function counts() {
  const [campaigns, deliveries, mails, subs] = await Promise.all([
    db().select().from(newsletterCampaigns).orderBy(asc(newsletterCampaigns.id)),
    db().$count(newsletterDeliveries),
    db().$count(emailOutbox),
    db().select().from(newsletterSubscribers).orderBy(asc(newsletterSubscribers.email)),
  ]);
  return { campaigns, deliveries, mails, subs };
}

/**
 * Makes `n` calls at once. On a PostgreSQL server they are made to meet: a transaction of the test
 * holds what they need (`hold`) until each of them waits for it or has finished, then lets them go
 * together (its changes rolled back). PGlite runs one transaction at a time: there they just start together.
 */
async function meet<T>(n: number, hold: (tx: Tx) => Promise<unknown>, call: () => Promise<T>): Promise<T[]> {
  if (database.current.kind !== "postgres") return Promise.all(Array.from({ length: n }, call));
  const waiting = async () => {
    const result = await db().execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
    return (result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
  };
  let settled = 0;
  let calls: Array<Promise<T>> = [];
  await db()
    .transaction(async (tx) => {
      await hold(tx);
      calls = Array.from({ length: n }, () => call().finally(() => settled++));
      await expect.poll(async () => (await waiting()) + settled, { timeout: 10_000 }).toBe(n);
      tx.rollback();
    })
    .catch((error) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
  return Promise.all(calls);
}

async function thrown(run: () => unknown): Promise<Response> {
  try {
    await run();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("newsletter campaigns: who may", () => {
  it("refuses visitors and customers every page and action, and changes nothing", async () => {
    await subscribers({ "lecteur@example.test": "confirmed" });
    const id = await writtenDraft("Réservé à l'admin");
    const before = await counts();
    for (const cookie of ["", customer]) {
      const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
      for (const [loader, url, params] of [
        [listLoader, "/admin/newsletter/envois", {}],
        [pageLoader, pagePath(id), { id }],
        [pageLoader, `${pagePath(id)}?confirmer=envoi`, { id }],
      ] as const) {
        const page = await thrown(() =>
          (loader as (args: never) => unknown)({ request: new Request(`${ORIGIN}${url}`, { headers }), params, context: {} } as never),
        );
        expect(page.status).toBe(302);
        expect(page.headers.get("Location")).toBe("/admin");
      }
      const create = await thrown(() =>
        listAction({
          request: formRequest("/admin/newsletter/envois", { intent: "create", subject: "Piratée" }, { cookie }),
          params: {},
          context: {},
        } as never),
      );
      expect(create.status).toBe(403);
      for (const intent of ["save", "preview", "test", "send"]) {
        const refused = await postPage(id, { intent, subject: "Piraté", text: "Piraté" }, { cookie });
        expect(refused.status, intent).toBe(403);
        expect(refused.response?.status, intent).toBe(403);
      }
    }
    expect(await counts()).toEqual(before);
  });
});

describe("newsletter campaigns: writing a draft", () => {
  it("creates drafts from the list with their subject, and refuses one without", async () => {
    const id = await newDraft("  Les soldes d'été  ");
    const page = await openPage(id);
    expect(page.campaign).toMatchObject({ id, status: "draft", subject: "Les soldes d'été", body: "", progress: null });
    const list = await openList();
    expect(list.campaigns.find((c) => c.id === id)).toMatchObject({ status: "draft", subject: "Les soldes d'été", progress: null });

    const before = await db().$count(newsletterCampaigns);
    const refusals: Array<[Record<string, string>, string]> = [
      [{ intent: "create" }, "Veuillez saisir l'objet de la newsletter"],
      [{ intent: "create", subject: " " }, "Veuillez saisir l'objet de la newsletter"],
      [{ intent: "create", subject: "x".repeat(151) }, "L'objet ne doit pas dépasser 150 caractères"],
      [{ intent: "create", subject: "a\u0000b" }, "Le formulaire contient des caractères non autorisés."],
      [{ intent: "supprimer", subject: "Objet" }, "Action inconnue"],
    ];
    for (const [fields, message] of refusals) {
      const answer = await createDraft(fields);
      expect(answer.status, message).toBe(400);
      expect(answer.data).toMatchObject({ ok: false, message });
    }
    expect(await db().$count(newsletterCampaigns)).toBe(before);
  });

  it("refuses a bad draft with the French message, gives back what was typed, and saves nothing", async () => {
    const id = await writtenDraft("Avant", "Texte d'avant");
    const before = await campaignRow(id);
    const image = await imageFile();
    const cases: Array<[Record<string, string>, number, string, string?, File?]> = [
      [{ intent: "save", subject: "   ", text: "Bonjour" }, 400, "Veuillez saisir l'objet de la newsletter", "subject"],
      [{ intent: "save", subject: "x".repeat(151), text: "Bonjour" }, 400, "L'objet ne doit pas dépasser 150 caractères", "subject"],
      [{ intent: "save", subject: "Objet", text: " \r\n \r\n" }, 400, "Veuillez saisir le texte de la newsletter", "text"],
      [{ intent: "save", subject: "Objet", text: "é".repeat(20_001) }, 400, "Le texte ne doit pas dépasser 20\u00a0000 caractères", "text"],
      [
        { intent: "save", subject: "Objet", text: "Bonjour", imageAlt: "a".repeat(201) },
        400,
        "Le texte alternatif ne doit pas dépasser 200 caractères",
        "imageAlt",
      ],
      [{ intent: "save", subject: "Objet", text: "Bonjour" }, 400, "Décrivez l'image en quelques mots (texte alternatif)", "imageAlt", image],
      [
        { intent: "save", subject: "Objet", text: "Bonjour", imageAlt: "Photo" },
        400,
        "Seules les images PNG, JPG, JPEG ou WebP sont acceptées",
        "image",
        new File(["<svg onload=alert(1)>"], "x.png", { type: "image/png" }),
      ],
      [{ intent: "publier", subject: "Objet", text: "Bonjour" }, 400, "Action inconnue"],
      [{ subject: "Objet", text: "Bonjour" }, 400, "Action inconnue"],
    ];
    for (const [fields, status, message, field, file] of cases) {
      const answer = await postPage(id, fields, { image: file });
      expect(answer.status, message).toBe(status);
      expect(answer.data).toMatchObject({ ok: false, message, ...(field ? { field } : {}) });
      if (fields.intent === "save") expect(answer.data.values).toMatchObject({ subject: fields.subject });
    }
    // A text of exactly 20 000 characters passes, its browser line ends (CRLF) counted as one.
    const longest = `${"a".repeat(9_999)}\r\n${"b".repeat(10_000)}`;
    expect((await postPage(id, { intent: "save", subject: "Objet", text: longest })).data).toMatchObject({ ok: true });
    expect((await campaignRow(id)).body).toBe(longest.replace("\r\n", "\n"));
    await db()
      .update(newsletterCampaigns)
      .set({ subject: before.subject, body: before.body, updatedAt: before.updatedAt })
      .where(eq(newsletterCampaigns.id, id));
    // Another body than a form, an oversized one, and ids that name no draft.
    expect(
      (
        await callRoute(
          pageAction,
          new Request(`${ORIGIN}${pagePath(id)}`, { method: "POST", body: "{}", headers: { "content-type": "text/plain", Origin: ORIGIN, Cookie: admin } }),
          { id },
        )
      ).status,
    ).toBe(400);
    const huge = await postPage(id, { intent: "save", subject: "Objet", text: "x".repeat(70_000) });
    expect(huge.status).toBe(413);
    expect(huge.data.message).toMatch(/^Le formulaire est trop volumineux/);
    for (const other of ["00000000-0000-4000-8000-000000000000", "not-an-id", "..%2F..%2Fadmin"]) {
      const answer = await postPage(other, { intent: "save", subject: "Objet", text: "Bonjour" });
      expect(answer.status, other).toBe(404);
      expect(answer.data).toMatchObject({ ok: false, message: "Newsletter introuvable" });
      expect(
        (
          await thrown(() =>
            pageLoader({ request: new Request(`${ORIGIN}${pagePath(other)}`, { headers: { Cookie: admin } }), params: { id: other }, context: {} } as never),
          )
        ).status,
      ).toBe(404);
    }
    expect(await campaignRow(id)).toEqual(before);
  });

  it("answers crafted bodies to both actions with a French 4xx, and writes nothing", async () => {
    await subscribers({ "lecteur-crafted@example.test": "confirmed" });
    const id = await writtenDraft("Intacte");
    const before = await counts();
    const long = `${"a".repeat(3000)}@example.test`;
    const bodies: Array<[string, BodyInit | undefined]> = [
      ["application/json", JSON.stringify({ intent: { $gt: "" }, subject: ["x"], text: 12 })],
      ["application/json", JSON.stringify([1, 2])],
      ["application/json", '{"intent":'],
      ["application/x-www-form-urlencoded", Buffer.from([0x69, 0x6e, 0x74, 0x65, 0x6e, 0x74, 0x3d, 0xff, 0xfe])],
      ["multipart/form-data; boundary=zzz", '--zzz\r\nContent-Disposition: form-data; name="intent"\r\n\r\nsave'],
      ["text/plain", "intent=send"],
      ...["create", "save", "preview", "test"].flatMap((intent): Array<[string, BodyInit]> => [
        ["application/x-www-form-urlencoded", new URLSearchParams({ intent, subject: long, text: long, imageAlt: long }).toString()],
        ["application/x-www-form-urlencoded", `intent=%00%ff&intent=${intent}&subject=%00%ff&text=%00%ff`],
        ["application/x-www-form-urlencoded", new URLSearchParams({ intent, subject: "a\u0000b", text: "a\u0000b" }).toString()],
      ]),
    ];
    for (const [path, action, params] of [
      ["/admin/newsletter/envois", listAction, {}],
      [pagePath(id), pageAction, { id }],
    ] as const) {
      for (const [type, body] of bodies) {
        const request = new Request(`${ORIGIN}${path}`, {
          method: "POST",
          body,
          headers: { "content-type": type, Origin: ORIGIN, Cookie: admin, [CLIENT_IP_HEADER]: "192.0.2.61" },
        });
        const answer = await callRoute(action as (args: never) => unknown, request, params);
        expect(answer.status, `${path} ${type} ${String(body).slice(0, 40)}`).toBeGreaterThanOrEqual(400);
        expect(answer.status).toBeLessThan(500);
        expect((answer.data as Reply).message).toMatch(/^(Action inconnue|Veuillez|L'objet|Le |Newsletter introuvable)/);
      }
    }
    expect(await counts()).toEqual(before);
  });

  it("shows the owner's text as text: HTML is escaped and only http(s) addresses become links", async () => {
    const id = await newDraft();
    const text = [
      `<script>alert("x")</script> <b>gras</b>`,
      `<a href="javascript:alert(1)">clic</a> javascript:alert(2) <img src=x onerror=alert(3)>`,
      "Offre : https://monsieur-moustache.fr/offre?a=1&b=2. Ancien site : http://exemple.fr ; ftp://exemple.fr data:text/html,x",
    ].join("\n\n");
    const answer = await postPage(id, { intent: "preview", subject: `Objet <i>"piégé"</i>`, text });
    expect(answer.data).toMatchObject({ ok: true, message: "Brouillon enregistré : voici l'aperçu de l'e-mail" });
    const html = answer.data.preview!;
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &lt;b&gt;gras&lt;/b&gt;");
    expect(html).toContain("&lt;img src=x onerror=alert(3)&gt;");
    expect(html).toContain("Objet &lt;i&gt;&quot;piégé&quot;&lt;/i&gt;");
    expect(html).not.toMatch(/<script|<b>|<i>|<img src=x|<[^>]*onerror/i);
    const links = [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1]);
    expect(links).toEqual([
      "https://monsieur-moustache.fr/offre?a=1&amp;b=2",
      "http://exemple.fr/",
      // The preview carries the admin's own unsubscribe link; the footer, the salon's address.
      expect.stringMatching(/^http:\/\/localhost:3000\/desinscription\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}$/),
      expect.stringMatching(/^mailto:/),
    ]);
    // Paragraphs are paragraphs.
    expect(html.match(/<p /g)!.length).toBeGreaterThanOrEqual(3);
  });

  it("previews without mailing anyone, and sends a test to the signed-in admin only", async () => {
    await subscribers({ "abonne-test@example.test": "confirmed" });
    const id = await newDraft();
    const mailsBefore = await db().$count(emailOutbox);
    const preview = await postPage(id, { intent: "preview", subject: "Les nouveautés de mars", text: "Bonjour,\n\nDe nouvelles cires." });
    expect(preview.data.preview).toContain("Les nouveautés de mars");
    expect(preview.data.preview).toContain("De nouvelles cires.");
    expect(await db().$count(emailOutbox)).toBe(mailsBefore);

    const test = await postPage(id, { intent: "test", subject: "Les nouveautés d'avril", text: "Bonjour,\n\nDe nouveaux peignes." });
    expect(test.data).toMatchObject({ ok: true, message: `E-mail de test envoyé à ${TEST_ADMIN_EMAIL}` });
    const queued = await db().select().from(emailOutbox).where(eq(emailOutbox.type, "newsletter_campaign_test"));
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ to: TEST_ADMIN_EMAIL, subject: "[Test] Les nouveautés d'avril" });
    expect(queued[0]!.headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    expect(queued[0]!.text).toContain("De nouveaux peignes.");
    expect(await db().$count(emailOutbox)).toBe(mailsBefore + 1);
    // The test saved the draft, which is still a draft: nobody else was mailed.
    expect(await campaignRow(id)).toMatchObject({ status: "draft", subject: "Les nouveautés d'avril", recipients: null });
    expect(await db().$count(newsletterDeliveries, eq(newsletterDeliveries.campaignId, id))).toBe(0);
  });
});

describe("newsletter campaigns: sending", () => {
  it("mails each confirmed subscriber once, at the pace, with a working unsubscribe; never the others", async () => {
    const smtp = await sink();
    await subscribers({
      "a@lecteurs.test": "confirmed",
      "b@lecteurs.test": "confirmed",
      "c@lecteurs.test": "confirmed",
      "d@lecteurs.test": "confirmed",
      "e@lecteurs.test": "confirmed",
      "attente@lecteurs.test": "pending",
      "parti@lecteurs.test": "unsubscribed",
    });
    const id = await writtenDraft("Les nouveautés de mai", "Bonjour,\n\nRéservez : https://monsieur-moustache.fr/#services", await imageFile());
    expect((await openPage(id)).subscribers).toBe(5);

    // Presses at once (a double click, two tabs): one starts the sending, the others are told it has started.
    const holdRow = (tx: Tx) => tx.select({ id: newsletterCampaigns.id }).from(newsletterCampaigns).where(eq(newsletterCampaigns.id, id)).for("update");
    const presses = await meet(6, holdRow, () => postPage(id, { intent: "send" }));
    expect(presses.map((p) => p.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(presses.find((p) => p.status === 409)!.data.message).toBe("Cette newsletter est déjà en cours d'envoi");
    expect(presses.find((p) => p.status === 200)!.data).toMatchObject({
      recipients: 5,
      message: "Envoi commencé : la newsletter part à 60 e-mails par minute",
    });
    expect(await campaignRow(id)).toMatchObject({ status: "sending", recipients: 5 });
    // No more editing, nor a second sending.
    expect((await postPage(id, { intent: "save", subject: "Modifiée", text: "Modifiée" })).data).toMatchObject({ ok: false, code: "NOT_DRAFT" });
    expect((await postPage(id, { intent: "send" })).status).toBe(409);
    expect((await campaignRow(id)).subject).toBe("Les nouveautés de mai");

    // Two a minute: a second run within the minute queues nothing more.
    expect(await queueCampaignBatch(at(2), db(), 2)).toBe(2);
    expect(await queueCampaignBatch(at(2), db(), 2)).toBe(0);
    expect((await campaignMails(id)).map((m) => m.to)).toEqual(["a@lecteurs.test", "b@lecteurs.test"]);
    // Leaves between two batches: nothing more for that address.
    await unsubscribe("d@lecteurs.test", "newsletter", at(2));
    expect(await queueCampaignBatch(at(2, 1), db(), 2)).toBe(2);
    expect(await campaignRow(id)).toMatchObject({ status: "sent", finishedAt: at(2, 1) });
    expect(await queueCampaignBatch(at(2, 2), db(), 2)).toBe(0);

    const mailed = ["a@lecteurs.test", "b@lecteurs.test", "c@lecteurs.test", "e@lecteurs.test"];
    expect((await campaignMails(id)).map((m) => m.to)).toEqual(mailed);
    startWorker(smtp.url);
    await expect.poll(async () => (await campaignMails(id)).filter((m) => m.status === "sent").length, { timeout: 10_000 }).toBe(4);
    const received = smtp.messages.filter((m) => m.subject === "Les nouveautés de mai");
    expect(received.map((m) => m.envelopeTo.join()).sort()).toEqual(mailed);
    for (const mail of received) {
      const [to] = mail.envelopeTo;
      const header = headerOf(mail, "list-unsubscribe");
      expect(header).toMatch(/^<http:\/\/localhost:3000\/desinscription\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}>$/);
      expect(headerOf(mail, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
      // The visible link is the reader's own, the one of the header.
      expect(String(mail.html)).toContain(`href="${header.slice(1, -1)}"`);
      expect(mail.text).toContain(header.slice(1, -1));
      expect(String(mail.html)).toMatch(
        new RegExp(`<img alt="La vitrine du salon"[^>]* src="http://localhost:3000/media/products/[0-9a-f]{16}-800x600\\.webp"`),
      );
      expect(mail.text).toContain("Réservez : https://monsieur-moustache.fr/#services");
      expect(to).not.toBe("d@lecteurs.test");
    }
    // The mail client's one-click button (RFC 8058) works.
    const a = received.find((m) => m.envelopeTo[0] === "a@lecteurs.test")!;
    const token = headerOf(a, "list-unsubscribe").split("/desinscription/")[1]!.slice(0, -1);
    const oneClick = new Request(`${ORIGIN}/desinscription/${token}`, {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect((await callRoute(unsubscribeAction, oneClick, { token })).status).toBe(200);
    const subs = await db()
      .select()
      .from(newsletterSubscribers)
      .where(inArray(newsletterSubscribers.email, ["a@lecteurs.test", "attente@lecteurs.test", "parti@lecteurs.test"]));
    expect(Object.fromEntries(subs.map((s) => [s.email, s.status]))).toEqual({
      "a@lecteurs.test": "unsubscribed",
      "attente@lecteurs.test": "pending",
      "parti@lecteurs.test": "unsubscribed",
    });

    const page = await openPage(id);
    expect(page.campaign.progress).toEqual({ queued: 4, sent: 4, failed: 0, waiting: 0, total: 5 });
    expect(page.sentCopy).toContain("Les nouveautés de mai");
    expect(page.failures).toEqual([]);
    expect((await openList()).campaigns.find((c) => c.id === id)).toMatchObject({ status: "sent", progress: { sent: 4, total: 5 } });
    // Its picture stays: mails already sent show it.
    const images = path.join(getConfig().dataDir, "uploads", "product-images");
    const files = readdirSync(images);
    expect(files.length).toBeGreaterThan(0);
    for (const name of files) utimesSync(path.join(images, name), new Date("2020-01-01"), new Date("2020-01-01"));
    await removeOrphanProductImages(new Date());
    expect(readdirSync(images).sort()).toEqual(files.sort());
  });

  it("refuses to send what is incomplete, or to nobody", async () => {
    await subscribers({ "seul@example.test": "pending" });
    const empty = await newDraft();
    expect((await postPage(empty, { intent: "send" })).data).toMatchObject({
      ok: false,
      code: "INCOMPLETE",
      message: "Complétez l'objet et le texte avant d'envoyer la newsletter",
    });
    const id = await writtenDraft("Pour personne");
    const refused = await postPage(id, { intent: "send" });
    expect(refused.status).toBe(409);
    expect(refused.data.message).toBe("Aucun abonné confirmé : il n'y a personne à qui envoyer la newsletter");
    expect(await campaignRow(id)).toMatchObject({ status: "draft", startedAt: null });
    expect((await openPage(id)).subscribers).toBe(0);
  });

  it("never mails an address twice: two runs at once, a worker stopped mid-send and another started", async () => {
    const smtp = await sink();
    const readers = Array.from({ length: 30 }, (_, i) => `lecteur${String(i).padStart(2, "0")}@example.test`);
    await subscribers(Object.fromEntries(readers.map((email) => [email, "confirmed" as const])));
    const id = await writtenDraft("Trente lecteurs");
    expect((await postPage(id, { intent: "send" })).status).toBe(200);

    // Three runs at once (instances sharing the database); on a server, they meet on the first reader's row.
    const holdFirst = (tx: Tx) => tx.insert(newsletterDeliveries).values({ campaignId: id, email: readers[0]!, queuedAt: at(1) });
    const runs = await meet(3, holdFirst, () => queueCampaignBatch(at(3), db(), 100));
    expect(runs.reduce((a, b) => a + b, 0)).toBe(30);
    expect(await db().$count(newsletterDeliveries, eq(newsletterDeliveries.campaignId, id))).toBe(30);
    expect((await campaignMails(id)).map((m) => m.to)).toEqual(readers);

    // A first worker sends part of them and stops; the process that held a few claims died with them.
    const first = startWorker(smtp.url);
    await expect.poll(() => smtp.messages.filter((m) => m.subject === "Trente lecteurs").length, { timeout: 10_000 }).toBeGreaterThanOrEqual(5);
    await first.stop();
    const waiting = (await campaignMails(id)).filter((m) => m.status === "pending").map((m) => m.to);
    expect(waiting.length).toBeGreaterThan(0);
    const claimed = waiting.slice(0, 3);
    await db()
      .update(emailOutbox)
      .set({ status: "sending", lockedUntil: new Date(Date.now() - 1000) })
      .where(inArray(emailOutbox.to, claimed));
    // A restart: the job runs again (nothing to queue) and a new worker resumes.
    expect(await queueCampaignBatch(at(3, 1), db(), 100)).toBe(0);
    startWorker(smtp.url);
    await expect.poll(async () => (await campaignMails(id)).filter((m) => m.status === "sent").length, { timeout: 15_000 }).toBe(30);
    const received = smtp.messages.filter((m) => m.subject === "Trente lecteurs").flatMap((m) => m.envelopeTo);
    expect(received.sort()).toEqual(readers);
    expect(await campaignRow(id)).toMatchObject({ status: "sent" });
  });

  it("shows the progress while sending, and the addresses that failed with their error", async () => {
    const smtp = await sink({ refuse: (address) => address === "inconnu@example.test" });
    await subscribers({ "bon1@example.test": "confirmed", "bon2@example.test": "confirmed", "inconnu@example.test": "confirmed" });
    const id = await writtenDraft("Avec un échec");
    expect((await postPage(id, { intent: "send" })).status).toBe(200);
    expect(await queueCampaignBatch(at(4), db(), 60)).toBe(3);
    const queuedPage = await openPage(id);
    expect(queuedPage.campaign.progress).toEqual({ queued: 3, sent: 0, failed: 0, waiting: 3, total: 3 });

    startWorker(smtp.url);
    await expect.poll(async () => (await openPage(id)).campaign.progress?.failed, { timeout: 10_000 }).toBe(1);
    const page = await openPage(id);
    expect(page.campaign.progress).toEqual({ queued: 3, sent: 2, failed: 1, waiting: 0, total: 3 });
    expect(page.failures).toEqual([expect.objectContaining({ email: "inconnu@example.test", lastError: expect.stringContaining("550") })]);
    expect((await openList()).campaigns.find((c) => c.id === id)).toMatchObject({ progress: { sent: 2, failed: 1, total: 3 } });
  });

  it("offers the confirmation as a page when asked for it before the page is live", async () => {
    await subscribers({ "x@example.test": "confirmed" });
    const id = await writtenDraft("Confirmation sans script");
    expect((await openPage(id)).confirming).toBe(false);
    expect((await openPage(id, "?confirmer=envoi")).confirming).toBe(true);
    expect(await campaignRow(id)).toMatchObject({ status: "draft" });
  });
});
