import { createHash } from "node:crypto";
import { test as base } from "@playwright/test";

export { expect, type Page } from "@playwright/test";

/**
 * Every journey is its own client: the server trusts the proxy header (TRUST_PROXY=true in the
 * global setup) and each test sends its own forwarded address, so per-address limits are met only
 * where a test means to meet them.
 */
export function clientAddressOf(testId: string, repeat = 0): string {
  const [a, b, c] = createHash("sha256").update(`${testId}#${repeat}`).digest();
  return `10.${a}.${b}.${c! || 1}`;
}

export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, "X-Forwarded-For": clientAddressOf(testInfo.testId, testInfo.repeatEachIndex) });
  },
});
