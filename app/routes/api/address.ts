import { data } from "react-router";
import { getSessionUser } from "~/features/accounts/session.server";
import { searchAddresses, type AddressSuggestion } from "~/features/orders/address-search.server";
import { getConfig } from "~/lib/config.server";
import { clientIp, hitRateLimit } from "~/lib/rate-limit.server";
import type { Route } from "./+types/address";

/** Suggestions per client address and minute: typing with a debounce stays far below. */
const ADDRESS_LIMIT = { max: 60, windowSeconds: 60 };

/**
 * `GET /api/address?q=…`: up to 5 suggestions of the national address service for the checkout's
 * street field. Signed-in customers only; any trouble answers an empty list.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const headers = { "Cache-Control": "private, no-store" };
  const none = (status: number, more: Record<string, string> = {}) =>
    data({ suggestions: [] as AddressSuggestion[] }, { status, headers: { ...headers, ...more } });
  if (!(await getSessionUser(request))) return none(401);
  const { allowed, retryAfterSeconds } = await hitRateLimit(`address:${clientIp(request)}`, ADDRESS_LIMIT.max, ADDRESS_LIMIT.windowSeconds);
  if (!allowed) return none(429, { "Retry-After": String(retryAfterSeconds) });
  const query = new URL(request.url).searchParams.get("q") ?? "";
  return data({ suggestions: await searchAddresses(query, getConfig().addressApiUrl) }, { headers });
}
