import { createHash } from "node:crypto";
import { parisWallClock } from "~/lib/paris-time";
import { getDb, type DbOrTx } from "~db/client.server";
import { exportFilename, exportJson } from "./data-export";
import { EXPORT_STYLE, exportHtml } from "./data-export-html";
import { dataRightsMessages as m } from "./data-rights-messages";
import { collectClientData } from "./data-rights.server";

/**
 * The readable page's policy: nothing loaded, nothing run, nothing sent; its one style element
 * allowed by its hash.
 */
export const EXPORT_HTML_POLICY = [
  "default-src 'none'",
  `style-src 'sha256-${createHash("sha256").update(EXPORT_STYLE).digest("base64")}'`,
  "img-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

/** A client's data as a download (`json` or `html`), or 404 for an unknown client. */
export async function exportDownload(id: string, format: "json" | "html", now = new Date(), db: DbOrTx = getDb()): Promise<Response> {
  const data = await collectClientData(id, now, db);
  if (!data) return new Response(m.NOT_FOUND, { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", ...PRIVATE } });
  const disposition = `attachment; filename="${exportFilename(data.client.id, parisWallClock(now).date, format)}"`;
  if (format === "json")
    return new Response(exportJson(data), { headers: { "Content-Type": "application/json; charset=utf-8", "Content-Disposition": disposition, ...PRIVATE } });
  return new Response(exportHtml(data), {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Disposition": disposition,
      "Content-Security-Policy": EXPORT_HTML_POLICY,
      "X-Content-Type-Options": "nosniff",
      ...PRIVATE,
    },
  });
}
