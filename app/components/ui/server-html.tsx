import { use, useContext, useEffect, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { SalonHoursContext } from "~/lib/salon-hours-context";
import { ReusedPartsContext } from "./reused-parts";

type Tag = "div" | "section" | "footer" | "aside" | "article" | "ul";
type Html = { __html: string };

const EMPTY: Html = { __html: "" };

/**
 * What the server wrote for each kept part, read from the document as it hydrates or from a page
 * fetched later: a part shown again (the error page's shell, a page reached again without
 * reloading) gets the same HTML. One object per part, so React never sees a new
 * `dangerouslySetInnerHTML` and never rewrites it.
 */
const keptHtml = new Map<string, Html>();

function keptFromDocument(id: string): Html | undefined {
  let kept = keptHtml.get(id);
  if (!kept) {
    const element = document.getElementById(id);
    if (element) keptHtml.set(id, (kept = { __html: element.innerHTML }));
  }
  return kept;
}

/** The page's HTML being fetched, by address: the parts of one page (an article and its suggestions) share one request. */
const fetching = new Map<string, Promise<Document | undefined>>();

function fetchPage(url: string): Promise<Document | undefined> {
  let page = fetching.get(url);
  if (!page) {
    page = fetch(url, { headers: { Accept: "text/html" } })
      .then(async (response) =>
        // Only this site's own HTML (the address is this page's, and an answer from elsewhere is
        // refused); a page not found has its parts too (the 404 page's text is one).
        (response.ok || response.status === 404) &&
        new URL(response.url).origin === window.location.origin &&
        /^text\/html\b/.test(response.headers.get("Content-Type") ?? "")
          ? new DOMParser().parseFromString(await response.text(), "text/html")
          : undefined,
      )
      .finally(() => fetching.delete(url));
    fetching.set(url, page);
  }
  return page;
}

const RELOADED_AT = "server-html-reloaded-at";

/**
 * A part that cannot be read (offline, a refused or failed answer): the page is loaded anew, as a
 * site without scripts would show it, rather than shown without its text; at most once a minute,
 * so that a part the server no longer writes cannot start a loop (it then stays empty).
 */
function reloadForPart(): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
    if (Date.now() - last < 60_000) return false;
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

/** Parts being read from the page's HTML, by id: the same promise for every render until it is there. */
const reading = new Map<string, Promise<Html>>();

/**
 * A part the browser has no HTML of, read from the page at this address as the server writes it
 * (with the page's other kept parts). If it cannot be read, the page is loaded anew (reloadForPart).
 */
function partOf(id: string): Promise<Html> {
  let part = reading.get(id);
  if (!part) {
    // This page's own address (never a path read as another host, such as `//host/x`).
    const address = new URL(window.location.href);
    address.hash = "";
    part = fetchPage(address.href)
      .then((page) => {
        page?.querySelectorAll("[data-server-html][id]").forEach((element) => {
          if (!keptHtml.has(element.id)) keptHtml.set(element.id, { __html: element.innerHTML });
        });
        const kept = keptHtml.get(id);
        if (!kept) throw new Error(`part ${id} not read`);
        return kept;
      })
      // The page loaded anew shows it; if that was just tried, the part stays empty for this visit
      // (read again at each render, it would be fetched again and again).
      .catch(() => (reloadForPart() ? new Promise<Html>(() => undefined) : EMPTY));
    reading.set(id, part);
  }
  return part;
}

/**
 * A part of a page that needs no script: the server renders it (`children`, a component imported
 * from a `*.static.tsx` module), and the browser keeps the HTML it received instead of rendering it
 * again. React hydrates such an element without looking inside it (`dangerouslySetInnerHTML`) and
 * leaves it alone after. The browser's build gets an empty component for every static import of a
 * `*.static.tsx` module (vite.config.ts), so the content's code is not in the page's scripts.
 *
 * `id` names one content: a part that differs from page to page carries the page in its id (e.g.
 * `article-${slug}`). When the browser must show a part it has no HTML of (a page reached by a link,
 * the shell drawn after an admin page), it reads the part from the page's HTML, fetched then: the
 * part suspends meanwhile, and as React Router's navigations are transitions, the page on screen
 * stays until the new one can be shown whole (no page without its text, then its text pushing
 * down what is on screen, nor a scroll to the top undone by it).
 * Links inside are plain anchors: `ServerHtmlLinks`, rendered once by the root, lets React Router
 * follow them without reloading the page.
 *
 * `reused`: the server renders the part once for each set of its inputs (its component's props and
 * the salon's hours) and reuses that HTML on every page that shows it (reused-parts.tsx); for the
 * parts on every page or rendered for each signed-in visitor. Such a part reads nothing else: not
 * the router (a `<Link>`, the page's params or data), not the clock (pass the year as a prop).
 */
export function ServerHtml({
  id,
  as: Element = "div",
  className,
  reused = false,
  children,
}: {
  id: string;
  as?: Tag;
  className?: string;
  /** The server renders the part once for each set of its inputs and reuses the HTML (reused-parts.tsx): only for a part that does not read the router. */
  reused?: boolean;
  children: ReactNode;
}) {
  if (import.meta.env.SSR) {
    // eslint-disable-next-line react-hooks/rules-of-hooks -- the same hooks at every render of one build (the server's)
    const parts = useContext(ReusedPartsContext);
    // eslint-disable-next-line react-hooks/rules-of-hooks -- as above
    const hours = useContext(SalonHoursContext);
    const html = reused && parts ? parts.html(id, children, hours) : null;
    if (html !== null) return <Element id={id} className={className} data-server-html="" dangerouslySetInnerHTML={{ __html: html }} />;
    return (
      <Element id={id} className={className} data-server-html="">
        {children}
      </Element>
    );
  }
  const kept = keptFromDocument(id) ?? use(partOf(id));
  return <Element id={id} className={className} data-server-html="" dangerouslySetInnerHTML={kept} suppressHydrationWarning />;
}

/**
 * Follows the links of the kept parts as React Router's links do: a plain click on a link to a page
 * of the site navigates without reloading; a click with a modifier, a new tab or a download is left
 * to the browser.
 */
export function ServerHtmlLinks() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.("[data-server-html] a[href]");
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target || anchor.hasAttribute("download")) return;
      const url = new URL(anchor.href);
      if (url.origin !== window.location.origin) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return;
      event.preventDefault();
      void navigate(url.pathname + url.search + url.hash);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
  return null;
}
