import http from "node:http";
import type { AddressInfo } from "node:net";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compressDocumentsWhole } from "./compressed";
import { BROWSER, request } from "./test-request";

const PIECE = "<p>Coupe, barbe et rasage traditionnel au cœur du 20e.</p>".repeat(200);
const DOCUMENT = `<!DOCTYPE html><html lang="fr"><head></head><body>${PIECE}${PIECE}</body></html>`;

describe("documents compressed whole", () => {
  let server: http.Server;
  let port = 0;
  // What went through the compression middleware's stream: its writes, as counted by its flushes.
  let flushes = 0;

  beforeAll(async () => {
    const app = express();
    app.use(compression());
    app.use((_req, res, next) => {
      const flush = (res as express.Response & { flush: () => void }).flush;
      (res as express.Response & { flush: () => void }).flush = () => {
        flushes++;
        flush.call(res);
      };
      next();
    });
    app.use(compressDocumentsWhole({ brotliQuality: 3, brotliWindowBits: 18 }));
    // Written as React Router's adapter writes a page: headers, then the body in pieces, each flushed.
    app.get("/page", (_req, res) => {
      res.status(200).setHeader("Content-Type", "text/html; charset=utf-8");
      const bytes = Buffer.from(DOCUMENT);
      const half = Math.floor(bytes.length / 2);
      res.write(bytes.subarray(0, half));
      (res as express.Response & { flush: () => void }).flush();
      res.write(bytes.subarray(half).toString(), "utf8");
      (res as express.Response & { flush: () => void }).flush();
      res.end();
    });
    app.get("/data", (_req, res) => {
      res.setHeader("Content-Type", "application/json");
      res.end(JSON.stringify({ piece: PIECE }));
    });
    app.get("/not-modified", (_req, res) => {
      res.status(304).setHeader("Content-Type", "text/html; charset=utf-8");
      res.end();
    });
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("sends a document in one piece, compressed as the browser asks, with its length", async () => {
    for (const [accept, encoding] of [
      [BROWSER["Accept-Encoding"], "br"],
      ["gzip", "gzip"],
    ] as const) {
      flushes = 0;
      const answer = await request(port, "/page", { "Accept-Encoding": accept });
      expect(answer.status).toBe(200);
      expect(answer.headers["content-encoding"]).toBe(encoding);
      expect(answer.headers["content-length"]).toBe(String(answer.raw.length));
      expect(answer.headers.vary).toBe("Accept-Encoding");
      expect(answer.body).toBe(DOCUMENT);
      expect(answer.raw.length).toBeLessThan(DOCUMENT.length / 10);
      // Nothing was flushed to the middleware's stream, which had nothing to compress.
      expect(flushes).toBe(0);
    }
  });

  it("leaves the rest to the compression middleware: no compression asked for, data, an answer without a body", async () => {
    const plain = await request(port, "/page", { "Accept-Encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(DOCUMENT);

    const data = await request(port, "/data", BROWSER);
    expect(data.headers["content-encoding"]).toBe("br");
    expect(data.headers["content-length"]).toBeUndefined();
    expect(JSON.parse(data.body)).toEqual({ piece: PIECE });

    const head = await request(port, "/page", BROWSER, "HEAD");
    expect(head.status).toBe(200);
    expect(head.raw.length).toBe(0);

    const notModified = await request(port, "/not-modified", BROWSER);
    expect(notModified.status).toBe(304);
    expect(notModified.headers["content-encoding"]).toBeUndefined();
  });
});
