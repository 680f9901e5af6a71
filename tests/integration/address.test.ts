import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetConfig } from "~/lib/config.server";
import { loader as addressLoader } from "~/routes/api/address";
import { callRoute, ORIGIN } from "../support/actions";
import { startAddressServer, type AddressServer } from "../support/address-server";
import { signUpAndGetCookie, useTestAuth } from "../support/test-auth";
import { useTestDatabase } from "../support/test-database";

const database = useTestDatabase();
const auth = useTestAuth(database);
let server: AddressServer;
let cookie: string;

beforeAll(async () => {
  server = await startAddressServer();
  process.env.ADDRESS_API_URL = server.url;
  resetConfig();
  cookie = await signUpAndGetCookie(auth.current, "adresse@example.test");
});

afterAll(async () => {
  delete process.env.ADDRESS_API_URL;
  resetConfig();
  await server.close();
});

const suggest = (q: string, withCookie = true) =>
  callRoute(addressLoader, new Request(`${ORIGIN}/api/address?q=${encodeURIComponent(q)}`, { headers: withCookie ? { Cookie: cookie } : {} }));

describe("address suggestions", () => {
  it("gives up to 5 suggestions of the national service, asked with q and limit=5", async () => {
    server.mode = "ok";
    const answer = await suggest("rue des pyrénées");
    expect(answer.status).toBe(200);
    const { suggestions } = answer.data as { suggestions: Array<Record<string, unknown>> };
    expect(suggestions).toHaveLength(5);
    expect(suggestions[0]).toEqual({
      label: "12 Rue des Pyrénées 75020 Paris",
      name: "12 Rue des Pyrénées",
      postcode: "75020",
      city: "Paris",
      housenumber: "12",
      street: "Rue des Pyrénées",
    });
    const asked = server.requests.at(-1)!;
    expect([asked.pathname, asked.searchParams.get("q"), asked.searchParams.get("limit")]).toEqual(["/search", "rue des pyrénées", "5"]);
  });

  it("asks nothing for 3 characters or fewer", async () => {
    const before = server.requests.length;
    expect(await suggest("rue")).toMatchObject({ status: 200, data: { suggestions: [] } });
    expect(server.requests.length).toBe(before);
  });

  it("answers an empty list, not an error, when the service fails or is slow", async () => {
    server.mode = "error";
    expect(await suggest("avenue gambetta")).toMatchObject({ status: 200, data: { suggestions: [] } });
    // The service would answer after 5 s with one address: the empty list shows we gave up first.
    server.mode = "slow";
    expect(await suggest("avenue gambetta")).toMatchObject({ status: 200, data: { suggestions: [] } });
    server.mode = "ok";
  });

  it("is for signed-in customers only", async () => {
    expect(await suggest("avenue gambetta", false)).toMatchObject({ status: 401, data: { suggestions: [] } });
  });
});
