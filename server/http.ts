// The HTTP layer's own rules, ahead of the app: who the client is, which site a request is for,
// and which writes are refused.
import type { NextFunction, Request, Response } from "express";
import helmet from "helmet";
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

/**
 * Headers every response carries (helmet): no MIME sniffing, no framing, a referrer limited to
 * our origin for other sites, HSTS once the site is served over https; and no access to the
 * camera, microphone or location. The Content-Security-Policy is set by the page render itself,
 * which knows the page and the document's nonce.
 */
export function securityHeaders(publicUrl: string) {
  const https = publicUrl.startsWith("https://");
  const headers = helmet({
    contentSecurityPolicy: false,
    // PayPal's checkout opens its own window, which must be able to answer the page.
    crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
    crossOriginResourcePolicy: { policy: "same-site" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 3600, includeSubDomains: false } : false,
    xFrameOptions: { action: "deny" },
  });
  return (req: Request, res: Response, next: NextFunction) => {
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), browsing-topics=()");
    headers(req, res, next);
  };
}
