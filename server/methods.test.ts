import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { request } from "./test-request";
import { methodsAllowed } from "./methods";

const page = { default: () => null };
const action = () => null;
/** Routes as a build lists them: a home page with an action (index), a page without, a resource route with and without an action, a layout. */
const build = {
  routes: {
    root: { id: "root", path: "", module: { ...page } },
    home: { id: "home", parentId: "root", index: true, module: { ...page, action } },
    faq: { id: "faq", parentId: "root", path: "faq", module: { ...page } },
    contact: { id: "contact", parentId: "root", path: "contact", module: { ...page, action } },
    sitemap: { id: "sitemap", parentId: "root", path: "sitemap.xml", module: { loader: () => null } },
    bookings: { id: "bookings", parentId: "root", path: "api/bookings", module: { action } },
    shell: { id: "shell", parentId: "root", module: { ...page } },
    team: { id: "team", parentId: "shell", path: "admin/equipe", module: { ...page, action } },
    notFound: { id: "notFound", parentId: "root", path: "*", module: { ...page } },
  },
} as unknown as ServerBuild;

describe("methods an address takes", () => {
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    const app = express();
    app.use(methodsAllowed(build));
    app.all("/{*rest}", (_req, res) => res.send("routeur"));
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => server.close());

  const send = (method: string, path: string) => request(port, path, {}, method);

  it("answers a write to an address without an action 405, with Allow and a French message", async () => {
    for (const path of ["/sitemap.xml", "/faq", "/faq.data", "/nulle-part", "/?x=1"]) {
      const answer = await send("POST", path);
      expect(answer.status, path).toBe(405);
      expect(answer.headers.allow, path).toBe("GET, HEAD");
      expect(answer.body).toBe("Cette adresse ne reçoit pas ce type de requête.");
    }
    expect((await send("DELETE", "/sitemap.xml")).status).toBe(405);
  });

  it("lets a write through to an action, as React Router picks it (an index route with ?index)", async () => {
    for (const path of ["/contact", "/contact.data", "/api/bookings", "/admin/equipe", "/?index", "/_root.data?index"]) {
      expect((await send("POST", path)).body, path).toBe("routeur");
    }
    expect((await send("GET", "/sitemap.xml")).body).toBe("routeur");
  });

  it("refuses a method no action takes, saying which ones the address does", async () => {
    const answer = await send("PROPFIND", "/contact");
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe("GET, HEAD, POST");
    const options = await send("OPTIONS", "/faq");
    expect([options.status, options.headers.allow, options.headers["access-control-allow-origin"]]).toEqual([204, "GET, HEAD", undefined]);
  });
});
