// The HTTP layer's own rules, ahead of the app: who the client is, which site a request is for,
// and which writes are refused.
import type { NextFunction, Request, Response } from "express";
import { log } from "~/lib/log.server";
import { CLIENT_IP_HEADER } from "~/lib/rate-limit.server";

/** Passes the caller's address (per the trust-proxy setting) to the app in a header the client cannot set. */
export function clientAddress(req: Request, _res: Response, next: NextFunction) {
  req.headers[CLIENT_IP_HEADER] = req.ip ?? "unknown";
  next();
}

/**
 * With PUBLIC_URL set, every request is taken as addressed to it: a reverse proxy that rewrites
 * `Host` (nginx's default) or speaks plain HTTP to us then still builds the site's own URLs, and
 * the form actions' origin check compares the browser's Origin with the public address.
 */
export function canonicalOrigin(publicUrl: string) {
  const { host, protocol } = new URL(publicUrl);
  const scheme = protocol.replace(/:$/, "");
  return (req: Request, _res: Response, next: NextFunction) => {
    req.headers.host = host;
    delete req.headers["x-forwarded-host"];
    Object.defineProperty(req, "protocol", { value: scheme, configurable: true });
    next();
  };
}

/** Refuses state-changing requests sent by another site's page (Origin header of another origin). */
export function sameOriginWrites(publicUrl: string) {
  const allowed = new URL(publicUrl).origin;
  return (req: Request, res: Response, next: NextFunction) => {
    if (["GET", "HEAD", "OPTIONS"].includes(req.method)) return next();
    const origin = req.get("origin");
    if (!origin || origin === allowed || origin === `${req.protocol}://${req.get("host")}`) return next();
    log("warn", "cross-origin write refused", { method: req.method, path: req.path, origin: origin.slice(0, 200) });
    res.status(403).type("text/plain; charset=utf-8").send("Requête refusée");
  };
}
