import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressedAssets } from "./assets";

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** One request with exactly these headers (fetch would decompress and add its own Accept-Encoding). */
function get(port: number, file: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path: file, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("precompressedAssets", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "assets-"));
  const script = Buffer.from(`export const rows = ${JSON.stringify(Array.from({ length: 2000 }, (_, i) => `ligne ${i}`))};\n`);
  let server: http.Server;
  let port = 0;

  beforeAll(async () => {
    writeFileSync(path.join(dir, "entry-Ab12Cd34.js"), script);
    writeFileSync(path.join(dir, "tiny-Ef56.css"), "a{color:red}");
    writeFileSync(path.join(dir, "font-Gh78.woff2"), Buffer.alloc(4096, 1));
    const app = express();
    app.use(compression());
    app.use("/assets", precompressedAssets(dir), express.static(dir, { immutable: true, maxAge: "1y" }));
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  /** The first request starts the compression; the ones after it get its result once ready. */
  async function compressedOnce(file: string, encoding: string) {
    for (let i = 0; i < 200; i++) {
      const answer = await get(port, file, { "Accept-Encoding": encoding });
      if (answer.headers.etag?.startsWith('"')) return answer;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error("never served precompressed");
  }

  it("serves the first request as before (compressed on the fly), then the file compressed once", async () => {
    const first = await get(port, "/assets/entry-Ab12Cd34.js", { "Accept-Encoding": "gzip, deflate, br, zstd" });
    expect(first.status).toBe(200);
    expect(first.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(first.body)).toEqual(script);

    const later = await compressedOnce("/assets/entry-Ab12Cd34.js", "gzip, deflate, br, zstd");
    expect(later.headers).toMatchObject({
      "content-encoding": "br",
      "content-type": "text/javascript; charset=utf-8",
      "cache-control": "public, max-age=31536000, immutable",
      vary: "Accept-Encoding",
      "content-length": String(later.body.length),
    });
    expect(zlib.brotliDecompressSync(later.body)).toEqual(script);
  });

  it("gives gzip to who takes only gzip, the file as it is to who takes neither, and 304 to a known copy", async () => {
    const gz = await compressedOnce("/assets/entry-Ab12Cd34.js", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.body)).toEqual(script);

    const plain = await get(port, "/assets/entry-Ab12Cd34.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toEqual(script);

    const again = await get(port, "/assets/entry-Ab12Cd34.js", { "Accept-Encoding": "gzip", "If-None-Match": gz.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);

    const head = await get(port, "/assets/entry-Ab12Cd34.js", { "Accept-Encoding": "br" }, "HEAD");
    expect(head.headers["content-encoding"]).toBe("br");
    expect(head.body.length).toBe(0);
  });

  it("leaves small files, fonts and unknown paths to the static files", async () => {
    for (let i = 0; i < 3; i++) {
      const tiny = await get(port, "/assets/tiny-Ef56.css", { "Accept-Encoding": "br" });
      expect(tiny.headers["content-encoding"]).toBeUndefined();
      expect(tiny.body.toString()).toBe("a{color:red}");
      const font = await get(port, "/assets/font-Gh78.woff2", { "Accept-Encoding": "br" });
      expect(font.headers["content-encoding"]).toBeUndefined();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect((await get(port, "/assets/absent.js", { "Accept-Encoding": "br" })).status).toBe(404);
    expect((await get(port, "/assets/../assets.test.ts", { "Accept-Encoding": "br" })).status).toBe(404);
  });
});
