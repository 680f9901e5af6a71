import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtFiles } from "./http";

describe("builtFiles", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "built-files-"));
  let server: http.Server;
  let base = "";

  beforeAll(async () => {
    writeFileSync(path.join(dir, "favicon.svg"), "<svg/>");
    mkdirSync(path.join(dir, "images"));
    writeFileSync(path.join(dir, "images", "logo.svg"), "<svg id='logo'/>");
    const app = express();
    app.use(builtFiles(dir, { maxAge: "1h" }));
    app.use((req, res) => res.status(404).send(`page ${req.path}`));
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it("serves the folder's files, with their cache lifetime", async () => {
    const favicon = await fetch(`${base}/favicon.svg`);
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(await (await fetch(`${base}/images/logo.svg`)).text()).toBe("<svg id='logo'/>");
  });

  it("passes pages and unknown files on to the app", async () => {
    for (const page of ["/", "/shop", "/blog/un-article", "/images/absent.svg", "/favicon.svg.bak"]) {
      expect(await (await fetch(`${base}${page}`)).text()).toBe(`page ${page}`);
    }
  });

  it("passes everything on when the folder is missing (no build yet)", () => {
    const middleware = builtFiles(path.join(dir, "absent"));
    let passed = false;
    middleware({ path: "/favicon.svg" } as express.Request, {} as express.Response, () => (passed = true));
    expect(passed).toBe(true);
  });
});
