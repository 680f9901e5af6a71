import { getAuth } from "~/features/accounts/auth.server";
import { markPrivate } from "~/features/accounts/session.server";
import { commonMessages } from "~/lib/result";
import type { Route } from "./+types/auth";

export function loader({ request }: Route.LoaderArgs) {
  return answer(request);
}

export function action({ request }: Route.ActionArgs) {
  return answer(request);
}

/**
 * Better Auth's own endpoints. Its rate limiter refuses in English with `X-Retry-After`: the
 * refusal is said in French, with the standard `Retry-After`.
 */
async function answer(request: Request) {
  markPrivate(request);
  const response = await getAuth().handler(request);
  if (response.status !== 429) return response;
  const retryAfter = Number(response.headers.get("X-Retry-After"));
  return Response.json(
    { message: commonMessages.TOO_MANY_REQUESTS },
    { status: 429, headers: { "Retry-After": String(Number.isFinite(retryAfter) && retryAfter > 0 ? Math.ceil(retryAfter) : 60) } },
  );
}
