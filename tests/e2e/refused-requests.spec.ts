import http from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startServer, waitHealthy, type OwnServer } from "../support/own-server";
import { freePort } from "../support/smtp-sink";
import { signInAsAdmin } from "./support/accounts";
import { expect, test } from "./support/fixtures";

const ADMIN = { email: "patron@refus.test", password: "Patron-refus-2026!" };

/** One request with its path exactly as written (fetch and browsers resolve `\`, `.` and `..` first). */
function rawRequest(
  url: string,
  method: string,
  target: string,
  headers: Record<string, string>,
  body = "",
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: hostname, port, method, path: target, headers: { ...headers, "Content-Length": Buffer.byteLength(body) } }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (text += c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

// The built site on a server of its own, whose log the journey reads: requests crafted to be read
// one way by a check on the path and another by the router, and writes to addresses that take none.
test.describe("requests the site refuses", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  let workDir: string;
  let url: string;
  let server: OwnServer;
  let admin: string;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    workDir = mkdtempSync(path.join(tmpdir(), "salon-refus-"));
    url = `http://127.0.0.1:${await freePort()}`;
    server = startServer({
      PORT: new URL(url).port,
      PUBLIC_URL: url,
      DATA_DIR: path.join(workDir, "data"),
      TRUST_PROXY: "true",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    await waitHealthy(url, server);
    const context = await browser.newContext({ baseURL: url, extraHTTPHeaders: { "X-Forwarded-For": "10.66.0.1" } });
    await signInAsAdmin(await context.newPage(), ADMIN);
    admin = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    await context.close();
  });
  test.afterAll(async () => {
    server.child.kill("SIGTERM");
    const run = await server.exited;
    rmSync(workDir, { recursive: true, force: true });
    expect(run.code, run.output).toBe(0);
  });

  test("a path with backslashes or dot-segments never reaches an admin action through the unsubscribe link's exemption", async () => {
    const attack = { Origin: "https://evil.example", Cookie: admin, "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "10.66.0.2" };
    for (const target of [
      "/desinscription/x\\..\\..\\admin\\equipe\\abonnement",
      "/desinscription/x/../../admin/equipe/abonnement",
      "/desinscription/x/%2e%2e/%2e%2e/admin/equipe/abonnement",
      "/desinscription/x%5c..%5c..%5cadmin%5cequipe%5cabonnement",
    ]) {
      const answer = await rawRequest(url, "POST", target, attack, "scope=salon");
      expect({ target, status: answer.status, body: answer.body }).toEqual({ target, status: 400, body: "Cette adresse n'est pas valide." });
    }
    // A proxy's absolute target is no address of the site (the router cannot read it: it was a 500).
    expect(await rawRequest(url, "GET", "http://evil.example/faq", { "X-Forwarded-For": "10.66.0.2" })).toMatchObject({
      status: 400,
      body: "Cette adresse n'est pas valide.",
    });
    // The same write at its own address, from another site: refused as ever.
    expect((await rawRequest(url, "POST", "/admin/equipe/abonnement", attack, "scope=salon")).status).toBe(403);
    // A plain one-click unsubscribe still comes from anywhere (a false link: the page says so).
    expect((await rawRequest(url, "POST", "/desinscription/abc.def", { ...attack, Cookie: "" }, "List-Unsubscribe=One-Click")).status).not.toBe(403);
  });

  test("a write to an address that takes none is answered 405 with Allow and a French message, and logs no error", async () => {
    const same = { Origin: url, Cookie: admin, "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "10.66.0.3" };
    for (const target of [
      "/sitemap.xml",
      "/agenda/inconnu.ics",
      "/api/booking/slots?serviceId=x&date=2030-01-01",
      "/admin/newsletter/abonnes.csv",
      "/faq",
      "/faq.data",
    ]) {
      const answer = await rawRequest(url, "POST", target, same, "a=1");
      expect({ target, status: answer.status, allow: answer.headers.allow, body: answer.body }).toEqual({
        target,
        status: 405,
        allow: "GET, HEAD",
        body: "Cette adresse ne reçoit pas ce type de requête.",
      });
    }
    const unknownMethod = await rawRequest(url, "PROPFIND", "/contact", same);
    expect([unknownMethod.status, unknownMethod.headers.allow]).toEqual([405, "GET, HEAD, POST"]);
    const options = await rawRequest(url, "OPTIONS", "/contact", { "X-Forwarded-For": "10.66.0.3" });
    expect([options.status, options.headers.allow]).toEqual([204, "GET, HEAD, POST"]);
    // The addresses still answer what they take.
    expect((await rawRequest(url, "GET", "/sitemap.xml", { "X-Forwarded-For": "10.66.0.3" })).status).toBe(200);
    expect(server.output()).not.toMatch(/"level":"error"/);
  });
});
