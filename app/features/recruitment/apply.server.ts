import { createElement } from "react";
import { queueEmail } from "~/features/email/outbox.server";
import { RecruitmentApplication } from "~/features/email/templates/recruitment";
import { getConfig } from "~/lib/config.server";
import { guardPublicForm, TOO_MANY_ATTEMPTS } from "~/lib/form-guard.server";
import { saveUpload } from "~/lib/storage.server";
import { getDb, type DbOrTx } from "~db/client.server";
import { inTransaction } from "~db/transactions";
import { jobApplications } from "~db/schema";
import { CV_MAX_BYTES, detectCv } from "./cv";
import { recruitmentMessages as m } from "./messages";
import { applicationSchema } from "./schema";

export const APPLICATION_LIMIT = { key: "application", max: 3, windowSeconds: 60 * 60 };
/** Form fields plus a 5 MB CV; a larger body is refused before it is read. */
export const APPLICATION_MAX_BODY_BYTES = CV_MAX_BYTES + 256 * 1024;

export type ApplicationResult = { ok: true; message: string } | { ok: false; error: string; status: number };

/** Checks the CV by its content, stores it and the application, and mails both to the owner. */
export async function submitApplication(
  fields: Record<string, unknown>,
  cv: File | null,
  request: Request,
  db: DbOrTx = getDb(),
): Promise<ApplicationResult> {
  const parsed = applicationSchema.safeParse(fields);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? m.required, status: 400 };
  if (!cv || cv.size === 0) return { ok: false, error: m.cvMissing, status: 400 };
  if (cv.size > CV_MAX_BYTES) return { ok: false, error: m.cvTooLarge, status: 413 };
  const content = Buffer.from(await cv.arrayBuffer());
  const kind = detectCv(cv.name, content);
  if (!kind) return { ok: false, error: m.cvType, status: 415 };

  const guard = await guardPublicForm(request, fields, APPLICATION_LIMIT);
  if (guard === "robot") return { ok: true, message: m.success };
  if (guard === "limited") return { ok: false, error: TOO_MANY_ATTEMPTS, status: 429 };

  const application = parsed.data;
  const cvFilename = cv.name.replace(/[^\p{L}\p{N} ._()-]/gu, "_").slice(0, 120);
  const cvPath = await saveUpload("cv", kind.extension, content);
  await inTransaction(db, async (tx) => {
    await tx.insert(jobApplications).values({
      ...application,
      phone: application.phone ?? null,
      motivation: application.motivation ?? null,
      cvFilename,
      cvContentType: kind.contentType,
      cvPath,
      cvSizeBytes: content.length,
    });
    await queueEmail(tx, {
      type: "recruitment",
      to: getConfig().ownerEmail,
      replyTo: application.email,
      subject: `Candidature : ${application.firstName} ${application.lastName}`,
      body: createElement(RecruitmentApplication, { candidate: { ...application, cvFilename } }),
      attachments: [{ filename: cvFilename, contentType: kind.contentType, contentBase64: content.toString("base64") }],
    });
  });
  return { ok: true, message: m.success };
}
