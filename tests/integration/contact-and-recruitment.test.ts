import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { sendContactMessage } from "~/features/contact/contact.server";
import { contactMessages } from "~/features/contact/messages";
import { submitApplication } from "~/features/recruitment/apply.server";
import { recruitmentMessages as m } from "~/features/recruitment/messages";
import { resetConfig } from "~/lib/config.server";
import { TOO_MANY_ATTEMPTS } from "~/lib/form-guard.server";
import { CLIENT_IP_HEADER } from "~/lib/rate-limit.server";
import { readUpload } from "~/lib/storage.server";
import { contactMessages as contactTable, emailOutbox, jobApplications } from "~db/schema";
import { useTestDatabase } from "../support/test-database";

const database = useTestDatabase();
beforeAll(() => {
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "salon-forms-"));
  process.env.OWNER_EMAIL = "patron@salon.test";
  resetConfig();
});

const request = (ip: string) => new Request("http://localhost/contact", { method: "POST", headers: { [CLIENT_IP_HEADER]: ip } });
const pdf = () => new File([Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n")], "cv-jean.pdf", { type: "application/pdf" });
const candidate = { firstName: "Jean", lastName: "Candidat", dateOfBirth: "1998-04-02", email: "jean.candidat@example.test", motivation: "J'aime le métier." };

describe("job application", () => {
  it("is stored with its CV and mailed to the owner with the CV attached", async () => {
    expect(await submitApplication(candidate, pdf(), request("192.0.2.10"))).toEqual({ ok: true, message: m.success });
    const [row] = await database.current.db.select().from(jobApplications);
    expect(row).toMatchObject({ firstName: "Jean", cvFilename: "cv-jean.pdf", cvContentType: "application/pdf", phone: null });
    expect((await readUpload(row!.cvPath)).toString()).toContain("%PDF-1.4");
    const [mail] = await database.current.db.select().from(emailOutbox).where(eq(emailOutbox.type, "recruitment"));
    expect(mail).toMatchObject({ to: "patron@salon.test", replyTo: "jean.candidat@example.test" });
    expect(mail!.attachments[0]).toMatchObject({ filename: "cv-jean.pdf", contentType: "application/pdf" });
  });

  it("refuses a missing CV, an executable renamed .pdf and a file over 5 MB, storing nothing", async () => {
    const exe = new File([Buffer.concat([Buffer.from("MZ\x90\x00"), Buffer.alloc(512)])], "cv.pdf", { type: "application/pdf" });
    const big = new File([Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(5 * 1024 * 1024)])], "gros.pdf");
    const ip = "192.0.2.11";
    expect(await submitApplication(candidate, null, request(ip))).toMatchObject({ ok: false, error: m.cvMissing, status: 400 });
    expect(await submitApplication(candidate, exe, request(ip))).toMatchObject({ ok: false, error: m.cvType, status: 415 });
    expect(await submitApplication(candidate, big, request(ip))).toMatchObject({ ok: false, error: m.cvTooLarge, status: 413 });
    expect(await submitApplication({ ...candidate, firstName: " " }, pdf(), request(ip))).toMatchObject({ status: 400 });
    expect(await database.current.db.select().from(jobApplications)).toHaveLength(1);
  });

  it("answers a robot as if it worked, and limits each address", async () => {
    expect(await submitApplication({ ...candidate, website: "http://spam" }, pdf(), request("192.0.2.12"))).toMatchObject({ ok: true });
    expect(await database.current.db.select().from(jobApplications)).toHaveLength(1);
    const ip = "192.0.2.13";
    for (let i = 0; i < 3; i++) expect((await submitApplication(candidate, pdf(), request(ip))).ok).toBe(true);
    expect(await submitApplication(candidate, pdf(), request(ip))).toMatchObject({ ok: false, error: TOO_MANY_ATTEMPTS, status: 429 });
    expect((await submitApplication(candidate, pdf(), request("192.0.2.14"))).ok).toBe(true);
  });
});

describe("contact form", () => {
  const message = { name: "Marie Client", email: "Marie@Example.test", subject: "Privatisation", message: "Bonjour,\nest-ce possible ?" };

  it("stores the message and queues three mails: salon, owner, acknowledgement", async () => {
    expect(await sendContactMessage(message, request("198.51.100.30"))).toEqual({ ok: true, message: contactMessages.success });
    const [row] = await database.current.db.select().from(contactTable);
    expect(row).toMatchObject({ name: "Marie Client", email: "marie@example.test", subject: "Privatisation" });
    const mails = await database.current.db.select().from(emailOutbox).where(eq(emailOutbox.type, "contact_form"));
    expect(mails.map((x) => x.to).sort()).toEqual(["contact@monsieur-moustache.fr", "marie@example.test", "patron@salon.test"]);
    expect(mails.find((x) => x.to === "patron@salon.test")!.replyTo).toBe("marie@example.test");
  });

  it("requires all four fields and limits each address", async () => {
    for (const field of ["name", "email", "subject", "message"]) {
      expect(await sendContactMessage({ ...message, [field]: "  " }, request("198.51.100.31"))).toMatchObject({ ok: false, status: 400 });
    }
    const ip = "198.51.100.32";
    for (let i = 0; i < 5; i++) expect((await sendContactMessage(message, request(ip))).ok).toBe(true);
    expect(await sendContactMessage(message, request(ip))).toMatchObject({ ok: false, error: TOO_MANY_ATTEMPTS, status: 429 });
  });
});
