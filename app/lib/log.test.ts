import { DrizzleQueryError } from "drizzle-orm/errors";
import { afterEach, describe, expect, it, vi } from "vitest";
import { errorFields, log, loggedPath, scrub } from "./log.server";

describe("errorFields", () => {
  it("keeps a failed query's SQL and code but none of its parameters", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email"'), {
      code: "23505",
      constraint: "users_email",
    });
    const error = new DrizzleQueryError('insert into "users" ("email") values ($1)', ["jean@example.fr"], cause);
    const fields = errorFields(error);
    expect(fields).toMatchObject({ error: "query failed", code: "23505", constraint: "users_email" });
    expect(fields.query).toContain('insert into "users"');
    expect(JSON.stringify(fields)).not.toContain("jean@example.fr");
    expect(String(fields.stack)).toMatch(/^\s*at /);
  });

  it("keeps any other error's message", () => {
    expect(errorFields(new Error("disque plein"))).toMatchObject({ error: "disque plein" });
    expect(errorFields("texte")).toEqual({ error: "texte" });
  });
});

describe("log lines", () => {
  afterEach(() => vi.restoreAllMocks());

  it("mask e-mail addresses and French phone numbers wherever they appear", () => {
    expect(scrub("550 5.1.1 <jean.dupont+rdv@example.fr>: Recipient address rejected")).toBe("550 5.1.1 <[e-mail]>: Recipient address rejected");
    expect(scrub("rappeler le 06 12 34 56 78 ou +33 6.12.34.56.78, ou 0612345678")).toBe("rappeler le [téléphone] ou [téléphone], ou [téléphone]");
    expect(scrub("commande 3f2c1a7e-0612-4d5e-9a3b-061234567812 à 2026-11-23T09:08:48Z")).toBe(
      "commande 3f2c1a7e-0612-4d5e-9a3b-061234567812 à 2026-11-23T09:08:48Z",
    );
  });

  it("stay short whatever they are given", () => {
    const write = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    log("warn", "gros", { a: "x".repeat(1_000_000), b: "y".repeat(1_000_000), c: "z".repeat(1_000_000), d: "w".repeat(1_000_000), e: "v".repeat(1_000_000) });
    const line = String(write.mock.calls[0]![0]);
    expect(line.length).toBeLessThanOrEqual(8001);
    expect(line.endsWith("\n")).toBe(true);
    expect(JSON.parse(line)).toMatchObject({ level: "warn", msg: "gros", truncated: true });
  });

  it("log paths without their query nor a booking link's token", () => {
    expect(loggedPath("/reset-password?token=secret")).toBe("/reset-password");
    expect(loggedPath("/rendez-vous/abcDEF123_-xyz/annuler?x=1")).toBe("/rendez-vous/:token/annuler");
    expect(loggedPath("http://localhost:3000/shop?search=jean%40example.fr")).toBe("/shop");
  });

  it("mask the token of every private link, however its path is written", () => {
    const token = "Zq3xV9_kLm-8pQr2sT4uVw6yXa1bCd3eFg5hJk7lMn0";
    for (const url of [
      `/account/confirm-email/${token}`,
      `/Account/Confirm-Email/${token}`,
      `/account/confirm%2Demail/${token}`,
      `//account//confirm-email/${token}/`,
      `http://salon.test/account/confirm-email/${token}?x=1`,
      `/rendez-vous/${token}`,
      `/RENDEZ-VOUS/${token}`,
      `/rendez%2Dvous/${token}`,
      `/api/auth/reset-password/${token}?callbackURL=%2Freset-password`,
      `/reset-password?token=${token}`,
    ]) {
      expect(loggedPath(url), url).not.toContain(token);
      expect(loggedPath(url), url).not.toContain(token.slice(0, 12));
    }
    expect(loggedPath(`/account/confirm-email/${token}`)).toBe("/account/confirm-email/:token");
    expect(loggedPath("/shop/caf%C3%A9%")).toBe("/shop/caf%C3%A9%");
  });

  it("mask every token route of the route table", async () => {
    const { default: routes } = await import("~/routes");
    type Entry = { path?: string; children?: Entry[] };
    const tokenPaths: string[] = [];
    const walk = (entries: Entry[], prefix: string) => {
      for (const entry of entries) {
        const path = entry.path ? `${prefix}/${entry.path}` : prefix;
        if (/(^|\/):token\b/.test(path)) tokenPaths.push(path);
        walk(entry.children ?? [], path);
      }
    };
    walk(routes as Entry[], "");
    expect(tokenPaths.length).toBeGreaterThanOrEqual(2);
    for (const path of tokenPaths) {
      const url = path.replace(":token", "Zq3xV9_kLm-8pQr2sT4uVw6yXa1bCd3eFg5hJk7lMn0").replace(/:\w+/g, "x");
      expect(loggedPath(url), path).toBe(path.replace(/:(?!token)\w+/g, "x"));
    }
  });
});
