import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { freePort } from "../support/smtp-sink";
import { PASSWORD, signInAsAdmin, signUpThroughForm, uniqueEmail } from "./support/accounts";
import { countRows, uploadedFiles } from "./support/data-snapshot";
import { expect, test } from "./support/fixtures";
import { startServer, waitHealthy, type OwnServer } from "../support/own-server";
import { dataUrlOf, routePatterns } from "./support/route-table";

/**
 * Every route of the route table (derived, not listed by hand) is sent malformed input by a
 * visitor, a customer and the admin: bodies of every wrong kind, NUL bytes, invalid UTF-8,
 * oversized fields and bodies, objects where text is expected, wrong methods and crafted ids.
 * Not one answer may be a 5xx, and nothing may be written: every table keeps its row count and no
 * file appears (counted on the stopped server's own database).
 */

const crafted = ["x", "%00", "%FF", "-".repeat(36), "00000000-0000-0000-0000-000000000000", "a".repeat(300)];

/** Concrete URLs for a pattern: crafted values in each parameter, plus a real one where known. */
function urlsOf(pattern: string, real: Record<string, string[]>): string[] {
  const params = pattern.match(/:[a-z]+|\*/gi) ?? [];
  if (!params.length) return [pattern];
  const values = [...crafted, ...(real[pattern] ?? [])];
  return values.map((value) => pattern.replace(/:[a-z]+|\*/gi, value));
}

const nul = "a\u0000b";
const longText = `${"a".repeat(3000)}@example.test`;

type Body = { label: string; contentType?: string; data?: string | Buffer };

/** The malformed bodies, built with the field names the site's own forms use. */
function bodiesFor(fields: string[], intents: string[]): Body[] {
  const form = (values: Record<string, string>) => new URLSearchParams(values).toString();
  const all = (value: string) => Object.fromEntries(fields.map((f) => [f, value]));
  const json = (value: unknown) => JSON.stringify(Object.fromEntries(fields.map((f) => [f, value])));
  const perIntent = (make: (intent: string) => Body): Body[] => ["", ...intents].map(make);
  let nested: unknown = "x";
  for (let i = 0; i < 500; i++) nested = { a: nested };
  return [
    { label: "no body" },
    { label: "text/plain", contentType: "text/plain", data: "bonjour" },
    { label: "invalid JSON", contentType: "application/json", data: '{"email":' },
    { label: "JSON array", contentType: "application/json", data: "[1,2]" },
    { label: "JSON null", contentType: "application/json", data: "null" },
    { label: "JSON nested", contentType: "application/json", data: JSON.stringify(nested) },
    { label: "JSON objects for text", contentType: "application/json", data: json({ $gt: "" }) },
    { label: "JSON numbers for text", contentType: "application/json", data: json(12345) },
    { label: "JSON arrays for text", contentType: "application/json", data: json(["x", "y"]) },
    { label: "JSON NUL", contentType: "application/json", data: json(nul) },
    { label: "JSON long", contentType: "application/json", data: json(longText) },
    { label: "broken multipart", contentType: "multipart/form-data; boundary=zzz", data: '--zzz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb' },
    { label: "multipart without boundary", contentType: "multipart/form-data", data: "a=b" },
    { label: "invalid UTF-8", contentType: "application/x-www-form-urlencoded", data: Buffer.from([0x65, 0x6d, 0x61, 0x69, 0x6c, 0x3d, 0xff, 0xfe, 0xc3]) },
    { label: "body over the form limit", contentType: "application/x-www-form-urlencoded", data: `a=${"b".repeat(1024 * 1024)}` },
    ...perIntent((intent) => ({
      label: `NUL fields ${intent}`,
      contentType: "application/x-www-form-urlencoded",
      data: form({ ...all(nul), ...(intent ? { intent } : {}) }),
    })),
    ...perIntent((intent) => ({
      label: `long fields ${intent}`,
      contentType: "application/x-www-form-urlencoded",
      data: form({ ...all(longText), ...(intent ? { intent } : {}) }),
    })),
    ...perIntent((intent) => ({
      label: `percent NUL ${intent}`,
      contentType: "application/x-www-form-urlencoded",
      data: `${fields.map((f) => `${f}=%00%ff`).join("&")}${intent ? `&intent=${intent}` : ""}`,
    })),
  ];
}

