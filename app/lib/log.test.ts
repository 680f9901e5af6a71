import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { errorFields } from "./log.server";

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
