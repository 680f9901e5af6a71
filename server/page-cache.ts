// Public pages, as a visitor without a cookie gets them, kept in memory for a short while.
import { createHash } from "node:crypto";
import zlib from "node:zlib";
import type { NextFunction, Request, Response } from "express";
import { PUBLIC_PAGE_TTL_MS, publicDataVersion } from "~/lib/memo.server";
import { keptPageNonceHeaders } from "~/lib/content-security.server";
import { PAGE_CACHE_REQUEST, PAGE_CACHE_RESPONSE } from "~/lib/page-cache.server";
import { acceptedEncoding, compressBoth, sendCompressed, type Compressed } from "./compressed";

type Page = {
  compressed: Compressed;
  etag: string;
  contentType: string;
  policy: string;
  expires: number;
  version: number;
};

export type PageCacheOptions = {
  /**
   * How long a page is served from memory after the render that produced it started: fresh for
   * the first part, then, for the last `staleMs`, to the requests that come while one of them
   * renders it again (so that a popular page is not rendered by every visitor at once when it expires).
   */
  ttlMs?: number;
  staleMs?: number;
  /** Most pages kept (each about 30 KB, compressed twice); past it, the least recently stored go. */
  maxEntries?: number;
  /**
   * How long a request for a page kept before, with no copy to serve, waits for the render of it
   * already under way (then renders it itself).
   */
  waitMs?: number;
  now?: () => number;
};

/**
 * Rendering the home page costs about 4 ms of CPU and compressing it 2 more; most visitors have no
 * cookie (no account, no flash message) and all of them get the same page. A page whose route says
 * so (`handle.publicCache`) is rendered once for them, compressed once on the thread pool, and sent
 * as it is for `ttlMs` (what another instance writes shows within PUBLIC_DATA_TTL_MS), until any
 * public data kept in memory changes here (`publicDataVersion`), whatever comes first. A visitor
 * with a cookie, a request other than GET or HEAD, and every other route are rendered as before.
 * The kept page has no nonce: its inline scripts are allowed by their hashes (entry.server.tsx),
 * its style elements by a nonce each response brings in its headers.
 */
