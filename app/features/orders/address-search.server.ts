import { log } from "~/lib/log.server";

/** One suggestion of the national address service, as the checkout fills the form with it. */
export type AddressSuggestion = {
  label: string;
  name: string;
  postcode: string;
  city: string;
  /** The house number and the street, when the suggestion is a full address. */
  housenumber: string | null;
  street: string | null;
};

export const ADDRESS_SUGGESTIONS = 5;
/** Suggestions come after more than 3 characters (spec). */
export const ADDRESS_MIN_QUERY = 4;
const MAX_QUERY = 200;
/** Past this, the form goes on without suggestions. */
export const ADDRESS_TIMEOUT_MS = 2000;

type Feature = { properties?: Record<string, unknown> };
const textOf = (value: unknown) => (typeof value === "string" ? value : null);

/**
 * Asks the national address service (`GET {base}/search?q=…&limit=5`, GeoJSON features) for up to 5
 * suggestions. A slow, failing or strange answer gives no suggestions: the form works without them.
 */
export async function searchAddresses(query: string, baseUrl: string, timeoutMs = ADDRESS_TIMEOUT_MS): Promise<AddressSuggestion[]> {
  const q = query.trim();
  if (q.length < ADDRESS_MIN_QUERY || q.length > MAX_QUERY || q.includes("\u0000")) return [];
  const url = new URL(`${baseUrl.replace(/\/+$/, "")}/search`);
  url.searchParams.set("q", q);
  url.searchParams.set("limit", String(ADDRESS_SUGGESTIONS));
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { Accept: "application/json" } });
    if (!response.ok) {
      log("warn", "address search answered an error", { status: response.status });
      return [];
    }
    const body = (await response.json()) as { features?: unknown };
    const features = Array.isArray(body.features) ? (body.features as Feature[]) : [];
    return features.slice(0, ADDRESS_SUGGESTIONS).flatMap((feature) => {
      const p = feature.properties ?? {};
      const label = textOf(p.label);
      const postcode = textOf(p.postcode);
      const city = textOf(p.city);
      if (!label || !postcode || !city) return [];
      return [{ label, name: textOf(p.name) ?? label, postcode, city, housenumber: textOf(p.housenumber), street: textOf(p.street) }];
    });
  } catch (error) {
    log("warn", "address search failed", { error: error instanceof Error ? error.name : String(error) });
    return [];
  }
}
