import { createElement } from "react";
import { queueEmail } from "~/features/email/outbox.server";
import { RecruitmentApplication } from "~/features/email/templates/recruitment";
import { concurrencyLimit } from "~/lib/concurrency";
import { getConfig } from "~/lib/config.server";
import type { FormLimit } from "~/lib/form.server";
import { fail, succeed, type Result } from "~/lib/result";
import { singleton } from "~/lib/singleton.server";
import { deleteUpload, isUploadKey, listUploads, pastGrace, saveUpload } from "~/lib/storage.server";
import { getDb, type DbOrTx } from "~db/client.server";
import { jobApplications } from "~db/schema";
import { inTransaction } from "~db/transactions";
import { CV_MAX_BYTES, detectCv } from "./cv";
import { recruitmentMessages as m, type RecruitmentCode } from "./messages";
import type { ApplicationInput } from "./schema";

export const APPLICATION_LIMIT: FormLimit = { key: "application", max: 3, windowSeconds: 60 * 60, countsEveryPost: true };
/** Form fields plus a 5 MB CV; a larger body is refused before it is read. */
export const APPLICATION_MAX_BODY_BYTES = CV_MAX_BYTES + 256 * 1024;

/**
 * Applications whose CV is being read, stored and mailed at once, in one process. Each holds its CV
 * whole in memory, twice (the file and the mail's base64 copy): past this, a crowd of candidates
 * waits its turn (its CV already on disk) rather than growing the heap.
 */
const APPLICATIONS_AT_ONCE = 2;
const oneOfFew = singleton("applications-at-once", () => concurrencyLimit(APPLICATIONS_AT_ONCE));

/** The uploaded CV of a submitted form, if any. */
export function cvOf(form: FormData | null): File | null {
  const cv = form?.get("cv");
  return cv instanceof File ? cv : null;
}

/** A refused CV: said under the form's CV field. */
const refuseCv = (code: RecruitmentCode, status: number) => ({ ...fail(code, m[code], status, "cv"), fieldErrors: { cv: m[code] } });

/** Checks the CV by its content, stores it and the application, and mails both to the owner. */
export async function submitApplication(application: ApplicationInput, cv: File | null, db: DbOrTx = getDb()): Promise<Result<object, RecruitmentCode>> {
  if (!cv || cv.size === 0) return refuseCv("CV_MISSING", 400);
  if (cv.size > CV_MAX_BYTES) return refuseCv("CV_TOO_LARGE", 413);
  return oneOfFew(() => storeApplication(application, cv, db));
}

async function storeApplication(application: ApplicationInput, cv: File, db: DbOrTx): Promise<Result<object, RecruitmentCode>> {
  const content = Buffer.from(await cv.arrayBuffer());
  const kind = detectCv(cv.name, content);
  if (!kind) return refuseCv("CV_TYPE", 415);

  const cvFilename = cv.name.replace(/[^\p{L}\p{N} ._()-]/gu, "_").slice(0, 120);
  const cvPath = await saveUpload("cv", kind.extension, content);
  try {
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
  } catch (error) {
    // No row points to the file: it must not stay on disk.
    await deleteUpload(cvPath);
    throw error;
  }
  return succeed({}, m.success);
}

/**
 * Removes CV files that no application refers to (a crash between writing the file and saving the
 * application, or the caller's transaction rolled back). Files younger than an hour are left: they
 * may belong to an application being saved.
 */
export async function removeOrphanCvs(now = new Date(), db: DbOrTx = getDb()): Promise<number> {
  const files = (await listUploads("cv")).filter((file) => pastGrace(file, now) && isUploadKey(file.name));
  if (files.length === 0) return 0;
  const rows = await db.select({ cvPath: jobApplications.cvPath }).from(jobApplications);
  const used = new Set(rows.map((row) => row.cvPath));
  let removed = 0;
  for (const file of files) {
    if (used.has(file.name)) continue;
    await deleteUpload(file.name);
    removed++;
  }
  return removed;
}