type Identity = { name: string; storageState?: Awaited<ReturnType<APIRequestContext["storageState"]>> };

test.describe("bad input", () => {
  test.describe.configure({ timeout: 600_000 });
  let server: OwnServer | undefined;
  let dataDir: string;
  let url: string;
  let env: Record<string, string>;
  const identities: Identity[] = [{ name: "visitor" }];
  const adminCredentials = { email: "admin@bad-input.test", password: "Bad-Input-2026!" };

  const start = async () => {
    server = startServer(env);
    await waitHealthy(url, server);
  };
  const stop = async () => {
    server?.child.kill("SIGTERM");
    const run = await server?.exited;
    server = undefined;
    expect(run?.code, run?.output).toBe(0);
  };

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(300_000);
    dataDir = mkdtempSync(path.join(tmpdir(), "salon-bad-input-"));
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    env = {
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      TRUST_PROXY: "true",
      ADMIN_EMAIL: adminCredentials.email,
      ADMIN_PASSWORD: adminCredentials.password,
    };
    await start();
    // The customer and the admin sign in through the site, before the data is counted.
    for (const name of ["customer", "admin"] as const) {
      const context = await browser.newContext({ baseURL: url, extraHTTPHeaders: { "X-Forwarded-For": `10.77.0.${name === "admin" ? 2 : 1}` } });
      const page = await context.newPage();
      if (name === "admin") await signInAsAdmin(page, adminCredentials);
      else {
        await signUpThroughForm(page, uniqueEmail("bad-input"), { password: PASSWORD });
        await expect(page.getByRole("button", { name: /Mon compte/ })).toBeVisible();
      }
      identities.push({ name, storageState: await context.storageState() });
      await context.close();
    }
  });

  test.afterAll(async () => {
    if (server) {
      server.child.kill("SIGKILL");
      await server.exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("no route answers a 5xx to malformed input, and nothing is written", async () => {
    await stop();
    // The two rate-limit tables (ours and the auth library's) count requests on purpose.
    const skip = ["request_limits", "rate_limit"];
    const rowsBefore = await countRows(dataDir, skip);
    const filesBefore = uploadedFiles(dataDir);
    await start();

    const failures: string[] = [];
    let sent = 0;
    const started = Date.now();
    for (const [n, identity] of identities.entries()) {
      const client = await playwrightRequest.newContext({
        baseURL: url,
        storageState: identity.storageState,
        extraHTTPHeaders: { Origin: url, "X-Forwarded-For": `10.78.0.${n + 1}` },
        maxRedirects: 0,
      });
      // Up to eight requests in flight: the sweep is thousands of requests.
      const inFlight = new Set<Promise<void>>();
      const check = async (method: string, target: string, body?: Body) => {
        while (inFlight.size >= 8) await Promise.race(inFlight);
        const request = send(method, target, body).finally(() => inFlight.delete(request));
        inFlight.add(request);
      };
      const send = async (method: string, target: string, body?: Body) => {
        sent++;
        const label = `${identity.name} ${method} ${target.slice(0, 120)} ${body?.label ?? ""}`;
        try {
          const res = await client.fetch(target, {
            method,
            headers: body?.contentType ? { "Content-Type": body.contentType } : {},
            data: body?.data,
            timeout: 60_000,
          });
          if (res.status() >= 500) failures.push(`${res.status()} ${label}`);
          // Refusals speak French: none of the validation library's English defaults.
          else if (res.status() === 400 && /Invalid input|Too (big|small)|expected (string|number|object|array)/.test(await res.text())) {
            failures.push(`English message: ${label}`);
          }
        } catch (error) {
          failures.push(`no answer: ${label}: ${(error as Error).message.split("\n")[0]}`);
        }
      };

      // Real ids where the site shows them, so the checks behind "not found" are reached too.
      const real: Record<string, string[]> = {};
      const idsIn = (html: string, re: RegExp) => [...new Set([...html.matchAll(re)].map((m) => m[1]!))].slice(0, 1);
      real["/shop/product/:id"] = idsIn(await (await client.get("/shop")).text(), /\/shop\/product\/([0-9a-f-]{36})/g);
      real["/shop/:category"] = ["barbe-rasage"];
      real["/blog/:slug"] = idsIn(await (await client.get("/blog")).text(), /\/blog\/([a-z0-9-]+)"/g);
      if (identity.name === "admin") real["/admin/emails/:id"] = idsIn(await (await client.get("/admin/emails")).text(), /\/admin\/emails\/([0-9a-f-]{36})/g);

      const all = routePatterns()
        // Better Auth's own endpoints (sign-out among them) are swept by the visitor only.
        .filter(({ pattern }) => identity.name === "visitor" || !pattern.startsWith("/api/auth"));

      // Each page's own form fields, intents and file inputs, to reach each action's checks.
      type Target = { url: string; index: boolean; fields: Set<string>; intents: Set<string>; upload: boolean };
      const everyField = new Set([
        "email",
        "password",
        "name",
        "phone",
        "message",
        "comment",
        "id",
        "token",
        "serviceId",
        "date",
        "time",
        "quantity",
        "productId",
        "lines",
        "promoCode",
        "deliveryMode",
      ]);
      const targets: Target[] = [];
      for (const { pattern, index } of all) {
        for (const target of urlsOf(pattern, real)) {
          const res = await client.get(target);
          const html = (res.headers()["content-type"] ?? "").includes("text/html") ? await res.text() : "";
          const fields = new Set([...html.matchAll(/\sname="([A-Za-z][\w.-]*)"/g)].map((m) => m[1]!));
          const intents = new Set([...html.matchAll(/name="intent"[^>]*value="([\w-]+)"|value="([\w-]+)"[^>]*name="intent"/g)].map((m) => (m[1] ?? m[2])!));
          fields.forEach((f) => everyField.add(f));
          targets.push({ url: target, index, fields, intents, upload: html.includes('type="file"') });
          for (const query of [
            "?search=%00",
            "?q=%00&page=%FF&status=%00&sort=%00",
            `?serviceId=${"-".repeat(36)}&date=%00`,
            `?redirect=%00&token=${"a".repeat(5000)}`,
          ]) {
            await check("GET", `${target}${query}`);
          }
        }
      }
      // Writes go to one crafted value per parameter and the real one: the other crafted ids have had their GETs.
      const writeTargets = targets.filter((t) => !/%00|%FF|-{36}|0{8}-|a{300}/.test(t.url));
      for (const target of writeTargets) {
        const fields = target.fields.size ? [...target.fields] : [...everyField];
        const bodies = bodiesFor(fields, [...target.intents]);
        if (target.upload) {
          const pdf = "%PDF-1.4 ".padEnd(30 * 1024 * 1024, "x");
          bodies.push({
            label: "30 MB upload",
            contentType: "multipart/form-data; boundary=zzz",
            data: `--zzz\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n${pdf}\r\n--zzz--\r\n`,
          });
        }
        for (const method of ["PUT", "PATCH", "DELETE"]) await check(method, target.url, bodies[1]);
        // Resource routes have no data twin.
        const urls = /^\/(api|media)\/|\.(xml|txt)$/.test(target.url) ? [target.url] : [target.url, dataUrlOf(target.url, target.index)];
        for (const post of urls) for (const body of bodies) await check("POST", post, body);
      }
      await Promise.all(inFlight);
      console.log(`${identity.name}: ${sent} requests so far, ${Math.round((Date.now() - started) / 1000)} s`);
      await client.dispose();
    }
    expect(failures, `${failures.length} of ${sent} requests failed:\n${failures.slice(0, 60).join("\n")}`).toEqual([]);

    await stop();
    expect(await countRows(dataDir, skip)).toEqual(rowsBefore);
    expect(uploadedFiles(dataDir)).toEqual(filesBefore);
  });
});
