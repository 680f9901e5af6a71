import { randomUUID } from "node:crypto";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { callRoute, ORIGIN } from "../support/actions";
import { useTestAuth } from "../support/test-auth";
import { useTestDatabase } from "../support/test-database";

const database = useTestDatabase();
useTestAuth(database);

// Every route module of the route table, with a path to call it by.
function flatten(entries: RouteConfigEntry[], prefix = ""): Array<{ file: string; path: string }> {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? prefix : `${prefix}/${entry.path}`.replace(/\/+/g, "/");
    return [{ file: entry.file, path: path || "/" }, ...flatten(entry.children ?? [], path)];
  });
}

const params: Record<string, string> = { id: randomUUID(), token: "x".repeat(43), category: "cheveux", slug: "inconnu", "*": "sign-out" };
const concrete = (path: string) => path.replace(/:(\w+)\??/g, (_, name: string) => params[name]!).replace("*", params["*"]!);

const badBodies: Array<[label: string, init: RequestInit]> = [
  ["an empty body", { body: "" }],
  ["a JSON body", { body: JSON.stringify({ hello: "world", rating: [1] }), headers: { "content-type": "application/json" } }],
  ["invalid JSON", { body: "{ not json", headers: { "content-type": "application/json" } }],
  ["text/plain", { body: "email=a@b.c&password=x", headers: { "content-type": "text/plain" } }],
  ["deeply nested JSON", { body: `{"name":${"[".repeat(20_000)}${"]".repeat(20_000)}}`, headers: { "content-type": "application/json" } }],
  ["a NUL byte in a form", { body: "name=a%00b&email=a%40b.fr&message=x%00&comment=%00", headers: { "content-type": "application/x-www-form-urlencoded" } }],
];

// Redirects that the specification asks for, instead of an error on the page.
const expectedRedirects: Record<string, string> = {
  "routes/reset-password.tsx": "/forgot-password",
};

type RouteModule = { action?: (args: never) => unknown };
const modules = flatten(routes as RouteConfigEntry[]);
const withActions = (
  await Promise.all(modules.map(async (m) => ({ ...m, module: (await import(`../../app/${m.file.replace(/\.tsx?$/, "")}`)) as RouteModule })))
).filter((m) => m.module.action);

// The authentication library's own JSON endpoints (sign-out, session): not forms, but never a 500.
const libraryEndpoints = new Set(["routes/api/auth.ts"]);

describe("every form action of the site", () => {
  it("is found in the route table", () => {
    expect(withActions.map((m) => m.file)).toEqual(
      expect.arrayContaining(["routes/contact.tsx", "routes/recrutement.tsx", "routes/api/bookings.ts", "routes/login.tsx", "routes/signup.tsx"]),
    );
  });

  for (const { file, path, module } of withActions) {
    it(`${file} answers bad bodies with a 4xx, never a 500`, async () => {
      const url = `${ORIGIN}${concrete(path)}`;
      for (const [label, init] of badBodies) {
        const request = new Request(url, { method: "POST", ...init, headers: { Origin: ORIGIN, ...init.headers } });
        const answer = await callRoute(module.action!, request, params);
        const where = `${file}: ${label}`;
        const redirect = expectedRedirects[file];
        if (redirect && answer.response?.status === 302) {
          expect(answer.response.headers.get("Location"), where).toBe(redirect);
          continue;
        }
        expect(answer.status, where).toBeLessThan(500);
        if (libraryEndpoints.has(file)) continue;
        expect(answer.status, where).toBeGreaterThanOrEqual(400);
        if (answer.data) expect(answer.data, where).toMatchObject({ ok: false, message: expect.any(String) });
      }
    });
  }
});

/** A body sent in chunks, without a length, as a client streaming it would. */
function streamed(path: string, type: string, size: number): Request {
  const chunk = new TextEncoder().encode("a".repeat(16 * 1024));
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= size) return controller.close();
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    body,
    headers: { Origin: ORIGIN, "content-type": type },
    duplex: "half",
  } as RequestInit);
}

describe("the limits of a form body", () => {
  const contact = () => import("~/routes/contact");

  it("refuses a body sent without a length once it passes the limit, without reading the rest", async () => {
    const { action } = await contact();
    const answer = await callRoute(action, streamed("/contact", "application/x-www-form-urlencoded", 10 * 1024 * 1024));
    expect(answer.status).toBe(413);
    expect(answer.data).toMatchObject({ ok: false, code: "TOO_LARGE", message: "Le formulaire envoyé est trop volumineux." });
  });

  it("reads a small body sent without a length like any other", async () => {
    const { action } = await contact();
    const answer = await callRoute(action, streamed("/contact", "application/x-www-form-urlencoded", 1));
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({ ok: false, code: "INVALID_INPUT" });
  });

  it("refuses a deeply nested JSON body with a 400", async () => {
    const { action } = await contact();
    const body = `{"name":${"[".repeat(20_000)}${"]".repeat(20_000)}}`;
    const request = new Request(`${ORIGIN}/contact`, { method: "POST", body, headers: { Origin: ORIGIN, "content-type": "application/json" } });
    const answer = await callRoute(action, request);
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({ ok: false, message: "Le formulaire contient des caractères non autorisés." });
  });

  it("says a too large application is so because of its CV", async () => {
    const { action } = await import("~/routes/recrutement");
    const answer = await callRoute(action, streamed("/recrutement", "multipart/form-data; boundary=x", 7 * 1024 * 1024));
    expect(answer.status).toBe(413);
    expect(answer.data).toMatchObject({ ok: false, message: "Le fichier ne doit pas dépasser 5MB" });
  });
});
