// For the server's unit tests: one request to a loopback server, its body decompressed.
import http from "node:http";
import zlib from "node:zlib";

export type Answer = { status: number; headers: http.IncomingHttpHeaders; raw: Buffer; body: string };

/** What Chromium sends. */
export const BROWSER = { "Accept-Encoding": "gzip, deflate, br, zstd" };

/** The answer to one request, its body as sent (`raw`) and as text, decompressed. */
export function request(port: number, path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers["content-encoding"];
        const body = raw.length === 0 ? raw : encoding === "br" ? zlib.brotliDecompressSync(raw) : encoding === "gzip" ? zlib.gunzipSync(raw) : raw;
        resolve({ status: res.statusCode!, headers: res.headers, raw, body: body.toString() });
      });
    });
    req.on("error", reject);
    req.end();
  });
}
