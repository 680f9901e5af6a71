import { CLIENT_IP_HEADER } from "~/lib/rate-limit.server";

export const ORIGIN = "http://localhost:3000";

type RouteFunction = (args: never) => unknown;

export type Answer = {
  status: number;
  /** The JSON-like data of a `data()` answer, or a plain object answer. */
  data: unknown;
  /** Set when the route answered (or threw) a Response, e.g. a redirect. */
  response?: Response;
};

/** A request as a browser form would send it, from a given client address. */
export function formRequest(path: string, fields: Record<string, string> | FormData, options: { ip?: string; cookie?: string; method?: string } = {}): Request {
  const body = fields instanceof FormData ? fields : new URLSearchParams(fields);
  return new Request(`${ORIGIN}${path}`, {
    method: options.method ?? "POST",
    body,
    headers: { [CLIENT_IP_HEADER]: options.ip ?? "192.0.2.1", Origin: ORIGIN, ...(options.cookie ? { Cookie: options.cookie } : {}) },
  });
}

/**
 * Calls a route's loader or action as React Router does, and reads its answer whatever its kind.
 * `context`: the request's router context (one `RouterContextProvider` for an action and the loaders
 * that follow it in one document request), for routes that use it.
 */
export async function callRoute(fn: RouteFunction, request: Request, params: Record<string, string> = {}, context: object = {}): Promise<Answer> {
  let result: unknown;
  try {
    result = await (fn as (args: unknown) => unknown)({ request, params, context });
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, data: null, response: thrown };
    throw thrown;
  }
  if (result instanceof Response) return { status: result.status, data: null, response: result };
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    const { data, init } = result as { data: unknown; init?: { status?: number } | null };
    return { status: init?.status ?? 200, data };
  }
  return { status: 200, data: result };
}
