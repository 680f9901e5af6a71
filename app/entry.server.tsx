import { randomBytes } from "node:crypto";
import { PassThrough, Writable } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction } from "react-router";
import { ServerRouter } from "react-router";
import { getConfig } from "~/lib/config.server";
import { contentSecurityPolicy } from "~/lib/content-security.server";
import { errorFields, log, loggedPath } from "~/lib/log.server";
import { NonceContext } from "~/lib/nonce";
import { inlineScriptHashes, PAGE_CACHE_REQUEST, PAGE_CACHE_RESPONSE } from "~/lib/page-cache.server";
import type { RouteHandle } from "~/lib/layout";

export const streamTimeout = 5_000;

export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  if (!import.meta.env.DEV && keepable(request, responseStatusCode, routerContext)) {
    return renderToKeep(request, responseStatusCode, responseHeaders, routerContext);
  }
  // A fresh nonce per document: only the scripts we write carry it. (Vite's dev server injects
  // scripts of its own, so the policy applies to the built site.)
  const nonce = randomBytes(16).toString("base64");
  if (!import.meta.env.DEV) responseHeaders.set("Content-Security-Policy", policyFor(request, { nonce }));
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole document at once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const document = (
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>
    );
    const { pipe, abort } = renderToPipeableStream(document, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) log("error", "render error", { path: loggedPath(request.url), ...errorFields(error) });
      },
    });
  });
}

function policyFor(request: Request, scripts: { nonce: string } | { scriptHashes: string[]; styleNonce: string }) {
  const { publicUrl, paypal } = getConfig();
  return contentSecurityPolicy({
    ...scripts,
    pathname: new URL(request.url).pathname,
    https: publicUrl.startsWith("https://"),
    paypalSdkUrl: paypal.sdkUrl,
  });
}

/**
 * A page the page cache (server/page-cache.ts) may keep: it asked (a GET from a visitor without a
 * cookie), the page's route is one that is the same for all of them, and it rendered fine.
 */
function keepable(request: Request, status: number, routerContext: EntryContext): boolean {
  if (request.headers.get(PAGE_CACHE_REQUEST) !== "1" || request.method.toUpperCase() !== "GET" || status !== 200) return false;
  const { matches, errors } = routerContext.staticHandlerContext;
  const leaf = matches[matches.length - 1];
  const handle = leaf && (routerContext.routeModules[leaf.route.id]?.handle as RouteHandle | undefined);
  return !errors && handle?.publicCache === true;
}

/**
 * The whole document at once, sent to many visitors: its inline scripts are allowed by their
 * hashes. The style elements the page writes once live are allowed by a nonce of this copy (in
 * the document for the browser's scripts to read), new at each render like the page itself.
 */
function renderToKeep(request: Request, status: number, responseHeaders: Headers, routerContext: EntryContext) {
  const styleNonce = randomBytes(16).toString("base64");
  return new Promise<Response>((resolve, reject) => {
    let failed = false;
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        const html = Buffer.concat(chunks).toString("utf8");
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        responseHeaders.set("Content-Security-Policy", policyFor(request, { scriptHashes: inlineScriptHashes(html), styleNonce }));
        if (!failed) responseHeaders.set(PAGE_CACHE_RESPONSE, "1");
        resolve(new Response(html, { headers: responseHeaders, status: failed ? 500 : status }));
        callback();
      },
    });
    const document = (
      <NonceContext value={styleNonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={styleNonce} />
      </NonceContext>
    );
    const { pipe, abort } = renderToPipeableStream(document, {
      onAllReady() {
        pipe(sink);
      },
      onShellError(error: unknown) {
        clearTimeout(timeoutId);
        reject(error);
      },
      onError(error: unknown) {
        failed = true;
        log("error", "render error", { path: loggedPath(request.url), ...errorFields(error) });
      },
    });
  });
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  log("error", "unhandled error", { method: request.method, path: loggedPath(request.url), ...errorFields(error) });
};
