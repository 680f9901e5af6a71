// The built site's hashed files (`build/client/assets`: scripts, styles), served compressed once
// rather than at every request.
import { readdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";
import { acceptedEncoding, compressBoth, sendCompressed, type Compressed } from "./compressed";

/** Text files, which compress; fonts and images are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|map|txt|html|xml)$/;
/** Under this size, a file is sent as it is (as the compression middleware does). */
const MIN_BYTES = 1024;

/**
 * Compression of a script at every request costs more than the page that loads it (the main
 * script: 6.6 ms of CPU for 210 KB, 255 requests/s, against 1 500 sent as it is). Here each file is
 * compressed once, with the best settings (brotli 11, gzip 9), in the background on its first
 * request, which is served as before meanwhile (`next()`: the static files and the compression
 * middleware). A file's name carries a hash of its content, so what was compressed stays right as
 * long as the process runs. Files are those the folder held at start, by name: nothing else is read.
 */
export function precompressedAssets(dir: string, cacheControl = "public, max-age=31536000, immutable") {
  let names: Set<string>;
  try {
    names = new Set(readdirSync(dir).filter((name) => COMPRESSIBLE.test(name)));
  } catch {
    names = new Set();
  }
  // null: not worth compressing (too small), or it could not be.
  const ready = new Map<string, Compressed | null>();
  const started = new Set<string>();

  const compress = (name: string) => {
    if (started.has(name)) return;
    started.add(name);
    readFile(path.join(dir, name))
      .then((source) => (source.length < MIN_BYTES ? null : compressBoth(source, { brotli: 11, gzip: 9 })))
      .catch(() => null)
      .then((compressed) => ready.set(name, compressed));
  };

  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = req.path.slice(1);
    if (!names.has(name)) return next();
    const encoding = acceptedEncoding(req);
    if (!encoding) return next();
    const compressed = ready.get(name);
    if (compressed === undefined) compress(name);
    if (!compressed) return next();

    // The name holds the content's hash: with the encoding, it names this body.
    res.type(path.extname(name));
    sendCompressed(req, res, compressed, encoding, { etag: name, "Cache-Control": cacheControl });
  };
}
