import http from "node:http";
import type { AddressInfo } from "node:net";

export type ReverseProxy = { url: string; requests: number; perUpstream: number[]; close(): Promise<void> };

/**
 * A loopback reverse proxy that behaves as nginx does by default: it rewrites `Host` to the
 * upstream's, appends the client's address to `X-Forwarded-For` and says the scheme in
 * `X-Forwarded-Proto`. Streams bodies both ways. Given several upstreams (instances of the site),
 * it takes them in turn, request by request.
 */
export async function startReverseProxy(upstreams: string | string[]): Promise<ReverseProxy> {
  const targets = [upstreams].flat().map((u) => new URL(u));
  const state = { requests: 0, perUpstream: targets.map(() => 0) };
  const server = http.createServer((req, res) => {
    const turn = state.requests++ % targets.length;
    state.perUpstream[turn]!++;
    const target = targets[turn]!;
    const forwardedFor = [req.headers["x-forwarded-for"], req.socket.remoteAddress].filter(Boolean).join(", ");
    const headers = { ...req.headers, host: target.host, "x-forwarded-for": forwardedFor, "x-forwarded-proto": "http" };
    const upstreamRequest = http.request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers }, (upstreamResponse) => {
      res.writeHead(upstreamResponse.statusCode ?? 502, upstreamResponse.headers);
      upstreamResponse.pipe(res);
    });
    upstreamRequest.on("error", () => {
      if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
      res.end("Bad gateway");
    });
    req.pipe(upstreamRequest);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    get requests() {
      return state.requests;
    },
    get perUpstream() {
      return [...state.perUpstream];
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
