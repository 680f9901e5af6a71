import { clientIp, hitRateLimit } from "./rate-limit.server";

export const TOO_MANY_ATTEMPTS = "Trop de tentatives. Veuillez réessayer plus tard.";

/** Public forms: a robot filling the hidden field is answered as if it worked, and each address is limited. */
export async function guardPublicForm(
  request: Request,
  form: { website?: unknown },
  limit: { key: string; max: number; windowSeconds: number },
): Promise<"robot" | "limited" | "ok"> {
  if (typeof form.website === "string" && form.website !== "") return "robot";
  const { allowed } = await hitRateLimit(`${limit.key}:${clientIp(request)}`, limit.max, limit.windowSeconds);
  return allowed ? "ok" : "limited";
}
