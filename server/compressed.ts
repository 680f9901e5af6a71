// Bodies compressed once and sent as they are to every client that takes them: the built site's
// scripts and styles (server/assets.ts) and public pages kept in memory (server/page-cache.ts).
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Request, Response } from "express";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type Compressed = { br: Buffer; gzip: Buffer };

/** Brotli and gzip of `source`, on the thread pool (the event loop goes on meanwhile). */
export async function compressBoth(source: Buffer, levels: { brotli: number; gzip: number }): Promise<Compressed> {
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: levels.brotli,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzip(source, { level: levels.gzip }),
  ]);
  return { br, gzip: gz };
}

/** Brotli when taken, as the compression middleware prefers it (browsers list it after gzip). */
export function acceptedEncoding(req: Request): keyof Compressed | null {
  return req.acceptsEncodings("br") ? "br" : req.acceptsEncodings("gzip") ? "gzip" : null;
}

/**
 * Sends `compressed` in `encoding` with the given headers, its ETag naming the body and the
 * encoding, or 304 to a client that holds that body already. The compression middleware leaves a
 * response that has its Content-Encoding alone.
 */
export function sendCompressed(
  req: Request,
  res: Response,
  compressed: Compressed,
  encoding: keyof Compressed,
  headers: { etag: string; [name: string]: string },
) {
  const { etag, ...others } = headers;
  for (const [name, value] of Object.entries(others)) res.setHeader(name, value);
  res.setHeader("Content-Encoding", encoding);
  res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("ETag", `"${etag}.${encoding}"`);
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  const body = compressed[encoding];
  res.setHeader("Content-Length", body.length);
  res.status(200).end(req.method === "HEAD" ? undefined : body);
}
