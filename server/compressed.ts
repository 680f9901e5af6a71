// Bodies compressed once and sent as they are to every client that takes them: the built site's
// scripts and styles (server/assets.ts) and public pages kept in memory (server/page-cache.ts);
// and documents rendered for one visitor, compressed whole (compressDocumentsWhole).
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { NextFunction, Request, Response } from "express";

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

/**
 * Documents rendered for one visitor (a signed-in customer's pages, a visitor with a cookie),
 * compressed in one go once whole, rather than as a stream by the compression middleware: the
 * render hands over the whole document anyway (entry.server.tsx), and a stream costs the home page
 * 0.46 ms of CPU against 0.27 in one go (a new encoder per response, its chunks, its flushes),
 * for the same bytes. Same settings as the middleware's (server/app.ts); it leaves a response
 * that has its Content-Encoding alone. Documents only: data and API answers go on as before.
 */
export function compressDocumentsWhole(levels: { brotliQuality: number; brotliWindowBits: number }) {
  return function documentCompression(req: Request, res: Response, next: NextFunction) {
    const encoding = acceptedEncoding(req);
    if (!encoding || req.method === "HEAD") return next();
    let decided = false;
    let whole = false;
    const chunks: Buffer[] = [];
    const write = res.write;
    const end = res.end;
    const flush = (res as Response & { flush?: () => void }).flush;
    // Checked at the first write, while the headers can still be changed.
    const decide = () => {
      if (decided) return;
      decided = true;
      const type = res.getHeader("Content-Type");
      whole =
        typeof type === "string" &&
        /^text\/html\b/.test(type) &&
        res.getHeader("Content-Encoding") === undefined &&
        res.statusCode !== 204 &&
        res.statusCode !== 304;
    };
    const collect = (chunk: unknown, encodingOfChunk: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function") return;
      if (typeof chunk === "string") chunks.push(Buffer.from(chunk, typeof encodingOfChunk === "string" ? (encodingOfChunk as BufferEncoding) : "utf8"));
      else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    };
    res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
      decide();
      if (!whole) return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
      collect(chunk, rest[0]);
      const callback = rest.find((arg) => typeof arg === "function") as (() => void) | undefined;
      if (callback) process.nextTick(callback);
      return true;
    } as Response["write"];
    // React Router's adapter flushes after each chunk: nothing to flush until the whole is there.
    if (flush) (res as Response & { flush?: () => void }).flush = () => (whole ? undefined : flush.call(res));
    res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
      decide();
      if (!whole) return (end as (...args: unknown[]) => Response).call(this, chunk, ...rest);
      collect(chunk, rest[0]);
      const callback = rest.find((arg) => typeof arg === "function") as (() => void) | undefined;
      const body = Buffer.concat(chunks);
      if (body.length === 0) return (end as (...args: unknown[]) => Response).call(this, ...(callback ? [callback] : []));
      const compressed =
        encoding === "br"
          ? zlib.brotliCompressSync(body, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: levels.brotliQuality,
                [zlib.constants.BROTLI_PARAM_LGWIN]: levels.brotliWindowBits,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            })
          : zlib.gzipSync(body);
      res.setHeader("Content-Encoding", encoding);
      res.vary("Accept-Encoding");
      res.setHeader("Content-Length", compressed.length);
      return (end as (...args: unknown[]) => Response).call(this, compressed, ...(callback ? [callback] : []));
    } as Response["end"];
    next();
  };
}
