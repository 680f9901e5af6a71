import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "~/features/contact/messages";
import { submitApplication } from "~/features/recruitment/apply.server";
import { recruitmentMessages as m } from "~/features/recruitment/messages";
import { resetConfig } from "~/lib/config.server";
import { commonMessages } from "~/lib/result";
import { readUpload } from "~/lib/storage.server";
import { action as contactAction } from "~/routes/contact";
import { action as applyAction } from "~/routes/recrutement";
import { contactMessages as contactTable, emailOutbox, jobApplications } from "~db/schema";
import { CLIENT_IP_HEADER } from "~/lib/rate-limit.server";
import { callRoute, formRequest } from "../support/actions";
import { useTestDatabase } from "../support/test-database";

const database = useTestDatabase();
let dataDir = "";
beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "salon-forms-"));
  process.env.DATA_DIR = dataDir;
  process.env.OWNER_EMAIL = "patron@salon.test";
  resetConfig();
});

const pdf = () => new File([Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n")], "cv-jean.pdf", { type: "application/pdf" });
const candidate = { firstName: "Jean", lastName: "Candidat", dateOfBirth: "1998-04-02", email: "jean.candidat@example.test", motivation: "J'aime le métier." };

/** The application form as the browser sends it: multipart, with its declared length. */
async function apply(fields: Record<string, string>, cv: File | null, ip: string) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  if (cv) form.set("cv", cv);
  const encoded = new Response(form);
  const type = encoded.headers.get("content-type")!;
  const body = await encoded.arrayBuffer();
  const request = formRequest("/recrutement", {}, { ip });
  return callRoute(
    applyAction,
    new Request(request.url, {
      method: "POST",
      body,
      headers: { ...Object.fromEntries(request.headers), "content-type": type, "content-length": String(body.byteLength) },
    }),
  );
}
const storedApplications = () => database.current.db.select().from(jobApplications);
const cvFiles = () => {
  try {
    return readdirSync(path.join(dataDir, "uploads", "cv"));
  } catch {
    return [];
  }
};

describe("job application", () => {
  it("is stored with its CV and mailed to the owner with the CV attached", async () => {
    expect(await apply(candidate, pdf(), "192.0.2.10")).toMatchObject({ status: 200, data: { ok: true, message: m.success } });
    const [row] = await storedApplications();
    expect(row).toMatchObject({ firstName: "Jean", cvFilename: "cv-jean.pdf", cvContentType: "application/pdf", phone: null });
    expect((await readUpload(row!.cvPath)).toString()).toContain("%PDF-1.4");
    const [mail] = await database.current.db.select().from(emailOutbox).where(eq(emailOutbox.type, "recruitment"));
    expect(mail).toMatchObject({ to: "patron@salon.test", replyTo: "jean.candidat@example.test" });
    expect(mail!.attachments[0]).toMatchObject({ filename: "cv-jean.pdf", contentType: "application/pdf" });
  });

  it("refuses a missing CV, an executable renamed .pdf, a file over 5 MB and a blank name, storing nothing", async () => {
    const exe = new File([Buffer.concat([Buffer.from("MZ\x90\x00"), Buffer.alloc(512)])], "cv.pdf", { type: "application/pdf" });
    const big = new File([Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(5 * 1024 * 1024)])], "gros.pdf");
    const input = { ...candidate, phone: undefined, motivation: candidate.motivation };
    expect(await submitApplication(input, null)).toMatchObject({ ok: false, code: "CV_MISSING", message: m.CV_MISSING, status: 400 });
    expect(await submitApplication(input, exe)).toMatchObject({ ok: false, code: "CV_TYPE", message: m.CV_TYPE, status: 415 });
    expect(await submitApplication(input, big)).toMatchObject({ ok: false, code: "CV_TOO_LARGE", message: m.CV_TOO_LARGE, status: 413 });
    // Through the form: the CV's refusal is said under its field, and the fields typed come back (a page without scripts shows them).
    const sent = { ...candidate, phone: "06 12 34 56 78" };
    expect(await apply(sent, null, "192.0.2.19")).toMatchObject({
      status: 400,
      data: { code: "CV_MISSING", fieldErrors: { cv: m.CV_MISSING }, values: { ...sent, email: candidate.email } },
    });
    expect(await apply(candidate, exe, "192.0.2.19")).toMatchObject({ status: 415, data: { code: "CV_TYPE", fieldErrors: { cv: m.CV_TYPE } } });
    expect(await apply({ ...candidate, firstName: " " }, pdf(), "192.0.2.11")).toMatchObject({ status: 400, data: { message: m.required } });
    expect(await apply({ ...candidate, motivation: "x".repeat(4001) }, pdf(), "192.0.2.11")).toMatchObject({ status: 400, data: { message: m.tooLong } });
    expect(await storedApplications()).toHaveLength(1);
    expect(cvFiles()).toHaveLength(1);
  });

  it("leaves no CV on disk when the application cannot be stored", async () => {
    const before = cvFiles().length;
    // A value the database refuses (NUL is not allowed in text) reaches the insert after the file is saved.
    const input = { ...candidate, lastName: "Nul\u0000", phone: undefined };
    await expect(submitApplication(input, pdf())).rejects.toThrow();
    expect(cvFiles()).toHaveLength(before);
  });

  it("answers a robot as if it worked, and limits each address", async () => {
    expect(await apply({ ...candidate, website: "http://spam" }, pdf(), "192.0.2.12")).toMatchObject({ status: 200, data: { ok: true } });
    expect(await storedApplications()).toHaveLength(1);
    const ip = "192.0.2.13";
    for (let i = 0; i < 3; i++) expect((await apply(candidate, pdf(), ip)).status).toBe(200);
    expect(await apply(candidate, pdf(), ip)).toMatchObject({ status: 429, data: { code: "TOO_MANY_REQUESTS", message: commonMessages.TOO_MANY_REQUESTS } });
    expect((await apply(candidate, pdf(), "192.0.2.14")).status).toBe(200);
  });

  it("counts every application against the address's limit, then answers 429 with Retry-After without reading the body", async () => {
    const ip = "192.0.2.15";
    for (let i = 0; i < 3; i++) expect((await apply({ ...candidate, email: "pas-un-email" }, pdf(), ip)).status).toBe(400);
    // A body that never ends: only an answer given before reading it can come back.
    const unread = new Request("http://localhost/recrutement", {
      method: "POST",
      headers: { [CLIENT_IP_HEADER]: ip, "content-type": "multipart/form-data; boundary=x", "content-length": String(5 * 1024 * 1024) },
      body: new ReadableStream(),
      duplex: "half",
    } as RequestInit);
    const answer = await callRoute(applyAction, unread);
    expect(answer.status).toBe(429);
    expect(answer.data).toMatchObject({ code: "TOO_MANY_REQUESTS", message: commonMessages.TOO_MANY_REQUESTS });
    // The wait left in the window, which the root middleware writes as Retry-After.
    expect((answer.data as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(3500);
  });

  it("keeps an application's files on disk only while it is read: none stay once it is answered", async () => {
    const before = cvFiles().length;
    expect((await apply(candidate, pdf(), "192.0.2.16")).status).toBe(200);
    expect((await apply({ ...candidate, email: "pas-un-email" }, pdf(), "192.0.2.16")).status).toBe(400);
    expect((await apply(candidate, new File([Buffer.from("MZ")], "cv.pdf"), "192.0.2.16")).status).toBe(415);
    expect(cvFiles()).toHaveLength(before + 1);
    expect(readdirSync(path.join(dataDir, "incoming"))).toEqual([]);
  });

  it("refuses as too large a text field of megabytes, or many fields, within an upload's size: text is never kept in memory past 256 KB", async () => {
    const before = (await storedApplications()).length;
    const oneHuge = await apply({ ...candidate, motivation: "x".repeat(2 * 1024 * 1024) }, pdf(), "192.0.2.17");
    expect(oneHuge).toMatchObject({ status: 413, data: { code: "TOO_LARGE" } });
    const many = Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`champ${i}`, "y".repeat(60 * 1024)]));
    expect(await apply({ ...candidate, ...many }, pdf(), "192.0.2.18")).toMatchObject({ status: 413, data: { code: "TOO_LARGE" } });
    expect(await storedApplications()).toHaveLength(before);
    expect(readdirSync(path.join(dataDir, "incoming"))).toEqual([]);
  });

  it("refuses a body that does not say its size, or says it is too large, before reading it", async () => {
    const headers = { "content-type": "multipart/form-data; boundary=x" };
    const unsized = new Request("http://localhost/recrutement", { method: "POST", headers, body: new ReadableStream(), duplex: "half" } as RequestInit);
    expect(await callRoute(applyAction, unsized)).toMatchObject({ status: 413 });
    const huge = new Request("http://localhost/recrutement", {
      method: "POST",
      headers: { ...headers, "content-length": String(50 * 1024 * 1024) },
      body: "x",
    });
    expect(await callRoute(applyAction, huge)).toMatchObject({ status: 413, data: { code: "TOO_LARGE" } });
  });
});

