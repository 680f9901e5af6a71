import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER } from "~/lib/rate-limit.server";
import { canonicalOrigin, clientAddress, isPlainPath, plainPaths, requestBodies, routerPath, sameOriginWrites, securityHeaders } from "./http";

type Echo = { client: string; url: string };

/** One request with exactly these headers (fetch would not let us set Host). */
function call(port: number, headers: Record<string, string>, method = "GET", path = "/echo?x=1"): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path, method, headers }, (res) => {
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
  app.all(["/echo", "/desinscription/:token"], (req, res) => {
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

  it("counts an IPv6 client by its /64 and an IPv4-mapped one as IPv4", async () => {
    const client = async (forwarded: string) => JSON.parse((await call(oneHop, { "X-Forwarded-For": forwarded })).body).client;
    expect(await client("2001:db8:85a3:8d3:1319:8a2e:370:7348")).toBe("2001:db8:85a3:8d3::");
    expect(await client("2001:db8:85a3:8d3::1")).toBe("2001:db8:85a3:8d3::");
    expect(await client("::ffff:198.51.100.7")).toBe("198.51.100.7");
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

  it("lets a webmail's one-click unsubscribe through, and nothing else of another site", async () => {
    const oneClick = await call(oneHop, { Host: "127.0.0.1:3000", Origin: "https://mail.example" }, "POST", "/desinscription/abc.def");
    expect(oneClick.status).toBe(200);
    const elsewhere = await call(oneHop, { Host: "127.0.0.1:3000", Origin: "https://mail.example" }, "POST", "/desinscription/abc.def/../../echo");
    expect(elsewhere.status).toBe(403);
  });
});

describe("paths read one way", () => {
  // Each is read by the URL parser (React Router's) as another route than its raw text says.
  const crafted = [
    "/desinscription/x\\..\\..\\admin\\equipe\\abonnement",
    "/desinscription/x/../../admin/equipe/abonnement",
    "/desinscription/x/%2e%2e/%2E%2E/admin/equipe/abonnement",
    "/desinscription/x/.%2e/%2e./admin",
    "/desinscription/x%5c..%5c..%5cadmin%5cequipe%5cabonnement",
    "/desinscription/x%5C%2e%2e%5Cadmin",
    "/desinscription/x%2f..%2f..%2fadmin",
    "/desinscription/x/%252e%252e/admin",
    "/./admin",
    "/admin/.",
    "/admin/..",
    "/admin/..?x=1",
    "http://evil.example/desinscription/x/../../admin",
    "http://evil.example/faq",
    "*",
  ];
  const plain = [
    "/",
    "/blog/coupe.homme",
    "/.well-known/security.txt",
    "/desinscription/abc.def",
    "/shop?q=../x\\y",
    "/media/products/0123456789abcdef-1x1.webp",
    "/a%20b",
    "/%ZZ",
    "/..a/b..",
  ];

  it("tells a path that every layer reads alike from one they do not", () => {
    for (const target of crafted) expect(isPlainPath(target), target).toBe(false);
    for (const target of plain) expect(isPlainPath(target), target).toBe(true);
  });

  it("answers 400 before anything reads such a path, and lets a plain one through", async () => {
    const app = express();
    app.use(plainPaths);
    app.use(sameOriginWrites("https://salon.example.fr"));
    app.all("/{*rest}", (req, res) => res.send(`vu ${routerPath(req)}`));
    const server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      for (const target of crafted.filter((t) => t.startsWith("/"))) {
        expect(await call(port, { Origin: "https://evil.example" }, "POST", target), target).toEqual({ status: 400, body: "Cette adresse n'est pas valide." });
      }
      expect(await call(port, {}, "GET", "/blog/coupe.homme")).toEqual({ status: 200, body: "vu /blog/coupe.homme" });
    } finally {
      server.close();
    }
  });

  it("gives path-based rules the path the router will route", () => {
    const req = (originalUrl: string) => ({ originalUrl }) as express.Request;
    expect(routerPath(req("/desinscription/x\\..\\..\\admin\\equipe"))).toBe("/admin/equipe");
    expect(routerPath(req("/media/../admin?x=1"))).toBe("/admin");
    expect(routerPath(req("/desinscription/abc.def"))).toBe("/desinscription/abc.def");
    expect(routerPath(req("//x/desinscription/abc.def"))).toBe("//x/desinscription/abc.def");
  });
});

describe("security headers", () => {
  const headersOf = async (publicUrl: string, path = "/") => {
    const app = express();
    app.use(securityHeaders(publicUrl));
    app.get(path, (_req, res) => res.send("ok"));
    const server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`);
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

  it("keep resources to our own site, but for uploaded images, which mail readers show from theirs", async () => {
    expect((await headersOf("http://localhost:3000")).get("cross-origin-resource-policy")).toBe("same-site");
    expect((await headersOf("http://localhost:3000", "/media/products/0123456789abcdef-800x600.webp")).get("cross-origin-resource-policy")).toBe(
      "cross-origin",
    );
  });
});

describe("request bodies", () => {
  let server: http.Server;
  let port: number;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  beforeAll(async () => {
    const app = express();
    app.use(requestBodies({ form: 1024, upload: 64 * 1024 }));
    // Answers without reading the body, as a route does for a type it does not take.
    app.post("/ignore", (_req, res) => res.send("ignoré"));
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    agent.destroy();
    server.close();
  });

  /** Sends the whole body, however early the answer comes, then reads the answer. */
  const post = (body: Buffer, headers: Record<string, string | number>) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request({ host: "127.0.0.1", port, path: "/ignore", method: "POST", agent, headers }, (res) => {
        let text = "";
        res.on("data", (c) => (text += c));
        res.on("end", () => resolve({ status: res.statusCode!, text }));
      });
      req.on("error", reject);
      req.end(body);
    });

  it("answers 413 to a body larger than any the site takes, and the client gets the answer", async () => {
    const big = Buffer.alloc(50_000, "a");
    expect(await post(big, { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": big.length })).toEqual({
      status: 413,
      text: "Le formulaire envoyé est trop volumineux.",
    });
    // An upload may be larger than a form.
    expect((await post(big, { "Content-Type": "multipart/form-data; boundary=x", "Content-Length": big.length })).status).toBe(200);
  });

  it("answers 411 to a body that does not say its size", async () => {
    expect((await post(Buffer.from("a=b"), { "Content-Type": "application/x-www-form-urlencoded", "Transfer-Encoding": "chunked" })).status).toBe(411);
  });

  it("reads away what a route left unread, so the connection serves the next request", async () => {
    const body = Buffer.alloc(60_000, "b");
    for (let i = 0; i < 3; i++) {
      expect(await post(body, { "Content-Type": "multipart/form-data; boundary=x", "Content-Length": body.length })).toEqual({ status: 200, text: "ignoré" });
    }
  });
});
