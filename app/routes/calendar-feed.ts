import { FEED_LIMIT, feedFor } from "~/features/booking/calendar-feed.server";
import { clientIp, hitRateLimit } from "~/lib/rate-limit.server";
import { commonMessages, tooMany } from "~/lib/result";
import type { Route } from "./+types/calendar-feed";

const text = (body: string, status: number, more: Record<string, string> = {}) =>
  new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...more } });

/**
 * `GET /agenda/<token>.ics`: a barber's (or the salon's) calendar feed, for the phone that
 * subscribed to it. Anything but a live feed's address is a bare 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const limit = await hitRateLimit(`calendar-feed:${clientIp(request)}`, FEED_LIMIT.max, FEED_LIMIT.windowSeconds);
  if (!limit.allowed) {
    const refusal = tooMany("TOO_MANY_REQUESTS", commonMessages.TOO_MANY_REQUESTS, limit.retryAfterSeconds);
    return text(refusal.message, refusal.status, { "Retry-After": String(refusal.retryAfterSeconds) });
  }
  const file = params.token;
  const calendar = file.endsWith(".ics") ? await feedFor(file.slice(0, -".ics".length)) : null;
  if (calendar === null) return text("Introuvable", 404);
  return new Response(calendar, { headers: { "Content-Type": "text/calendar; charset=utf-8", "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } });
}
