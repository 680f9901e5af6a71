import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { freePort } from "../support/smtp-sink";
import { startServer, waitHealthy } from "../support/own-server";

// These start their own servers on their own DATA_DIR; they need no browser.

test.describe("server lifecycle", () => {
  test.describe.configure({ timeout: 180_000 });

  test("stops cleanly on SIGTERM, even with a request in flight, and restarts on the same data folder", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "salon-lifecycle-"));
    try {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      // As `npm start` runs it: no NODE_ENV to remember.
      const env = { PORT: String(port), DATA_DIR: dataDir, ADMIN_PASSWORD: "Lifecycle-2026!", NODE_ENV: "" };
      const first = startServer(env);
      await waitHealthy(url, first);
      expect(first.output()).toContain(`http://localhost:${port}`);
      expect(first.output()).toContain("admin@monsieur-moustache.fr");
      expect(first.output()).toContain("Rendu React : production");

      // The response has started when the signal arrives; it must still be delivered whole.
      const inFlight = await fetch(`${url}/shop`);
      first.child.kill("SIGTERM");
      expect(inFlight.status).toBe(200);
      expect(await inFlight.text()).toContain("</html>");
      const run = await first.exited;
      expect(run.code).toBe(0);

      // The PGlite folder was released: a new process opens it, and the seed is not repeated.
      const second = startServer(env);
      await waitHealthy(url, second);
      const shop = await (await fetch(`${url}/shop`)).text();
      expect(shop.match(/> : Huile Barbe</g)).toHaveLength(1);
      second.child.kill("SIGINT");
      expect((await second.exited).code).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test("behind a trusted proxy, sign-in attempts are limited per forwarded address, which a client cannot forge", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "salon-proxy-"));
    try {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const server = startServer({ PORT: String(port), DATA_DIR: dataDir, TRUST_PROXY: "true", PUBLIC_URL: url });
      await waitHealthy(url, server);
      // A new e-mail each time, so that only the per-address limit is met.
      let n = 0;
      const attempt = (forwardedFor: string) =>
        fetch(`${url}/login`, {
          method: "POST",
          headers: { Origin: url, "X-Forwarded-For": forwardedFor, "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ email: `personne${n++}@example.test`, password: "Mauvais-Passe-1!", redirect: "/" }),
          redirect: "manual",
        });
      for (let i = 0; i < 10; i++) expect((await attempt("203.0.113.5")).status).toBe(401);
      const limited = await attempt("203.0.113.5");
      expect(limited.status).toBe(429);
      // What the client writes to the left of the header is not its address: the proxy's entry is.
      for (let i = 0; i < 3; i++) expect((await attempt(`198.51.100.${i + 1}, 203.0.113.5`)).status).toBe(429);
      expect((await attempt("203.0.113.6")).status).toBe(401);
      server.child.kill("SIGTERM");
      expect((await server.exited).code).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test("an ADMIN_EMAIL that a stranger registered stops the start with one line, until ADMIN_PASSWORD takes the account over", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "salon-admin-"));
    try {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const env = { PORT: String(port), PUBLIC_URL: url, DATA_DIR: dataDir, ADMIN_PASSWORD: "Lifecycle-2026!" };
      const first = startServer(env);
      await waitHealthy(url, first);
      const post = (page: string, fields: Record<string, string>) =>
        fetch(`${url}${page}`, {
          method: "POST",
          headers: { Origin: url, "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(fields),
          redirect: "manual",
        });
      const stranger = { email: "patron@example.test", password: "Inconnu-Passe-2026!" };
      const signup = { firstName: "Paul", lastName: "Inconnu", dateOfBirth: "1990-05-12", ...stranger, confirmPassword: stranger.password };
      expect((await post("/signup", signup)).status).toBe(302);
      first.child.kill("SIGTERM");
      expect((await first.exited).code).toBe(0);

      // The operator now names that address: no rights for whoever registered it.
      const refused = await startServer({ ...env, ADMIN_EMAIL: stranger.email, ADMIN_PASSWORD: "" }).exited;
      expect(refused.code).toBe(1);
      expect(refused.output.trim().split("\n")).toEqual([
        "Le compte patron@example.test existe déjà sans droits d'administration : définissez ADMIN_PASSWORD pour le reprendre, ou choisissez une autre adresse ADMIN_EMAIL.",
      ]);

      const taken = startServer({ ...env, ADMIN_EMAIL: stranger.email, ADMIN_PASSWORD: "Repris-Par-Le-Salon-2026" });
      await waitHealthy(url, taken);
      expect(taken.output()).toContain("password set to ADMIN_PASSWORD");
      expect(taken.output()).toContain("Mot de passe : celui de ADMIN_PASSWORD\n");
      expect((await post("/admin?index", stranger)).status).toBe(401);
      const admin = await post("/admin?index", { email: stranger.email, password: "Repris-Par-Le-Salon-2026" });
      expect(admin.status).toBe(302);
      expect(admin.headers.get("Location")).toBe("/admin/bookings");
      taken.child.kill("SIGTERM");
      expect((await taken.exited).code).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test("a bad configuration value stops the start with one line naming the variable", async () => {
    const server = startServer({ PORT: "pas-un-port", DATA_DIR: path.join(tmpdir(), "salon-never-used") });
    const run = await server.exited;
    expect(run.code).toBe(1);
    const lines = run.output.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Configuration invalide : PORT /);
  });
});