export function pageCache(options: PageCacheOptions = {}) {
  const { ttlMs = PUBLIC_PAGE_TTL_MS, staleMs = ttlMs / 4, maxEntries = 200, waitMs = 3000, now = () => Date.now() } = options;
  const pages = new Map<string, Page>();
  // Pages being rendered to be kept: what that render keeps (null if nothing), for the requests
  // that wait for it.
  const rendering = new Map<string, { version: number; kept: Promise<Page | null> }>();

  function serve(req: Request, res: Response, page: Page) {
    const encoding = acceptedEncoding(req);
    // Each copy sent has a style nonce of its own (the page holds none).
    const headers = { etag: page.etag, "Content-Type": page.contentType, ...keptPageNonceHeaders(page.policy) };
    if (encoding) return sendCompressed(req, res, page.compressed, encoding, headers);
    // A client that takes no compression (a script, a monitor): rare enough to unpack for it.
    for (const [name, value] of Object.entries(headers)) if (name !== "etag") res.setHeader(name, value);
    res.status(200).end(req.method === "HEAD" ? undefined : zlib.gunzipSync(page.compressed.gzip));
  }

  function keep(key: string, html: Buffer, headers: { contentType: string; policy: string }, started: { at: number; version: number }): Promise<Page | null> {
    return compressBoth(html, { brotli: 9, gzip: 9 })
      .then((compressed) => {
        // Public data changed while the page was rendered or compressed: it may show the old.
        if (publicDataVersion() !== started.version) return null;
        const page: Page = {
          compressed,
          etag: createHash("sha256").update(html).digest("base64url").slice(0, 27),
          ...headers,
          expires: started.at + ttlMs - staleMs,
          version: started.version,
        };
        pages.delete(key);
        pages.set(key, page);
        if (pages.size > maxEntries) pages.delete(pages.keys().next().value!);
        return page;
      })
      .catch(() => null);
  }

  /** The page `running` keeps, or null if it keeps none or takes longer than `waitMs`. */
  function waitFor(running: { kept: Promise<Page | null> }): Promise<Page | null> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), waitMs)));
    return Promise.race([running.kept, late]).finally(() => clearTimeout(timer));
  }

  return function pageCacheMiddleware(req: Request, res: Response, next: NextFunction) {
    // Only this middleware tells the render that a page may be kept.
    delete req.headers[PAGE_CACHE_REQUEST];
    if ((req.method !== "GET" && req.method !== "HEAD") || req.headers.cookie !== undefined || req.headers.authorization !== undefined) {
      return next();
    }
    const key = req.originalUrl;
    if (key.length > 300 || req.path.endsWith(".data")) return next();

    const page = pages.get(key);
    const at = now();
    const version = publicDataVersion();
    const running = rendering.get(key);
    const current = running?.version === version ? running : undefined;
    if (page && page.version === version) {
      if (page.expires > at) return serve(req, res, page);
      // Expired a moment ago and already being rendered again by another request: the old copy.
      if (current && page.expires + staleMs > at) return serve(req, res, page);
    }
    // A page kept before, with no copy to serve now, already being rendered again: the requests
    // that come meanwhile wait for that render instead of each rendering and compressing it too
    // (20 at once when a popular page expires under load, each with its own buffers).
    if (page && current) {
      void waitFor(current).then((kept) => (kept ? serve(req, res, kept) : next()));
      return;
    }
    if (req.method === "HEAD") return next();

    req.headers[PAGE_CACHE_REQUEST] = "1";
    const started = { at, version };
    let done!: (page: Page | null) => void;
    const entry = { version, kept: new Promise<Page | null>((resolve) => (done = resolve)) };
    rendering.set(key, entry);
    let settled = false;
    const settle = (kept: Page | null = null) => {
      if (settled) return;
      settled = true;
      if (rendering.get(key) === entry) rendering.delete(key);
      done(kept);
    };
    captureBody(res, (html) => {
      const contentType = res.getHeader("Content-Type");
      const policy = res.getHeader("Content-Security-Policy");
      if (res.statusCode !== 200 || res.getHeader("Set-Cookie") !== undefined) return settle();
      if (typeof contentType !== "string" || typeof policy !== "string") return settle();
      // Only a whole document: a response cut short is not kept.
      if (!html.subarray(-16).toString("latin1").trimEnd().endsWith("</html>")) return settle();
      void keep(key, html, { contentType, policy }, started).then(settle);
    });
    // A response that was not to be kept, or that failed, ends the refresh too.
    res.on("close", () => {
      if (!(capturing(res) && res.writableFinished)) settle();
    });
    next();
  };
}

/**
 * Calls `done` with the body written to `res`, if the render marked it as one to keep (checked at
 * the first write, while the headers can still be changed). Writes go on to the next layers
 * (compression, the socket) as before.
 */
const keptResponses = new WeakSet<Response>();
const capturing = (res: Response) => keptResponses.has(res);

function captureBody(res: Response, done: (body: Buffer) => void) {
  let decided = false;
  let keeping = false;
  const chunks: Buffer[] = [];
  const decide = () => {
    if (decided) return;
    decided = true;
    keeping = res.getHeader(PAGE_CACHE_RESPONSE) === "1";
    if (keeping) keptResponses.add(res);
    if (!res.headersSent) res.removeHeader(PAGE_CACHE_RESPONSE);
  };
  const collect = (chunk: unknown, encoding: unknown) => {
    if (!keeping || chunk === undefined || chunk === null || typeof chunk === "function") return;
    if (typeof chunk === "string") chunks.push(Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"));
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  const write = res.write;
  const end = res.end;
  res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
    decide();
    collect(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as Response["write"];
  res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
    decide();
    collect(chunk, rest[0]);
    const result = (end as (...args: unknown[]) => Response).call(this, chunk, ...rest);
    if (keeping) done(Buffer.concat(chunks));
    return result;
  } as Response["end"];
}
