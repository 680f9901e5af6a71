// The HTTP layer's own rules, ahead of the app: who the client is, which site a request is for,
// and which writes are refused.
import { readdirSync } from "node:fs";
import express, { type NextFunction, type Request, type Response } from "express";
import helmet from "helmet";
import { log, loggedPath } from "~/lib/log.server";
import { percentReadings } from "~/lib/percent-decoding";
import { commonMessages } from "~/lib/result";
import { CLIENT_IP_HEADER, limitedAddress } from "~/lib/rate-limit.server";

/**
 * Passes the caller's address (per the trust-proxy setting), as the per-address limits count it
 * (an IPv6 client by its /64), to the app in a header the client cannot set.
 */
export function clientAddress(req: Request, _res: Response, next: NextFunction) {
  req.headers[CLIENT_IP_HEADER] = req.ip ? limitedAddress(req.ip) : "unknown";
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

/** A backslash, or a '.' or '..' segment, in a path (encoded or not). */
const UNPLAIN = /\\|(?:^|\/)\.{1,2}(?:\/|$)/;

/**
 * Whether a path is read the same way by everything here. Express routes on the raw path; the URL
 * parser under React Router takes `\` for `/` and resolves `.` and `..` segments (`%2e` too): so
 * `/desinscription/x\..\..\admin` was one route for a check on the path and another for the
 * router. The path is decoded as often as a layer might decode it (three times), each reading checked.
 */
export function isPlainPath(target: string): boolean {
  // Only a path (origin-form): an absolute target (`GET http://host/…`, a proxy's form) or `*` is
  // not an address of this site, and the router cannot build a URL from it.
  if (!target.startsWith("/")) return false;
  // A reading that cannot be decoded further is answered by the router as an unknown address.
  return percentReadings(target.split(/[?#]/, 1)[0]!, 3).readings.every((path) => !UNPLAIN.test(path));
}

/**
 * Answers 400 to a request whose path holds a backslash or a dot-segment, raw or percent-encoded,
 * before any middleware that reads the path: no path-based rule can be passed by a path the
 * router reads otherwise. Browsers never send such paths (they resolve them first).
 */
export function plainPaths(req: Request, res: Response, next: NextFunction) {
  if (isPlainPath(req.originalUrl)) return next();
  res.status(400).type("text/plain; charset=utf-8").send(commonMessages.INVALID_ADDRESS);
}

/**
 * The path as React Router will route it: its adapter appends the request target to the origin and
 * reads that with the URL parser (so `//x/y` stays `//x/y`).
 */
export const routerPath = (req: Request) => new URL(`http://localhost${req.originalUrl}`).pathname;

const unsubscribePath = /^\/+desinscription\/+[^/]+\/?$/i;

/** Refuses state-changing requests sent by another site's page (Origin header of another origin). */
export function sameOriginWrites(publicUrl: string) {
  const allowed = new URL(publicUrl).origin;
  return (req: Request, res: Response, next: NextFunction) => {
    if (["GET", "HEAD", "OPTIONS"].includes(req.method)) return next();
    // An unsubscribe link's one-click POST (RFC 8058) may come from a webmail's page: the signed
    // link is the proof, and all it can do is take its own address off a list. Its Origin is
    // dropped, so the router's own check of an action's origin lets it through too.
    if (unsubscribePath.test(routerPath(req))) {
      delete req.headers.origin;
      return next();
    }
    const origin = req.get("origin");
    if (!origin || origin === allowed || origin === `${req.protocol}://${req.get("host")}`) return next();
    log("warn", "cross-origin write refused", { method: req.method, path: loggedPath(req.path), origin });
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
    headers(req, res, (error?: unknown) => {
      // Uploaded images are also shown by mail readers on other sites (a newsletter's picture).
      if (routerPath(req).startsWith("/media/")) res.setHeader("Cross-Origin-Resource-Policy", "cross-origin");
      next(error);
    });
  };
}

/** Largest bodies the site accepts: forms and JSON, and multipart uploads (8 product images of 5 MB). */
const BODY_LIMITS = { form: 1024 * 1024, upload: 48 * 1024 * 1024 };

/**
 * Request bodies, before any route sees them: one that says it is larger than the site ever
 * accepts is answered 413 at once, one that does not say its size at all is answered 411 (browsers
 * always say it). Whatever a route left unread (a body refused, or of a type it does not take) is
 * read and discarded once the answer is sent, so the client, still sending, gets that answer
 * rather than a stalled or reset connection. Each route's own, smaller limit is its own.
 */
export function requestBodies(limits = BODY_LIMITS) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const type = (req.get("content-type") ?? "").toLowerCase();
    const max = type.startsWith("multipart/form-data") ? limits.upload : limits.form;
    const declared = Number(req.get("content-length"));
    const chunked = req.get("transfer-encoding") !== undefined;
    res.once("finish", () => discardRest(req, limits.upload));
    // What will not be read to its end ends the connection: the client must not send on it again.
    if ((chunked && !Number.isFinite(declared)) || declared > limits.upload) res.set("Connection", "close");
    if (chunked && !Number.isFinite(declared)) {
      res.status(411).type("text/plain; charset=utf-8").send(commonMessages.LENGTH_REQUIRED);
    } else if (declared > max) {
      res.status(413).type("text/plain; charset=utf-8").send(commonMessages.TOO_LARGE);
    } else next();
  };
}

/** Reads and drops what is left of a body of at most `max` bytes; a larger one loses its connection. */
function discardRest(req: Request, max: number) {
  if (req.complete || req.destroyed) return;
  const declared = Number(req.get("content-length") ?? 0);
  if (!(declared <= max)) {
    req.socket.destroy();
    return;
  }
  req.removeAllListeners("data");
  req.on("data", () => undefined);
  req.resume();
}

/**
 * The built site's public files (`build/client`), served as `express.static` serves them, but only
 * for paths under one of the folder's own top-level entries (`/assets/…`, `/images/…`,
 * `/favicon.svg`), listed once at start. Pages never reach the disk: without this, every page
 * request costs one or two `stat` calls for a file that does not exist (measured: 4 % of the
 * server's time on the home page).
 */
export function builtFiles(dir: string, options: Parameters<typeof express.static>[1] = {}) {
  let names: Set<string>;
  try {
    names = new Set(readdirSync(dir));
  } catch {
    names = new Set();
  }
  const files = express.static(dir, options);
  return (req: Request, res: Response, next: NextFunction) => {
    const first = req.path.split("/", 2)[1];
    if (first && names.has(first)) return files(req, res, next);
    next();
  };
}