describe("contact form", () => {
  const message = { name: "Marie Client", email: "Marie@Example.test", subject: "Privatisation", message: "Bonjour,\nest-ce possible ?" };
  const send = (fields: Record<string, string>, ip: string) => callRoute(contactAction, formRequest("/contact", fields, { ip }));

  it("stores the message and queues three mails: salon, owner, acknowledgement", async () => {
    expect(await send(message, "198.51.100.30")).toEqual({ status: 200, data: { ok: true, message: contactMessages.success } });
    const [row] = await database.current.db.select().from(contactTable);
    expect(row).toMatchObject({ name: "Marie Client", email: "marie@example.test", subject: "Privatisation" });
    const mails = await database.current.db.select().from(emailOutbox).where(eq(emailOutbox.type, "contact_form"));
    expect(mails.map((x) => x.to).sort()).toEqual(["contact@monsieur-moustache.fr", "marie@example.test", "patron@salon.test"]);
    expect(mails.find((x) => x.to === "patron@salon.test")!.replyTo).toBe("marie@example.test");
  });

  it("requires all four fields, refuses PUT, and limits each address", async () => {
    for (const field of ["name", "email", "subject", "message"]) {
      expect(await send({ ...message, [field]: "  " }, "198.51.100.31")).toMatchObject({ status: 400, data: { ok: false, code: "INVALID_INPUT", field } });
    }
    expect(await callRoute(contactAction, formRequest("/contact", message, { ip: "198.51.100.31", method: "PUT" }))).toMatchObject({ status: 405 });
    const ip = "198.51.100.32";
    for (let i = 0; i < 5; i++) expect((await send(message, ip)).status).toBe(200);
    expect(await send(message, ip)).toMatchObject({ status: 429, data: { message: commonMessages.TOO_MANY_REQUESTS } });
    expect(await database.current.db.select().from(contactTable)).toHaveLength(6);
  });
});
