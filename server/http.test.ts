import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER } from "~/lib/rate-limit.server";
import { canonicalOrigin, clientAddress, sameOriginWrites, securityHeaders } from "./http";

type Echo = { client: string; url: string; forwardedHost?: string };

/** One request with exactly these headers (fetch would not let us set Host). */
function call(port: number, headers: Record<string, string>, method = "GET"): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path: "/echo?x=1", method, headers }, (res) => {
      let body = "";
      res.on("data", (c) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode!, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

function serve(configure: (app: express.Express) => void) {
  const app = express();
  configure(app);
  app.use(clientAddress);
  app.all("/echo", (req, res) => {
    const echo: Echo = { client: String(req.headers[CLIENT_IP_HEADER]), url: `${req.protocol}://${req.get("host")}${req.originalUrl}` };
    res.json(echo);
  });
  return http.createServer(app);
}

describe("behind a reverse proxy", () => {
  const servers: http.Server[] = [];
  const start = async (configure: (app: express.Express) => void) => {
    const server = serve(configure);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return (server.address() as AddressInfo).port;
  };
  let oneHop: number;
  let twoHops: number;
  let direct: number;
  const publicUrl = "https://salon.example.fr";
  beforeAll(async () => {
    oneHop = await start((app) => {
      app.set("trust proxy", 1);
      app.use(canonicalOrigin(publicUrl));
      app.use(sameOriginWrites(publicUrl));
    });
    twoHops = await start((app) => app.set("trust proxy", 2));
    direct = await start(() => undefined);
  });
  afterAll(() => servers.forEach((s) => s.close()));

  it("takes the client's address from the proxy's own entry, not from what the client wrote", async () => {
    const forged = await call(oneHop, { "X-Forwarded-For": "203.0.113.9, 198.51.100.7" });
    expect(JSON.parse(forged.body).client).toBe("198.51.100.7");
    const plain = await call(oneHop, { "X-Forwarded-For": "198.51.100.7" });
    expect(JSON.parse(plain.body).client).toBe("198.51.100.7");
    const two = await call(twoHops, { "X-Forwarded-For": "203.0.113.9, 198.51.100.7, 10.0.0.2" });
    expect(JSON.parse(two.body).client).toBe("198.51.100.7");
  });

  it("ignores the header altogether when no proxy is trusted", async () => {
    const answer = await call(direct, { "X-Forwarded-For": "198.51.100.7" });
    expect(JSON.parse(answer.body).client).toBe("127.0.0.1");
  });

  it("builds the public URL whatever Host and scheme the proxy sends", async () => {
    const answer = await call(oneHop, { Host: "127.0.0.1:3000", "X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "http" });
    expect(JSON.parse(answer.body).url).toBe("https://salon.example.fr/echo?x=1");
  });

  it("lets the site's own pages write and refuses another site's", async () => {
    expect((await call(oneHop, { Host: "127.0.0.1:3000", Origin: publicUrl }, "POST")).status).toBe(200);
    const refused = await call(oneHop, { Host: "127.0.0.1:3000", Origin: "https://evil.example" }, "POST");
    expect(refused).toEqual({ status: 403, body: "Requête refusée" });
  });
});

describe("security headers", () => {
  const headersOf = async (publicUrl: string) => {
    const app = express();
    app.use(securityHeaders(publicUrl));
    app.get("/", (_req, res) => res.send("ok"));
    const server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      return res.headers;
    } finally {
      server.close();
    }
  };

  it("forbid sniffing, framing and sensors on every response, and say HSTS only under https", async () => {
    const plain = await headersOf("http://localhost:3000");
    expect(plain.get("x-content-type-options")).toBe("nosniff");
    expect(plain.get("x-frame-options")).toBe("DENY");
    expect(plain.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(plain.get("permissions-policy")).toContain("camera=()");
    expect(plain.get("strict-transport-security")).toBeNull();
    expect(plain.get("content-security-policy")).toBeNull();
    const secure = await headersOf("https://salon.example.fr");
    expect(secure.get("strict-transport-security")).toBe("max-age=31536000");
  });
});
