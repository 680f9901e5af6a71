// The site's route table (app/routes.ts), as URLs a journey can ask for.
import routes from "../../../app/routes";

type RouteEntry = { path?: string; index?: boolean; children?: RouteEntry[] };

/** The URL patterns of the route table, with whether each is an index route. */
function patterns(entries: RouteEntry[], parent = ""): Array<{ pattern: string; index: boolean }> {
  return entries.flatMap((entry) => {
    const own = entry.path ? `${parent.replace(/\/$/, "")}/${entry.path}` : parent || "/";
    const here = entry.path !== undefined || entry.index ? [{ pattern: own, index: !!entry.index }] : [];
    return [...(entry.children ? patterns(entry.children, own) : []), ...(entry.children && !entry.path ? [] : here)];
  });
}

/** Every URL pattern of the route table, with whether each is an index route. */
export const routePatterns = () => patterns(routes as RouteEntry[]);

/** React Router's data URL for a page (its `.data` twin). */
export function dataUrlOf(url: string, index: boolean): string {
  const [pathname, query] = url.split("?");
  const base = pathname === "/" ? "/_root.data" : `${pathname!.replace(/\/$/, "")}.data`;
  const params = new URLSearchParams(query);
  if (index) params.set("index", "");
  const search = params
    .toString()
    .replace(/index=$/, "index")
    .replace(/index=&/, "index&");
  return search ? `${base}?${search}` : base;
}
