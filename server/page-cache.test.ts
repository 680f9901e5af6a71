import http from "node:http";
import type { AddressInfo } from "node:net";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { memo } from "~/lib/memo.server";
import { PAGE_CACHE_REQUEST, PAGE_CACHE_RESPONSE } from "~/lib/page-cache.server";
import { pageCache } from "./page-cache";
import { BROWSER, request } from "./test-request";

describe("pageCache", () => {
  let clock = 1_000_000;
  let renders: { path: string; marked: string | undefined }[] = [];
  // What the stand-in for the site's render answers, per path.
  // Renders of "/slow" wait for this to be called.
  let release: (() => void) | undefined;
  const behaviour: Record<string, { keep?: boolean; status?: number; cookie?: boolean; cut?: boolean; slow?: boolean; styled?: boolean }> = {
    "/slow": { keep: true, slow: true },
    "/styled": { keep: true, styled: true },
    "/": { keep: true },
    "/private": { keep: false },
    "/missing": { keep: true, status: 404 },
    "/flash": { keep: true, cookie: true },
    "/cut": { keep: true, cut: true },
  };
  let server: http.Server;
  let port = 0;

  beforeAll(async () => {
    const app = express();
    app.use(compression());
    app.use(pageCache({ ttlMs: 2000, staleMs: 500, now: () => clock }));
    // Written as React Router's adapter writes a page: headers, then the body in pieces.
    app.use(async (req, res) => {
      const rule = behaviour[req.path] ?? {};
      if (rule.slow && release === undefined) await new Promise<void>((resolve) => (release = resolve));
      const marked = req.headers[PAGE_CACHE_REQUEST] as string | undefined;
      renders.push({ path: req.path, marked });
      const n = renders.length;
      res.status(rule.status ?? 200);
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.setHeader("Content-Security-Policy", `script-src 'self' 'sha256-${n}'${rule.styled ? "; style-src 'self' 'nonce-rendu'" : ""}`);
      if (rule.cookie) res.setHeader("Set-Cookie", "flash=; Max-Age=0");
      if (marked && rule.keep) res.setHeader(PAGE_CACHE_RESPONSE, "1");
      res.write(`<!DOCTYPE html><html><body><p>rendu ${n} ${"é".repeat(2000)}</p>`);
      res.end(rule.cut ? "" : "</body></html>");
    });
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  beforeEach(() => {
    clock += 60_000;
    renders = [];
  });

  /** The page is kept once compressed (on the thread pool): wait until a request is served from memory. */
  async function keptAfter(path: string, headers: Record<string, string> = BROWSER) {
    for (let i = 0; i < 200; i++) {
      const before = renders.length;
      const answer = await request(port, path, headers);
      if (renders.length === before) return answer;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`${path} never served from memory`);
  }

  /**
   * Served from memory, and the copy of the last render: renders still being compressed when the
   * first copy was kept have replaced it by then.
   */
  async function settled(path: string) {
    for (let i = 0; i < 200; i++) {
      const answer = await keptAfter(path);
      if (answer.body.includes(`rendu ${renders.length} `)) return answer;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`${path} never settled`);
  }

  it("sends a kept page to every visitor without a cookie, compressed once, with the render's headers, until it expires", async () => {
    const first = await request(port, "/", BROWSER);
    expect(first.status).toBe(200);
    expect(first.headers[PAGE_CACHE_RESPONSE]).toBeUndefined();
    expect(renders[0]).toEqual({ path: "/", marked: "1" });
    const kept = await settled("/");
    const rendered = renders.length;
    const n = rendered; // the last render is the one kept and sent
    expect(kept.body).toContain(`rendu ${n} `);
    expect(kept.body.endsWith("</body></html>")).toBe(true);
    expect(kept.headers).toMatchObject({
      "content-encoding": "br",
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": `script-src 'self' 'sha256-${n}'`,
      vary: "Accept-Encoding",
    });
    expect(kept.headers[PAGE_CACHE_RESPONSE]).toBeUndefined();

    const gzip = await request(port, "/", { "Accept-Encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.body).toBe(kept.body);
    const plain = await request(port, "/");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(kept.body);
    const notModified = await request(port, "/", { ...BROWSER, "If-None-Match": kept.headers.etag! });
    expect(notModified.status).toBe(304);
    const head = await request(port, "/", BROWSER, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body).toBe("");
    expect(renders.length).toBe(rendered);

    clock += 2000;
    await request(port, "/", BROWSER);
    expect(renders.length).toBe(rendered + 1);
  });

  it("gives each copy of a kept page a style nonce of its own, in its policy and in Server-Timing for its scripts", async () => {
    const kept = await settled("/styled");
    const again = await keptAfter("/styled", { "Accept-Encoding": "gzip" });
    const nonces = [kept, again].map((answer) => {
      const inPolicy = /style-src 'self' 'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"]))![1]!;
      expect(answer.headers["server-timing"]).toBe(`style-nonce;desc="${inPolicy}"`);
      expect(answer.body).not.toContain(inPolicy);
      return inPolicy;
    });
    expect(nonces[0]).not.toBe("rendu");
    expect(nonces[0]).not.toBe(nonces[1]);
    expect(nonces[0]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  it("while one request renders an expired page again, the others get the old copy for a moment, never after a change", async () => {
    release = () => undefined; // the first renders do not wait
    const old = await settled("/slow");
    const oldBody = old.body;
    release = undefined;
    clock += 1600; // past its 1.5 s of freshness, within the 0.5 s after
    const refresh = request(port, "/slow", BROWSER);
    await expect.poll(() => release !== undefined).toBe(true);
    const meanwhile = await request(port, "/slow", BROWSER);
    expect(meanwhile.body).toBe(oldBody);
    const rendersBefore = renders.length;
    release!();
    expect((await refresh).body).not.toBe(oldBody);
    // One render: the refresh's; the request meanwhile rendered nothing.
    expect(renders.length).toBe(rendersBefore + 1);
    const fresh = await settled("/slow");
    expect(fresh.body).not.toBe(oldBody);

    // Past the 0.5 s nobody gets the old copy: the requests that come while it is rendered again
    // wait for that render and get its page; one render for all of them.
    release = undefined;
    clock += 2100;
    const rendersThen = renders.length;
    const slowRefresh = request(port, "/slow", BROWSER);
    await expect.poll(() => release !== undefined).toBe(true);
    const waiting = Promise.all([request(port, "/slow", BROWSER), request(port, "/slow", BROWSER), request(port, "/slow", { "Accept-Encoding": "gzip" })]);
    release!();
    const refreshed = await slowRefresh;
    expect(refreshed.body).not.toBe(fresh.body);
    for (const answer of await waiting) {
      expect(answer.status).toBe(200);
      expect(answer.body).toBe(refreshed.body);
    }
    expect(renders.length).toBe(rendersThen + 1);
    release = () => undefined;
  });

  it("renders again as soon as public data changes here", async () => {
    await keptAfter("/");
    const before = renders.length;
    memo(async () => 1).invalidate();
    const answer = await request(port, "/", BROWSER);
    expect(renders.length).toBe(before + 1);
    expect(answer.body).toContain(`rendu ${before + 1} `);
  });

  it("renders every time for a visitor with a cookie or credentials, and for writes, never telling the render to keep", async () => {
    await keptAfter("/");
    const before = renders.length;
    await request(port, "/", { ...BROWSER, Cookie: "better-auth.session_token=abc", [PAGE_CACHE_REQUEST]: "1" });
    await request(port, "/", { ...BROWSER, Authorization: "Basic YTpi" });
    await request(port, "/", { ...BROWSER, "Content-Length": "0" }, "POST");
    expect(renders.slice(before)).toEqual([
      { path: "/", marked: undefined },
      { path: "/", marked: undefined },
      { path: "/", marked: undefined },
    ]);
  });

  it("keeps nothing the render did not mark, nor an error page, a page that sets a cookie or one cut short", async () => {
    for (const path of ["/private", "/missing", "/flash", "/cut"]) {
      for (let i = 0; i < 3; i++) {
        const answer = await request(port, path, BROWSER);
        expect(answer.headers[PAGE_CACHE_RESPONSE]).toBeUndefined();
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(renders.filter((r) => r.path === path)).toHaveLength(3);
    }
  });

  it("keeps pages apart by their address, query included, and ignores a client's own marker", async () => {
    await keptAfter("/?page=2");
    const before = renders.length;
    await request(port, "/?page=3", { ...BROWSER, [PAGE_CACHE_REQUEST]: "1" });
    expect(renders.slice(before)).toEqual([{ path: "/", marked: "1" }]);
    await request(port, "/private", { ...BROWSER, Cookie: "a=b", [PAGE_CACHE_REQUEST]: "1" });
    expect(renders.at(-1)).toEqual({ path: "/private", marked: undefined });
  });
});
