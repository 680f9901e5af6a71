import { Writable } from "node:stream";
import { renderToPipeableStream, renderToStaticMarkup } from "react-dom/server";
import type { EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { getConfig } from "~/lib/config.server";
import { contentSecurityPolicy, keptPageNonceHeaders, newNonce } from "~/lib/content-security.server";
import { errorFields, log, loggedPath } from "~/lib/log.server";
import { NonceContext } from "~/lib/nonce";
import { ReusedPartsContext, reusedParts } from "~/components/ui/reused-parts";
import { inlineScriptHashes, PAGE_CACHE_REQUEST, PAGE_CACHE_RESPONSE } from "~/lib/page-cache.server";
import type { RouteHandle } from "~/lib/layout";

export const streamTimeout = 5_000;

/** The kept parts' HTML, rendered once for each set of their inputs and reused by every page (reused-parts.tsx). */
const parts = reusedParts(renderToStaticMarkup);

export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  if (!import.meta.env.DEV && keepable(request, responseStatusCode, routerContext)) {
    return renderToKeep(request, responseStatusCode, responseHeaders, routerContext);
  }
  // A fresh nonce per document: only the scripts we write carry it. (Vite's dev server injects
  // scripts of its own, so the policy applies to the built site.)
  const nonce = newNonce();
  if (!import.meta.env.DEV) responseHeaders.set("Content-Security-Policy", policyFor(request, { nonce }));
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // The whole document, then sent at once. Every loader has finished before the shell renders (no
  // page defers data), so streaming the shell first gains the browser little; streamed, each 4 KB
  // chunk is compressed and flushed on its own (React Router's adapter flushes the compression
  // after every chunk): about 16 for the home page, twice the CPU of compressing it in one go and
  // 11 % more bytes (docs/benchmarks.md).
  return renderDocument(request, routerContext, nonce).then(({ html, failed }) => {
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    // As bytes: a string would be checked and encoded again on its way out.
    return new Response(Buffer.from(html), { headers: responseHeaders, status: failed ? 500 : responseStatusCode });
  });
}

/**
 * The document rendered whole (every Suspense boundary resolved), `nonce` given to the page's
 * components, and on the scripts React writes unless `scriptNonce` is false; `failed` when a part
 * of it could not be rendered after its shell (logged; an error in the shell rejects).
 */
function renderDocument(request: Request, routerContext: EntryContext, nonce: string, scriptNonce = true): Promise<{ html: string; failed: boolean }> {
  return new Promise((resolve, reject) => {
    let failed = false;
    let shellReady = false;
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        resolve({ html: scriptsAfterPaint(Buffer.concat(chunks).toString("utf8")), failed });
        callback();
      },
    });
    const document = (
      <NonceContext value={nonce}>
        <ReusedPartsContext value={parts}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce || undefined} />
        </ReusedPartsContext>
      </NonceContext>
    );
    const { pipe, abort } = renderToPipeableStream(document, {
      nonce: scriptNonce ? nonce : undefined,
      onShellReady() {
        shellReady = true;
      },
      onAllReady() {
        pipe(sink);
      },
      onShellError(error: unknown) {
        clearTimeout(timeoutId);
        reject(error);
      },
      onError(error: unknown) {
        failed = true;
        // An error of the shell is the whole render's: React Router's handleError logs it.
        if (shellReady) log("error", "render error", { path: loggedPath(request.url), ...errorFields(error) });
      },
    });
  });
}

/**
 * What a page paints comes before its scripts (docs/decisions/0024-paint-before-scripts.md). React
 * Router's `<Scripts>` writes a `<link rel="modulepreload">` per script and a module script that
 * imports the route modules statically: the browser fetched the scripts at once, as urgently as
 * scripts that block the page (though none does), and evaluated them as soon as they were there,
 * from the cache or on a fast line before the first frame, whose paint then waited for them.
 * Rewritten, the module script waits for the page's first paint, then asks for the same scripts
 * (preloaded together, as before) and imports the same modules in the same order. A press made
 * meanwhile is kept (app/lib/early-presses.ts). A document whose script does not have the expected
 * shape keeps its preloads, at low priority, and its script as they are.
 */
function scriptsAfterPaint(html: string): string {
  // Only the head (where React puts the preloads) and the module script are read: not the whole
  // page, at every render.
  const headEnd = html.indexOf("</head>");
  const scriptStart = html.lastIndexOf("<script", html.lastIndexOf("window.__reactRouterRouteModules"));
  if (headEnd !== -1 && scriptStart > headEnd) {
    const head = html.slice(0, headEnd);
    const preloads = [...head.matchAll(MODULE_PRELOAD)].map((link) => link[1]);
    const tail = html.slice(scriptStart);
    const rewritten = tail.replace(ROUTE_MODULES_SCRIPT, (script, open: string, body: string, close: string) => {
      const imports = body.replace(STATIC_IMPORT, "const $1 = await import($2);");
      if (imports === body) return script;
      return `${open}${afterFirstPaint(JSON.stringify(preloads))}${imports}${close}`;
    });
    if (rewritten !== tail) return head.replace(MODULE_PRELOAD, "") + html.slice(headEnd, scriptStart) + rewritten;
  }
  return html.replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ');
}

/** A script's preload, as React writes it: `<link rel="modulepreload" href="/assets/…" …/>`. */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
/** React Router's module script: the one that names the page's route modules. */
const ROUTE_MODULES_SCRIPT = /(<script\b[^>]*\btype="module"[^>]*>)([^<]*window\.__reactRouterRouteModules[^<]*)(<\/script>)/;
/** Each of its static imports of a route module, one per line (`import * as route0 from "/assets/…";`). */
const STATIC_IMPORT = /^import \* as (\w+) from ("[^"\n]+");$/gm;

/**
 * Waits for the page's first paint (the browser's own report of it: not a timer, which a page's clock
 * may hold; at once in a hidden page, where no paint comes, and after 3 s at most), then preloads
 * `hrefs` (a JSON array), all at once as the links did.
 */
const afterFirstPaint = (hrefs: string) =>
  "await new Promise(function(r){" +
  'if(document.visibilityState==="hidden"||(PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")===-1)return r();' +
  'new PerformanceObserver(function(l,o){o.disconnect();r()}).observe({type:"paint",buffered:true});setTimeout(r,3000)});' +
  `${hrefs}.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)});`;

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
 * The whole document at once, sent to many visitors: it holds no nonce, its inline scripts are
 * allowed by their hashes. The style elements the page writes once live are allowed by a nonce of
 * each response, given in Server-Timing (the page cache gives each copy it sends a new one).
 */
async function renderToKeep(request: Request, status: number, responseHeaders: Headers, routerContext: EntryContext) {
  const { html, failed } = await renderDocument(request, routerContext, "", false);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  const policy = policyFor(request, { scriptHashes: inlineScriptHashes(html), styleNonce: newNonce() });
  for (const [name, value] of Object.entries(keptPageNonceHeaders(policy))) responseHeaders.set(name, value);
  if (!failed) responseHeaders.set(PAGE_CACHE_RESPONSE, "1");
  return new Response(Buffer.from(html), { headers: responseHeaders, status: failed ? 500 : status });
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  // A refusal React Router makes itself (an address's 4xx) is the client's doing: the request log
  // has its line. Only what failed here is an error.
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  log("error", "unhandled error", { method: request.method, path: loggedPath(request.url), ...errorFields(error) });
};
