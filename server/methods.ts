// Which methods an address takes, answered before React Router for those it does not.
import type { NextFunction, Request, Response } from "express";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { commonMessages } from "~/lib/result";
import { routerPath } from "./http";

/** What React Router hands to an action (any other method it refuses for every route). */
const ACTION_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const READ_METHODS = new Set(["GET", "HEAD"]);

type Route = NonNullable<ServerBuild["routes"][string]>;

/** The build's flat route list as the tree React Router matches against. */
function routeTree(build: ServerBuild): RouteObject[] {
  const children = new Map<string | undefined, Route[]>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const siblings = children.get(route.parentId) ?? [];
    siblings.push(route);
    children.set(route.parentId, siblings);
  }
  const tree = (parentId: string | undefined): RouteObject[] =>
    (children.get(parentId) ?? []).map((route) =>
      route.index
        ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: tree(route.id) },
    );
  return tree(undefined);
}

/**
 * The route whose action a write to `pathname` would run, as React Router picks it: a resource
 * route itself; for a page, an index route only when asked with `?index`, otherwise the deepest
 * route of the path (not a pathless layout). Undefined when no route matches.
 */
function actionTarget(build: ServerBuild, tree: RouteObject[], pathname: string, search: string): Route | undefined {
  const matches = matchRoutes(tree, pathname);
  if (!matches?.length) return undefined;
  const leaf = build.routes[matches.at(-1)!.route.id!];
  if (!leaf) return undefined;
  if (!leaf.module.default && !leaf.module.ErrorBoundary) return leaf;
  if (leaf.index && new URLSearchParams(search).getAll("index").includes("")) return leaf;
  const contributing = matches.filter((match, i) => i === 0 || (match.route.path?.length ?? 0) > 0);
  return build.routes[contributing.at(-1)!.route.id!];
}

/**
 * Answers 405 with `Allow` and a French message to a write an address has no action for (a POST to
 * the sitemap, a calendar feed, the slots API, the CSV export, an information page), and to a
 * method React Router takes for no address; OPTIONS gets the `Allow` list (204); otherwise the
 * request goes on. React Router would
 * answer these 405 too, with an English JSON body, and report each as an unexpected error.
 */
export function methodsAllowed(getBuild: ServerBuild | (() => Promise<ServerBuild>)) {
  let cached: { build: ServerBuild; tree: RouteObject[] } | undefined;
  const resolve = async () => {
    const build = typeof getBuild === "function" ? await getBuild() : getBuild;
    if (cached?.build !== build) cached = { build, tree: routeTree(build) };
    return cached;
  };
  return (req: Request, res: Response, next: NextFunction) => {
    if (READ_METHODS.has(req.method)) return next();
    resolve().then(({ build, tree }) => {
      const search = new URL(req.originalUrl, "http://localhost").search;
      // A page's data requests (`/shop.data`, `/_root.data` for `/`) run the page's action.
      let pathname = routerPath(req);
      if (pathname.endsWith(".data")) pathname = pathname === "/_root.data" ? "/" : pathname.slice(0, -".data".length);
      const target = actionTarget(build, tree, pathname, search);
      if (!target) return next();
      const hasAction = Boolean(target.module.action);
      if (hasAction && ACTION_METHODS.has(req.method)) return next();
      res.set("Allow", hasAction ? "GET, HEAD, POST" : "GET, HEAD");
      // OPTIONS asks which methods an address takes (no other site is let in: no CORS headers).
      if (req.method === "OPTIONS") return void res.status(204).end();
      res.status(405).type("text/plain; charset=utf-8").send(commonMessages.METHOD_NOT_ALLOWED);
    }, next);
  };
}
